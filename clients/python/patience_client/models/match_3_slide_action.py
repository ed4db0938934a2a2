from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_3_slide_action_type import Match3SlideActionType






T = TypeVar("T", bound="Match3SlideAction")



@_attrs_define
class Match3SlideAction:
    """ 
        Attributes:
            card (int):
            edge (str):
            line (int):
            type_ (Match3SlideActionType):
     """

    card: int
    edge: str
    line: int
    type_: Match3SlideActionType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        edge = self.edge

        line = self.line

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "edge": edge,
            "line": line,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        edge = d.pop("edge")

        line = d.pop("line")

        type_ = Match3SlideActionType(d.pop("type"))




        match_3_slide_action = cls(
            card=card,
            edge=edge,
            line=line,
            type_=type_,
        )


        match_3_slide_action.additional_properties = d
        return match_3_slide_action

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
