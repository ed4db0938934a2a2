from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayReplayStepOutput")



@_attrs_define
class PlayReplayStepOutput:
    """ 
        Attributes:
            step (int): Moves played so far, 0 for the deal.
            count (int): Moves in the whole play.
            status (str):
            score (int):
            view (Any): The position as its player saw it (face-down cards as counts).
     """

    step: int
    count: int
    status: str
    score: int
    view: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        step = self.step

        count = self.count

        status = self.status

        score = self.score

        view = self.view


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step": step,
            "count": count,
            "status": status,
            "score": score,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = d.pop("step")

        count = d.pop("count")

        status = d.pop("status")

        score = d.pop("score")

        view = d.pop("view")

        play_replay_step_output = cls(
            step=step,
            count=count,
            status=status,
            score=score,
            view=view,
        )


        play_replay_step_output.additional_properties = d
        return play_replay_step_output

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
