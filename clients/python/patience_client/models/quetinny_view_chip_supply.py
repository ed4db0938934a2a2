from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="QuetinnyViewChipSupply")



@_attrs_define
class QuetinnyViewChipSupply:
    """ 
        Attributes:
            knots (int):
            leaves (int):
            moons (int):
            suns (int):
            waves (int):
            wyrms (int):
     """

    knots: int
    leaves: int
    moons: int
    suns: int
    waves: int
    wyrms: int
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
            "Knots": knots,
            "Leaves": leaves,
            "Moons": moons,
            "Suns": suns,
            "Waves": waves,
            "Wyrms": wyrms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        knots = d.pop("Knots")

        leaves = d.pop("Leaves")

        moons = d.pop("Moons")

        suns = d.pop("Suns")

        waves = d.pop("Waves")

        wyrms = d.pop("Wyrms")

        quetinny_view_chip_supply = cls(
            knots=knots,
            leaves=leaves,
            moons=moons,
            suns=suns,
            waves=waves,
            wyrms=wyrms,
        )


        quetinny_view_chip_supply.additional_properties = d
        return quetinny_view_chip_supply

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
