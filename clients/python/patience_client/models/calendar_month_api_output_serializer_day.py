from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="CalendarMonthApiOutputSerializerDay")



@_attrs_define
class CalendarMonthApiOutputSerializerDay:
    """ 
        Attributes:
            date (datetime.date):
            best_medal (None | str):
            plays (Any): [{game, play, verdict, score, medal, rank}]
     """

    date: datetime.date
    best_medal: None | str
    plays: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        best_medal: None | str
        best_medal = self.best_medal

        plays = self.plays


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
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        def _parse_best_medal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        best_medal = _parse_best_medal(d.pop("best_medal"))


        plays = d.pop("plays")

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
