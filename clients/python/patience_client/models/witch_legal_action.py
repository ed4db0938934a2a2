from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.witch_attack_action import WitchAttackAction
  from ..models.witch_draw_reserve_action import WitchDrawReserveAction
  from ..models.witch_end_round_action import WitchEndRoundAction
  from ..models.witch_recover_pick_action import WitchRecoverPickAction
  from ..models.witch_repel_action import WitchRepelAction
  from ..models.witch_resign_action import WitchResignAction
  from ..models.witch_reward_action import WitchRewardAction





T = TypeVar("T", bound="WitchLegalAction")



@_attrs_define
class WitchLegalAction:
    """ 
        Attributes:
            action (WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction |
                WitchRepelAction | WitchResignAction | WitchRewardAction):
            text (str): The move in words.
     """

    action: WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.witch_attack_action import WitchAttackAction # noqa: PLC0415
        from ..models.witch_draw_reserve_action import WitchDrawReserveAction # noqa: PLC0415
        from ..models.witch_end_round_action import WitchEndRoundAction # noqa: PLC0415
        from ..models.witch_recover_pick_action import WitchRecoverPickAction # noqa: PLC0415
        from ..models.witch_repel_action import WitchRepelAction # noqa: PLC0415
        from ..models.witch_resign_action import WitchResignAction # noqa: PLC0415
        from ..models.witch_reward_action import WitchRewardAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, WitchAttackAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WitchDrawReserveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WitchRepelAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WitchEndRoundAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WitchRewardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WitchRecoverPickAction):
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
        from ..models.witch_attack_action import WitchAttackAction # noqa: PLC0415
        from ..models.witch_draw_reserve_action import WitchDrawReserveAction # noqa: PLC0415
        from ..models.witch_end_round_action import WitchEndRoundAction # noqa: PLC0415
        from ..models.witch_recover_pick_action import WitchRecoverPickAction # noqa: PLC0415
        from ..models.witch_repel_action import WitchRepelAction # noqa: PLC0415
        from ..models.witch_resign_action import WitchResignAction # noqa: PLC0415
        from ..models.witch_reward_action import WitchRewardAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = WitchAttackAction.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = WitchDrawReserveAction.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = WitchRepelAction.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = WitchEndRoundAction.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = WitchRewardAction.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = WitchRecoverPickAction.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_6 = WitchResignAction.from_dict(data)



            return action_type_6

        action = _parse_action(d.pop("action"))


        text = d.pop("text")

        witch_legal_action = cls(
            action=action,
            text=text,
        )


        witch_legal_action.additional_properties = d
        return witch_legal_action

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
