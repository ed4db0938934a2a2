from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.weaver_view_basket_item_cards_item import WeaverViewBasketItemCardsItem





T = TypeVar("T", bound="WeaverViewBasketItem")



@_attrs_define
class WeaverViewBasketItem:
    """ 
        Attributes:
            cards (list[WeaverViewBasketItemCardsItem]):
            covered (int):
            size (int):
            top (None | str):
     """

    cards: list[WeaverViewBasketItemCardsItem]
    covered: int
    size: int
    top: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weaver_view_basket_item_cards_item import WeaverViewBasketItemCardsItem # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        covered = self.covered

        size = self.size

        top: None | str
        top = self.top


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "covered": covered,
            "size": size,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weaver_view_basket_item_cards_item import WeaverViewBasketItemCardsItem # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = WeaverViewBasketItemCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        covered = d.pop("covered")

        size = d.pop("size")

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))


        weaver_view_basket_item = cls(
            cards=cards,
            covered=covered,
            size=size,
            top=top,
        )


        weaver_view_basket_item.additional_properties = d
        return weaver_view_basket_item

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
