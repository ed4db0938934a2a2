from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.export_output_month_type_0_leaves_item import ExportOutputMonthType0LeavesItem





T = TypeVar("T", bound="ExportOutputMonthType0")



@_attrs_define
class ExportOutputMonthType0:
    """ The month commitment the candidate seeds verify against; null if none was published.

        Attributes:
            month (str): YYYY-MM
            rule (str): The screening rule of the month.
            root (str): The hash chain's root over the leaves, published before the month began.
            leaves (list[ExportOutputMonthType0LeavesItem]): One per day and game: date order, then the games' order.
            published_at (datetime.datetime):
     """

    month: str
    rule: str
    root: str
    leaves: list[ExportOutputMonthType0LeavesItem]
    published_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_month_type_0_leaves_item import ExportOutputMonthType0LeavesItem # noqa: PLC0415
        month = self.month

        rule = self.rule

        root = self.root

        leaves = []
        for leaves_item_data in self.leaves:
            leaves_item = leaves_item_data.to_dict()
            leaves.append(leaves_item)



        published_at = self.published_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "month": month,
            "rule": rule,
            "root": root,
            "leaves": leaves,
            "published_at": published_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_month_type_0_leaves_item import ExportOutputMonthType0LeavesItem # noqa: PLC0415
        d = dict(src_dict)
        month = d.pop("month")

        rule = d.pop("rule")

        root = d.pop("root")

        leaves = []
        _leaves = d.pop("leaves")
        for leaves_item_data in (_leaves):
            leaves_item = ExportOutputMonthType0LeavesItem.from_dict(leaves_item_data)



            leaves.append(leaves_item)


        published_at = datetime.datetime.fromisoformat(d.pop("published_at"))




        export_output_month_type_0 = cls(
            month=month,
            rule=rule,
            root=root,
            leaves=leaves,
            published_at=published_at,
        )


        export_output_month_type_0.additional_properties = d
        return export_output_month_type_0

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
