from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalendarMonthApiOutputSerializerDayPlaysItemRankType0")



@_attrs_define
class CalendarMonthApiOutputSerializerDayPlaysItemRankType0:
    """ The settled rank on the day's board; null until the day settles.

        Attributes:
            rank (int):
            of (int):
            settled (bool):
     """

    rank: int
    of: int
    settled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        of = self.of

        settled = self.settled


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "of": of,
            "settled": settled,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        of = d.pop("of")

        settled = d.pop("settled")

        calendar_month_api_output_serializer_day_plays_item_rank_type_0 = cls(
            rank=rank,
            of=of,
            settled=settled,
        )


        calendar_month_api_output_serializer_day_plays_item_rank_type_0.additional_properties = d
        return calendar_month_api_output_serializer_day_plays_item_rank_type_0

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
