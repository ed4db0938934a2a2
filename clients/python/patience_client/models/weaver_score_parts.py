from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WeaverScoreParts")



@_attrs_define
class WeaverScoreParts:
    """ 
        Attributes:
            harvest_nature (int):
            harvest_keiju (int):
            garden_keiju (int):
            garden_nature (int):
     """

    harvest_nature: int
    harvest_keiju: int
    garden_keiju: int
    garden_nature: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        harvest_nature = self.harvest_nature

        harvest_keiju = self.harvest_keiju

        garden_keiju = self.garden_keiju

        garden_nature = self.garden_nature


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "harvest_nature": harvest_nature,
            "harvest_keiju": harvest_keiju,
            "garden_keiju": garden_keiju,
            "garden_nature": garden_nature,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        harvest_nature = d.pop("harvest_nature")

        harvest_keiju = d.pop("harvest_keiju")

        garden_keiju = d.pop("garden_keiju")

        garden_nature = d.pop("garden_nature")

        weaver_score_parts = cls(
            harvest_nature=harvest_nature,
            harvest_keiju=harvest_keiju,
            garden_keiju=garden_keiju,
            garden_nature=garden_nature,
        )


        weaver_score_parts.additional_properties = d
        return weaver_score_parts

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
