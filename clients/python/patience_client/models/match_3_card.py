from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Match3Card")



@_attrs_define
class Match3Card:
    """ A hanafuda card, face up.

        Attributes:
            id (str):
            month (int):
            flower (str):
            name (str):
            type_ (str):
     """

    id: str
    month: int
    flower: str
    name: str
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        month = self.month

        flower = self.flower

        name = self.name

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "month": month,
            "flower": flower,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        month = d.pop("month")

        flower = d.pop("flower")

        name = d.pop("name")

        type_ = d.pop("type")

        match_3_card = cls(
            id=id,
            month=month,
            flower=flower,
            name=name,
            type_=type_,
        )


        match_3_card.additional_properties = d
        return match_3_card

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
