from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.export_output_screening_candidates_item_players import ExportOutputScreeningCandidatesItemPlayers
  from ..models.export_output_screening_candidates_item_solver import ExportOutputScreeningCandidatesItemSolver





T = TypeVar("T", bound="ExportOutputScreeningCandidatesItem")



@_attrs_define
class ExportOutputScreeningCandidatesItem:
    """ 
        Attributes:
            attempt (int | Unset):
            players (ExportOutputScreeningCandidatesItemPlayers | Unset): The rungs played, by name (first_legal, random,
                greedy, strong_low, strong_high).
            winner (None | str | Unset):
            tier (None | str | Unset):
            solver (ExportOutputScreeningCandidatesItemSolver | Unset):
     """

    attempt: int | Unset = UNSET
    players: ExportOutputScreeningCandidatesItemPlayers | Unset = UNSET
    winner: None | str | Unset = UNSET
    tier: None | str | Unset = UNSET
    solver: ExportOutputScreeningCandidatesItemSolver | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_screening_candidates_item_players import ExportOutputScreeningCandidatesItemPlayers # noqa: PLC0415
        from ..models.export_output_screening_candidates_item_solver import ExportOutputScreeningCandidatesItemSolver # noqa: PLC0415
        attempt = self.attempt

        players: dict[str, Any] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.to_dict()

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        tier: None | str | Unset
        if isinstance(self.tier, Unset):
            tier = UNSET
        else:
            tier = self.tier

        solver: dict[str, Any] | Unset = UNSET
        if not isinstance(self.solver, Unset):
            solver = self.solver.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if attempt is not UNSET:
            field_dict["attempt"] = attempt
        if players is not UNSET:
            field_dict["players"] = players
        if winner is not UNSET:
            field_dict["winner"] = winner
        if tier is not UNSET:
            field_dict["tier"] = tier
        if solver is not UNSET:
            field_dict["solver"] = solver

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_screening_candidates_item_players import ExportOutputScreeningCandidatesItemPlayers # noqa: PLC0415
        from ..models.export_output_screening_candidates_item_solver import ExportOutputScreeningCandidatesItemSolver # noqa: PLC0415
        d = dict(src_dict)
        attempt = d.pop("attempt", UNSET)

        _players = d.pop("players", UNSET)
        players: ExportOutputScreeningCandidatesItemPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = ExportOutputScreeningCandidatesItemPlayers.from_dict(_players)




        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))


        def _parse_tier(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tier = _parse_tier(d.pop("tier", UNSET))


        _solver = d.pop("solver", UNSET)
        solver: ExportOutputScreeningCandidatesItemSolver | Unset
        if isinstance(_solver,  Unset):
            solver = UNSET
        else:
            solver = ExportOutputScreeningCandidatesItemSolver.from_dict(_solver)




        export_output_screening_candidates_item = cls(
            attempt=attempt,
            players=players,
            winner=winner,
            tier=tier,
            solver=solver,
        )


        export_output_screening_candidates_item.additional_properties = d
        return export_output_screening_candidates_item

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
