from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WitchOptions")



@_attrs_define
class WitchOptions:
    """ 
        Attributes:
            mode (str):
            magic (bool):
            loss_check (str):
            recover_mode (str):
            max_rounds (int):
     """

    mode: str
    magic: bool
    loss_check: str
    recover_mode: str
    max_rounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        magic = self.magic

        loss_check = self.loss_check

        recover_mode = self.recover_mode

        max_rounds = self.max_rounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mode": mode,
            "magic": magic,
            "loss_check": loss_check,
            "recover_mode": recover_mode,
            "max_rounds": max_rounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = d.pop("mode")

        magic = d.pop("magic")

        loss_check = d.pop("loss_check")

        recover_mode = d.pop("recover_mode")

        max_rounds = d.pop("max_rounds")

        witch_options = cls(
            mode=mode,
            magic=magic,
            loss_check=loss_check,
            recover_mode=recover_mode,
            max_rounds=max_rounds,
        )


        witch_options.additional_properties = d
        return witch_options

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
