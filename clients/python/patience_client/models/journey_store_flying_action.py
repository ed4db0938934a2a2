from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_store_flying_action_type import JourneyStoreFlyingActionType
from ..types import UNSET, Unset






T = TypeVar("T", bound="JourneyStoreFlyingAction")



@_attrs_define
class JourneyStoreFlyingAction:
    """ 
        Attributes:
            card (str):
            scrying (str):
            type_ (JourneyStoreFlyingActionType):
            crossroads (str | Unset):
     """

    card: str
    scrying: str
    type_: JourneyStoreFlyingActionType
    crossroads: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        scrying = self.scrying

        type_ = self.type_.value

        crossroads = self.crossroads


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "scrying": scrying,
            "type": type_,
        })
        if crossroads is not UNSET:
            field_dict["crossroads"] = crossroads

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        scrying = d.pop("scrying")

        type_ = JourneyStoreFlyingActionType(d.pop("type"))




        crossroads = d.pop("crossroads", UNSET)

        journey_store_flying_action = cls(
            card=card,
            scrying=scrying,
            type_=type_,
            crossroads=crossroads,
        )


        journey_store_flying_action.additional_properties = d
        return journey_store_flying_action

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
