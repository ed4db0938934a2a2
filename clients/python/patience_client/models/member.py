from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Member")



@_attrs_define
class Member:
    """ 
        Attributes:
            id (int): The membership's id (what the creator removes).
            player (str):
            joined_at (datetime.datetime):
            creator (bool):
     """

    id: int
    player: str
    joined_at: datetime.datetime
    creator: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        player = self.player

        joined_at = self.joined_at.isoformat()

        creator = self.creator


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "player": player,
            "joined_at": joined_at,
            "creator": creator,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        player = d.pop("player")

        joined_at = datetime.datetime.fromisoformat(d.pop("joined_at"))




        creator = d.pop("creator")

        member = cls(
            id=id,
            player=player,
            joined_at=joined_at,
            creator=creator,
        )


        member.additional_properties = d
        return member

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
