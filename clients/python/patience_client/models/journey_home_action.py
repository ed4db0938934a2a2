from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_home_action_type import JourneyHomeActionType
from ..types import UNSET, Unset






T = TypeVar("T", bound="JourneyHomeAction")



@_attrs_define
class JourneyHomeAction:
    """ 
        Attributes:
            book (str):
            card (str):
            flying (str):
            scrying (str):
            type_ (JourneyHomeActionType):
            crossroads (str | Unset):
     """

    book: str
    card: str
    flying: str
    scrying: str
    type_: JourneyHomeActionType
    crossroads: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        book = self.book

        card = self.card

        flying = self.flying

        scrying = self.scrying

        type_ = self.type_.value

        crossroads = self.crossroads


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "book": book,
            "card": card,
            "flying": flying,
            "scrying": scrying,
            "type": type_,
        })
        if crossroads is not UNSET:
            field_dict["crossroads"] = crossroads

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        book = d.pop("book")

        card = d.pop("card")

        flying = d.pop("flying")

        scrying = d.pop("scrying")

        type_ = JourneyHomeActionType(d.pop("type"))




        crossroads = d.pop("crossroads", UNSET)

        journey_home_action = cls(
            book=book,
            card=card,
            flying=flying,
            scrying=scrying,
            type_=type_,
            crossroads=crossroads,
        )


        journey_home_action.additional_properties = d
        return journey_home_action

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
