from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LeagueListCreateApiInputRequest")



@_attrs_define
class LeagueListCreateApiInputRequest:
    """ 
        Attributes:
            name (str):
            description (str | Unset):
     """

    name: str
    description: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        league_list_create_api_input_request = cls(
            name=name,
            description=description,
        )

        return league_list_create_api_input_request

