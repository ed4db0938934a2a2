from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scopes_enum import ScopesEnum
from typing import cast






T = TypeVar("T", bound="PersonalTokenListCreateApiInputRequest")



@_attrs_define
class PersonalTokenListCreateApiInputRequest:
    """ 
        Attributes:
            name (str):
            scopes (list[ScopesEnum]):
     """

    name: str
    scopes: list[ScopesEnum]





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = ScopesEnum(scopes_item_data)



            scopes.append(scopes_item)


        personal_token_list_create_api_input_request = cls(
            name=name,
            scopes=scopes,
        )

        return personal_token_list_create_api_input_request

