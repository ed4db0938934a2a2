from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.status_enum import StatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.exported_play_actions_item import ExportedPlayActionsItem





T = TypeVar("T", bound="ExportedPlay")



@_attrs_define
class ExportedPlay:
    """ 
        Attributes:
            player (str):
            actions (list[ExportedPlayActionsItem]):
            claimed_score (int):
            status (StatusEnum): * `playing` - Playing
                * `won` - Won
                * `lost` - Lost
     """

    player: str
    actions: list[ExportedPlayActionsItem]
    claimed_score: int
    status: StatusEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.exported_play_actions_item import ExportedPlayActionsItem # noqa: PLC0415
        player = self.player

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        claimed_score = self.claimed_score

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "actions": actions,
            "claimed_score": claimed_score,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exported_play_actions_item import ExportedPlayActionsItem # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ExportedPlayActionsItem.from_dict(actions_item_data)



            actions.append(actions_item)


        claimed_score = d.pop("claimed_score")

        status = StatusEnum(d.pop("status"))




        exported_play = cls(
            player=player,
            actions=actions,
            claimed_score=claimed_score,
            status=status,
        )


        exported_play.additional_properties = d
        return exported_play

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
