from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from typing import cast
from uuid import UUID

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
  from ..models.play_log_output_options import PlayLogOutputOptions
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





T = TypeVar("T", bound="PlayLogOutput")



@_attrs_define
class PlayLogOutput:
    """ 
        Attributes:
            id (UUID):
            game (GameSlug): A game's slug.
            engine_version (str):
            options (PlayLogOutputOptions): Option values by name (the game's options, games_options).
            seed (None | str): Null while the seed is secret (a daily game before its close).
            actions (list[JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction |
                JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction |
                JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction |
                JourneyThoroughfareTransportAction | JourneyTransportAction | Match3ResignAction | Match3SlideAction |
                QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction |
                QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction |
                WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction | WitchAttackAction | WitchDrawReserveAction |
                WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction]):
            status (str):
            score (int):
            player (str):
            ranked (bool):
            unranked_reason (None | str):
     """

    id: UUID
    game: GameSlug
    engine_version: str
    options: PlayLogOutputOptions
    seed: None | str
    actions: list[JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction | JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction | JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction | JourneyThoroughfareTransportAction | JourneyTransportAction | Match3ResignAction | Match3SlideAction | QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction | QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction | WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction | WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction]
    status: str
    score: int
    player: str
    ranked: bool
    unranked_reason: None | str
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
        from ..models.play_log_output_options import PlayLogOutputOptions # noqa: PLC0415
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
        id = str(self.id)

        game = self.game.value

        engine_version = self.engine_version

        options = self.options.to_dict()

        seed: None | str
        seed = self.seed

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, JourneyDiscardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyStoreKeyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyStoreMapAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyStoreTreasureAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyThoroughfareAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyTransportAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyThoroughfareTransportAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyFlyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyStoreFlyingAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyStoreBookAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyStoreScryingAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyHomeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyJokerDiscardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, JourneyResignAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Match3SlideAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Match3ResignAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnySetupPlaceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnySetupChipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnyProvinceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnyHarvestAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnyCaravanAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnyDiscardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnyTaxAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, QuetinnyResignAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WeaverRemoveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WeaverEnticeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WeaverResignAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WitchAttackAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WitchDrawReserveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WitchRepelAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WitchEndRoundAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WitchRewardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, WitchRecoverPickAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        status = self.status

        score = self.score

        player = self.player

        ranked = self.ranked

        unranked_reason: None | str
        unranked_reason = self.unranked_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "engine_version": engine_version,
            "options": options,
            "seed": seed,
            "actions": actions,
            "status": status,
            "score": score,
            "player": player,
            "ranked": ranked,
            "unranked_reason": unranked_reason,
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
        from ..models.play_log_output_options import PlayLogOutputOptions # noqa: PLC0415
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
        id = UUID(d.pop("id"))




        game = GameSlug(d.pop("game"))




        engine_version = d.pop("engine_version")

        options = PlayLogOutputOptions.from_dict(d.pop("options"))




        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> JourneyDiscardAction | JourneyFlyAction | JourneyHomeAction | JourneyJokerDiscardAction | JourneyResignAction | JourneyStoreBookAction | JourneyStoreFlyingAction | JourneyStoreKeyAction | JourneyStoreMapAction | JourneyStoreScryingAction | JourneyStoreTreasureAction | JourneyThoroughfareAction | JourneyThoroughfareTransportAction | JourneyTransportAction | Match3ResignAction | Match3SlideAction | QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction | QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction | WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction | WitchAttackAction | WitchDrawReserveAction | WitchEndRoundAction | WitchRecoverPickAction | WitchRepelAction | WitchResignAction | WitchRewardAction:
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

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        status = d.pop("status")

        score = d.pop("score")

        player = d.pop("player")

        ranked = d.pop("ranked")

        def _parse_unranked_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unranked_reason = _parse_unranked_reason(d.pop("unranked_reason"))


        play_log_output = cls(
            id=id,
            game=game,
            engine_version=engine_version,
            options=options,
            seed=seed,
            actions=actions,
            status=status,
            score=score,
            player=player,
            ranked=ranked,
            unranked_reason=unranked_reason,
        )


        play_log_output.additional_properties = d
        return play_log_output

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
