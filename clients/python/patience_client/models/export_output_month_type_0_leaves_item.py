from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from typing import cast
import datetime






T = TypeVar("T", bound="ExportOutputMonthType0LeavesItem")



@_attrs_define
class ExportOutputMonthType0LeavesItem:
    """ 
        Attributes:
            date (datetime.date):
            game (GameSlug): A game's slug.
            leaf (str): SHA-256 of the day's plan.
     """

    date: datetime.date
    game: GameSlug
    leaf: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        game = self.game.value

        leaf = self.leaf


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "game": game,
            "leaf": leaf,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        game = GameSlug(d.pop("game"))




        leaf = d.pop("leaf")

        export_output_month_type_0_leaves_item = cls(
            date=date,
            game=game,
            leaf=leaf,
        )


        export_output_month_type_0_leaves_item.additional_properties = d
        return export_output_month_type_0_leaves_item

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
