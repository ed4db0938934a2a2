from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_3_play_start_request_options_entry_points import Match3PlayStartRequestOptionsEntryPoints
from ..models.match_3_play_start_request_options_fill_order import Match3PlayStartRequestOptionsFillOrder
from ..types import UNSET, Unset






T = TypeVar("T", bound="Match3PlayStartRequestOptions")



@_attrs_define
class Match3PlayStartRequestOptions:
    """ Options over the preset's (or the defaults): only these names.

        Attributes:
            cascade (bool | Unset): After a scoring turn, keep taking lines and refilling until none is left (false: one
                extra check only, as the text literally says).
            entry_points (Match3PlayStartRequestOptionsEntryPoints | Unset): 12: push in at either end of every row and
                column; 6: only from the left or the top.
            target_sets (int | Unset): Sets needed to win.
            fill_order (Match3PlayStartRequestOptionsFillOrder | Unset): The order in which cards are dealt onto the grid
                and refill it: row_major (reading order), snake, or spiral.
            reshuffle_initial_lines (bool | Unset): Redeal the opening grid while it holds a line of one month (false: keep
                it; it is taken at the first scoring check).
     """

    cascade: bool | Unset = UNSET
    entry_points: Match3PlayStartRequestOptionsEntryPoints | Unset = UNSET
    target_sets: int | Unset = UNSET
    fill_order: Match3PlayStartRequestOptionsFillOrder | Unset = UNSET
    reshuffle_initial_lines: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        cascade = self.cascade

        entry_points: int | Unset = UNSET
        if not isinstance(self.entry_points, Unset):
            entry_points = self.entry_points.value


        target_sets = self.target_sets

        fill_order: str | Unset = UNSET
        if not isinstance(self.fill_order, Unset):
            fill_order = self.fill_order.value


        reshuffle_initial_lines = self.reshuffle_initial_lines


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if cascade is not UNSET:
            field_dict["cascade"] = cascade
        if entry_points is not UNSET:
            field_dict["entry_points"] = entry_points
        if target_sets is not UNSET:
            field_dict["target_sets"] = target_sets
        if fill_order is not UNSET:
            field_dict["fill_order"] = fill_order
        if reshuffle_initial_lines is not UNSET:
            field_dict["reshuffle_initial_lines"] = reshuffle_initial_lines

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cascade = d.pop("cascade", UNSET)

        _entry_points = d.pop("entry_points", UNSET)
        entry_points: Match3PlayStartRequestOptionsEntryPoints | Unset
        if isinstance(_entry_points,  Unset):
            entry_points = UNSET
        else:
            entry_points = Match3PlayStartRequestOptionsEntryPoints(_entry_points)




        target_sets = d.pop("target_sets", UNSET)

        _fill_order = d.pop("fill_order", UNSET)
        fill_order: Match3PlayStartRequestOptionsFillOrder | Unset
        if isinstance(_fill_order,  Unset):
            fill_order = UNSET
        else:
            fill_order = Match3PlayStartRequestOptionsFillOrder(_fill_order)




        reshuffle_initial_lines = d.pop("reshuffle_initial_lines", UNSET)

        match_3_play_start_request_options = cls(
            cascade=cascade,
            entry_points=entry_points,
            target_sets=target_sets,
            fill_order=fill_order,
            reshuffle_initial_lines=reshuffle_initial_lines,
        )

        return match_3_play_start_request_options

