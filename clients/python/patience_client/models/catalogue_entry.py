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
import datetime






T = TypeVar("T", bound="CatalogueEntry")



@_attrs_define
class CatalogueEntry:
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
            opens (datetime.datetime | None):
            closes (datetime.datetime | None):
            url (str):
     """

    board: str
    kind: KindEnum
    game: GameSlug
    preset: PresetName
    period: str
    size: int
    opens: datetime.datetime | None
    closes: datetime.datetime | None
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        board = self.board

        kind = self.kind.value

        game = self.game.value

        preset = self.preset.value

        period = self.period

        size = self.size

        opens: None | str
        if isinstance(self.opens, datetime.datetime):
            opens = self.opens.isoformat()
        else:
            opens = self.opens

        closes: None | str
        if isinstance(self.closes, datetime.datetime):
            closes = self.closes.isoformat()
        else:
            closes = self.closes

        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "kind": kind,
            "game": game,
            "preset": preset,
            "period": period,
            "size": size,
            "opens": opens,
            "closes": closes,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board")

        kind = KindEnum(d.pop("kind"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        period = d.pop("period")

        size = d.pop("size")

        def _parse_opens(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                opens_type_0 = datetime.datetime.fromisoformat(data)



                return opens_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        opens = _parse_opens(d.pop("opens"))


        def _parse_closes(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closes_type_0 = datetime.datetime.fromisoformat(data)



                return closes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        closes = _parse_closes(d.pop("closes"))


        url = d.pop("url")

        catalogue_entry = cls(
            board=board,
            kind=kind,
            game=game,
            preset=preset,
            period=period,
            size=size,
            opens=opens,
            closes=closes,
            url=url,
        )


        catalogue_entry.additional_properties = d
        return catalogue_entry

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
