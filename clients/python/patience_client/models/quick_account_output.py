from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.user_output import UserOutput





T = TypeVar("T", bound="QuickAccountOutput")



@_attrs_define
class QuickAccountOutput:
    """ 
        Attributes:
            token (str): Send as 'Authorization: Bearer <token>'. Shown only once.
            user (UserOutput):
            password (str): The generated password: shown once. Keep it (or set your own later) to sign in again.
     """

    token: str
    user: UserOutput
    password: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.user_output import UserOutput # noqa: PLC0415
        token = self.token

        user = self.user.to_dict()

        password = self.password


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "token": token,
            "user": user,
            "password": password,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user_output import UserOutput # noqa: PLC0415
        d = dict(src_dict)
        token = d.pop("token")

        user = UserOutput.from_dict(d.pop("user"))




        password = d.pop("password")

        quick_account_output = cls(
            token=token,
            user=user,
            password=password,
        )


        quick_account_output.additional_properties = d
        return quick_account_output

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
