from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_fly_action_type import JourneyFlyActionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.journey_source import JourneySource





T = TypeVar("T", bound="JourneyFlyAction")



@_attrs_define
class JourneyFlyAction:
    """ 
        Attributes:
            type_ (JourneyFlyActionType):
            card (str):
            map_ (JourneySource): Where a card that unlocks another comes from: exactly one of ``stored`` (a stored card,
                spent) or ``view`` (a King or Queen of the view, discarded).
            crossroads (str | Unset):
     """

    type_: JourneyFlyActionType
    card: str
    map_: JourneySource
    crossroads: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_source import JourneySource # noqa: PLC0415
        type_ = self.type_.value

        card = self.card

        map_ = self.map_.to_dict()

        crossroads = self.crossroads


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
            "map": map_,
        })
        if crossroads is not UNSET:
            field_dict["crossroads"] = crossroads

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.journey_source import JourneySource # noqa: PLC0415
        d = dict(src_dict)
        type_ = JourneyFlyActionType(d.pop("type"))




        card = d.pop("card")

        map_ = JourneySource.from_dict(d.pop("map"))




        crossroads = d.pop("crossroads", UNSET)

        journey_fly_action = cls(
            type_=type_,
            card=card,
            map_=map_,
            crossroads=crossroads,
        )


        journey_fly_action.additional_properties = d
        return journey_fly_action

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
