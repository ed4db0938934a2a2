from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_3_view_status import Match3ViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.match_3_card import Match3Card
  from ..models.match_3_entry import Match3Entry
  from ..models.match_3_options import Match3Options





T = TypeVar("T", bound="Match3View")



@_attrs_define
class Match3View:
    """ What a player of Match 3 may see: the deck as a count.

        Attributes:
            status (Match3ViewStatus):
            end_reason (None | str):
            score (int):
            rank_key (list[int]):
            grid (list[list[Match3Card | None]]):
            row (list[Match3Card | None]):
            entries (list[Match3Entry]):
            fill_order (list[list[int]]):
            sets (list[list[Match3Card]]):
            sets_taken (int):
            target_sets (int):
            deck_count (int):
            discard (list[Match3Card]):
            turn (int):
            options (Match3Options):
            result (None | str):
     """

    status: Match3ViewStatus
    end_reason: None | str
    score: int
    rank_key: list[int]
    grid: list[list[Match3Card | None]]
    row: list[Match3Card | None]
    entries: list[Match3Entry]
    fill_order: list[list[int]]
    sets: list[list[Match3Card]]
    sets_taken: int
    target_sets: int
    deck_count: int
    discard: list[Match3Card]
    turn: int
    options: Match3Options
    result: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_3_card import Match3Card # noqa: PLC0415
        from ..models.match_3_entry import Match3Entry # noqa: PLC0415
        from ..models.match_3_options import Match3Options # noqa: PLC0415
        status = self.status.value

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        rank_key = self.rank_key



        grid = []
        for grid_item_data in self.grid:
            grid_item = []
            for grid_item_item_data in grid_item_data:
                grid_item_item: dict[str, Any] | None
                if isinstance(grid_item_item_data, Match3Card):
                    grid_item_item = grid_item_item_data.to_dict()
                else:
                    grid_item_item = grid_item_item_data
                grid_item.append(grid_item_item)


            grid.append(grid_item)



        row = []
        for row_item_data in self.row:
            row_item: dict[str, Any] | None
            if isinstance(row_item_data, Match3Card):
                row_item = row_item_data.to_dict()
            else:
                row_item = row_item_data
            row.append(row_item)



        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        fill_order = []
        for fill_order_item_data in self.fill_order:
            fill_order_item = fill_order_item_data


            fill_order.append(fill_order_item)



        sets = []
        for sets_item_data in self.sets:
            sets_item = []
            for sets_item_item_data in sets_item_data:
                sets_item_item = sets_item_item_data.to_dict()
                sets_item.append(sets_item_item)


            sets.append(sets_item)



        sets_taken = self.sets_taken

        target_sets = self.target_sets

        deck_count = self.deck_count

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)



        turn = self.turn

        options = self.options.to_dict()

        result: None | str
        result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "rank_key": rank_key,
            "grid": grid,
            "row": row,
            "entries": entries,
            "fill_order": fill_order,
            "sets": sets,
            "sets_taken": sets_taken,
            "target_sets": target_sets,
            "deck_count": deck_count,
            "discard": discard,
            "turn": turn,
            "options": options,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_3_card import Match3Card # noqa: PLC0415
        from ..models.match_3_entry import Match3Entry # noqa: PLC0415
        from ..models.match_3_options import Match3Options # noqa: PLC0415
        d = dict(src_dict)
        status = Match3ViewStatus(d.pop("status"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        grid = []
        _grid = d.pop("grid")
        for grid_item_data in (_grid):
            grid_item = []
            _grid_item = grid_item_data
            for grid_item_item_data in (_grid_item):
                def _parse_grid_item_item(data: object) -> Match3Card | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        grid_item_item_type_0 = Match3Card.from_dict(data)



                        return grid_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(Match3Card | None, data)

                grid_item_item = _parse_grid_item_item(grid_item_item_data)

                grid_item.append(grid_item_item)

            grid.append(grid_item)


        row = []
        _row = d.pop("row")
        for row_item_data in (_row):
            def _parse_row_item(data: object) -> Match3Card | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    row_item_type_0 = Match3Card.from_dict(data)



                    return row_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Match3Card | None, data)

            row_item = _parse_row_item(row_item_data)

            row.append(row_item)


        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = Match3Entry.from_dict(entries_item_data)



            entries.append(entries_item)


        fill_order = []
        _fill_order = d.pop("fill_order")
        for fill_order_item_data in (_fill_order):
            fill_order_item = cast(list[int], fill_order_item_data)

            fill_order.append(fill_order_item)


        sets = []
        _sets = d.pop("sets")
        for sets_item_data in (_sets):
            sets_item = []
            _sets_item = sets_item_data
            for sets_item_item_data in (_sets_item):
                sets_item_item = Match3Card.from_dict(sets_item_item_data)



                sets_item.append(sets_item_item)

            sets.append(sets_item)


        sets_taken = d.pop("sets_taken")

        target_sets = d.pop("target_sets")

        deck_count = d.pop("deck_count")

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = Match3Card.from_dict(discard_item_data)



            discard.append(discard_item)


        turn = d.pop("turn")

        options = Match3Options.from_dict(d.pop("options"))




        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))


        match_3_view = cls(
            status=status,
            end_reason=end_reason,
            score=score,
            rank_key=rank_key,
            grid=grid,
            row=row,
            entries=entries,
            fill_order=fill_order,
            sets=sets,
            sets_taken=sets_taken,
            target_sets=target_sets,
            deck_count=deck_count,
            discard=discard,
            turn=turn,
            options=options,
            result=result,
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
