from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from ..models.kind_enum import KindEnum
from ..models.preset_name import PresetName
from typing import cast

if TYPE_CHECKING:
  from ..models.entry import Entry





T = TypeVar("T", bound="BoardTopOutput")



@_attrs_define
class BoardTopOutput:
    """ 
        Attributes:
            board (str): The board's id, as in the catalogue.
            kind (KindEnum): * `daily` - daily
                * `season` - season
                * `practice` - practice
                * `rating` - rating
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            period (str): daily: YYYY-MM-DD; season: YYYY-MM; practice and rating: all-time.
            size (int): Ranked players on the board.
            entries (list[Entry]):
     """

    board: str
    kind: KindEnum
    game: GameSlug
    preset: PresetName
    period: str
    size: int
    entries: list[Entry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry # noqa: PLC0415
        board = self.board

        kind = self.kind.value

        game = self.game.value

        preset = self.preset.value

        period = self.period

        size = self.size

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "kind": kind,
            "game": game,
            "preset": preset,
            "period": period,
            "size": size,
            "entries": entries,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry # noqa: PLC0415
        d = dict(src_dict)
        board = d.pop("board")

        kind = KindEnum(d.pop("kind"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        period = d.pop("period")

        size = d.pop("size")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = Entry.from_dict(entries_item_data)



            entries.append(entries_item)


        board_top_output = cls(
            board=board,
            kind=kind,
            game=game,
            preset=preset,
            period=period,
            size=size,
            entries=entries,
        )


        board_top_output.additional_properties = d
        return board_top_output

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
