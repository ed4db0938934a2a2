from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.quetinny_view_bounds import QuetinnyViewBounds
  from ..models.quetinny_view_chip_supply import QuetinnyViewChipSupply
  from ..models.quetinny_view_coverage import QuetinnyViewCoverage
  from ..models.quetinny_view_options import QuetinnyViewOptions
  from ..models.quetinny_view_routes_item import QuetinnyViewRoutesItem
  from ..models.quetinny_view_spice import QuetinnyViewSpice
  from ..models.quetinny_view_tableau_item import QuetinnyViewTableauItem
  from ..models.quetinny_view_taxes import QuetinnyViewTaxes





T = TypeVar("T", bound="QuetinnyView")



@_attrs_define
class QuetinnyView:
    """ What a player of quetinny may see (face-down cards as counts).

        Attributes:
            bounds (QuetinnyViewBounds):
            chip_supply (QuetinnyViewChipSupply):
            coverage (QuetinnyViewCoverage):
            coverage_possible (bool):
            deck_count (int):
            discard (list[str]):
            end_reason (None | str):
            excuse_at (list[int] | None):
            final_hand (bool):
            gold (int):
            hand (list[str]):
            kept (list[str]):
            options (QuetinnyViewOptions):
            pending_setup (list[list[int]]):
            phase (str):
            rank_key (list[int]):
            result (None | str):
            routes (list[QuetinnyViewRoutesItem]):
            score (int):
            spice (QuetinnyViewSpice):
            spice_supply (int):
            start_cells (list[list[int]]):
            status (str):
            tableau (list[QuetinnyViewTableauItem]):
            taxes (QuetinnyViewTaxes):
            taxes_remaining (int):
            turn (int):
            turns_survived (int):
     """

    bounds: QuetinnyViewBounds
    chip_supply: QuetinnyViewChipSupply
    coverage: QuetinnyViewCoverage
    coverage_possible: bool
    deck_count: int
    discard: list[str]
    end_reason: None | str
    excuse_at: list[int] | None
    final_hand: bool
    gold: int
    hand: list[str]
    kept: list[str]
    options: QuetinnyViewOptions
    pending_setup: list[list[int]]
    phase: str
    rank_key: list[int]
    result: None | str
    routes: list[QuetinnyViewRoutesItem]
    score: int
    spice: QuetinnyViewSpice
    spice_supply: int
    start_cells: list[list[int]]
    status: str
    tableau: list[QuetinnyViewTableauItem]
    taxes: QuetinnyViewTaxes
    taxes_remaining: int
    turn: int
    turns_survived: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.quetinny_view_bounds import QuetinnyViewBounds # noqa: PLC0415
        from ..models.quetinny_view_chip_supply import QuetinnyViewChipSupply # noqa: PLC0415
        from ..models.quetinny_view_coverage import QuetinnyViewCoverage # noqa: PLC0415
        from ..models.quetinny_view_options import QuetinnyViewOptions # noqa: PLC0415
        from ..models.quetinny_view_routes_item import QuetinnyViewRoutesItem # noqa: PLC0415
        from ..models.quetinny_view_spice import QuetinnyViewSpice # noqa: PLC0415
        from ..models.quetinny_view_tableau_item import QuetinnyViewTableauItem # noqa: PLC0415
        from ..models.quetinny_view_taxes import QuetinnyViewTaxes # noqa: PLC0415
        bounds = self.bounds.to_dict()

        chip_supply = self.chip_supply.to_dict()

        coverage = self.coverage.to_dict()

        coverage_possible = self.coverage_possible

        deck_count = self.deck_count

        discard = self.discard



        end_reason: None | str
        end_reason = self.end_reason

        excuse_at: list[int] | None
        if isinstance(self.excuse_at, list):
            excuse_at = self.excuse_at


        else:
            excuse_at = self.excuse_at

        final_hand = self.final_hand

        gold = self.gold

        hand = self.hand



        kept = self.kept



        options = self.options.to_dict()

        pending_setup = []
        for pending_setup_item_data in self.pending_setup:
            pending_setup_item = pending_setup_item_data


            pending_setup.append(pending_setup_item)



        phase = self.phase

        rank_key = self.rank_key



        result: None | str
        result = self.result

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)



        score = self.score

        spice = self.spice.to_dict()

        spice_supply = self.spice_supply

        start_cells = []
        for start_cells_item_data in self.start_cells:
            start_cells_item = start_cells_item_data


            start_cells.append(start_cells_item)



        status = self.status

        tableau = []
        for tableau_item_data in self.tableau:
            tableau_item = tableau_item_data.to_dict()
            tableau.append(tableau_item)



        taxes = self.taxes.to_dict()

        taxes_remaining = self.taxes_remaining

        turn = self.turn

        turns_survived = self.turns_survived


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bounds": bounds,
            "chip_supply": chip_supply,
            "coverage": coverage,
            "coverage_possible": coverage_possible,
            "deck_count": deck_count,
            "discard": discard,
            "end_reason": end_reason,
            "excuse_at": excuse_at,
            "final_hand": final_hand,
            "gold": gold,
            "hand": hand,
            "kept": kept,
            "options": options,
            "pending_setup": pending_setup,
            "phase": phase,
            "rank_key": rank_key,
            "result": result,
            "routes": routes,
            "score": score,
            "spice": spice,
            "spice_supply": spice_supply,
            "start_cells": start_cells,
            "status": status,
            "tableau": tableau,
            "taxes": taxes,
            "taxes_remaining": taxes_remaining,
            "turn": turn,
            "turns_survived": turns_survived,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quetinny_view_bounds import QuetinnyViewBounds # noqa: PLC0415
        from ..models.quetinny_view_chip_supply import QuetinnyViewChipSupply # noqa: PLC0415
        from ..models.quetinny_view_coverage import QuetinnyViewCoverage # noqa: PLC0415
        from ..models.quetinny_view_options import QuetinnyViewOptions # noqa: PLC0415
        from ..models.quetinny_view_routes_item import QuetinnyViewRoutesItem # noqa: PLC0415
        from ..models.quetinny_view_spice import QuetinnyViewSpice # noqa: PLC0415
        from ..models.quetinny_view_tableau_item import QuetinnyViewTableauItem # noqa: PLC0415
        from ..models.quetinny_view_taxes import QuetinnyViewTaxes # noqa: PLC0415
        d = dict(src_dict)
        bounds = QuetinnyViewBounds.from_dict(d.pop("bounds"))




        chip_supply = QuetinnyViewChipSupply.from_dict(d.pop("chip_supply"))




        coverage = QuetinnyViewCoverage.from_dict(d.pop("coverage"))




        coverage_possible = d.pop("coverage_possible")

        deck_count = d.pop("deck_count")

        discard = cast(list[str], d.pop("discard"))


        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        def _parse_excuse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                excuse_at_type_0 = cast(list[int], data)

                return excuse_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        excuse_at = _parse_excuse_at(d.pop("excuse_at"))


        final_hand = d.pop("final_hand")

        gold = d.pop("gold")

        hand = cast(list[str], d.pop("hand"))


        kept = cast(list[str], d.pop("kept"))


        options = QuetinnyViewOptions.from_dict(d.pop("options"))




        pending_setup = []
        _pending_setup = d.pop("pending_setup")
        for pending_setup_item_data in (_pending_setup):
            pending_setup_item = cast(list[int], pending_setup_item_data)

            pending_setup.append(pending_setup_item)


        phase = d.pop("phase")

        rank_key = cast(list[int], d.pop("rank_key"))


        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))


        routes = []
        _routes = d.pop("routes")
        for routes_item_data in (_routes):
            routes_item = QuetinnyViewRoutesItem.from_dict(routes_item_data)



            routes.append(routes_item)


        score = d.pop("score")

        spice = QuetinnyViewSpice.from_dict(d.pop("spice"))




        spice_supply = d.pop("spice_supply")

        start_cells = []
        _start_cells = d.pop("start_cells")
        for start_cells_item_data in (_start_cells):
            start_cells_item = cast(list[int], start_cells_item_data)

            start_cells.append(start_cells_item)


        status = d.pop("status")

        tableau = []
        _tableau = d.pop("tableau")
        for tableau_item_data in (_tableau):
            tableau_item = QuetinnyViewTableauItem.from_dict(tableau_item_data)



            tableau.append(tableau_item)


        taxes = QuetinnyViewTaxes.from_dict(d.pop("taxes"))




        taxes_remaining = d.pop("taxes_remaining")

        turn = d.pop("turn")

        turns_survived = d.pop("turns_survived")

        quetinny_view = cls(
            bounds=bounds,
            chip_supply=chip_supply,
            coverage=coverage,
            coverage_possible=coverage_possible,
            deck_count=deck_count,
            discard=discard,
            end_reason=end_reason,
            excuse_at=excuse_at,
            final_hand=final_hand,
            gold=gold,
            hand=hand,
            kept=kept,
            options=options,
            pending_setup=pending_setup,
            phase=phase,
            rank_key=rank_key,
            result=result,
            routes=routes,
            score=score,
            spice=spice,
            spice_supply=spice_supply,
            start_cells=start_cells,
            status=status,
            tableau=tableau,
            taxes=taxes,
            taxes_remaining=taxes_remaining,
            turn=turn,
            turns_survived=turns_survived,
        )


        quetinny_view.additional_properties = d
        return quetinny_view

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
