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
  from ..models.match_3_resign_action import Match3ResignAction
  from ..models.match_3_slide_action import Match3SlideAction
  from ..models.quetinny_caravan_action import QuetinnyCaravanAction
  from ..models.quetinny_discard_action import QuetinnyDiscardAction
  from ..models.quetinny_harvest_action import QuetinnyHarvestAction
  from ..models.quetinny_province_action import QuetinnyProvinceAction
  from ..models.quetinny_resign_action import QuetinnyResignAction
  from ..models.quetinny_setup_chip_action import QuetinnySetupChipAction
  from ..models.quetinny_setup_place_action import QuetinnySetupPlaceAction
  from ..models.quetinny_tax_action import QuetinnyTaxAction
  from ..models.weaver_entice_action import WeaverEnticeAction
  from ..models.weaver_remove_action import WeaverRemoveAction
  from ..models.weaver_resign_action import WeaverResignAction
  from ..models.witch_attack_action import WitchAttackAction
  from ..models.witch_draw_reserve_action import WitchDrawReserveAction
  from ..models.witch_end_round_action import WitchEndRoundAction
  from ..models.witch_recover_pick_action import WitchRecoverPickAction
  from ..models.witch_repel_action import WitchRepelAction
  from ..models.witch_resign_action import WitchResignAction
  from ..models.witch_reward_action import WitchRewardAction





T = TypeVar("T", bound="HintOutput")



