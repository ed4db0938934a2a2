from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.export_output_options import ExportOutputOptions
  from ..models.exported_play import ExportedPlay





T = TypeVar("T", bound="ExportOutput")



@_attrs_define
class ExportOutput:
    """ 
        Attributes:
            date (datetime.date):
            game (str):
            preset (str):
            options (ExportOutputOptions):
            engine_version (str):
            seed (str):
            commitment (str):
            plays (list[ExportedPlay]): Every finished play of the day, oldest first.
     """

    date: datetime.date
    game: str
    preset: str
    options: ExportOutputOptions
    engine_version: str
    seed: str
    commitment: str
    plays: list[ExportedPlay]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_options import ExportOutputOptions # noqa: PLC0415
        from ..models.exported_play import ExportedPlay # noqa: PLC0415
        date = self.date.isoformat()

        game = self.game

        preset = self.preset

        options = self.options.to_dict()

        engine_version = self.engine_version

        seed = self.seed

        commitment = self.commitment

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "game": game,
            "preset": preset,
            "options": options,
            "engine_version": engine_version,
            "seed": seed,
            "commitment": commitment,
            "plays": plays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_options import ExportOutputOptions # noqa: PLC0415
        from ..models.exported_play import ExportedPlay # noqa: PLC0415
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        game = d.pop("game")

        preset = d.pop("preset")

        options = ExportOutputOptions.from_dict(d.pop("options"))




        engine_version = d.pop("engine_version")

        seed = d.pop("seed")

        commitment = d.pop("commitment")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = ExportedPlay.from_dict(plays_item_data)



            plays.append(plays_item)


        export_output = cls(
            date=date,
            game=game,
            preset=preset,
            options=options,
            engine_version=engine_version,
            seed=seed,
            commitment=commitment,
            plays=plays,
        )


        export_output.additional_properties = d
        return export_output

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
