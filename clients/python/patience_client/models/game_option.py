from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.type_enum import TypeEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GameOption")



@_attrs_define
class GameOption:
    """ 
        Attributes:
            name (str):
            type_ (TypeEnum): * `boolean` - boolean
                * `integer` - integer
                * `string` - string
            default (bool | int | str):
            description (str):
            choices (list[int | str] | Unset): The only values allowed, when the option lists them.
            minimum (int | Unset):
            maximum (int | Unset):
            view_only (bool | Unset): Changes only what the player sees, never the deal or the rules.
     """

    name: str
    type_: TypeEnum
    default: bool | int | str
    description: str
    choices: list[int | str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    view_only: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        default: bool | int | str
        default = self.default

        description = self.description

        choices: list[int | str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = []
            for choices_item_data in self.choices:
                choices_item: int | str
                choices_item = choices_item_data
                choices.append(choices_item)



        minimum = self.minimum

        maximum = self.maximum

        view_only = self.view_only


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "type": type_,
            "default": default,
            "description": description,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if view_only is not UNSET:
            field_dict["view_only"] = view_only

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = TypeEnum(d.pop("type"))




        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))


        description = d.pop("description")

        _choices = d.pop("choices", UNSET)
        choices: list[int | str] | Unset = UNSET
        if _choices is not UNSET:
            choices = []
            for choices_item_data in _choices:
                def _parse_choices_item(data: object) -> int | str:
                    return cast(int | str, data)

                choices_item = _parse_choices_item(choices_item_data)

                choices.append(choices_item)


        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        view_only = d.pop("view_only", UNSET)

        game_option = cls(
            name=name,
            type_=type_,
            default=default,
            description=description,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
            view_only=view_only,
        )


        game_option.additional_properties = d
        return game_option

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
