from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quetinny_play_start_request_options_caravan_cubes import QuetinnyPlayStartRequestOptionsCaravanCubes
from ..models.quetinny_play_start_request_options_chip_adjacency import QuetinnyPlayStartRequestOptionsChipAdjacency
from ..models.quetinny_play_start_request_options_extended_route_rank import QuetinnyPlayStartRequestOptionsExtendedRouteRank
from ..models.quetinny_play_start_request_options_setup_arrangement import QuetinnyPlayStartRequestOptionsSetupArrangement
from ..types import UNSET, Unset






T = TypeVar("T", bound="QuetinnyPlayStartRequestOptions")



@_attrs_define
class QuetinnyPlayStartRequestOptions:
    """ Options over the preset's (or the defaults): only these names.

        Attributes:
            excuse (bool | Unset): Start from a cross around the Excuse, an impassable barren card.
            courts (bool | Unset): Shuffle the 4 Courts into the deck (3 suits, no caravan income).
            pawns (bool | Unset): Shuffle the 4 Pawns into the deck (crossroads holding 2 chips).
            chip_adjacency (QuetinnyPlayStartRequestOptionsChipAdjacency | Unset): Where a new chip must touch its route:
                'king' (8 neighbours) or 'orth' (4 neighbours).
            caravan_cubes (QuetinnyPlayStartRequestOptionsCaravanCubes | Unset): Cubes a caravan takes from its Ace: 'one',
                or 'all' of them for a single payment.
            spice_cubes (int | Unset): Spice cubes in the game, shared by all Aces.
            setup_arrangement (QuetinnyPlayStartRequestOptionsSetupArrangement | Unset): Starting cards go to their cells in
                draw order ('auto'), or the player places them ('player').
            extended_route_rank (QuetinnyPlayStartRequestOptionsExtendedRouteRank | Unset): Pawns and Courts in a route rank
                10 and 11 ('decktet'), or are skipped by the rank check ('neutral').
     """

    excuse: bool | Unset = UNSET
    courts: bool | Unset = UNSET
    pawns: bool | Unset = UNSET
    chip_adjacency: QuetinnyPlayStartRequestOptionsChipAdjacency | Unset = UNSET
    caravan_cubes: QuetinnyPlayStartRequestOptionsCaravanCubes | Unset = UNSET
    spice_cubes: int | Unset = UNSET
    setup_arrangement: QuetinnyPlayStartRequestOptionsSetupArrangement | Unset = UNSET
    extended_route_rank: QuetinnyPlayStartRequestOptionsExtendedRouteRank | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        excuse = self.excuse

        courts = self.courts

        pawns = self.pawns

        chip_adjacency: str | Unset = UNSET
        if not isinstance(self.chip_adjacency, Unset):
            chip_adjacency = self.chip_adjacency.value


        caravan_cubes: str | Unset = UNSET
        if not isinstance(self.caravan_cubes, Unset):
            caravan_cubes = self.caravan_cubes.value


        spice_cubes = self.spice_cubes

        setup_arrangement: str | Unset = UNSET
        if not isinstance(self.setup_arrangement, Unset):
            setup_arrangement = self.setup_arrangement.value


        extended_route_rank: str | Unset = UNSET
        if not isinstance(self.extended_route_rank, Unset):
            extended_route_rank = self.extended_route_rank.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if excuse is not UNSET:
            field_dict["excuse"] = excuse
        if courts is not UNSET:
            field_dict["courts"] = courts
        if pawns is not UNSET:
            field_dict["pawns"] = pawns
        if chip_adjacency is not UNSET:
            field_dict["chip_adjacency"] = chip_adjacency
        if caravan_cubes is not UNSET:
            field_dict["caravan_cubes"] = caravan_cubes
        if spice_cubes is not UNSET:
            field_dict["spice_cubes"] = spice_cubes
        if setup_arrangement is not UNSET:
            field_dict["setup_arrangement"] = setup_arrangement
        if extended_route_rank is not UNSET:
            field_dict["extended_route_rank"] = extended_route_rank

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        excuse = d.pop("excuse", UNSET)

        courts = d.pop("courts", UNSET)

        pawns = d.pop("pawns", UNSET)

        _chip_adjacency = d.pop("chip_adjacency", UNSET)
        chip_adjacency: QuetinnyPlayStartRequestOptionsChipAdjacency | Unset
        if isinstance(_chip_adjacency,  Unset):
            chip_adjacency = UNSET
        else:
            chip_adjacency = QuetinnyPlayStartRequestOptionsChipAdjacency(_chip_adjacency)




        _caravan_cubes = d.pop("caravan_cubes", UNSET)
        caravan_cubes: QuetinnyPlayStartRequestOptionsCaravanCubes | Unset
        if isinstance(_caravan_cubes,  Unset):
            caravan_cubes = UNSET
        else:
            caravan_cubes = QuetinnyPlayStartRequestOptionsCaravanCubes(_caravan_cubes)




        spice_cubes = d.pop("spice_cubes", UNSET)

        _setup_arrangement = d.pop("setup_arrangement", UNSET)
        setup_arrangement: QuetinnyPlayStartRequestOptionsSetupArrangement | Unset
        if isinstance(_setup_arrangement,  Unset):
            setup_arrangement = UNSET
        else:
            setup_arrangement = QuetinnyPlayStartRequestOptionsSetupArrangement(_setup_arrangement)




        _extended_route_rank = d.pop("extended_route_rank", UNSET)
        extended_route_rank: QuetinnyPlayStartRequestOptionsExtendedRouteRank | Unset
        if isinstance(_extended_route_rank,  Unset):
            extended_route_rank = UNSET
        else:
            extended_route_rank = QuetinnyPlayStartRequestOptionsExtendedRouteRank(_extended_route_rank)




        quetinny_play_start_request_options = cls(
            excuse=excuse,
            courts=courts,
            pawns=pawns,
            chip_adjacency=chip_adjacency,
            caravan_cubes=caravan_cubes,
            spice_cubes=spice_cubes,
            setup_arrangement=setup_arrangement,
            extended_route_rank=extended_route_rank,
        )

        return quetinny_play_start_request_options

