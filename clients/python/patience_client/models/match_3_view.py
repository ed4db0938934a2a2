from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_3_view_discard_item import Match3ViewDiscardItem
  from ..models.match_3_view_entries_item import Match3ViewEntriesItem
  from ..models.match_3_view_grid_item_item_type_0 import Match3ViewGridItemItemType0
  from ..models.match_3_view_options import Match3ViewOptions
  from ..models.match_3_view_row_item_type_0 import Match3ViewRowItemType0
  from ..models.match_3_view_sets_item_item import Match3ViewSetsItemItem





T = TypeVar("T", bound="Match3View")



@_attrs_define
class Match3View:
    """ What a player of match3 may see (face-down cards as counts).

        Attributes:
            deck_count (int):
            discard (list[Match3ViewDiscardItem]):
            end_reason (None | str):
            entries (list[Match3ViewEntriesItem]):
            fill_order (list[list[int]]):
            grid (list[list[Match3ViewGridItemItemType0 | None]]):
            options (Match3ViewOptions):
            rank_key (list[int]):
            result (None | str):
            row (list[Match3ViewRowItemType0 | None]):
            score (int):
            sets (list[list[Match3ViewSetsItemItem]]):
            sets_taken (int):
            status (str):
            target_sets (int):
            turn (int):
     """

    deck_count: int
    discard: list[Match3ViewDiscardItem]
    end_reason: None | str
    entries: list[Match3ViewEntriesItem]
    fill_order: list[list[int]]
    grid: list[list[Match3ViewGridItemItemType0 | None]]
    options: Match3ViewOptions
    rank_key: list[int]
    result: None | str
    row: list[Match3ViewRowItemType0 | None]
    score: int
    sets: list[list[Match3ViewSetsItemItem]]
    sets_taken: int
    status: str
    target_sets: int
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_3_view_discard_item import Match3ViewDiscardItem # noqa: PLC0415
        from ..models.match_3_view_entries_item import Match3ViewEntriesItem # noqa: PLC0415
        from ..models.match_3_view_grid_item_item_type_0 import Match3ViewGridItemItemType0 # noqa: PLC0415
        from ..models.match_3_view_options import Match3ViewOptions # noqa: PLC0415
        from ..models.match_3_view_row_item_type_0 import Match3ViewRowItemType0 # noqa: PLC0415
        from ..models.match_3_view_sets_item_item import Match3ViewSetsItemItem # noqa: PLC0415
        deck_count = self.deck_count

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)



        end_reason: None | str
        end_reason = self.end_reason

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        fill_order = []
        for fill_order_item_data in self.fill_order:
            fill_order_item = fill_order_item_data


            fill_order.append(fill_order_item)



        grid = []
        for grid_item_data in self.grid:
            grid_item = []
            for grid_item_item_data in grid_item_data:
                grid_item_item: dict[str, Any] | None
                if isinstance(grid_item_item_data, Match3ViewGridItemItemType0):
                    grid_item_item = grid_item_item_data.to_dict()
                else:
                    grid_item_item = grid_item_item_data
                grid_item.append(grid_item_item)


            grid.append(grid_item)



        options = self.options.to_dict()

        rank_key = self.rank_key



        result: None | str
        result = self.result

        row = []
        for row_item_data in self.row:
            row_item: dict[str, Any] | None
            if isinstance(row_item_data, Match3ViewRowItemType0):
                row_item = row_item_data.to_dict()
            else:
                row_item = row_item_data
            row.append(row_item)



        score = self.score

        sets = []
        for sets_item_data in self.sets:
            sets_item = []
            for sets_item_item_data in sets_item_data:
                sets_item_item = sets_item_item_data.to_dict()
                sets_item.append(sets_item_item)


            sets.append(sets_item)



        sets_taken = self.sets_taken

        status = self.status

        target_sets = self.target_sets

        turn = self.turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_count": deck_count,
            "discard": discard,
            "end_reason": end_reason,
            "entries": entries,
            "fill_order": fill_order,
            "grid": grid,
            "options": options,
            "rank_key": rank_key,
            "result": result,
            "row": row,
            "score": score,
            "sets": sets,
            "sets_taken": sets_taken,
            "status": status,
            "target_sets": target_sets,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_3_view_discard_item import Match3ViewDiscardItem # noqa: PLC0415
        from ..models.match_3_view_entries_item import Match3ViewEntriesItem # noqa: PLC0415
        from ..models.match_3_view_grid_item_item_type_0 import Match3ViewGridItemItemType0 # noqa: PLC0415
        from ..models.match_3_view_options import Match3ViewOptions # noqa: PLC0415
        from ..models.match_3_view_row_item_type_0 import Match3ViewRowItemType0 # noqa: PLC0415
        from ..models.match_3_view_sets_item_item import Match3ViewSetsItemItem # noqa: PLC0415
        d = dict(src_dict)
        deck_count = d.pop("deck_count")

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = Match3ViewDiscardItem.from_dict(discard_item_data)



            discard.append(discard_item)


        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = Match3ViewEntriesItem.from_dict(entries_item_data)



            entries.append(entries_item)


        fill_order = []
        _fill_order = d.pop("fill_order")
        for fill_order_item_data in (_fill_order):
            fill_order_item = cast(list[int], fill_order_item_data)

            fill_order.append(fill_order_item)


        grid = []
        _grid = d.pop("grid")
        for grid_item_data in (_grid):
            grid_item = []
            _grid_item = grid_item_data
            for grid_item_item_data in (_grid_item):
                def _parse_grid_item_item(data: object) -> Match3ViewGridItemItemType0 | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        grid_item_item_type_0 = Match3ViewGridItemItemType0.from_dict(data)



                        return grid_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(Match3ViewGridItemItemType0 | None, data)

                grid_item_item = _parse_grid_item_item(grid_item_item_data)

                grid_item.append(grid_item_item)

            grid.append(grid_item)


        options = Match3ViewOptions.from_dict(d.pop("options"))




        rank_key = cast(list[int], d.pop("rank_key"))


        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))


        row = []
        _row = d.pop("row")
        for row_item_data in (_row):
            def _parse_row_item(data: object) -> Match3ViewRowItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    row_item_type_0 = Match3ViewRowItemType0.from_dict(data)



                    return row_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Match3ViewRowItemType0 | None, data)

            row_item = _parse_row_item(row_item_data)

            row.append(row_item)


        score = d.pop("score")

        sets = []
        _sets = d.pop("sets")
        for sets_item_data in (_sets):
            sets_item = []
            _sets_item = sets_item_data
            for sets_item_item_data in (_sets_item):
                sets_item_item = Match3ViewSetsItemItem.from_dict(sets_item_item_data)



                sets_item.append(sets_item_item)

            sets.append(sets_item)


        sets_taken = d.pop("sets_taken")

        status = d.pop("status")

        target_sets = d.pop("target_sets")

        turn = d.pop("turn")

        match_3_view = cls(
            deck_count=deck_count,
            discard=discard,
            end_reason=end_reason,
            entries=entries,
            fill_order=fill_order,
            grid=grid,
            options=options,
            rank_key=rank_key,
            result=result,
            row=row,
            score=score,
            sets=sets,
            sets_taken=sets_taken,
            status=status,
            target_sets=target_sets,
            turn=turn,
        )


        match_3_view.additional_properties = d
        return match_3_view

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
