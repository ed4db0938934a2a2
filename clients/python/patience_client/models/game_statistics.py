from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GameStatistics")



@_attrs_define
class GameStatistics:
    """ 
        Attributes:
            played (int):
            won (int):
            win_rate (float): won / played, 0 to 1.
     """

    played: int
    won: int
    win_rate: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        played = self.played

        won = self.won

        win_rate = self.win_rate


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "played": played,
            "won": won,
            "win_rate": win_rate,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        played = d.pop("played")

        won = d.pop("won")

        win_rate = d.pop("win_rate")

        game_statistics = cls(
            played=played,
            won=won,
            win_rate=win_rate,
        )


        game_statistics.additional_properties = d
        return game_statistics

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
