from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from typing import cast

if TYPE_CHECKING:
  from ..models.options_schema import OptionsSchema





T = TypeVar("T", bound="GameOutput")



@_attrs_define
class GameOutput:
    """ 
        Attributes:
            slug (GameSlug): A game's slug.
            name (str):
            engine_version (str):
            options_schema (OptionsSchema):
            rules_url (str):
     """

    slug: GameSlug
    name: str
    engine_version: str
    options_schema: OptionsSchema
    rules_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.options_schema import OptionsSchema # noqa: PLC0415
        slug = self.slug.value

        name = self.name

        engine_version = self.engine_version

        options_schema = self.options_schema.to_dict()

        rules_url = self.rules_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "slug": slug,
            "name": name,
            "engine_version": engine_version,
            "options_schema": options_schema,
            "rules_url": rules_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options_schema import OptionsSchema # noqa: PLC0415
        d = dict(src_dict)
        slug = GameSlug(d.pop("slug"))




        name = d.pop("name")

        engine_version = d.pop("engine_version")

        options_schema = OptionsSchema.from_dict(d.pop("options_schema"))




        rules_url = d.pop("rules_url")

        game_output = cls(
            slug=slug,
            name=name,
            engine_version=engine_version,
            options_schema=options_schema,
            rules_url=rules_url,
        )


        game_output.additional_properties = d
        return game_output

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
