from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Entry")



@_attrs_define
class Entry:
    """ 
        Attributes:
            rank (int):
            player (str):
            score (int):
            rank_key (list[int]):
            won (bool):
            verified_at (datetime.datetime):
     """

    rank: int
    player: str
    score: int
    rank_key: list[int]
    won: bool
    verified_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player

        score = self.score

        rank_key = self.rank_key



        won = self.won

        verified_at = self.verified_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "player": player,
            "score": score,
            "rank_key": rank_key,
            "won": won,
            "verified_at": verified_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        player = d.pop("player")

        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        won = d.pop("won")

        verified_at = datetime.datetime.fromisoformat(d.pop("verified_at"))




        entry = cls(
            rank=rank,
            player=player,
            score=score,
            rank_key=rank_key,
            won=won,
            verified_at=verified_at,
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
