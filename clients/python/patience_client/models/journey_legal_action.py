from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.journey_discard_action import JourneyDiscardAction
  from ..models.journey_fly_action import JourneyFlyAction
  from ..models.journey_home_action import JourneyHomeAction
  from ..models.journey_joker_discard_action import JourneyJokerDiscardAction
  from ..models.journey_resign_action import JourneyResignAction
  from ..models.journey_store_book_action import JourneyStoreBookAction
  from ..models.journey_store_flying_action import JourneyStoreFlyingAction
  from ..models.journey_store_key_action import JourneyStoreKeyAction
  from ..models.journey_store_map_action import JourneyStoreMapAction
  from ..models.journey_store_scrying_action import JourneyStoreScryingAction
  from ..models.journey_store_treasure_action import JourneyStoreTreasureAction
  from ..models.journey_thoroughfare_action import JourneyThoroughfareAction
  from ..models.journey_thoroughfare_transport_action import JourneyThoroughfareTransportAction
  from ..models.journey_transport_action import JourneyTransportAction





T = TypeVar("T", bound="JourneyLegalAction")



@_attrs_define
class JourneyLegalAction:
    """ 
        Attributes:
            action (JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction |
                JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction |
                JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction |
                JourneyThoroughfareTransportAction | JourneyTransportAction):
            text (str): The move in words.
     """

    action: JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction | JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction | JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction | JourneyThoroughfareTransportAction | JourneyTransportAction
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_discard_action import JourneyDiscardAction # noqa: PLC0415
        from ..models.journey_fly_action import JourneyFlyAction # noqa: PLC0415
        from ..models.journey_home_action import JourneyHomeAction # noqa: PLC0415
        from ..models.journey_joker_discard_action import JourneyJokerDiscardAction # noqa: PLC0415
        from ..models.journey_resign_action import JourneyResignAction # noqa: PLC0415
        from ..models.journey_store_book_action import JourneyStoreBookAction # noqa: PLC0415
        from ..models.journey_store_flying_action import JourneyStoreFlyingAction # noqa: PLC0415
        from ..models.journey_store_key_action import JourneyStoreKeyAction # noqa: PLC0415
        from ..models.journey_store_map_action import JourneyStoreMapAction # noqa: PLC0415
        from ..models.journey_store_scrying_action import JourneyStoreScryingAction # noqa: PLC0415
        from ..models.journey_store_treasure_action import JourneyStoreTreasureAction # noqa: PLC0415
        from ..models.journey_thoroughfare_action import JourneyThoroughfareAction # noqa: PLC0415
        from ..models.journey_thoroughfare_transport_action import JourneyThoroughfareTransportAction # noqa: PLC0415
        from ..models.journey_transport_action import JourneyTransportAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, JourneyDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyStoreKeyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyStoreMapAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyStoreTreasureAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyThoroughfareAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyTransportAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyThoroughfareTransportAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyFlyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyStoreFlyingAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyStoreBookAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyStoreScryingAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyHomeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, JourneyJokerDiscardAction):
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
        from ..models.journey_discard_action import JourneyDiscardAction # noqa: PLC0415
        from ..models.journey_fly_action import JourneyFlyAction # noqa: PLC0415
        from ..models.journey_home_action import JourneyHomeAction # noqa: PLC0415
        from ..models.journey_joker_discard_action import JourneyJokerDiscardAction # noqa: PLC0415
        from ..models.journey_resign_action import JourneyResignAction # noqa: PLC0415
        from ..models.journey_store_book_action import JourneyStoreBookAction # noqa: PLC0415
        from ..models.journey_store_flying_action import JourneyStoreFlyingAction # noqa: PLC0415
        from ..models.journey_store_key_action import JourneyStoreKeyAction # noqa: PLC0415
        from ..models.journey_store_map_action import JourneyStoreMapAction # noqa: PLC0415
        from ..models.journey_store_scrying_action import JourneyStoreScryingAction # noqa: PLC0415
        from ..models.journey_store_treasure_action import JourneyStoreTreasureAction # noqa: PLC0415
        from ..models.journey_thoroughfare_action import JourneyThoroughfareAction # noqa: PLC0415
        from ..models.journey_thoroughfare_transport_action import JourneyThoroughfareTransportAction # noqa: PLC0415
        from ..models.journey_transport_action import JourneyTransportAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction | JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction | JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction | JourneyThoroughfareTransportAction | JourneyTransportAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = JourneyDiscardAction.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = JourneyStoreKeyAction.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = JourneyStoreMapAction.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = JourneyStoreTreasureAction.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = JourneyThoroughfareAction.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = JourneyTransportAction.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = JourneyThoroughfareTransportAction.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = JourneyFlyAction.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = JourneyStoreFlyingAction.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = JourneyStoreBookAction.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_10 = JourneyStoreScryingAction.from_dict(data)



                return action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_11 = JourneyHomeAction.from_dict(data)



                return action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_12 = JourneyJokerDiscardAction.from_dict(data)



                return action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_13 = JourneyResignAction.from_dict(data)



            return action_type_13

        action = _parse_action(d.pop("action"))


        text = d.pop("text")

        journey_legal_action = cls(
            action=action,
            text=text,
        )


        journey_legal_action.additional_properties = d
        return journey_legal_action

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
