from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_joker_discard_action_type import JourneyJokerDiscardActionType
from typing import cast






T = TypeVar("T", bound="JourneyJokerDiscardAction")



@_attrs_define
class JourneyJokerDiscardAction:
    """ A Joker in a view of more than 4 cards: discard it and three others.

        Attributes:
            type_ (JourneyJokerDiscardActionType):
            cards (list[str]):
     """

    type_: JourneyJokerDiscardActionType
    cards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = JourneyJokerDiscardActionType(d.pop("type"))




        cards = cast(list[str], d.pop("cards"))


        journey_joker_discard_action = cls(
            type_=type_,
            cards=cards,
        )


        journey_joker_discard_action.additional_properties = d
        return journey_joker_discard_action

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
