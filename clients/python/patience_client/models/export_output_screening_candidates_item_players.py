from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.export_output_screening_candidates_item_players_additional_property import ExportOutputScreeningCandidatesItemPlayersAdditionalProperty





T = TypeVar("T", bound="ExportOutputScreeningCandidatesItemPlayers")



@_attrs_define
class ExportOutputScreeningCandidatesItemPlayers:
    """ The rungs played, by name (first_legal, random, greedy, strong_low, strong_high).

     """

    additional_properties: dict[str, ExportOutputScreeningCandidatesItemPlayersAdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_screening_candidates_item_players_additional_property import ExportOutputScreeningCandidatesItemPlayersAdditionalProperty # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_screening_candidates_item_players_additional_property import ExportOutputScreeningCandidatesItemPlayersAdditionalProperty # noqa: PLC0415
        d = dict(src_dict)
        export_output_screening_candidates_item_players = cls(
        )


        from ..models.export_output_screening_candidates_item_players_additional_property_actions_item import ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = ExportOutputScreeningCandidatesItemPlayersAdditionalProperty.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        export_output_screening_candidates_item_players.additional_properties = additional_properties
        return export_output_screening_candidates_item_players

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ExportOutputScreeningCandidatesItemPlayersAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ExportOutputScreeningCandidatesItemPlayersAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
