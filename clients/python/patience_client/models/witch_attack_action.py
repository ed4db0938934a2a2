from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.witch_attack_action_type import WitchAttackActionType
from typing import cast






T = TypeVar("T", bound="WitchAttackAction")



@_attrs_define
class WitchAttackAction:
    """ Attack one or two ghosts with one or two hand cards whose values match theirs.

        Attributes:
            type_ (WitchAttackActionType):
            hand (list[str]):
            ghosts (list[int]):
     """

    type_: WitchAttackActionType
    hand: list[str]
    ghosts: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        hand = self.hand



        ghosts = self.ghosts




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "hand": hand,
            "ghosts": ghosts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = WitchAttackActionType(d.pop("type"))




        hand = cast(list[str], d.pop("hand"))


        ghosts = cast(list[int], d.pop("ghosts"))


        witch_attack_action = cls(
            type_=type_,
            hand=hand,
            ghosts=ghosts,
        )


        witch_attack_action.additional_properties = d
        return witch_attack_action

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
