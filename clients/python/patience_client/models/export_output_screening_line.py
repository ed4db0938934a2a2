from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.export_output_screening_line_actions_item import ExportOutputScreeningLineActionsItem





T = TypeVar("T", bound="ExportOutputScreeningLine")



@_attrs_define
class ExportOutputScreeningLine:
    """ Rule ladder-2: the winning line, the day's certificate.

        Attributes:
            by (str): A ladder player or solver.
            score (int):
            actions (list[ExportOutputScreeningLineActionsItem]):
     """

    by: str
    score: int
    actions: list[ExportOutputScreeningLineActionsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_screening_line_actions_item import ExportOutputScreeningLineActionsItem # noqa: PLC0415
        by = self.by

        score = self.score

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "score": score,
            "actions": actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_screening_line_actions_item import ExportOutputScreeningLineActionsItem # noqa: PLC0415
        d = dict(src_dict)
        by = d.pop("by")

        score = d.pop("score")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ExportOutputScreeningLineActionsItem.from_dict(actions_item_data)



            actions.append(actions_item)


        export_output_screening_line = cls(
            by=by,
            score=score,
            actions=actions,
        )


        export_output_screening_line.additional_properties = d
        return export_output_screening_line

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
