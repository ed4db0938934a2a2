from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.calendar_month_api_output_serializer_day import CalendarMonthApiOutputSerializerDay
  from ..models.streak import Streak
  from ..models.trophy import Trophy





T = TypeVar("T", bound="CalendarMonthApiOutput")



@_attrs_define
class CalendarMonthApiOutput:
    """ 
        Attributes:
            month (str):
            game (None | str):
            days_in_month (int):
            first_weekday (int): 0 = Monday.
            days (list[CalendarMonthApiOutputSerializerDay]):
            streak (Streak):
            trophies (list[Trophy]):
     """

    month: str
    game: None | str
    days_in_month: int
    first_weekday: int
    days: list[CalendarMonthApiOutputSerializerDay]
    streak: Streak
    trophies: list[Trophy]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calendar_month_api_output_serializer_day import CalendarMonthApiOutputSerializerDay # noqa: PLC0415
        from ..models.streak import Streak # noqa: PLC0415
        from ..models.trophy import Trophy # noqa: PLC0415
        month = self.month

        game: None | str
        game = self.game

        days_in_month = self.days_in_month

        first_weekday = self.first_weekday

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)



        streak = self.streak.to_dict()

        trophies = []
        for trophies_item_data in self.trophies:
            trophies_item = trophies_item_data.to_dict()
            trophies.append(trophies_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "month": month,
            "game": game,
            "days_in_month": days_in_month,
            "first_weekday": first_weekday,
            "days": days,
            "streak": streak,
            "trophies": trophies,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_month_api_output_serializer_day import CalendarMonthApiOutputSerializerDay # noqa: PLC0415
        from ..models.streak import Streak # noqa: PLC0415
        from ..models.trophy import Trophy # noqa: PLC0415
        d = dict(src_dict)
        month = d.pop("month")

        def _parse_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game = _parse_game(d.pop("game"))


        days_in_month = d.pop("days_in_month")

        first_weekday = d.pop("first_weekday")

        days = []
        _days = d.pop("days")
        for days_item_data in (_days):
            days_item = CalendarMonthApiOutputSerializerDay.from_dict(days_item_data)



            days.append(days_item)


        streak = Streak.from_dict(d.pop("streak"))




        trophies = []
        _trophies = d.pop("trophies")
        for trophies_item_data in (_trophies):
            trophies_item = Trophy.from_dict(trophies_item_data)



            trophies.append(trophies_item)


        calendar_month_api_output = cls(
            month=month,
            game=game,
            days_in_month=days_in_month,
            first_weekday=first_weekday,
            days=days,
            streak=streak,
            trophies=trophies,
        )


        calendar_month_api_output.additional_properties = d
        return calendar_month_api_output

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
