from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="QuetinnySuitFlags")



@_attrs_define
class QuetinnySuitFlags:
    """ 
        Attributes:
            moons (bool):
            suns (bool):
            waves (bool):
            leaves (bool):
            wyrms (bool):
            knots (bool):
     """

    moons: bool
    suns: bool
    waves: bool
    leaves: bool
    wyrms: bool
    knots: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        moons = self.moons

        suns = self.suns

        waves = self.waves

        leaves = self.leaves

        wyrms = self.wyrms

        knots = self.knots


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "Moons": moons,
            "Suns": suns,
            "Waves": waves,
            "Leaves": leaves,
            "Wyrms": wyrms,
            "Knots": knots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        moons = d.pop("Moons")

        suns = d.pop("Suns")

        waves = d.pop("Waves")

        leaves = d.pop("Leaves")

        wyrms = d.pop("Wyrms")

        knots = d.pop("Knots")

        quetinny_suit_flags = cls(
            moons=moons,
            suns=suns,
            waves=waves,
            leaves=leaves,
            wyrms=wyrms,
            knots=knots,
        )


        quetinny_suit_flags.additional_properties = d
        return quetinny_suit_flags

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
