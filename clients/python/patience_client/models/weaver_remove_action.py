from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weaver_remove_action_type import WeaverRemoveActionType
from ..types import UNSET, Unset






T = TypeVar("T", bound="WeaverRemoveAction")



@_attrs_define
class WeaverRemoveAction:
    """ Take the card at index of the garden to the harvest, or to a basket pile.

        Attributes:
            type_ (WeaverRemoveActionType):
            index (int):
            to (str):
            card (str | Unset):
            pile (int | Unset):
     """

    type_: WeaverRemoveActionType
    index: int
    to: str
    card: str | Unset = UNSET
    pile: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        index = self.index

        to = self.to

        card = self.card

        pile = self.pile


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "index": index,
            "to": to,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if pile is not UNSET:
            field_dict["pile"] = pile

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = WeaverRemoveActionType(d.pop("type"))




        index = d.pop("index")

        to = d.pop("to")

        card = d.pop("card", UNSET)

        pile = d.pop("pile", UNSET)

        weaver_remove_action = cls(
            type_=type_,
            index=index,
            to=to,
            card=card,
            pile=pile,
        )


        weaver_remove_action.additional_properties = d
        return weaver_remove_action

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
