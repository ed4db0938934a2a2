from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RaceCreateApiInputRequest")



@_attrs_define
class RaceCreateApiInputRequest:
    """ 
        Attributes:
            game (str):
            preset (str | Unset):
            capacity (int | Unset):
            time_limit_seconds (int | Unset):
     """

    game: str
    preset: str | Unset = UNSET
    capacity: int | Unset = UNSET
    time_limit_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        preset = self.preset

        capacity = self.capacity

        time_limit_seconds = self.time_limit_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if preset is not UNSET:
            field_dict["preset"] = preset
        if capacity is not UNSET:
            field_dict["capacity"] = capacity
        if time_limit_seconds is not UNSET:
            field_dict["time_limit_seconds"] = time_limit_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        preset = d.pop("preset", UNSET)

        capacity = d.pop("capacity", UNSET)

        time_limit_seconds = d.pop("time_limit_seconds", UNSET)

        race_create_api_input_request = cls(
            game=game,
            preset=preset,
            capacity=capacity,
            time_limit_seconds=time_limit_seconds,
        )

        return race_create_api_input_request

