from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WeaverOptions")



@_attrs_define
class WeaverOptions:
    """ 
        Attributes:
            deck (str):
            keiju_count (int):
            hide_covered_basket (bool):
     """

    deck: str
    keiju_count: int
    hide_covered_basket: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        keiju_count = self.keiju_count

        hide_covered_basket = self.hide_covered_basket


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck": deck,
            "keiju_count": keiju_count,
            "hide_covered_basket": hide_covered_basket,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = d.pop("deck")

        keiju_count = d.pop("keiju_count")

        hide_covered_basket = d.pop("hide_covered_basket")

        weaver_options = cls(
            deck=deck,
            keiju_count=keiju_count,
            hide_covered_basket=hide_covered_basket,
        )


        weaver_options.additional_properties = d
        return weaver_options

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
