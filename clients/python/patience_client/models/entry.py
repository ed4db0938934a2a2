from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="Entry")



@_attrs_define
class Entry:
    """ 
        Attributes:
            rank (int):
            player (str):
            score (int | None): Score boards; null on season and rating boards.
            rank_key (list[int]):
            won (bool | None):
            result (None | str): won, lost or resigned (score boards).
            moves (int | None): Actions played (score boards).
            seconds (int | None): Time from start to end (score boards).
            verified_at (datetime.datetime | None): When the server replayed it.
            provisional (bool | None): Score boards: an account registered after the day opened, ranked below the
                established players (see /fair-play).
            deals (int | None): Practice boards: the ranked deals the player has played (every drawn deal counts once),
                beside their best.
            play_id (None | UUID): The play behind the entry; its replay opens once the daily is revealed (null: an offline
                game).
            points (int | None): Season boards: the season's points.
            dailies (int | None): Season and rating boards: dailies counted.
            rating (float | None): Rating boards: mu - 3 sigma.
            mu (float | None):
            sigma (float | None):
     """

    rank: int
    player: str
    score: int | None
    rank_key: list[int]
    won: bool | None
    result: None | str
    moves: int | None
    seconds: int | None
    verified_at: datetime.datetime | None
    provisional: bool | None
    deals: int | None
    play_id: None | UUID
    points: int | None
    dailies: int | None
    rating: float | None
    mu: float | None
    sigma: float | None
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

        moves: int | None
        moves = self.moves

        seconds: int | None
        seconds = self.seconds

        verified_at: None | str
        if isinstance(self.verified_at, datetime.datetime):
            verified_at = self.verified_at.isoformat()
        else:
            verified_at = self.verified_at

        provisional: bool | None
        provisional = self.provisional

        deals: int | None
        deals = self.deals

        play_id: None | str
        if isinstance(self.play_id, UUID):
            play_id = str(self.play_id)
        else:
            play_id = self.play_id

        points: int | None
        points = self.points

        dailies: int | None
        dailies = self.dailies

        rating: float | None
        rating = self.rating

        mu: float | None
        mu = self.mu

        sigma: float | None
        sigma = self.sigma


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "player": player,
            "score": score,
            "rank_key": rank_key,
            "won": won,
            "result": result,
            "moves": moves,
            "seconds": seconds,
            "verified_at": verified_at,
            "provisional": provisional,
            "deals": deals,
            "play_id": play_id,
            "points": points,
            "dailies": dailies,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
        })

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


        def _parse_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moves = _parse_moves(d.pop("moves"))


        def _parse_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seconds = _parse_seconds(d.pop("seconds"))


        def _parse_verified_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verified_at_type_0 = datetime.datetime.fromisoformat(data)



                return verified_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        verified_at = _parse_verified_at(d.pop("verified_at"))


        def _parse_provisional(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        provisional = _parse_provisional(d.pop("provisional"))


        def _parse_deals(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deals = _parse_deals(d.pop("deals"))


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


        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))


        def _parse_dailies(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dailies = _parse_dailies(d.pop("dailies"))


        def _parse_rating(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating = _parse_rating(d.pop("rating"))


        def _parse_mu(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mu = _parse_mu(d.pop("mu"))


        def _parse_sigma(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        sigma = _parse_sigma(d.pop("sigma"))


        entry = cls(
            rank=rank,
            player=player,
            score=score,
            rank_key=rank_key,
            won=won,
            result=result,
            moves=moves,
            seconds=seconds,
            verified_at=verified_at,
            provisional=provisional,
            deals=deals,
            play_id=play_id,
            points=points,
            dailies=dailies,
            rating=rating,
            mu=mu,
            sigma=sigma,
        )


        entry.additional_properties = d
        return entry

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
