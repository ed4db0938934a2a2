from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_3_resign_action import Match3ResignAction
  from ..models.match_3_slide_action import Match3SlideAction





T = TypeVar("T", bound="Match3LegalAction")



@_attrs_define
class Match3LegalAction:
    """ 
        Attributes:
            action (Match3ResignAction | Match3SlideAction):
            text (str): The move in words.
     """

    action: Match3ResignAction | Match3SlideAction
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_3_resign_action import Match3ResignAction # noqa: PLC0415
        from ..models.match_3_slide_action import Match3SlideAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, Match3SlideAction):
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
        from ..models.match_3_resign_action import Match3ResignAction # noqa: PLC0415
        from ..models.match_3_slide_action import Match3SlideAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> Match3ResignAction | Match3SlideAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = Match3SlideAction.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_1 = Match3ResignAction.from_dict(data)



            return action_type_1

        action = _parse_action(d.pop("action"))


        text = d.pop("text")

        match_3_legal_action = cls(
            action=action,
            text=text,
        )


        match_3_legal_action.additional_properties = d
        return match_3_legal_action

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
