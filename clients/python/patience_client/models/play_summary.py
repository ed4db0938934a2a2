from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from ..models.preset_name import PresetName
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="PlaySummary")



@_attrs_define
class PlaySummary:
    """ 
        Attributes:
            id (UUID):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            mode (str):
            status (str):
            score (int):
            version (int):
            created_at (datetime.datetime):
            finished_at (datetime.datetime | None):
            ranked (bool):
            unranked_reason (str):
     """

    id: UUID
    game: GameSlug
    preset: PresetName
    mode: str
    status: str
    score: int
    version: int
    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    ranked: bool
    unranked_reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        game = self.game.value

        preset = self.preset.value

        mode = self.mode

        status = self.status

        score = self.score

        version = self.version

        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        ranked = self.ranked

        unranked_reason = self.unranked_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "preset": preset,
            "mode": mode,
            "status": status,
            "score": score,
            "version": version,
            "created_at": created_at,
            "finished_at": finished_at,
            "ranked": ranked,
            "unranked_reason": unranked_reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        mode = d.pop("mode")

        status = d.pop("status")

        score = d.pop("score")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        ranked = d.pop("ranked")

        unranked_reason = d.pop("unranked_reason")

        play_summary = cls(
            id=id,
            game=game,
            preset=preset,
            mode=mode,
            status=status,
            score=score,
            version=version,
            created_at=created_at,
            finished_at=finished_at,
            ranked=ranked,
            unranked_reason=unranked_reason,
        )


        play_summary.additional_properties = d
        return play_summary

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
