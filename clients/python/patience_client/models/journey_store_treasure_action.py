from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_store_treasure_action_type import JourneyStoreTreasureActionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.journey_store_treasure_action_key import JourneyStoreTreasureActionKey
  from ..models.journey_store_treasure_action_map import JourneyStoreTreasureActionMap





T = TypeVar("T", bound="JourneyStoreTreasureAction")



@_attrs_define
class JourneyStoreTreasureAction:
    """ 
        Attributes:
            card (str):
            key (JourneyStoreTreasureActionKey):
            map_ (JourneyStoreTreasureActionMap):
            type_ (JourneyStoreTreasureActionType):
            crossroads (str | Unset):
     """

    card: str
    key: JourneyStoreTreasureActionKey
    map_: JourneyStoreTreasureActionMap
    type_: JourneyStoreTreasureActionType
    crossroads: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_store_treasure_action_key import JourneyStoreTreasureActionKey # noqa: PLC0415
        from ..models.journey_store_treasure_action_map import JourneyStoreTreasureActionMap # noqa: PLC0415
        card = self.card

        key = self.key.to_dict()

        map_ = self.map_.to_dict()

        type_ = self.type_.value

        crossroads = self.crossroads


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "key": key,
            "map": map_,
            "type": type_,
        })
        if crossroads is not UNSET:
            field_dict["crossroads"] = crossroads

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.journey_store_treasure_action_key import JourneyStoreTreasureActionKey # noqa: PLC0415
        from ..models.journey_store_treasure_action_map import JourneyStoreTreasureActionMap # noqa: PLC0415
        d = dict(src_dict)
        card = d.pop("card")

        key = JourneyStoreTreasureActionKey.from_dict(d.pop("key"))




        map_ = JourneyStoreTreasureActionMap.from_dict(d.pop("map"))




        type_ = JourneyStoreTreasureActionType(d.pop("type"))




        crossroads = d.pop("crossroads", UNSET)

        journey_store_treasure_action = cls(
            card=card,
            key=key,
            map_=map_,
            type_=type_,
            crossroads=crossroads,
        )


        journey_store_treasure_action.additional_properties = d
        return journey_store_treasure_action

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
