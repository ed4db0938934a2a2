from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="QuetinnyViewOptions")



@_attrs_define
class QuetinnyViewOptions:
    """ 
        Attributes:
            caravan_cubes (str):
            chip_adjacency (str):
            courts (bool):
            excuse (bool):
            extended_route_rank (str):
            pawns (bool):
            setup_arrangement (str):
            spice_cubes (int):
     """

    caravan_cubes: str
    chip_adjacency: str
    courts: bool
    excuse: bool
    extended_route_rank: str
    pawns: bool
    setup_arrangement: str
    spice_cubes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        caravan_cubes = self.caravan_cubes

        chip_adjacency = self.chip_adjacency

        courts = self.courts

        excuse = self.excuse

        extended_route_rank = self.extended_route_rank

        pawns = self.pawns

        setup_arrangement = self.setup_arrangement

        spice_cubes = self.spice_cubes


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "caravan_cubes": caravan_cubes,
            "chip_adjacency": chip_adjacency,
            "courts": courts,
            "excuse": excuse,
            "extended_route_rank": extended_route_rank,
            "pawns": pawns,
            "setup_arrangement": setup_arrangement,
            "spice_cubes": spice_cubes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caravan_cubes = d.pop("caravan_cubes")

        chip_adjacency = d.pop("chip_adjacency")

        courts = d.pop("courts")

        excuse = d.pop("excuse")

        extended_route_rank = d.pop("extended_route_rank")

        pawns = d.pop("pawns")

        setup_arrangement = d.pop("setup_arrangement")

        spice_cubes = d.pop("spice_cubes")

        quetinny_view_options = cls(
            caravan_cubes=caravan_cubes,
            chip_adjacency=chip_adjacency,
            courts=courts,
            excuse=excuse,
            extended_route_rank=extended_route_rank,
            pawns=pawns,
            setup_arrangement=setup_arrangement,
            spice_cubes=spice_cubes,
        )


        quetinny_view_options.additional_properties = d
        return quetinny_view_options

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
