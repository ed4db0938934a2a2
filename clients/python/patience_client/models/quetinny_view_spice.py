from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="QuetinnyViewSpice")



@_attrs_define
class QuetinnyViewSpice:
    """ 
        Attributes:
            knots (int | Unset):
            leaves (int | Unset):
            moons (int | Unset):
            suns (int | Unset):
            waves (int | Unset):
            wyrms (int | Unset):
     """

    knots: int | Unset = UNSET
    leaves: int | Unset = UNSET
    moons: int | Unset = UNSET
    suns: int | Unset = UNSET
    waves: int | Unset = UNSET
    wyrms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        knots = self.knots

        leaves = self.leaves

        moons = self.moons

        suns = self.suns

        waves = self.waves

        wyrms = self.wyrms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if knots is not UNSET:
            field_dict["Knots"] = knots
        if leaves is not UNSET:
            field_dict["Leaves"] = leaves
        if moons is not UNSET:
            field_dict["Moons"] = moons
        if suns is not UNSET:
            field_dict["Suns"] = suns
        if waves is not UNSET:
            field_dict["Waves"] = waves
        if wyrms is not UNSET:
            field_dict["Wyrms"] = wyrms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        knots = d.pop("Knots", UNSET)

        leaves = d.pop("Leaves", UNSET)

        moons = d.pop("Moons", UNSET)

        suns = d.pop("Suns", UNSET)

        waves = d.pop("Waves", UNSET)

        wyrms = d.pop("Wyrms", UNSET)

        quetinny_view_spice = cls(
            knots=knots,
            leaves=leaves,
            moons=moons,
            suns=suns,
            waves=waves,
            wyrms=wyrms,
        )


        quetinny_view_spice.additional_properties = d
        return quetinny_view_spice

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
