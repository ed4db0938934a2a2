from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quetinny_caravan_action_type import QuetinnyCaravanActionType
from typing import cast

if TYPE_CHECKING:
  from ..models.quetinny_route import QuetinnyRoute





T = TypeVar("T", bound="QuetinnyCaravanAction")



@_attrs_define
class QuetinnyCaravanAction:
    """ 
        Attributes:
            type_ (QuetinnyCaravanActionType):
            card (str):
            routes (list[QuetinnyRoute]):
     """

    type_: QuetinnyCaravanActionType
    card: str
    routes: list[QuetinnyRoute]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.quetinny_route import QuetinnyRoute # noqa: PLC0415
        type_ = self.type_.value

        card = self.card

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
            "routes": routes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quetinny_route import QuetinnyRoute # noqa: PLC0415
        d = dict(src_dict)
        type_ = QuetinnyCaravanActionType(d.pop("type"))




        card = d.pop("card")

        routes = []
        _routes = d.pop("routes")
        for routes_item_data in (_routes):
            routes_item = QuetinnyRoute.from_dict(routes_item_data)



            routes.append(routes_item)


        quetinny_caravan_action = cls(
            type_=type_,
            card=card,
            routes=routes,
        )


        quetinny_caravan_action.additional_properties = d
        return quetinny_caravan_action

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
