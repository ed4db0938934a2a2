from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.play_act_api_input_request_action import PlayActApiInputRequestAction





T = TypeVar("T", bound="PlayActApiInputRequest")



@_attrs_define
class PlayActApiInputRequest:
    """ 
        Attributes:
            action (PlayActApiInputRequestAction): One of the legal actions, e.g. {'type': 'slide', ...}.
            expected_version (int): The version the move is meant for (the snapshot's version); a stale one is a 409.
     """

    action: PlayActApiInputRequestAction
    expected_version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.play_act_api_input_request_action import PlayActApiInputRequestAction # noqa: PLC0415
        action = self.action.to_dict()

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "expected_version": expected_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play_act_api_input_request_action import PlayActApiInputRequestAction # noqa: PLC0415
        d = dict(src_dict)
        action = PlayActApiInputRequestAction.from_dict(d.pop("action"))




        expected_version = d.pop("expected_version")

        play_act_api_input_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return play_act_api_input_request

