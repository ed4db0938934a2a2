from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hint_output_action import HintOutputAction





T = TypeVar("T", bound="HintOutput")



@_attrs_define
class HintOutput:
    """ 
        Attributes:
            action (HintOutputAction): An action of the play's game: {type, ...}; each game's kinds are in its PlayState.
            text (str):
            reason (str):
            hint_count (int):
            version (int):
     """

    action: HintOutputAction
    text: str
    reason: str
    hint_count: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hint_output_action import HintOutputAction # noqa: PLC0415
        action = self.action.to_dict()

        text = self.text

        reason = self.reason

        hint_count = self.hint_count

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "text": text,
            "reason": reason,
            "hint_count": hint_count,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hint_output_action import HintOutputAction # noqa: PLC0415
        d = dict(src_dict)
        action = HintOutputAction.from_dict(d.pop("action"))




        text = d.pop("text")

        reason = d.pop("reason")

        hint_count = d.pop("hint_count")

        version = d.pop("version")

        hint_output = cls(
            action=action,
            text=text,
            reason=reason,
            hint_count=hint_count,
            version=version,
        )


        hint_output.additional_properties = d
        return hint_output

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
