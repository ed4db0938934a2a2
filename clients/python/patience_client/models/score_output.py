from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from ..models.preset_name import PresetName
from typing import cast
import datetime






T = TypeVar("T", bound="ScoreOutput")



@_attrs_define
class ScoreOutput:
    """ 
        Attributes:
            id (int):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            status (str):
            ranked (bool): Whether the score can be on a board (see /fair-play).
            unranked_reason (None | str): Why not, in words; null when ranked.
            result (str): won, lost or resigned; empty until verified.
            provisional (bool): A daily of an account registered after the day opened: it ranks below every established
                player of the day (see /fair-play).
            score (int | None):
            claimed_score (int | None):
            rank_key (list[int]):
            reason (str):
            rejected_index (int | None):
            actions_count (int):
            submitted_at (datetime.datetime):
            verified_at (datetime.datetime | None):
            boards (list[str]): The boards it is on when ranked, or where it would place when casual.
     """

    id: int
    game: GameSlug
    preset: PresetName
    status: str
    ranked: bool
    unranked_reason: None | str
    result: str
    provisional: bool
    score: int | None
    claimed_score: int | None
    rank_key: list[int]
    reason: str
    rejected_index: int | None
    actions_count: int
    submitted_at: datetime.datetime
    verified_at: datetime.datetime | None
    boards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game.value

        preset = self.preset.value

        status = self.status

        ranked = self.ranked

        unranked_reason: None | str
        unranked_reason = self.unranked_reason

        result = self.result

        provisional = self.provisional

        score: int | None
        score = self.score

        claimed_score: int | None
        claimed_score = self.claimed_score

        rank_key = self.rank_key



        reason = self.reason

        rejected_index: int | None
        rejected_index = self.rejected_index

        actions_count = self.actions_count

        submitted_at = self.submitted_at.isoformat()

        verified_at: None | str
        if isinstance(self.verified_at, datetime.datetime):
            verified_at = self.verified_at.isoformat()
        else:
            verified_at = self.verified_at

        boards = self.boards




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "preset": preset,
            "status": status,
            "ranked": ranked,
            "unranked_reason": unranked_reason,
            "result": result,
            "provisional": provisional,
            "score": score,
            "claimed_score": claimed_score,
            "rank_key": rank_key,
            "reason": reason,
            "rejected_index": rejected_index,
            "actions_count": actions_count,
            "submitted_at": submitted_at,
            "verified_at": verified_at,
            "boards": boards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        status = d.pop("status")

        ranked = d.pop("ranked")

        def _parse_unranked_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unranked_reason = _parse_unranked_reason(d.pop("unranked_reason"))


        result = d.pop("result")

        provisional = d.pop("provisional")

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        def _parse_claimed_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        claimed_score = _parse_claimed_score(d.pop("claimed_score"))


        rank_key = cast(list[int], d.pop("rank_key"))


        reason = d.pop("reason")

        def _parse_rejected_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rejected_index = _parse_rejected_index(d.pop("rejected_index"))


        actions_count = d.pop("actions_count")

        submitted_at = datetime.datetime.fromisoformat(d.pop("submitted_at"))




        def _parse_verified_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verified_at_type_0 = datetime.datetime.fromisoformat(data)



                return verified_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        verified_at = _parse_verified_at(d.pop("verified_at"))


        boards = cast(list[str], d.pop("boards"))


        score_output = cls(
            id=id,
            game=game,
            preset=preset,
            status=status,
            ranked=ranked,
            unranked_reason=unranked_reason,
            result=result,
            provisional=provisional,
            score=score,
            claimed_score=claimed_score,
            rank_key=rank_key,
            reason=reason,
            rejected_index=rejected_index,
            actions_count=actions_count,
            submitted_at=submitted_at,
            verified_at=verified_at,
            boards=boards,
        )


        score_output.additional_properties = d
        return score_output

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
