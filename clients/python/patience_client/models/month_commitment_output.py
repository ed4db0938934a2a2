from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.month_leaf import MonthLeaf





T = TypeVar("T", bound="MonthCommitmentOutput")



@_attrs_define
class MonthCommitmentOutput:
    """ 
        Attributes:
            month (str): YYYY-MM
            rule (str): The screening rule every day of the month uses.
            root (str): The hash chain over the leaves (docs/daily.md).
            leaves (list[MonthLeaf]): One per day and game: date order, then the games' order.
            published_at (datetime.datetime):
     """

    month: str
    rule: str
    root: str
    leaves: list[MonthLeaf]
    published_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.month_leaf import MonthLeaf # noqa: PLC0415
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
        from ..models.month_leaf import MonthLeaf # noqa: PLC0415
        d = dict(src_dict)
        month = d.pop("month")

        rule = d.pop("rule")

        root = d.pop("root")

        leaves = []
        _leaves = d.pop("leaves")
        for leaves_item_data in (_leaves):
            leaves_item = MonthLeaf.from_dict(leaves_item_data)



            leaves.append(leaves_item)


        published_at = datetime.datetime.fromisoformat(d.pop("published_at"))




        month_commitment_output = cls(
            month=month,
            rule=rule,
            root=root,
            leaves=leaves,
            published_at=published_at,
        )


        month_commitment_output.additional_properties = d
        return month_commitment_output

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
