from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WitchViewOptions")



@_attrs_define
class WitchViewOptions:
    """ 
        Attributes:
            loss_check (str):
            magic (bool):
            max_rounds (int):
            mode (str):
            recover_mode (str):
     """

    loss_check: str
    magic: bool
    max_rounds: int
    mode: str
    recover_mode: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        loss_check = self.loss_check

        magic = self.magic

        max_rounds = self.max_rounds

        mode = self.mode

        recover_mode = self.recover_mode


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "loss_check": loss_check,
            "magic": magic,
            "max_rounds": max_rounds,
            "mode": mode,
            "recover_mode": recover_mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        loss_check = d.pop("loss_check")

        magic = d.pop("magic")

        max_rounds = d.pop("max_rounds")

        mode = d.pop("mode")

        recover_mode = d.pop("recover_mode")

        witch_view_options = cls(
            loss_check=loss_check,
            magic=magic,
            max_rounds=max_rounds,
            mode=mode,
            recover_mode=recover_mode,
        )


        witch_view_options.additional_properties = d
        return witch_view_options

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
