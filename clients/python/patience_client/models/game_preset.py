from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preset_name import PresetName
from typing import cast

if TYPE_CHECKING:
  from ..models.game_preset_options import GamePresetOptions





T = TypeVar("T", bound="GamePreset")



@_attrs_define
class GamePreset:
    """ 
        Attributes:
            name (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            description (str):
            options (GamePresetOptions): The options this preset sets; the others keep their default.
     """

    name: PresetName
    description: str
    options: GamePresetOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_preset_options import GamePresetOptions # noqa: PLC0415
        name = self.name.value

        description = self.description

        options = self.options.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "description": description,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_preset_options import GamePresetOptions # noqa: PLC0415
        d = dict(src_dict)
        name = PresetName(d.pop("name"))




        description = d.pop("description")

        options = GamePresetOptions.from_dict(d.pop("options"))




        game_preset = cls(
            name=name,
            description=description,
            options=options,
        )


        game_preset.additional_properties = d
        return game_preset

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
