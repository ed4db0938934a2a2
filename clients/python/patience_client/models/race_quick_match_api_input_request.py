from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RaceQuickMatchApiInputRequest")



@_attrs_define
class RaceQuickMatchApiInputRequest:
    """ 
        Attributes:
            game (str):
            preset (str | Unset):
     """

    game: str
    preset: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        preset = self.preset


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if preset is not UNSET:
            field_dict["preset"] = preset

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        preset = d.pop("preset", UNSET)

        race_quick_match_api_input_request = cls(
            game=game,
            preset=preset,
        )

        return race_quick_match_api_input_request

