from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Match3Options")



@_attrs_define
class Match3Options:
    """ 
        Attributes:
            cascade (bool):
            entry_points (int):
            target_sets (int):
            fill_order (str):
            reshuffle_initial_lines (bool):
     """

    cascade: bool
    entry_points: int
    target_sets: int
    fill_order: str
    reshuffle_initial_lines: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cascade = self.cascade

        entry_points = self.entry_points

        target_sets = self.target_sets

        fill_order = self.fill_order

        reshuffle_initial_lines = self.reshuffle_initial_lines


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cascade": cascade,
            "entry_points": entry_points,
            "target_sets": target_sets,
            "fill_order": fill_order,
            "reshuffle_initial_lines": reshuffle_initial_lines,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cascade = d.pop("cascade")

        entry_points = d.pop("entry_points")

        target_sets = d.pop("target_sets")

        fill_order = d.pop("fill_order")

        reshuffle_initial_lines = d.pop("reshuffle_initial_lines")

        match_3_options = cls(
            cascade=cascade,
            entry_points=entry_points,
            target_sets=target_sets,
            fill_order=fill_order,
            reshuffle_initial_lines=reshuffle_initial_lines,
        )


        match_3_options.additional_properties = d
        return match_3_options

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
