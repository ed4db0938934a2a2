from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.calendar_month_api_output_serializer_day_plays_item import CalendarMonthApiOutputSerializerDayPlaysItem





T = TypeVar("T", bound="CalendarMonthApiOutputSerializerDay")



@_attrs_define
class CalendarMonthApiOutputSerializerDay:
    """ 
        Attributes:
            date (datetime.date):
            best_medal (None | str):
            plays (list[CalendarMonthApiOutputSerializerDayPlaysItem]): My finished dailies of the day, in the games' order.
     """

    date: datetime.date
    best_medal: None | str
    plays: list[CalendarMonthApiOutputSerializerDayPlaysItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calendar_month_api_output_serializer_day_plays_item import CalendarMonthApiOutputSerializerDayPlaysItem # noqa: PLC0415
        date = self.date.isoformat()

        best_medal: None | str
        best_medal = self.best_medal

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "best_medal": best_medal,
            "plays": plays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_month_api_output_serializer_day_plays_item import CalendarMonthApiOutputSerializerDayPlaysItem # noqa: PLC0415
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        def _parse_best_medal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        best_medal = _parse_best_medal(d.pop("best_medal"))


        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = CalendarMonthApiOutputSerializerDayPlaysItem.from_dict(plays_item_data)



            plays.append(plays_item)


        calendar_month_api_output_serializer_day = cls(
            date=date,
            best_medal=best_medal,
            plays=plays,
        )


        calendar_month_api_output_serializer_day.additional_properties = d
        return calendar_month_api_output_serializer_day

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
