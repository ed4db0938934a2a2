from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.state_enum import StateEnum
from typing import cast






T = TypeVar("T", bound="TodaySerializerGameSerializerPlayer")



@_attrs_define
class TodaySerializerGameSerializerPlayer:
    """ 
        Attributes:
            player (str):
            state (StateEnum): * `not_played` - not_played
                * `playing` - playing
                * `verifying` - verifying
                * `finished` - finished
            result (None | str): won, lost or resigned once finished.
            score (int | None):
     """

    player: str
    state: StateEnum
    result: None | str
    score: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        state = self.state.value

        result: None | str
        result = self.result

        score: int | None
        score = self.score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "state": state,
            "result": result,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        state = StateEnum(d.pop("state"))




        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))


        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        today_serializer_game_serializer_player = cls(
            player=player,
            state=state,
            result=result,
            score=score,
        )


        today_serializer_game_serializer_player.additional_properties = d
        return today_serializer_game_serializer_player

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
