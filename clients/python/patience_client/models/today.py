from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.today_serializer_game import TodaySerializerGame





T = TypeVar("T", bound="Today")



@_attrs_define
class Today:
    """ 
        Attributes:
            league (int):
            date (datetime.date):
            games (list[TodaySerializerGame]):
     """

    league: int
    date: datetime.date
    games: list[TodaySerializerGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.today_serializer_game import TodaySerializerGame # noqa: PLC0415
        league = self.league

        date = self.date.isoformat()

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "league": league,
            "date": date,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.today_serializer_game import TodaySerializerGame # noqa: PLC0415
        d = dict(src_dict)
        league = d.pop("league")

        date = datetime.date.fromisoformat(d.pop("date"))




        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = TodaySerializerGame.from_dict(games_item_data)



            games.append(games_item)


        today = cls(
            league=league,
            date=date,
            games=games,
        )


        today.additional_properties = d
        return today

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
