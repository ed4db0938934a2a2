""" Contains all the data models used in inputs/outputs """

from .action_message import ActionMessage
from .action_message_type import ActionMessageType
from .any_action import AnyAction
from .archive_item import ArchiveItem
from .archive_item_medals_type_0 import ArchiveItemMedalsType0
from .archive_item_my_play_type_0 import ArchiveItemMyPlayType0
from .archive_item_my_play_type_0_status import ArchiveItemMyPlayType0Status
from .archive_item_options import ArchiveItemOptions
from .board_entry import BoardEntry
from .board_me_output import BoardMeOutput
from .board_message import BoardMessage
from .board_message_type import BoardMessageType
from .board_top_output import BoardTopOutput
from .boards_list_game import BoardsListGame
from .boards_list_kind import BoardsListKind
from .bot_game_frame import BotGameFrame
from .bot_game_output import BotGameOutput
from .bot_game_output_medals_type_0 import BotGameOutputMedalsType0
from .calendar_month_api_output import CalendarMonthApiOutput
from .calendar_month_api_output_serializer_day import CalendarMonthApiOutputSerializerDay
from .calendar_month_api_output_serializer_day_plays_item import CalendarMonthApiOutputSerializerDayPlaysItem
from .calendar_month_api_output_serializer_day_plays_item_rank_type_0 import CalendarMonthApiOutputSerializerDayPlaysItemRankType0
from .calendar_month_api_output_serializer_day_plays_item_verdict import CalendarMonthApiOutputSerializerDayPlaysItemVerdict
from .catalogue_entry import CatalogueEntry
from .catalogue_page import CataloguePage
from .challenge_output import ChallengeOutput
from .challenge_output_medals_type_0 import ChallengeOutputMedalsType0
from .challenge_output_my_play_type_0 import ChallengeOutputMyPlayType0
from .challenge_output_my_play_type_0_status import ChallengeOutputMyPlayType0Status
from .challenge_output_options import ChallengeOutputOptions
from .continuation_step_output import ContinuationStepOutput
from .daily_archive_page import DailyArchivePage
from .daily_streak import DailyStreak
from .entry import Entry
from .error_body import ErrorBody
from .error_body_details import ErrorBodyDetails
from .error_message import ErrorMessage
from .error_message_type import ErrorMessageType
from .error_response import ErrorResponse
from .error_serializer_error_body import ErrorSerializerErrorBody
from .error_serializer_error_body_details import ErrorSerializerErrorBodyDetails
from .export_output import ExportOutput
from .export_output_medals_type_0 import ExportOutputMedalsType0
from .export_output_month_type_0 import ExportOutputMonthType0
from .export_output_month_type_0_leaves_item import ExportOutputMonthType0LeavesItem
from .export_output_options import ExportOutputOptions
from .export_output_screening import ExportOutputScreening
from .export_output_screening_candidates_item import ExportOutputScreeningCandidatesItem
from .export_output_screening_candidates_item_players import ExportOutputScreeningCandidatesItemPlayers
from .export_output_screening_candidates_item_players_additional_property import ExportOutputScreeningCandidatesItemPlayersAdditionalProperty
from .export_output_screening_candidates_item_players_additional_property_actions_item import ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem
from .export_output_screening_candidates_item_solver import ExportOutputScreeningCandidatesItemSolver
from .export_output_screening_candidates_item_solver_actions_item import ExportOutputScreeningCandidatesItemSolverActionsItem
from .export_output_screening_line import ExportOutputScreeningLine
from .export_output_screening_line_actions_item import ExportOutputScreeningLineActionsItem
from .exported_play import ExportedPlay
from .exported_play_actions_item import ExportedPlayActionsItem
from .game_option import GameOption
from .game_output import GameOutput
from .game_preset import GamePreset
from .game_preset_options import GamePresetOptions
from .game_slug import GameSlug
from .game_statistics import GameStatistics
from .gold_by_enum import GoldByEnum
from .guest_upgrade_api_input_request import GuestUpgradeApiInputRequest
from .hint_output import HintOutput
from .histogram_output import HistogramOutput
from .histogram_output_serializer_bucket import HistogramOutputSerializerBucket
from .in_sync_message import InSyncMessage
from .in_sync_message_type import InSyncMessageType
from .invite import Invite
from .invite_preview import InvitePreview
from .journey_discard_action import JourneyDiscardAction
from .journey_discard_action_type import JourneyDiscardActionType
from .journey_fly_action import JourneyFlyAction
from .journey_fly_action_type import JourneyFlyActionType
from .journey_home_action import JourneyHomeAction
from .journey_home_action_type import JourneyHomeActionType
from .journey_jack import JourneyJack
from .journey_joker_discard_action import JourneyJokerDiscardAction
from .journey_joker_discard_action_type import JourneyJokerDiscardActionType
from .journey_legal_action import JourneyLegalAction
from .journey_options import JourneyOptions
from .journey_play_start_request import JourneyPlayStartRequest
from .journey_play_start_request_game import JourneyPlayStartRequestGame
from .journey_play_start_request_options import JourneyPlayStartRequestOptions
from .journey_play_start_request_options_jack_order import JourneyPlayStartRequestOptionsJackOrder
from .journey_play_start_request_preset import JourneyPlayStartRequestPreset
from .journey_play_state import JourneyPlayState
from .journey_play_state_game import JourneyPlayStateGame
from .journey_resign_action import JourneyResignAction
from .journey_resign_action_type import JourneyResignActionType
from .journey_source import JourneySource
from .journey_state_message import JourneyStateMessage
from .journey_state_message_type import JourneyStateMessageType
from .journey_store_book_action import JourneyStoreBookAction
from .journey_store_book_action_type import JourneyStoreBookActionType
from .journey_store_flying_action import JourneyStoreFlyingAction
from .journey_store_flying_action_type import JourneyStoreFlyingActionType
from .journey_store_key_action import JourneyStoreKeyAction
from .journey_store_key_action_type import JourneyStoreKeyActionType
from .journey_store_map_action import JourneyStoreMapAction
from .journey_store_map_action_type import JourneyStoreMapActionType
from .journey_store_scrying_action import JourneyStoreScryingAction
from .journey_store_scrying_action_type import JourneyStoreScryingActionType
from .journey_store_treasure_action import JourneyStoreTreasureAction
from .journey_store_treasure_action_type import JourneyStoreTreasureActionType
from .journey_thoroughfare_action import JourneyThoroughfareAction
from .journey_thoroughfare_action_type import JourneyThoroughfareActionType
from .journey_thoroughfare_transport_action import JourneyThoroughfareTransportAction
from .journey_thoroughfare_transport_action_type import JourneyThoroughfareTransportActionType
from .journey_transport_action import JourneyTransportAction
from .journey_transport_action_type import JourneyTransportActionType
from .journey_view import JourneyView
from .journey_view_status import JourneyViewStatus
from .kind_enum import KindEnum
from .league_board import LeagueBoard
from .league_detail import LeagueDetail
from .league_invite_create_api_input_request import LeagueInviteCreateApiInputRequest
from .league_list_create_api_input_request import LeagueListCreateApiInputRequest
from .league_summary import LeagueSummary
from .legal_action_entry import LegalActionEntry
from .match_3_card import Match3Card
from .match_3_entry import Match3Entry
from .match_3_legal_action import Match3LegalAction
from .match_3_options import Match3Options
from .match_3_play_start_request import Match3PlayStartRequest
from .match_3_play_start_request_game import Match3PlayStartRequestGame
from .match_3_play_start_request_options import Match3PlayStartRequestOptions
from .match_3_play_start_request_options_entry_points import Match3PlayStartRequestOptionsEntryPoints
from .match_3_play_start_request_options_fill_order import Match3PlayStartRequestOptionsFillOrder
from .match_3_play_start_request_preset import Match3PlayStartRequestPreset
from .match_3_play_state import Match3PlayState
from .match_3_play_state_game import Match3PlayStateGame
from .match_3_resign_action import Match3ResignAction
from .match_3_resign_action_type import Match3ResignActionType
from .match_3_slide_action import Match3SlideAction
from .match_3_slide_action_type import Match3SlideActionType
from .match_3_state_message import Match3StateMessage
from .match_3_state_message_type import Match3StateMessageType
from .match_3_view import Match3View
from .match_3_view_status import Match3ViewStatus
from .member import Member
from .mode_enum import ModeEnum
from .month_commitment_output import MonthCommitmentOutput
from .month_leaf import MonthLeaf
from .options_schema import OptionsSchema
from .par_by_enum import ParByEnum
from .patch_message import PatchMessage
from .patch_message_fields import PatchMessageFields
from .patch_message_type import PatchMessageType
from .patch_message_view import PatchMessageView
from .personal_token_created import PersonalTokenCreated
from .personal_token_list_create_api_input_request import PersonalTokenListCreateApiInputRequest
from .personal_token_output import PersonalTokenOutput
from .play_act_api_input_request import PlayActApiInputRequest
from .play_act_api_input_request_action import PlayActApiInputRequestAction
from .play_analysis_output import PlayAnalysisOutput
from .play_analysis_output_continuation_item import PlayAnalysisOutputContinuationItem
from .play_detail_api_input_request import PlayDetailApiInputRequest
from .play_log_output import PlayLogOutput
from .play_log_output_options import PlayLogOutputOptions
from .play_page import PlayPage
from .play_replay_output import PlayReplayOutput
from .play_replay_step_output import PlayReplayStepOutput
from .play_resign_api_input_request import PlayResignApiInputRequest
from .play_result_api_output import PlayResultApiOutput
from .play_result_api_output_medals_type_0 import PlayResultApiOutputMedalsType0
from .play_summary import PlaySummary
from .play_undo_api_input_request import PlayUndoApiInputRequest
from .player_statistics_output import PlayerStatisticsOutput
from .player_statistics_output_best_scores import PlayerStatisticsOutputBestScores
from .player_statistics_output_games import PlayerStatisticsOutputGames
from .plays_list_mode import PlaysListMode
from .plays_list_status import PlaysListStatus
from .preset_name import PresetName
from .progress_message import ProgressMessage
from .progress_message_progress import ProgressMessageProgress
from .progress_message_status import ProgressMessageStatus
from .progress_message_type import ProgressMessageType
from .quetinny_bounds import QuetinnyBounds
from .quetinny_caravan_action import QuetinnyCaravanAction
from .quetinny_caravan_action_type import QuetinnyCaravanActionType
from .quetinny_cell import QuetinnyCell
from .quetinny_discard_action import QuetinnyDiscardAction
from .quetinny_discard_action_type import QuetinnyDiscardActionType
from .quetinny_harvest_action import QuetinnyHarvestAction
from .quetinny_harvest_action_type import QuetinnyHarvestActionType
from .quetinny_legal_action import QuetinnyLegalAction
from .quetinny_options import QuetinnyOptions
from .quetinny_play_start_request import QuetinnyPlayStartRequest
from .quetinny_play_start_request_game import QuetinnyPlayStartRequestGame
from .quetinny_play_start_request_options import QuetinnyPlayStartRequestOptions
from .quetinny_play_start_request_options_caravan_cubes import QuetinnyPlayStartRequestOptionsCaravanCubes
from .quetinny_play_start_request_options_chip_adjacency import QuetinnyPlayStartRequestOptionsChipAdjacency
from .quetinny_play_start_request_options_extended_route_rank import QuetinnyPlayStartRequestOptionsExtendedRouteRank
from .quetinny_play_start_request_options_setup_arrangement import QuetinnyPlayStartRequestOptionsSetupArrangement
from .quetinny_play_start_request_preset import QuetinnyPlayStartRequestPreset
from .quetinny_play_state import QuetinnyPlayState
from .quetinny_play_state_game import QuetinnyPlayStateGame
from .quetinny_province_action import QuetinnyProvinceAction
from .quetinny_province_action_type import QuetinnyProvinceActionType
from .quetinny_resign_action import QuetinnyResignAction
from .quetinny_resign_action_type import QuetinnyResignActionType
from .quetinny_route import QuetinnyRoute
from .quetinny_route_view import QuetinnyRouteView
from .quetinny_setup_chip_action import QuetinnySetupChipAction
from .quetinny_setup_chip_action_type import QuetinnySetupChipActionType
from .quetinny_setup_place_action import QuetinnySetupPlaceAction
from .quetinny_setup_place_action_type import QuetinnySetupPlaceActionType
from .quetinny_state_message import QuetinnyStateMessage
from .quetinny_state_message_type import QuetinnyStateMessageType
from .quetinny_suit_counts import QuetinnySuitCounts
from .quetinny_suit_flags import QuetinnySuitFlags
from .quetinny_tax_action import QuetinnyTaxAction
from .quetinny_tax_action_type import QuetinnyTaxActionType
from .quetinny_view import QuetinnyView
from .quetinny_view_spice import QuetinnyViewSpice
from .quetinny_view_status import QuetinnyViewStatus
from .quetinny_view_taxes import QuetinnyViewTaxes
from .quick_account_output import QuickAccountOutput
from .race import Race
from .race_create_api_input_request import RaceCreateApiInputRequest
from .race_message import RaceMessage
from .race_message_type import RaceMessageType
from .race_quick_match_api_input_request import RaceQuickMatchApiInputRequest
from .race_rating import RaceRating
from .race_status_enum import RaceStatusEnum
from .race_sync_message import RaceSyncMessage
from .race_sync_message_type import RaceSyncMessageType
from .racer import Racer
from .racer_progress import RacerProgress
from .rank import Rank
from .rating_change import RatingChange
from .rating_output import RatingOutput
from .rating_point import RatingPoint
from .scopes_enum import ScopesEnum
from .score_history import ScoreHistory
from .score_history_page import ScoreHistoryPage
from .score_output import ScoreOutput
from .score_submit_api_input_request import ScoreSubmitApiInputRequest
from .score_submit_api_input_request_actions_item import ScoreSubmitApiInputRequestActionsItem
from .score_submit_api_input_request_options import ScoreSubmitApiInputRequestOptions
from .share import Share
from .size_message import SizeMessage
from .size_message_type import SizeMessageType
from .state_enum import StateEnum
from .status_enum import StatusEnum
from .streak import Streak
from .sync_message import SyncMessage
from .sync_message_type import SyncMessageType
from .today import Today
from .today_serializer_game import TodaySerializerGame
from .today_serializer_game_serializer_player import TodaySerializerGameSerializerPlayer
from .token_obtain_api_input_request import TokenObtainApiInputRequest
from .token_output import TokenOutput
from .trophy import Trophy
from .type_enum import TypeEnum
from .user_output import UserOutput
from .user_register_api_input_request import UserRegisterApiInputRequest
from .verdict_enum import VerdictEnum
from .weaver_basket_card import WeaverBasketCard
from .weaver_entice_action import WeaverEnticeAction
from .weaver_entice_action_type import WeaverEnticeActionType
from .weaver_keiju import WeaverKeiju
from .weaver_keiju_card import WeaverKeijuCard
from .weaver_legal_action import WeaverLegalAction
from .weaver_options import WeaverOptions
from .weaver_pile import WeaverPile
from .weaver_play_start_request import WeaverPlayStartRequest
from .weaver_play_start_request_game import WeaverPlayStartRequestGame
from .weaver_play_start_request_options import WeaverPlayStartRequestOptions
from .weaver_play_start_request_options_deck import WeaverPlayStartRequestOptionsDeck
from .weaver_play_start_request_options_keiju_count import WeaverPlayStartRequestOptionsKeijuCount
from .weaver_play_start_request_preset import WeaverPlayStartRequestPreset
from .weaver_play_state import WeaverPlayState
from .weaver_play_state_game import WeaverPlayStateGame
from .weaver_remove_action import WeaverRemoveAction
from .weaver_remove_action_type import WeaverRemoveActionType
from .weaver_resign_action import WeaverResignAction
from .weaver_resign_action_type import WeaverResignActionType
from .weaver_score_parts import WeaverScoreParts
from .weaver_state_message import WeaverStateMessage
from .weaver_state_message_type import WeaverStateMessageType
from .weaver_view import WeaverView
from .weaver_view_status import WeaverViewStatus
from .witch_attack_action import WitchAttackAction
from .witch_attack_action_type import WitchAttackActionType
from .witch_cauldrons import WitchCauldrons
from .witch_draw_reserve_action import WitchDrawReserveAction
from .witch_draw_reserve_action_type import WitchDrawReserveActionType
from .witch_end_round_action import WitchEndRoundAction
from .witch_end_round_action_type import WitchEndRoundActionType
from .witch_legal_action import WitchLegalAction
from .witch_options import WitchOptions
from .witch_play_start_request import WitchPlayStartRequest
from .witch_play_start_request_game import WitchPlayStartRequestGame
from .witch_play_start_request_options import WitchPlayStartRequestOptions
from .witch_play_start_request_options_loss_check import WitchPlayStartRequestOptionsLossCheck
from .witch_play_start_request_options_mode import WitchPlayStartRequestOptionsMode
from .witch_play_start_request_options_recover_mode import WitchPlayStartRequestOptionsRecoverMode
from .witch_play_start_request_preset import WitchPlayStartRequestPreset
from .witch_play_state import WitchPlayState
from .witch_play_state_game import WitchPlayStateGame
from .witch_recover_pick_action import WitchRecoverPickAction
from .witch_recover_pick_action_type import WitchRecoverPickActionType
from .witch_repel_action import WitchRepelAction
from .witch_repel_action_type import WitchRepelActionType
from .witch_resign_action import WitchResignAction
from .witch_resign_action_type import WitchResignActionType
from .witch_reward_action import WitchRewardAction
from .witch_reward_action_type import WitchRewardActionType
from .witch_slot import WitchSlot
from .witch_state_message import WitchStateMessage
from .witch_state_message_type import WitchStateMessageType
from .witch_view import WitchView
from .witch_view_status import WitchViewStatus

