from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="UserOutput")



@_attrs_define
class UserOutput:
    """ 
        Attributes:
            id (int):
            username (str):
            display_name (str):
            email (str): The address given at sign-up, or empty.
            is_guest (bool):
            date_joined (datetime.datetime):
     """

    id: int
    username: str
    display_name: str
    email: str
    is_guest: bool
    date_joined: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name = self.display_name

        email = self.email

        is_guest = self.is_guest

        date_joined = self.date_joined.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "username": username,
            "display_name": display_name,
            "email": email,
            "is_guest": is_guest,
            "date_joined": date_joined,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        display_name = d.pop("display_name")

        email = d.pop("email")

        is_guest = d.pop("is_guest")

        date_joined = datetime.datetime.fromisoformat(d.pop("date_joined"))




        user_output = cls(
            id=id,
            username=username,
            display_name=display_name,
            email=email,
            is_guest=is_guest,
            date_joined=date_joined,
        )


        user_output.additional_properties = d
        return user_output

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
