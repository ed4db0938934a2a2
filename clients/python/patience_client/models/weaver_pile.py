from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.weaver_basket_card import WeaverBasketCard





T = TypeVar("T", bound="WeaverPile")



@_attrs_define
class WeaverPile:
    """ A basket pile, bottom to top; with hide_covered_basket only its top card is named.

        Attributes:
            size (int):
            top (None | str):
            covered (int):
            cards (list[WeaverBasketCard]):
     """

    size: int
    top: None | str
    covered: int
    cards: list[WeaverBasketCard]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weaver_basket_card import WeaverBasketCard # noqa: PLC0415
        size = self.size

        top: None | str
        top = self.top

        covered = self.covered

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "size": size,
            "top": top,
            "covered": covered,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weaver_basket_card import WeaverBasketCard # noqa: PLC0415
        d = dict(src_dict)
        size = d.pop("size")

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))


        covered = d.pop("covered")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = WeaverBasketCard.from_dict(cards_item_data)



            cards.append(cards_item)


        weaver_pile = cls(
            size=size,
            top=top,
            covered=covered,
            cards=cards,
        )


        weaver_pile.additional_properties = d
        return weaver_pile

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
