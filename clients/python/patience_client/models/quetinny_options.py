from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="QuetinnyOptions")



@_attrs_define
class QuetinnyOptions:
    """ 
        Attributes:
            excuse (bool):
            courts (bool):
            pawns (bool):
            chip_adjacency (str):
            caravan_cubes (str):
            spice_cubes (int):
            setup_arrangement (str):
            extended_route_rank (str):
     """

    excuse: bool
    courts: bool
    pawns: bool
    chip_adjacency: str
    caravan_cubes: str
    spice_cubes: int
    setup_arrangement: str
    extended_route_rank: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        excuse = self.excuse

        courts = self.courts

        pawns = self.pawns

        chip_adjacency = self.chip_adjacency

        caravan_cubes = self.caravan_cubes

        spice_cubes = self.spice_cubes

        setup_arrangement = self.setup_arrangement

        extended_route_rank = self.extended_route_rank


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "excuse": excuse,
            "courts": courts,
            "pawns": pawns,
            "chip_adjacency": chip_adjacency,
            "caravan_cubes": caravan_cubes,
            "spice_cubes": spice_cubes,
            "setup_arrangement": setup_arrangement,
            "extended_route_rank": extended_route_rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        excuse = d.pop("excuse")

        courts = d.pop("courts")

        pawns = d.pop("pawns")

        chip_adjacency = d.pop("chip_adjacency")

        caravan_cubes = d.pop("caravan_cubes")

        spice_cubes = d.pop("spice_cubes")

        setup_arrangement = d.pop("setup_arrangement")

        extended_route_rank = d.pop("extended_route_rank")

        quetinny_options = cls(
            excuse=excuse,
            courts=courts,
            pawns=pawns,
            chip_adjacency=chip_adjacency,
            caravan_cubes=caravan_cubes,
            spice_cubes=spice_cubes,
            setup_arrangement=setup_arrangement,
            extended_route_rank=extended_route_rank,
        )


        quetinny_options.additional_properties = d
        return quetinny_options

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
