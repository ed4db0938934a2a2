from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingChange")



@_attrs_define
class RatingChange:
    """ 
        Attributes:
            before (float):
            after (float):
            change (float):
            provisional (bool): True until the day settles: it moves as others finish.
     """

    before: float
    after: float
    change: float
    provisional: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        before = self.before

        after = self.after

        change = self.change

        provisional = self.provisional


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "before": before,
            "after": after,
            "change": change,
            "provisional": provisional,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        before = d.pop("before")

        after = d.pop("after")

        change = d.pop("change")

        provisional = d.pop("provisional")

        rating_change = cls(
            before=before,
            after=after,
            change=change,
            provisional=provisional,
        )


        rating_change.additional_properties = d
        return rating_change

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
