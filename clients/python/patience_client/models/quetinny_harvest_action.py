from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quetinny_harvest_action_type import QuetinnyHarvestActionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="QuetinnyHarvestAction")



@_attrs_define
class QuetinnyHarvestAction:
    """ 
        Attributes:
            type_ (QuetinnyHarvestActionType):
            card (str):
            order (list[str] | Unset):
     """

    type_: QuetinnyHarvestActionType
    card: str
    order: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        order: list[str] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
        })
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = QuetinnyHarvestActionType(d.pop("type"))




        card = d.pop("card")

        order = cast(list[str], d.pop("order", UNSET))


        quetinny_harvest_action = cls(
            type_=type_,
            card=card,
            order=order,
        )


        quetinny_harvest_action.additional_properties = d
        return quetinny_harvest_action

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
