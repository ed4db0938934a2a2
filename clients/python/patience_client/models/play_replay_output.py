from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="PlayReplayOutput")



@_attrs_define
class PlayReplayOutput:
    """ 
        Attributes:
            id (UUID):
            game (GameSlug): A game's slug.
            mode (str):
            player (str):
            status (str):
            end_reason (None | str):
            score (int):
            date (datetime.date | None): The daily challenge's date, if it is one.
            moves (list[str]): Each move in words, in order.
     """

    id: UUID
    game: GameSlug
    mode: str
    player: str
    status: str
    end_reason: None | str
    score: int
    date: datetime.date | None
    moves: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        game = self.game.value

        mode = self.mode

        player = self.player

        status = self.status

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        date: None | str
        if isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        moves = self.moves




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "mode": mode,
            "player": player,
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "date": date,
            "moves": moves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        game = GameSlug(d.pop("game"))




        mode = d.pop("mode")

        player = d.pop("player")

        status = d.pop("status")

        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        def _parse_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)



                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        date = _parse_date(d.pop("date"))


        moves = cast(list[str], d.pop("moves"))


        play_replay_output = cls(
            id=id,
            game=game,
            mode=mode,
            player=player,
            status=status,
            end_reason=end_reason,
            score=score,
            date=date,
            moves=moves,
        )


        play_replay_output.additional_properties = d
        return play_replay_output

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
