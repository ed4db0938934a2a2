from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="JourneySource")



@_attrs_define
class JourneySource:
    """ Where a card that unlocks another comes from: exactly one of ``stored`` (a stored card, spent) or ``view`` (a King
    or Queen of the view, discarded).

        Attributes:
            stored (str | Unset):
            view (str | Unset):
     """

    stored: str | Unset = UNSET
    view: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        stored = self.stored

        view = self.view


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if stored is not UNSET:
            field_dict["stored"] = stored
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stored = d.pop("stored", UNSET)

        view = d.pop("view", UNSET)

        journey_source = cls(
            stored=stored,
            view=view,
        )


        journey_source.additional_properties = d
        return journey_source

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
