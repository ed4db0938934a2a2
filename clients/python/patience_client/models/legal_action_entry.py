from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.any_action import AnyAction





T = TypeVar("T", bound="LegalActionEntry")



@_attrs_define
class LegalActionEntry:
    """ A legal action with its words, as a snapshot's ``legal_actions`` lists them.

        Attributes:
            action (AnyAction): An action of the play's game: {type, ...}; each game's kinds are in its PlayState.
            text (str):
     """

    action: AnyAction
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_action import AnyAction # noqa: PLC0415
        action = self.action.to_dict()

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_action import AnyAction # noqa: PLC0415
        d = dict(src_dict)
        action = AnyAction.from_dict(d.pop("action"))




        text = d.pop("text")

        legal_action_entry = cls(
            action=action,
            text=text,
        )


        legal_action_entry.additional_properties = d
        return legal_action_entry

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
