from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quetinny_view_status import QuetinnyViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.quetinny_bounds import QuetinnyBounds
  from ..models.quetinny_cell import QuetinnyCell
  from ..models.quetinny_options import QuetinnyOptions
  from ..models.quetinny_route_view import QuetinnyRouteView
  from ..models.quetinny_suit_counts import QuetinnySuitCounts
  from ..models.quetinny_suit_flags import QuetinnySuitFlags
  from ..models.quetinny_view_spice import QuetinnyViewSpice
  from ..models.quetinny_view_taxes import QuetinnyViewTaxes





T = TypeVar("T", bound="QuetinnyView")



@_attrs_define
class QuetinnyView:
    """ What a player of Quetinny may see: the deck as a count.

        Attributes:
            status (QuetinnyViewStatus):
            end_reason (None | str):
            score (int):
            rank_key (list[int]):
            phase (str):
            options (QuetinnyOptions):
            turn (int):
            gold (int):
            hand (list[str]):
            taxes (QuetinnyViewTaxes):
            tableau (list[QuetinnyCell]):
            excuse_at (list[int] | None):
            bounds (QuetinnyBounds): The cells to draw: one beyond the cards on every side.
            spice (QuetinnyViewSpice):
            spice_supply (int):
            chip_supply (QuetinnySuitCounts):
            discard (list[str]):
            deck_count (int):
            kept (list[str]):
            start_cells (list[list[int]]):
            pending_setup (list[list[int]]):
            taxes_remaining (int):
            final_hand (bool):
            routes (list[QuetinnyRouteView]):
            coverage (QuetinnySuitFlags):
            coverage_possible (bool):
            result (None | str):
            turns_survived (int):
     """

    status: QuetinnyViewStatus
    end_reason: None | str
    score: int
    rank_key: list[int]
    phase: str
    options: QuetinnyOptions
    turn: int
    gold: int
    hand: list[str]
    taxes: QuetinnyViewTaxes
    tableau: list[QuetinnyCell]
    excuse_at: list[int] | None
    bounds: QuetinnyBounds
    spice: QuetinnyViewSpice
    spice_supply: int
    chip_supply: QuetinnySuitCounts
    discard: list[str]
    deck_count: int
    kept: list[str]
    start_cells: list[list[int]]
    pending_setup: list[list[int]]
    taxes_remaining: int
    final_hand: bool
    routes: list[QuetinnyRouteView]
    coverage: QuetinnySuitFlags
    coverage_possible: bool
    result: None | str
    turns_survived: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.quetinny_bounds import QuetinnyBounds # noqa: PLC0415
        from ..models.quetinny_cell import QuetinnyCell # noqa: PLC0415
        from ..models.quetinny_options import QuetinnyOptions # noqa: PLC0415
        from ..models.quetinny_route_view import QuetinnyRouteView # noqa: PLC0415
        from ..models.quetinny_suit_counts import QuetinnySuitCounts # noqa: PLC0415
        from ..models.quetinny_suit_flags import QuetinnySuitFlags # noqa: PLC0415
        from ..models.quetinny_view_spice import QuetinnyViewSpice # noqa: PLC0415
        from ..models.quetinny_view_taxes import QuetinnyViewTaxes # noqa: PLC0415
        status = self.status.value

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        rank_key = self.rank_key



        phase = self.phase

        options = self.options.to_dict()

        turn = self.turn

        gold = self.gold

        hand = self.hand



        taxes = self.taxes.to_dict()

        tableau = []
        for tableau_item_data in self.tableau:
            tableau_item = tableau_item_data.to_dict()
            tableau.append(tableau_item)



        excuse_at: list[int] | None
        if isinstance(self.excuse_at, list):
            excuse_at = self.excuse_at


        else:
            excuse_at = self.excuse_at

        bounds = self.bounds.to_dict()

        spice = self.spice.to_dict()

        spice_supply = self.spice_supply

        chip_supply = self.chip_supply.to_dict()

        discard = self.discard



        deck_count = self.deck_count

        kept = self.kept



        start_cells = []
        for start_cells_item_data in self.start_cells:
            start_cells_item = start_cells_item_data


            start_cells.append(start_cells_item)



        pending_setup = []
        for pending_setup_item_data in self.pending_setup:
            pending_setup_item = pending_setup_item_data


            pending_setup.append(pending_setup_item)



        taxes_remaining = self.taxes_remaining

        final_hand = self.final_hand

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)



        coverage = self.coverage.to_dict()

        coverage_possible = self.coverage_possible

        result: None | str
        result = self.result

        turns_survived = self.turns_survived


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "rank_key": rank_key,
            "phase": phase,
            "options": options,
            "turn": turn,
            "gold": gold,
            "hand": hand,
            "taxes": taxes,
            "tableau": tableau,
            "excuse_at": excuse_at,
            "bounds": bounds,
            "spice": spice,
            "spice_supply": spice_supply,
            "chip_supply": chip_supply,
            "discard": discard,
            "deck_count": deck_count,
            "kept": kept,
            "start_cells": start_cells,
            "pending_setup": pending_setup,
            "taxes_remaining": taxes_remaining,
            "final_hand": final_hand,
            "routes": routes,
            "coverage": coverage,
            "coverage_possible": coverage_possible,
            "result": result,
            "turns_survived": turns_survived,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quetinny_bounds import QuetinnyBounds # noqa: PLC0415
        from ..models.quetinny_cell import QuetinnyCell # noqa: PLC0415
        from ..models.quetinny_options import QuetinnyOptions # noqa: PLC0415
        from ..models.quetinny_route_view import QuetinnyRouteView # noqa: PLC0415
        from ..models.quetinny_suit_counts import QuetinnySuitCounts # noqa: PLC0415
        from ..models.quetinny_suit_flags import QuetinnySuitFlags # noqa: PLC0415
        from ..models.quetinny_view_spice import QuetinnyViewSpice # noqa: PLC0415
        from ..models.quetinny_view_taxes import QuetinnyViewTaxes # noqa: PLC0415
        d = dict(src_dict)
        status = QuetinnyViewStatus(d.pop("status"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        phase = d.pop("phase")

        options = QuetinnyOptions.from_dict(d.pop("options"))




        turn = d.pop("turn")

        gold = d.pop("gold")

        hand = cast(list[str], d.pop("hand"))


        taxes = QuetinnyViewTaxes.from_dict(d.pop("taxes"))




        tableau = []
        _tableau = d.pop("tableau")
        for tableau_item_data in (_tableau):
            tableau_item = QuetinnyCell.from_dict(tableau_item_data)



            tableau.append(tableau_item)


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


        bounds = QuetinnyBounds.from_dict(d.pop("bounds"))




        spice = QuetinnyViewSpice.from_dict(d.pop("spice"))




        spice_supply = d.pop("spice_supply")

        chip_supply = QuetinnySuitCounts.from_dict(d.pop("chip_supply"))




        discard = cast(list[str], d.pop("discard"))


        deck_count = d.pop("deck_count")

        kept = cast(list[str], d.pop("kept"))


        start_cells = []
        _start_cells = d.pop("start_cells")
        for start_cells_item_data in (_start_cells):
            start_cells_item = cast(list[int], start_cells_item_data)

            start_cells.append(start_cells_item)


        pending_setup = []
        _pending_setup = d.pop("pending_setup")
        for pending_setup_item_data in (_pending_setup):
            pending_setup_item = cast(list[int], pending_setup_item_data)

            pending_setup.append(pending_setup_item)


        taxes_remaining = d.pop("taxes_remaining")

        final_hand = d.pop("final_hand")

        routes = []
        _routes = d.pop("routes")
        for routes_item_data in (_routes):
            routes_item = QuetinnyRouteView.from_dict(routes_item_data)



            routes.append(routes_item)


        coverage = QuetinnySuitFlags.from_dict(d.pop("coverage"))




        coverage_possible = d.pop("coverage_possible")

        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))


        turns_survived = d.pop("turns_survived")

        quetinny_view = cls(
            status=status,
            end_reason=end_reason,
            score=score,
            rank_key=rank_key,
            phase=phase,
            options=options,
            turn=turn,
            gold=gold,
            hand=hand,
            taxes=taxes,
            tableau=tableau,
            excuse_at=excuse_at,
            bounds=bounds,
            spice=spice,
            spice_supply=spice_supply,
            chip_supply=chip_supply,
            discard=discard,
            deck_count=deck_count,
            kept=kept,
            start_cells=start_cells,
            pending_setup=pending_setup,
            taxes_remaining=taxes_remaining,
            final_hand=final_hand,
            routes=routes,
            coverage=coverage,
            coverage_possible=coverage_possible,
            result=result,
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
