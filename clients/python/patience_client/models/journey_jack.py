from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="JourneyJack")



@_attrs_define
class JourneyJack:
    """ A Jack of the journey, in the order they are reached, with the cards stored behind it.

        Attributes:
            jack (str):
            suit (str):
            landscape (str):
            stored (list[str]):
     """

    jack: str
    suit: str
    landscape: str
    stored: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        jack = self.jack

        suit = self.suit

        landscape = self.landscape

        stored = self.stored




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "jack": jack,
            "suit": suit,
            "landscape": landscape,
            "stored": stored,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        jack = d.pop("jack")

        suit = d.pop("suit")

        landscape = d.pop("landscape")

        stored = cast(list[str], d.pop("stored"))


        journey_jack = cls(
            jack=jack,
            suit=suit,
            landscape=landscape,
            stored=stored,
        )


        journey_jack.additional_properties = d
        return journey_jack

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
