from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preset_name import PresetName
from typing import cast

if TYPE_CHECKING:
  from ..models.game_option import GameOption
  from ..models.game_preset import GamePreset





T = TypeVar("T", bound="OptionsSchema")



@_attrs_define
class OptionsSchema:
    """ 
        Attributes:
            options (list[GameOption]):
            presets (list[GamePreset]):
            default_preset (PresetName): A preset's name; empty for options that match no preset, or a board of every
                preset.
     """

    options: list[GameOption]
    presets: list[GamePreset]
    default_preset: PresetName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.game_preset import GamePreset # noqa: PLC0415
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        presets = []
        for presets_item_data in self.presets:
            presets_item = presets_item_data.to_dict()
            presets.append(presets_item)



        default_preset = self.default_preset.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "options": options,
            "presets": presets,
            "default_preset": default_preset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.game_preset import GamePreset # noqa: PLC0415
        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = GameOption.from_dict(options_item_data)



            options.append(options_item)


        presets = []
        _presets = d.pop("presets")
        for presets_item_data in (_presets):
            presets_item = GamePreset.from_dict(presets_item_data)



            presets.append(presets_item)


        default_preset = PresetName(d.pop("default_preset"))




        options_schema = cls(
            options=options,
            presets=presets,
            default_preset=default_preset,
        )


        options_schema.additional_properties = d
        return options_schema

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
