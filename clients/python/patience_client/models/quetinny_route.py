from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="QuetinnyRoute")



@_attrs_define
class QuetinnyRoute:
    """ 
        Attributes:
            suit (str):
            path (list[list[int]]):
     """

    suit: str
    path: list[list[int]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        suit = self.suit

        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "suit": suit,
            "path": path,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        suit = d.pop("suit")

        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        quetinny_route = cls(
            suit=suit,
            path=path,
        )


        quetinny_route.additional_properties = d
        return quetinny_route

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
