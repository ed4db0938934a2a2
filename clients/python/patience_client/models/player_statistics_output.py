from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.daily_streak import DailyStreak
  from ..models.player_statistics_output_best_scores import PlayerStatisticsOutputBestScores
  from ..models.player_statistics_output_games import PlayerStatisticsOutputGames





T = TypeVar("T", bound="PlayerStatisticsOutput")



@_attrs_define
class PlayerStatisticsOutput:
    """ 
        Attributes:
            player (str):
            games (PlayerStatisticsOutputGames): By game slug.
            played (int):
            won (int):
            daily_streak (DailyStreak):
            best_scores (PlayerStatisticsOutputBestScores): My best verified ranked score by '<game>/<preset>' (a casual
                one, a guest's say, is not here).
     """

    player: str
    games: PlayerStatisticsOutputGames
    played: int
    won: int
    daily_streak: DailyStreak
    best_scores: PlayerStatisticsOutputBestScores
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.daily_streak import DailyStreak # noqa: PLC0415
        from ..models.player_statistics_output_best_scores import PlayerStatisticsOutputBestScores # noqa: PLC0415
        from ..models.player_statistics_output_games import PlayerStatisticsOutputGames # noqa: PLC0415
        player = self.player

        games = self.games.to_dict()

        played = self.played

        won = self.won

        daily_streak = self.daily_streak.to_dict()

        best_scores = self.best_scores.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "games": games,
            "played": played,
            "won": won,
            "daily_streak": daily_streak,
            "best_scores": best_scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.daily_streak import DailyStreak # noqa: PLC0415
        from ..models.player_statistics_output_best_scores import PlayerStatisticsOutputBestScores # noqa: PLC0415
        from ..models.player_statistics_output_games import PlayerStatisticsOutputGames # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        games = PlayerStatisticsOutputGames.from_dict(d.pop("games"))




        played = d.pop("played")

        won = d.pop("won")

        daily_streak = DailyStreak.from_dict(d.pop("daily_streak"))




        best_scores = PlayerStatisticsOutputBestScores.from_dict(d.pop("best_scores"))




        player_statistics_output = cls(
            player=player,
            games=games,
            played=played,
            won=won,
            daily_streak=daily_streak,
            best_scores=best_scores,
        )


        player_statistics_output.additional_properties = d
        return player_statistics_output

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
