from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WitchSlot")



@_attrs_define
class WitchSlot:
    """ A ghost slot: its ghost (null when empty) and whether a face-down reserve card lies under it.

        Attributes:
            ghost (None | str):
            reserve_face_down (bool):
     """

    ghost: None | str
    reserve_face_down: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ghost: None | str
        ghost = self.ghost

        reserve_face_down = self.reserve_face_down


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ghost": ghost,
            "reserve_face_down": reserve_face_down,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_ghost(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ghost = _parse_ghost(d.pop("ghost"))


        reserve_face_down = d.pop("reserve_face_down")

        witch_slot = cls(
            ghost=ghost,
            reserve_face_down=reserve_face_down,
        )


        witch_slot.additional_properties = d
        return witch_slot

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
