from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WeaverViewLegalActionsItem")



@_attrs_define
class WeaverViewLegalActionsItem:
    """ 
        Attributes:
            type_ (str):
            card (str | Unset):
            index (int | Unset):
            keiju (str | Unset):
            pile (int | Unset):
            piles (list[int] | Unset):
            to (str | Unset):
     """

    type_: str
    card: str | Unset = UNSET
    index: int | Unset = UNSET
    keiju: str | Unset = UNSET
    pile: int | Unset = UNSET
    piles: list[int] | Unset = UNSET
    to: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        index = self.index

        keiju = self.keiju

        pile = self.pile

        piles: list[int] | Unset = UNSET
        if not isinstance(self.piles, Unset):
            piles = self.piles



        to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if index is not UNSET:
            field_dict["index"] = index
        if keiju is not UNSET:
            field_dict["keiju"] = keiju
        if pile is not UNSET:
            field_dict["pile"] = pile
        if piles is not UNSET:
            field_dict["piles"] = piles
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        card = d.pop("card", UNSET)

        index = d.pop("index", UNSET)

        keiju = d.pop("keiju", UNSET)

        pile = d.pop("pile", UNSET)

        piles = cast(list[int], d.pop("piles", UNSET))


        to = d.pop("to", UNSET)

        weaver_view_legal_actions_item = cls(
            type_=type_,
            card=card,
            index=index,
            keiju=keiju,
            pile=pile,
            piles=piles,
            to=to,
        )


        weaver_view_legal_actions_item.additional_properties = d
        return weaver_view_legal_actions_item

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
