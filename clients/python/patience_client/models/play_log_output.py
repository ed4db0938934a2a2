from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.play_log_output_actions_item import PlayLogOutputActionsItem
  from ..models.play_log_output_options import PlayLogOutputOptions





T = TypeVar("T", bound="PlayLogOutput")



@_attrs_define
class PlayLogOutput:
    """ 
        Attributes:
            id (UUID):
            game (GameSlug): A game's slug.
            engine_version (str):
            options (PlayLogOutputOptions): Option values by name (the game's options, games_options).
            seed (None | str): Null while the seed is secret (a daily game before its close).
            actions (list[PlayLogOutputActionsItem]):
            status (str):
            score (int):
            player (str):
            ranked (bool):
            unranked_reason (None | str):
     """

    id: UUID
    game: GameSlug
    engine_version: str
    options: PlayLogOutputOptions
    seed: None | str
    actions: list[PlayLogOutputActionsItem]
    status: str
    score: int
    player: str
    ranked: bool
    unranked_reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.play_log_output_actions_item import PlayLogOutputActionsItem # noqa: PLC0415
        from ..models.play_log_output_options import PlayLogOutputOptions # noqa: PLC0415
        id = str(self.id)

        game = self.game.value

        engine_version = self.engine_version

        options = self.options.to_dict()

        seed: None | str
        seed = self.seed

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        status = self.status

        score = self.score

        player = self.player

        ranked = self.ranked

        unranked_reason: None | str
        unranked_reason = self.unranked_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "engine_version": engine_version,
            "options": options,
            "seed": seed,
            "actions": actions,
            "status": status,
            "score": score,
            "player": player,
            "ranked": ranked,
            "unranked_reason": unranked_reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play_log_output_actions_item import PlayLogOutputActionsItem # noqa: PLC0415
        from ..models.play_log_output_options import PlayLogOutputOptions # noqa: PLC0415
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        game = GameSlug(d.pop("game"))




        engine_version = d.pop("engine_version")

        options = PlayLogOutputOptions.from_dict(d.pop("options"))




        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = PlayLogOutputActionsItem.from_dict(actions_item_data)



            actions.append(actions_item)


        status = d.pop("status")

        score = d.pop("score")

        player = d.pop("player")

        ranked = d.pop("ranked")

        def _parse_unranked_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unranked_reason = _parse_unranked_reason(d.pop("unranked_reason"))


        play_log_output = cls(
            id=id,
            game=game,
            engine_version=engine_version,
            options=options,
            seed=seed,
            actions=actions,
            status=status,
            score=score,
            player=player,
            ranked=ranked,
            unranked_reason=unranked_reason,
        )


        play_log_output.additional_properties = d
        return play_log_output

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
