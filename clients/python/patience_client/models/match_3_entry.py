from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Match3Entry")



@_attrs_define
class Match3Entry:
    """ A place where a card may enter the grid, and whether this game opens it.

        Attributes:
            edge (str):
            line (int):
            open_ (bool):
     """

    edge: str
    line: int
    open_: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        edge = self.edge

        line = self.line

        open_ = self.open_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "edge": edge,
            "line": line,
            "open": open_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        edge = d.pop("edge")

        line = d.pop("line")

        open_ = d.pop("open")

        match_3_entry = cls(
            edge=edge,
            line=line,
            open_=open_,
        )


        match_3_entry.additional_properties = d
        return match_3_entry

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