__all__ = (
    "ActionMessage",
    "ActionMessageType",
    "AnyAction",
    "ArchiveItem",
    "ArchiveItemMedalsType0",
    "ArchiveItemMyPlayType0",
    "ArchiveItemMyPlayType0Status",
    "ArchiveItemOptions",
    "BoardEntry",
    "BoardMeOutput",
    "BoardMessage",
    "BoardMessageType",
    "BoardsListGame",
    "BoardsListKind",
    "BoardTopOutput",
    "BotGameFrame",
    "BotGameOutput",
    "BotGameOutputMedalsType0",
    "CalendarMonthApiOutput",
    "CalendarMonthApiOutputSerializerDay",
    "CalendarMonthApiOutputSerializerDayPlaysItem",
    "CalendarMonthApiOutputSerializerDayPlaysItemRankType0",
    "CalendarMonthApiOutputSerializerDayPlaysItemVerdict",
    "CatalogueEntry",
    "CataloguePage",
    "ChallengeOutput",
    "ChallengeOutputMedalsType0",
    "ChallengeOutputMyPlayType0",
    "ChallengeOutputMyPlayType0Status",
    "ChallengeOutputOptions",
    "ContinuationStepOutput",
    "DailyArchivePage",
    "DailyStreak",
    "Entry",
    "ErrorBody",
    "ErrorBodyDetails",
    "ErrorMessage",
    "ErrorMessageType",
    "ErrorResponse",
    "ErrorSerializerErrorBody",
    "ErrorSerializerErrorBodyDetails",
    "ExportedPlay",
    "ExportedPlayActionsItem",
    "ExportOutput",
    "ExportOutputMedalsType0",
    "ExportOutputMonthType0",
    "ExportOutputMonthType0LeavesItem",
    "ExportOutputOptions",
    "ExportOutputScreening",
    "ExportOutputScreeningCandidatesItem",
    "ExportOutputScreeningCandidatesItemPlayers",
    "ExportOutputScreeningCandidatesItemPlayersAdditionalProperty",
    "ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem",
    "ExportOutputScreeningCandidatesItemSolver",
    "ExportOutputScreeningCandidatesItemSolverActionsItem",
    "ExportOutputScreeningLine",
    "ExportOutputScreeningLineActionsItem",
    "GameOption",
    "GameOutput",
    "GamePreset",
    "GamePresetOptions",
    "GameSlug",
    "GameStatistics",
    "GoldByEnum",
    "GuestUpgradeApiInputRequest",
    "HintOutput",
    "HistogramOutput",
    "HistogramOutputSerializerBucket",
    "InSyncMessage",
    "InSyncMessageType",
    "Invite",
    "InvitePreview",
    "JourneyDiscardAction",
    "JourneyDiscardActionType",
    "JourneyFlyAction",
    "JourneyFlyActionType",
    "JourneyHomeAction",
    "JourneyHomeActionType",
    "JourneyJack",
    "JourneyJokerDiscardAction",
    "JourneyJokerDiscardActionType",
    "JourneyLegalAction",
    "JourneyOptions",
    "JourneyPlayStartRequest",
    "JourneyPlayStartRequestGame",
    "JourneyPlayStartRequestOptions",
    "JourneyPlayStartRequestOptionsJackOrder",
    "JourneyPlayStartRequestPreset",
    "JourneyPlayState",
    "JourneyPlayStateGame",
    "JourneyResignAction",
    "JourneyResignActionType",
    "JourneySource",
    "JourneyStateMessage",
    "JourneyStateMessageType",
    "JourneyStoreBookAction",
    "JourneyStoreBookActionType",
    "JourneyStoreFlyingAction",
    "JourneyStoreFlyingActionType",
    "JourneyStoreKeyAction",
    "JourneyStoreKeyActionType",
    "JourneyStoreMapAction",
    "JourneyStoreMapActionType",
    "JourneyStoreScryingAction",
    "JourneyStoreScryingActionType",
    "JourneyStoreTreasureAction",
    "JourneyStoreTreasureActionType",
    "JourneyThoroughfareAction",
    "JourneyThoroughfareActionType",
    "JourneyThoroughfareTransportAction",
    "JourneyThoroughfareTransportActionType",
    "JourneyTransportAction",
    "JourneyTransportActionType",
    "JourneyView",
    "JourneyViewStatus",
    "KindEnum",
    "LeagueBoard",
    "LeagueDetail",
    "LeagueInviteCreateApiInputRequest",
    "LeagueListCreateApiInputRequest",
    "LeagueSummary",
    "LegalActionEntry",
    "Match3Card",
    "Match3Entry",
    "Match3LegalAction",
    "Match3Options",
    "Match3PlayStartRequest",
    "Match3PlayStartRequestGame",
    "Match3PlayStartRequestOptions",
    "Match3PlayStartRequestOptionsEntryPoints",
    "Match3PlayStartRequestOptionsFillOrder",
    "Match3PlayStartRequestPreset",
    "Match3PlayState",
    "Match3PlayStateGame",
    "Match3ResignAction",
    "Match3ResignActionType",
    "Match3SlideAction",
    "Match3SlideActionType",
    "Match3StateMessage",
    "Match3StateMessageType",
    "Match3View",
    "Match3ViewStatus",
    "Member",
    "ModeEnum",
    "MonthCommitmentOutput",
    "MonthLeaf",
    "OptionsSchema",
    "ParByEnum",
    "PatchMessage",
    "PatchMessageFields",
    "PatchMessageType",
    "PatchMessageView",
    "PersonalTokenCreated",
    "PersonalTokenListCreateApiInputRequest",
    "PersonalTokenOutput",
    "PlayActApiInputRequest",
    "PlayActApiInputRequestAction",
    "PlayAnalysisOutput",
    "PlayAnalysisOutputContinuationItem",
    "PlayDetailApiInputRequest",
    "PlayerStatisticsOutput",
    "PlayerStatisticsOutputBestScores",
    "PlayerStatisticsOutputGames",
    "PlayLogOutput",
    "PlayLogOutputOptions",
    "PlayPage",
    "PlayReplayOutput",
    "PlayReplayStepOutput",
    "PlayResignApiInputRequest",
    "PlayResultApiOutput",
    "PlayResultApiOutputMedalsType0",
    "PlaysListMode",
    "PlaysListStatus",
    "PlaySummary",
    "PlayUndoApiInputRequest",
    "PresetName",
    "ProgressMessage",
    "ProgressMessageProgress",
    "ProgressMessageStatus",
    "ProgressMessageType",
    "QuetinnyBounds",
    "QuetinnyCaravanAction",
    "QuetinnyCaravanActionType",
    "QuetinnyCell",
    "QuetinnyDiscardAction",
    "QuetinnyDiscardActionType",
    "QuetinnyHarvestAction",
    "QuetinnyHarvestActionType",
    "QuetinnyLegalAction",
    "QuetinnyOptions",
    "QuetinnyPlayStartRequest",
    "QuetinnyPlayStartRequestGame",
    "QuetinnyPlayStartRequestOptions",
    "QuetinnyPlayStartRequestOptionsCaravanCubes",
    "QuetinnyPlayStartRequestOptionsChipAdjacency",
    "QuetinnyPlayStartRequestOptionsExtendedRouteRank",
    "QuetinnyPlayStartRequestOptionsSetupArrangement",
    "QuetinnyPlayStartRequestPreset",
    "QuetinnyPlayState",
    "QuetinnyPlayStateGame",
    "QuetinnyProvinceAction",
    "QuetinnyProvinceActionType",
    "QuetinnyResignAction",
    "QuetinnyResignActionType",
    "QuetinnyRoute",
    "QuetinnyRouteView",
    "QuetinnySetupChipAction",
    "QuetinnySetupChipActionType",
    "QuetinnySetupPlaceAction",
    "QuetinnySetupPlaceActionType",
    "QuetinnyStateMessage",
    "QuetinnyStateMessageType",
    "QuetinnySuitCounts",
    "QuetinnySuitFlags",
    "QuetinnyTaxAction",
    "QuetinnyTaxActionType",
    "QuetinnyView",
    "QuetinnyViewSpice",
    "QuetinnyViewStatus",
    "QuetinnyViewTaxes",
    "QuickAccountOutput",
    "Race",
    "RaceCreateApiInputRequest",
    "RaceMessage",
    "RaceMessageType",
    "RaceQuickMatchApiInputRequest",
    "Racer",
    "RaceRating",
    "RacerProgress",
    "RaceStatusEnum",
    "RaceSyncMessage",
    "RaceSyncMessageType",
    "Rank",
    "RatingChange",
    "RatingOutput",
    "RatingPoint",
    "ScopesEnum",
    "ScoreHistory",
    "ScoreHistoryPage",
    "ScoreOutput",
    "ScoreSubmitApiInputRequest",
    "ScoreSubmitApiInputRequestActionsItem",
    "ScoreSubmitApiInputRequestOptions",
    "Share",
    "SizeMessage",
    "SizeMessageType",
    "StateEnum",
    "StatusEnum",
    "Streak",
    "SyncMessage",
    "SyncMessageType",
    "Today",
    "TodaySerializerGame",
    "TodaySerializerGameSerializerPlayer",
    "TokenObtainApiInputRequest",
    "TokenOutput",
    "Trophy",
    "TypeEnum",
    "UserOutput",
    "UserRegisterApiInputRequest",
    "VerdictEnum",
    "WeaverBasketCard",
    "WeaverEnticeAction",
    "WeaverEnticeActionType",
    "WeaverKeiju",
    "WeaverKeijuCard",
    "WeaverLegalAction",
    "WeaverOptions",
    "WeaverPile",
    "WeaverPlayStartRequest",
    "WeaverPlayStartRequestGame",
    "WeaverPlayStartRequestOptions",
    "WeaverPlayStartRequestOptionsDeck",
    "WeaverPlayStartRequestOptionsKeijuCount",
    "WeaverPlayStartRequestPreset",
    "WeaverPlayState",
    "WeaverPlayStateGame",
    "WeaverRemoveAction",
    "WeaverRemoveActionType",
    "WeaverResignAction",
    "WeaverResignActionType",
    "WeaverScoreParts",
    "WeaverStateMessage",
    "WeaverStateMessageType",
    "WeaverView",
    "WeaverViewStatus",
    "WitchAttackAction",
    "WitchAttackActionType",
    "WitchCauldrons",
    "WitchDrawReserveAction",
    "WitchDrawReserveActionType",
    "WitchEndRoundAction",
    "WitchEndRoundActionType",
    "WitchLegalAction",
    "WitchOptions",
    "WitchPlayStartRequest",
    "WitchPlayStartRequestGame",
    "WitchPlayStartRequestOptions",
    "WitchPlayStartRequestOptionsLossCheck",
    "WitchPlayStartRequestOptionsMode",
    "WitchPlayStartRequestOptionsRecoverMode",
    "WitchPlayStartRequestPreset",
    "WitchPlayState",
    "WitchPlayStateGame",
    "WitchRecoverPickAction",
    "WitchRecoverPickActionType",
    "WitchRepelAction",
    "WitchRepelActionType",
    "WitchResignAction",
    "WitchResignActionType",
    "WitchRewardAction",
    "WitchRewardActionType",
    "WitchSlot",
    "WitchStateMessage",
    "WitchStateMessageType",
    "WitchView",
    "WitchViewStatus",
)
