from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="BoardEntry")



@_attrs_define
class BoardEntry:
    """ One row of leaderboards.realtime.top_entries: a score board fills the score's columns, a season board ``points``, a
    rating board ``rating``; the others are null.

        Attributes:
            rank (int):
            player (str):
            score (int | None):
            rank_key (list[int]):
            won (bool | None):
            result (None | str): won, lost or resigned (score boards).
            play_id (None | UUID): The play behind the score, for its replay; null for an offline game.
            moves (int | None | Unset):
            seconds (int | None | Unset):
            points (int | None | Unset): Season boards.
            rating (float | None | Unset): Rating boards (the ordinal).
     """

    rank: int
    player: str
    score: int | None
    rank_key: list[int]
    won: bool | None
    result: None | str
    play_id: None | UUID
    moves: int | None | Unset = UNSET
    seconds: int | None | Unset = UNSET
    points: int | None | Unset = UNSET
    rating: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player

        score: int | None
        score = self.score

        rank_key = self.rank_key



        won: bool | None
        won = self.won

        result: None | str
        result = self.result

        play_id: None | str
        if isinstance(self.play_id, UUID):
            play_id = str(self.play_id)
        else:
            play_id = self.play_id

        moves: int | None | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        else:
            moves = self.moves

        seconds: int | None | Unset
        if isinstance(self.seconds, Unset):
            seconds = UNSET
        else:
            seconds = self.seconds

        points: int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        else:
            points = self.points

        rating: float | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        else:
            rating = self.rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "player": player,
            "score": score,
            "rank_key": rank_key,
            "won": won,
            "result": result,
            "play_id": play_id,
        })
        if moves is not UNSET:
            field_dict["moves"] = moves
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if points is not UNSET:
            field_dict["points"] = points
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        player = d.pop("player")

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        rank_key = cast(list[int], d.pop("rank_key"))


        def _parse_won(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        won = _parse_won(d.pop("won"))


        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))


        def _parse_play_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                play_id_type_0 = UUID(data)



                return play_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        play_id = _parse_play_id(d.pop("play_id"))


        def _parse_moves(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))


        def _parse_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seconds = _parse_seconds(d.pop("seconds", UNSET))


        def _parse_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))


        def _parse_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))


        board_entry = cls(
            rank=rank,
            player=player,
            score=score,
            rank_key=rank_key,
            won=won,
            result=result,
            play_id=play_id,
            moves=moves,
            seconds=seconds,
            points=points,
            rating=rating,
        )


        board_entry.additional_properties = d
        return board_entry

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
