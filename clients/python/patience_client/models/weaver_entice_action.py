from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weaver_entice_action_type import WeaverEnticeActionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WeaverEnticeAction")



@_attrs_define
class WeaverEnticeAction:
    """ Entice the target keiju with the tops of basket piles.

        Attributes:
            type_ (WeaverEnticeActionType):
            piles (list[int]):
            keiju (str | Unset):
     """

    type_: WeaverEnticeActionType
    piles: list[int]
    keiju: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        piles = self.piles



        keiju = self.keiju


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "piles": piles,
        })
        if keiju is not UNSET:
            field_dict["keiju"] = keiju

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = WeaverEnticeActionType(d.pop("type"))




        piles = cast(list[int], d.pop("piles"))


        keiju = d.pop("keiju", UNSET)

        weaver_entice_action = cls(
            type_=type_,
            piles=piles,
            keiju=keiju,
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
