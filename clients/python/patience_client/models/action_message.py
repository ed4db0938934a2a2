from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_message_type import ActionMessageType
from typing import cast

if TYPE_CHECKING:
  from ..models.any_action import AnyAction





T = TypeVar("T", bound="ActionMessage")



@_attrs_define
class ActionMessage:
    """ Make a move (needs the 'play' scope for a token), checked like the body of REST's plays_act (no other field).
    Answered by a state message, or the error message REST would answer (409 with the current version when
    expected_version is stale).

        Attributes:
            type_ (ActionMessageType):
            action (AnyAction): An action of the play's game: {type, ...}; each game's kinds are in its PlayState.
            expected_version (int):
     """

    type_: ActionMessageType
    action: AnyAction
    expected_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_action import AnyAction # noqa: PLC0415
        type_ = self.type_.value

        action = self.action.to_dict()

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "action": action,
            "expected_version": expected_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_action import AnyAction # noqa: PLC0415
        d = dict(src_dict)
        type_ = ActionMessageType(d.pop("type"))




        action = AnyAction.from_dict(d.pop("action"))




        expected_version = d.pop("expected_version")

        action_message = cls(
            type_=type_,
            action=action,
            expected_version=expected_version,
        )


        action_message.additional_properties = d
        return action_message

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
