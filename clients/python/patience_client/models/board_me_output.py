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





T = TypeVar("T", bound="BoardMeOutput")



@_attrs_define
class BoardMeOutput:
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
            rank (int | None): Null when I am not on the board.
            score (int | None):
            would_place (int | None): When I am not on the board: where my best casual result (a guest's daily, a hinted
                game) would place among the ranked players.
            around (list[Entry]):
     """

    board: str
    kind: KindEnum
    game: GameSlug
    preset: PresetName
    period: str
    size: int
    rank: int | None
    score: int | None
    would_place: int | None
    around: list[Entry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry # noqa: PLC0415
        board = self.board

        kind = self.kind.value

        game = self.game.value

        preset = self.preset.value

        period = self.period

        size = self.size

        rank: int | None
        rank = self.rank

        score: int | None
        score = self.score

        would_place: int | None
        would_place = self.would_place

        around = []
        for around_item_data in self.around:
            around_item = around_item_data.to_dict()
            around.append(around_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "kind": kind,
            "game": game,
            "preset": preset,
            "period": period,
            "size": size,
            "rank": rank,
            "score": score,
            "would_place": would_place,
            "around": around,
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

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        def _parse_would_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        would_place = _parse_would_place(d.pop("would_place"))


        around = []
        _around = d.pop("around")
        for around_item_data in (_around):
            around_item = Entry.from_dict(around_item_data)



            around.append(around_item)


        board_me_output = cls(
            board=board,
            kind=kind,
            game=game,
            preset=preset,
            period=period,
            size=size,
            rank=rank,
            score=score,
            would_place=would_place,
            around=around,
        )


        board_me_output.additional_properties = d
        return board_me_output

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
