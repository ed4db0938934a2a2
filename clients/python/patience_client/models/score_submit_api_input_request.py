from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_submit_api_input_request_actions_item import ScoreSubmitApiInputRequestActionsItem
  from ..models.score_submit_api_input_request_options import ScoreSubmitApiInputRequestOptions





T = TypeVar("T", bound="ScoreSubmitApiInputRequest")



@_attrs_define
class ScoreSubmitApiInputRequest:
    """ 
        Attributes:
            game (str):
            seed (str):
            actions (list[ScoreSubmitApiInputRequestActionsItem]):
            options (ScoreSubmitApiInputRequestOptions | Unset): Option values by name (the game's options, games_options).
            claimed_score (int | None | Unset):
            duration_seconds (int | None | Unset):
            ranked (bool | Unset): Accepted for clients that ask to rank; an offline game never ranks and its score comes
                back with ranked: false and the reason.
     """

    game: str
    seed: str
    actions: list[ScoreSubmitApiInputRequestActionsItem]
    options: ScoreSubmitApiInputRequestOptions | Unset = UNSET
    claimed_score: int | None | Unset = UNSET
    duration_seconds: int | None | Unset = UNSET
    ranked: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_submit_api_input_request_actions_item import ScoreSubmitApiInputRequestActionsItem # noqa: PLC0415
        from ..models.score_submit_api_input_request_options import ScoreSubmitApiInputRequestOptions # noqa: PLC0415
        game = self.game

        seed = self.seed

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        claimed_score: int | None | Unset
        if isinstance(self.claimed_score, Unset):
            claimed_score = UNSET
        else:
            claimed_score = self.claimed_score

        duration_seconds: int | None | Unset
        if isinstance(self.duration_seconds, Unset):
            duration_seconds = UNSET
        else:
            duration_seconds = self.duration_seconds

        ranked = self.ranked


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seed": seed,
            "actions": actions,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if claimed_score is not UNSET:
            field_dict["claimed_score"] = claimed_score
        if duration_seconds is not UNSET:
            field_dict["duration_seconds"] = duration_seconds
        if ranked is not UNSET:
            field_dict["ranked"] = ranked

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_submit_api_input_request_actions_item import ScoreSubmitApiInputRequestActionsItem # noqa: PLC0415
        from ..models.score_submit_api_input_request_options import ScoreSubmitApiInputRequestOptions # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        seed = d.pop("seed")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ScoreSubmitApiInputRequestActionsItem.from_dict(actions_item_data)



            actions.append(actions_item)


        _options = d.pop("options", UNSET)
        options: ScoreSubmitApiInputRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = ScoreSubmitApiInputRequestOptions.from_dict(_options)




        def _parse_claimed_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        claimed_score = _parse_claimed_score(d.pop("claimed_score", UNSET))


        def _parse_duration_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_seconds = _parse_duration_seconds(d.pop("duration_seconds", UNSET))


        ranked = d.pop("ranked", UNSET)

        score_submit_api_input_request = cls(
            game=game,
            seed=seed,
            actions=actions,
            options=options,
            claimed_score=claimed_score,
            duration_seconds=duration_seconds,
            ranked=ranked,
        )

        return score_submit_api_input_request

