from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_3_slide_action_type import Match3SlideActionType
from ..types import UNSET, Unset






T = TypeVar("T", bound="Match3SlideAction")



@_attrs_define
class Match3SlideAction:
    """ Slide the row's card in slot ``card`` into the grid from an edge, along a line.

        Attributes:
            type_ (Match3SlideActionType):
            card (int):
            edge (str):
            line (int):
            card_id (str | Unset):
     """

    type_: Match3SlideActionType
    card: int
    edge: str
    line: int
    card_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        edge = self.edge

        line = self.line

        card_id = self.card_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
            "edge": edge,
            "line": line,
        })
        if card_id is not UNSET:
            field_dict["card_id"] = card_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = Match3SlideActionType(d.pop("type"))




        card = d.pop("card")

        edge = d.pop("edge")

        line = d.pop("line")

        card_id = d.pop("card_id", UNSET)

        match_3_slide_action = cls(
            type_=type_,
            card=card,
            edge=edge,
            line=line,
            card_id=card_id,
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