@_attrs_define
class HintOutput:
    """ 
        Attributes:
            action (JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction |
                JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction |
                JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction |
                JourneyThoroughfareTransportAction | JourneyTransportAction | Match3ResignAction | Match3SlideAction |
                QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction |
                QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction |
                WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction | WitchAttackAction | WitchDrawReserveAction |
                WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction): An
                action of one of the games: the play's own game's (its kinds are in its PlayState).
            text (str):
            reason (str):
            hint_count (int):
            version (int):
     """

    action: JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction | JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction | JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction | JourneyThoroughfareTransportAction | JourneyTransportAction | Match3ResignAction | Match3SlideAction | QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction | QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction | WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction | WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction
    text: str
    reason: str
    hint_count: int
    version: int
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
        from ..models.match_3_resign_action import Match3ResignAction # noqa: PLC0415
        from ..models.match_3_slide_action import Match3SlideAction # noqa: PLC0415
        from ..models.quetinny_caravan_action import QuetinnyCaravanAction # noqa: PLC0415
        from ..models.quetinny_discard_action import QuetinnyDiscardAction # noqa: PLC0415
        from ..models.quetinny_harvest_action import QuetinnyHarvestAction # noqa: PLC0415
        from ..models.quetinny_province_action import QuetinnyProvinceAction # noqa: PLC0415
        from ..models.quetinny_resign_action import QuetinnyResignAction # noqa: PLC0415
        from ..models.quetinny_setup_chip_action import QuetinnySetupChipAction # noqa: PLC0415
        from ..models.quetinny_setup_place_action import QuetinnySetupPlaceAction # noqa: PLC0415
        from ..models.quetinny_tax_action import QuetinnyTaxAction # noqa: PLC0415
        from ..models.weaver_entice_action import WeaverEnticeAction # noqa: PLC0415
        from ..models.weaver_remove_action import WeaverRemoveAction # noqa: PLC0415
        from ..models.weaver_resign_action import WeaverResignAction # noqa: PLC0415
        from ..models.witch_attack_action import WitchAttackAction # noqa: PLC0415
        from ..models.witch_draw_reserve_action import WitchDrawReserveAction # noqa: PLC0415
        from ..models.witch_end_round_action import WitchEndRoundAction # noqa: PLC0415
        from ..models.witch_recover_pick_action import WitchRecoverPickAction # noqa: PLC0415
        from ..models.witch_repel_action import WitchRepelAction # noqa: PLC0415
        from ..models.witch_resign_action import WitchResignAction # noqa: PLC0415
        from ..models.witch_reward_action import WitchRewardAction # noqa: PLC0415
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
        elif isinstance(self.action, JourneyResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, Match3SlideAction):
            action = self.action.to_dict()
        elif isinstance(self.action, Match3ResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnySetupPlaceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnySetupChipAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyProvinceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyHarvestAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyCaravanAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyTaxAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WeaverRemoveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WeaverEnticeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WeaverResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, WitchAttackAction):
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
        from ..models.match_3_resign_action import Match3ResignAction # noqa: PLC0415
        from ..models.match_3_slide_action import Match3SlideAction # noqa: PLC0415
        from ..models.quetinny_caravan_action import QuetinnyCaravanAction # noqa: PLC0415
        from ..models.quetinny_discard_action import QuetinnyDiscardAction # noqa: PLC0415
        from ..models.quetinny_harvest_action import QuetinnyHarvestAction # noqa: PLC0415
        from ..models.quetinny_province_action import QuetinnyProvinceAction # noqa: PLC0415
        from ..models.quetinny_resign_action import QuetinnyResignAction # noqa: PLC0415
        from ..models.quetinny_setup_chip_action import QuetinnySetupChipAction # noqa: PLC0415
        from ..models.quetinny_setup_place_action import QuetinnySetupPlaceAction # noqa: PLC0415
        from ..models.quetinny_tax_action import QuetinnyTaxAction # noqa: PLC0415
        from ..models.weaver_entice_action import WeaverEnticeAction # noqa: PLC0415
        from ..models.weaver_remove_action import WeaverRemoveAction # noqa: PLC0415
        from ..models.weaver_resign_action import WeaverResignAction # noqa: PLC0415
        from ..models.witch_attack_action import WitchAttackAction # noqa: PLC0415
        from ..models.witch_draw_reserve_action import WitchDrawReserveAction # noqa: PLC0415
        from ..models.witch_end_round_action import WitchEndRoundAction # noqa: PLC0415
        from ..models.witch_recover_pick_action import WitchRecoverPickAction # noqa: PLC0415
        from ..models.witch_repel_action import WitchRepelAction # noqa: PLC0415
        from ..models.witch_resign_action import WitchResignAction # noqa: PLC0415
        from ..models.witch_reward_action import WitchRewardAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction | JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction | JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction | JourneyThoroughfareTransportAction | JourneyTransportAction | Match3ResignAction | Match3SlideAction | QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction | QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction | WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction | WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_0 = JourneyDiscardAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_1 = JourneyStoreKeyAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_2 = JourneyStoreMapAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_3 = JourneyStoreTreasureAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_4 = JourneyThoroughfareAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_5 = JourneyTransportAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_6 = JourneyThoroughfareTransportAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_7 = JourneyFlyAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_8 = JourneyStoreFlyingAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_9 = JourneyStoreBookAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_10 = JourneyStoreScryingAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_11 = JourneyHomeAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_12 = JourneyJokerDiscardAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0_type_13 = JourneyResignAction.from_dict(data)



                return componentsschemas_game_action_type_0_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_1_type_0 = Match3SlideAction.from_dict(data)



                return componentsschemas_game_action_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_1_type_1 = Match3ResignAction.from_dict(data)



                return componentsschemas_game_action_type_1_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_0 = QuetinnySetupPlaceAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_1 = QuetinnySetupChipAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_2 = QuetinnyProvinceAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_3 = QuetinnyHarvestAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_4 = QuetinnyCaravanAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_5 = QuetinnyDiscardAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_6 = QuetinnyTaxAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2_type_7 = QuetinnyResignAction.from_dict(data)



                return componentsschemas_game_action_type_2_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_3_type_0 = WeaverRemoveAction.from_dict(data)



                return componentsschemas_game_action_type_3_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_3_type_1 = WeaverEnticeAction.from_dict(data)



                return componentsschemas_game_action_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_3_type_2 = WeaverResignAction.from_dict(data)



                return componentsschemas_game_action_type_3_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4_type_0 = WitchAttackAction.from_dict(data)



                return componentsschemas_game_action_type_4_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4_type_1 = WitchDrawReserveAction.from_dict(data)



                return componentsschemas_game_action_type_4_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4_type_2 = WitchRepelAction.from_dict(data)



                return componentsschemas_game_action_type_4_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4_type_3 = WitchEndRoundAction.from_dict(data)



                return componentsschemas_game_action_type_4_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4_type_4 = WitchRewardAction.from_dict(data)



                return componentsschemas_game_action_type_4_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4_type_5 = WitchRecoverPickAction.from_dict(data)



                return componentsschemas_game_action_type_4_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_action_type_4_type_6 = WitchResignAction.from_dict(data)



            return componentsschemas_game_action_type_4_type_6

        action = _parse_action(d.pop("action"))


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
