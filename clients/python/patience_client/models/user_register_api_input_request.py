from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserRegisterApiInputRequest")



@_attrs_define
class UserRegisterApiInputRequest:
    """ 
        Attributes:
            username (str):
            password (str):
            email (str | Unset): Optional; empty or absent for none.
     """

    username: str
    password: str
    email: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        email: str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
            "password": password,
        })
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        def _parse_email(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        user_register_api_input_request = cls(
            username=username,
            password=password,
            email=email,
        )

        return user_register_api_input_request

