from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="QuetinnyViewRoutesItem")



@_attrs_define
class QuetinnyViewRoutesItem:
    """ 
        Attributes:
            cards (int):
            gold (int):
            path (list[list[int]]):
            paying_cards (int):
            suit (str):
     """

    cards: int
    gold: int
    path: list[list[int]]
    paying_cards: int
    suit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        gold = self.gold

        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)



        paying_cards = self.paying_cards

        suit = self.suit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "gold": gold,
            "path": path,
            "paying_cards": paying_cards,
            "suit": suit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = d.pop("cards")

        gold = d.pop("gold")

        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        paying_cards = d.pop("paying_cards")

        suit = d.pop("suit")

        quetinny_view_routes_item = cls(
            cards=cards,
            gold=gold,
            path=path,
            paying_cards=paying_cards,
            suit=suit,
        )


        quetinny_view_routes_item.additional_properties = d
        return quetinny_view_routes_item

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
