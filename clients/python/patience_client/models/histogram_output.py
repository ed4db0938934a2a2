from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.histogram_output_serializer_bucket import HistogramOutputSerializerBucket





T = TypeVar("T", bound="HistogramOutput")



@_attrs_define
class HistogramOutput:
    """ 
        Attributes:
            board (str):
            count (int):
            buckets (list[HistogramOutputSerializerBucket]):
     """

    board: str
    count: int
    buckets: list[HistogramOutputSerializerBucket]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.histogram_output_serializer_bucket import HistogramOutputSerializerBucket # noqa: PLC0415
        board = self.board

        count = self.count

        buckets = []
        for buckets_item_data in self.buckets:
            buckets_item = buckets_item_data.to_dict()
            buckets.append(buckets_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "count": count,
            "buckets": buckets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.histogram_output_serializer_bucket import HistogramOutputSerializerBucket # noqa: PLC0415
        d = dict(src_dict)
        board = d.pop("board")

        count = d.pop("count")

        buckets = []
        _buckets = d.pop("buckets")
        for buckets_item_data in (_buckets):
            buckets_item = HistogramOutputSerializerBucket.from_dict(buckets_item_data)



            buckets.append(buckets_item)


        histogram_output = cls(
            board=board,
            count=count,
            buckets=buckets,
        )


        histogram_output.additional_properties = d
        return histogram_output

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
