from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weaver_entice_action_type import WeaverEnticeActionType
from typing import cast






T = TypeVar("T", bound="WeaverEnticeAction")



@_attrs_define
class WeaverEnticeAction:
    """ 
        Attributes:
            keiju (str):
            piles (list[int]):
            type_ (WeaverEnticeActionType):
     """

    keiju: str
    piles: list[int]
    type_: WeaverEnticeActionType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        keiju = self.keiju

        piles = self.piles



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "keiju": keiju,
            "piles": piles,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keiju = d.pop("keiju")

        piles = cast(list[int], d.pop("piles"))


        type_ = WeaverEnticeActionType(d.pop("type"))




        weaver_entice_action = cls(
            keiju=keiju,
            piles=piles,
            type_=type_,
        )


        weaver_entice_action.additional_properties = d
        return weaver_entice_action

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
