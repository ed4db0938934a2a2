from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.export_output_screening_candidates_item_players_additional_property_actions_item import ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem





T = TypeVar("T", bound="ExportOutputScreeningCandidatesItemPlayersAdditionalProperty")



@_attrs_define
class ExportOutputScreeningCandidatesItemPlayersAdditionalProperty:
    """ 
        Attributes:
            won (bool | Unset):
            score (int | Unset):
            work (int | Unset): The player's work units (deterministic, not time).
            moves (int | Unset):
            runs (int | Unset): The random player: the playouts run.
            wins (int | Unset): The random player under rule ladder-1: the playouts won.
            actions (list[ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem] | Unset): A winning
                game's moves.
     """

    won: bool | Unset = UNSET
    score: int | Unset = UNSET
    work: int | Unset = UNSET
    moves: int | Unset = UNSET
    runs: int | Unset = UNSET
    wins: int | Unset = UNSET
    actions: list[ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_screening_candidates_item_players_additional_property_actions_item import ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem # noqa: PLC0415
        won = self.won

        score = self.score

        work = self.work

        moves = self.moves

        runs = self.runs

        wins = self.wins

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if won is not UNSET:
            field_dict["won"] = won
        if score is not UNSET:
            field_dict["score"] = score
        if work is not UNSET:
            field_dict["work"] = work
        if moves is not UNSET:
            field_dict["moves"] = moves
        if runs is not UNSET:
            field_dict["runs"] = runs
        if wins is not UNSET:
            field_dict["wins"] = wins
        if actions is not UNSET:
            field_dict["actions"] = actions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_screening_candidates_item_players_additional_property_actions_item import ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem # noqa: PLC0415
        d = dict(src_dict)
        won = d.pop("won", UNSET)

        score = d.pop("score", UNSET)

        work = d.pop("work", UNSET)

        moves = d.pop("moves", UNSET)

        runs = d.pop("runs", UNSET)

        wins = d.pop("wins", UNSET)

        _actions = d.pop("actions", UNSET)
        actions: list[ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = ExportOutputScreeningCandidatesItemPlayersAdditionalPropertyActionsItem.from_dict(actions_item_data)



                actions.append(actions_item)


        export_output_screening_candidates_item_players_additional_property = cls(
            won=won,
            score=score,
            work=work,
            moves=moves,
            runs=runs,
            wins=wins,
            actions=actions,
        )


        export_output_screening_candidates_item_players_additional_property.additional_properties = d
        return export_output_screening_candidates_item_players_additional_property

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
