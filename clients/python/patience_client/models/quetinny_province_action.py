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
            type_ (QuetinnyProvinceActionType):
            card (str):
            suit (str):
            at (list[int]):
            chip (list[int] | None):
     """

    type_: QuetinnyProvinceActionType
    card: str
    suit: str
    at: list[int]
    chip: list[int] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        suit = self.suit

        at = self.at



        chip: list[int] | None
        if isinstance(self.chip, list):
            chip = self.chip


        else:
            chip = self.chip


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
            "suit": suit,
            "at": at,
            "chip": chip,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = QuetinnyProvinceActionType(d.pop("type"))




        card = d.pop("card")

        suit = d.pop("suit")

        at = cast(list[int], d.pop("at"))


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


        quetinny_province_action = cls(
            type_=type_,
            card=card,
            suit=suit,
            at=at,
            chip=chip,
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
