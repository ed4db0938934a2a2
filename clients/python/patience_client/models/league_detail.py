from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.invite import Invite
  from ..models.member import Member





T = TypeVar("T", bound="LeagueDetail")



@_attrs_define
class LeagueDetail:
    """ 
        Attributes:
            id (int):
            name (str): Plain text: clients render it as text, never as markup.
            description (str):
            member_count (int):
            created_at (datetime.datetime):
            creator (str): The creator's public name.
            is_creator (bool): Whether I created it (and so manage its invites and members).
            members (list[Member]):
            invites (list[Invite]): The invites in use; listed to the creator only.
     """

    id: int
    name: str
    description: str
    member_count: int
    created_at: datetime.datetime
    creator: str
    is_creator: bool
    members: list[Member]
    invites: list[Invite]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.invite import Invite # noqa: PLC0415
        from ..models.member import Member # noqa: PLC0415
        id = self.id

        name = self.name

        description = self.description

        member_count = self.member_count

        created_at = self.created_at.isoformat()

        creator = self.creator

        is_creator = self.is_creator

        members = []
        for members_item_data in self.members:
            members_item = members_item_data.to_dict()
            members.append(members_item)



        invites = []
        for invites_item_data in self.invites:
            invites_item = invites_item_data.to_dict()
            invites.append(invites_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "description": description,
            "member_count": member_count,
            "created_at": created_at,
            "creator": creator,
            "is_creator": is_creator,
            "members": members,
            "invites": invites,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invite import Invite # noqa: PLC0415
        from ..models.member import Member # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        member_count = d.pop("member_count")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        creator = d.pop("creator")

        is_creator = d.pop("is_creator")

        members = []
        _members = d.pop("members")
        for members_item_data in (_members):
            members_item = Member.from_dict(members_item_data)



            members.append(members_item)


        invites = []
        _invites = d.pop("invites")
        for invites_item_data in (_invites):
            invites_item = Invite.from_dict(invites_item_data)



            invites.append(invites_item)


        league_detail = cls(
            id=id,
            name=name,
            description=description,
            member_count=member_count,
            created_at=created_at,
            creator=creator,
            is_creator=is_creator,
            members=members,
            invites=invites,
        )


        league_detail.additional_properties = d
        return league_detail

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
