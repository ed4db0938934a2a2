from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quetinny_province_action_type import QuetinnyProvinceActionType
from typing import cast






T = TypeVar("T", bound="QuetinnyProvinceAction")



@_attrs_define
class QuetinnyProvinceAction:
    """ 
        Attributes:
            at (list[int]):
            card (str):
            chip (list[int] | None):
            suit (str):
            type_ (QuetinnyProvinceActionType):
     """

    at: list[int]
    card: str
    chip: list[int] | None
    suit: str
    type_: QuetinnyProvinceActionType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at = self.at



        card = self.card

        chip: list[int] | None
        if isinstance(self.chip, list):
            chip = self.chip


        else:
            chip = self.chip

        suit = self.suit

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "card": card,
            "chip": chip,
            "suit": suit,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))


        card = d.pop("card")

        def _parse_chip(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chip_type_0 = cast(list[int], data)

                return chip_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        chip = _parse_chip(d.pop("chip"))


        suit = d.pop("suit")

        type_ = QuetinnyProvinceActionType(d.pop("type"))




        quetinny_province_action = cls(
            at=at,
            card=card,
            chip=chip,
            suit=suit,
            type_=type_,
        )


        quetinny_province_action.additional_properties = d
        return quetinny_province_action

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
