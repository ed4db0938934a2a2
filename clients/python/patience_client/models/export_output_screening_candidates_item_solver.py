from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.export_output_screening_candidates_item_solver_actions_item import ExportOutputScreeningCandidatesItemSolverActionsItem





T = TypeVar("T", bound="ExportOutputScreeningCandidatesItemSolver")



@_attrs_define
class ExportOutputScreeningCandidatesItemSolver:
    """ 
        Attributes:
            verdict (str | Unset):
            nodes (int | Unset):
            score (int | Unset):
            actions (list[ExportOutputScreeningCandidatesItemSolverActionsItem] | Unset):
     """

    verdict: str | Unset = UNSET
    nodes: int | Unset = UNSET
    score: int | Unset = UNSET
    actions: list[ExportOutputScreeningCandidatesItemSolverActionsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_screening_candidates_item_solver_actions_item import ExportOutputScreeningCandidatesItemSolverActionsItem # noqa: PLC0415
        verdict = self.verdict

        nodes = self.nodes

        score = self.score

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
        if verdict is not UNSET:
            field_dict["verdict"] = verdict
        if nodes is not UNSET:
            field_dict["nodes"] = nodes
        if score is not UNSET:
            field_dict["score"] = score
        if actions is not UNSET:
            field_dict["actions"] = actions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_screening_candidates_item_solver_actions_item import ExportOutputScreeningCandidatesItemSolverActionsItem # noqa: PLC0415
        d = dict(src_dict)
        verdict = d.pop("verdict", UNSET)

        nodes = d.pop("nodes", UNSET)

        score = d.pop("score", UNSET)

        _actions = d.pop("actions", UNSET)
        actions: list[ExportOutputScreeningCandidatesItemSolverActionsItem] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = ExportOutputScreeningCandidatesItemSolverActionsItem.from_dict(actions_item_data)



                actions.append(actions_item)


        export_output_screening_candidates_item_solver = cls(
            verdict=verdict,
            nodes=nodes,
            score=score,
            actions=actions,
        )


        export_output_screening_candidates_item_solver.additional_properties = d
        return export_output_screening_candidates_item_solver

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
