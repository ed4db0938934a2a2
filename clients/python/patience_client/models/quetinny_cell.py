from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="QuetinnyCell")



@_attrs_define
class QuetinnyCell:
    """ A card of the tableau, its chips and (on an Ace) its spice.

        Attributes:
            at (list[int]):
            card (str):
            chips (list[str]):
            spice (int):
     """

    at: list[int]
    card: str
    chips: list[str]
    spice: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at = self.at



        card = self.card

        chips = self.chips



        spice = self.spice


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "card": card,
            "chips": chips,
            "spice": spice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))


        card = d.pop("card")

        chips = cast(list[str], d.pop("chips"))


        spice = d.pop("spice")

        quetinny_cell = cls(
            at=at,
            card=card,
            chips=chips,
            spice=spice,
        )


        quetinny_cell.additional_properties = d
        return quetinny_cell

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
