from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.league_summary import LeagueSummary





T = TypeVar("T", bound="InvitePreview")



@_attrs_define
class InvitePreview:
    """ 
        Attributes:
            league (LeagueSummary):
            member (bool): Whether I am in it already.
     """

    league: LeagueSummary
    member: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.league_summary import LeagueSummary # noqa: PLC0415
        league = self.league.to_dict()

        member = self.member


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "league": league,
            "member": member,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.league_summary import LeagueSummary # noqa: PLC0415
        d = dict(src_dict)
        league = LeagueSummary.from_dict(d.pop("league"))




        member = d.pop("member")

        invite_preview = cls(
            league=league,
            member=member,
        )


        invite_preview.additional_properties = d
        return invite_preview

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
