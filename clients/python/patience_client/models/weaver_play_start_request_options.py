from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weaver_play_start_request_options_deck import WeaverPlayStartRequestOptionsDeck
from ..models.weaver_play_start_request_options_keiju_count import WeaverPlayStartRequestOptionsKeijuCount
from ..types import UNSET, Unset






T = TypeVar("T", bound="WeaverPlayStartRequestOptions")



@_attrs_define
class WeaverPlayStartRequestOptions:
    """ Options over the preset's (or the defaults): only these names.

        Attributes:
            deck (WeaverPlayStartRequestOptionsDeck | Unset): The deck: a traditional deck (Ace to Jack as Nature cards,
                Kings and Queens as Keiju).
            keiju_count (WeaverPlayStartRequestOptionsKeijuCount | Unset): How many of the 8 Keiju are shuffled into the
                Garden: 4 by the rules, 8 as a hard house rule.
            hide_covered_basket (bool | Unset): Show only the top card of each basket pile (the covered cards are still
                yours to remember).
     """

    deck: WeaverPlayStartRequestOptionsDeck | Unset = UNSET
    keiju_count: WeaverPlayStartRequestOptionsKeijuCount | Unset = UNSET
    hide_covered_basket: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        deck: str | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.value


        keiju_count: int | Unset = UNSET
        if not isinstance(self.keiju_count, Unset):
            keiju_count = self.keiju_count.value


        hide_covered_basket = self.hide_covered_basket


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if keiju_count is not UNSET:
            field_dict["keiju_count"] = keiju_count
        if hide_covered_basket is not UNSET:
            field_dict["hide_covered_basket"] = hide_covered_basket

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _deck = d.pop("deck", UNSET)
        deck: WeaverPlayStartRequestOptionsDeck | Unset
        if isinstance(_deck,  Unset):
            deck = UNSET
        else:
            deck = WeaverPlayStartRequestOptionsDeck(_deck)




        _keiju_count = d.pop("keiju_count", UNSET)
        keiju_count: WeaverPlayStartRequestOptionsKeijuCount | Unset
        if isinstance(_keiju_count,  Unset):
            keiju_count = UNSET
        else:
            keiju_count = WeaverPlayStartRequestOptionsKeijuCount(_keiju_count)




        hide_covered_basket = d.pop("hide_covered_basket", UNSET)

        weaver_play_start_request_options = cls(
            deck=deck,
            keiju_count=keiju_count,
            hide_covered_basket=hide_covered_basket,
        )

        return weaver_play_start_request_options

