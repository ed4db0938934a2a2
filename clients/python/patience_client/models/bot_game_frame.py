from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BotGameFrame")



@_attrs_define
class BotGameFrame:
    """ 
        Attributes:
            move (None | str): The bot's move in words; null for the deal.
            view (Any): The position the bot saw, as the game's view (face-down as counts).
            score (int):
     """

    move: None | str
    view: Any
    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        move: None | str
        move = self.move

        view = self.view

        score = self.score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "move": move,
            "view": view,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_move(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        move = _parse_move(d.pop("move"))


        view = d.pop("view")

        score = d.pop("score")

        bot_game_frame = cls(
            move=move,
            view=view,
            score=score,
        )


        bot_game_frame.additional_properties = d
        return bot_game_frame

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
