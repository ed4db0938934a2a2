from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayDetailApiInputRequest")



@_attrs_define
class PlayDetailApiInputRequest:
    """ 
        Attributes:
            is_public (bool):
     """

    is_public: bool





    def to_dict(self) -> dict[str, Any]:
        is_public = self.is_public


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "is_public": is_public,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        is_public = d.pop("is_public")

        play_detail_api_input_request = cls(
            is_public=is_public,
        )

        return play_detail_api_input_request

