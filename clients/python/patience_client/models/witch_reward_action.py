from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.witch_reward_action_type import WitchRewardActionType






T = TypeVar("T", bound="WitchRewardAction")



@_attrs_define
class WitchRewardAction:
    """ Advanced: the reward of a clean sweep.

        Attributes:
            type_ (WitchRewardActionType):
            choice (str):
     """

    type_: WitchRewardActionType
    choice: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        choice = self.choice


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "choice": choice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = WitchRewardActionType(d.pop("type"))




        choice = d.pop("choice")

        witch_reward_action = cls(
            type_=type_,
            choice=choice,
        )


        witch_reward_action.additional_properties = d
        return witch_reward_action

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
