from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LeagueInviteCreateApiInputRequest")



@_attrs_define
class LeagueInviteCreateApiInputRequest:
    """ 
        Attributes:
            expires_in_hours (int | None | Unset): Null: until revoked.
     """

    expires_in_hours: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        expires_in_hours: int | None | Unset
        if isinstance(self.expires_in_hours, Unset):
            expires_in_hours = UNSET
        else:
            expires_in_hours = self.expires_in_hours


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if expires_in_hours is not UNSET:
            field_dict["expires_in_hours"] = expires_in_hours

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_expires_in_hours(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in_hours = _parse_expires_in_hours(d.pop("expires_in_hours", UNSET))


        league_invite_create_api_input_request = cls(
            expires_in_hours=expires_in_hours,
        )

        return league_invite_create_api_input_request

