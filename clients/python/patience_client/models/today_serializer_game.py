from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.today_serializer_game_serializer_player import TodaySerializerGameSerializerPlayer





T = TypeVar("T", bound="TodaySerializerGame")



@_attrs_define
class TodaySerializerGame:
    """ 
        Attributes:
            game (str):
            preset (str):
            players (list[TodaySerializerGameSerializerPlayer]):
     """

    game: str
    preset: str
    players: list[TodaySerializerGameSerializerPlayer]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.today_serializer_game_serializer_player import TodaySerializerGameSerializerPlayer # noqa: PLC0415
        game = self.game

        preset = self.preset

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "preset": preset,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.today_serializer_game_serializer_player import TodaySerializerGameSerializerPlayer # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        preset = d.pop("preset")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = TodaySerializerGameSerializerPlayer.from_dict(players_item_data)



            players.append(players_item)


        today_serializer_game = cls(
            game=game,
            preset=preset,
            players=players,
        )


        today_serializer_game.additional_properties = d
        return today_serializer_game

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
