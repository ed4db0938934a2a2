from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.weaver_entice_action import WeaverEnticeAction
  from ..models.weaver_remove_action import WeaverRemoveAction
  from ..models.weaver_resign_action import WeaverResignAction





T = TypeVar("T", bound="WeaverLegalAction")



@_attrs_define
class WeaverLegalAction:
    """ 
        Attributes:
            action (WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction):
            text (str): The move in words.
     """

    action: WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weaver_entice_action import WeaverEnticeAction # noqa: PLC0415
        from ..models.weaver_remove_action import WeaverRemoveAction # noqa: PLC0415
        from ..models.weaver_resign_action import WeaverResignAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, WeaverRemoveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WeaverEnticeAction):
            action = self.action.to_dict()
        else:
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
        from ..models.weaver_entice_action import WeaverEnticeAction # noqa: PLC0415
        from ..models.weaver_remove_action import WeaverRemoveAction # noqa: PLC0415
        from ..models.weaver_resign_action import WeaverResignAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = WeaverRemoveAction.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = WeaverEnticeAction.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_2 = WeaverResignAction.from_dict(data)



            return action_type_2

        action = _parse_action(d.pop("action"))


        text = d.pop("text")

        weaver_legal_action = cls(
            action=action,
            text=text,
        )


        weaver_legal_action.additional_properties = d
        return weaver_legal_action

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
