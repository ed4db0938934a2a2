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
            type_ (JourneyStoreFlyingActionType):
            card (str):
            scrying (str):
            crossroads (str | Unset):
     """

    type_: JourneyStoreFlyingActionType
    card: str
    scrying: str
    crossroads: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        scrying = self.scrying

        crossroads = self.crossroads


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
            "scrying": scrying,
        })
        if crossroads is not UNSET:
            field_dict["crossroads"] = crossroads

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = JourneyStoreFlyingActionType(d.pop("type"))




        card = d.pop("card")

        scrying = d.pop("scrying")

        crossroads = d.pop("crossroads", UNSET)

        journey_store_flying_action = cls(
            type_=type_,
            card=card,
            scrying=scrying,
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
