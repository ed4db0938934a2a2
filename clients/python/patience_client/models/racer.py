from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.status_enum import StatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.racer_progress import RacerProgress





T = TypeVar("T", bound="Racer")



@_attrs_define
class Racer:
    """ 
        Attributes:
            seat (int):
            player (str):
            left (bool): Left the running race: resigned.
            finished (bool):
            placement (int | None): Once the results are verified.
            rating (float | None): The race rating after this race (mu - 3 sigma).
            rating_before (float | None): The race rating before this race (null for a first race, and before the results).
            seconds (float | None): From the start (the countdown's end) to this racer's finish.
            status (None | StatusEnum): The play's status; null before the start.

                * `playing` - Playing
                * `won` - Won
                * `lost` - Lost
            score (int | None):
            moves (int | None):
            progress (RacerProgress): The game's own counters (sets, Keiju enticed...).
     """

    seat: int
    player: str
    left: bool
    finished: bool
    placement: int | None
    rating: float | None
    rating_before: float | None
    seconds: float | None
    status: None | StatusEnum
    score: int | None
    moves: int | None
    progress: RacerProgress
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.racer_progress import RacerProgress # noqa: PLC0415
        seat = self.seat

        player = self.player

        left = self.left

        finished = self.finished

        placement: int | None
        placement = self.placement

        rating: float | None
        rating = self.rating

        rating_before: float | None
        rating_before = self.rating_before

        seconds: float | None
        seconds = self.seconds

        status: None | str
        if isinstance(self.status, StatusEnum):
            status = self.status.value
        else:
            status = self.status

        score: int | None
        score = self.score

        moves: int | None
        moves = self.moves

        progress = self.progress.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "player": player,
            "left": left,
            "finished": finished,
            "placement": placement,
            "rating": rating,
            "rating_before": rating_before,
            "seconds": seconds,
            "status": status,
            "score": score,
            "moves": moves,
            "progress": progress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.racer_progress import RacerProgress # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        player = d.pop("player")

        left = d.pop("left")

        finished = d.pop("finished")

        def _parse_placement(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        placement = _parse_placement(d.pop("placement"))


        def _parse_rating(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating = _parse_rating(d.pop("rating"))


        def _parse_rating_before(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating_before = _parse_rating_before(d.pop("rating_before"))


        def _parse_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seconds = _parse_seconds(d.pop("seconds"))


        def _parse_status(data: object) -> None | StatusEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = StatusEnum(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StatusEnum, data)

        status = _parse_status(d.pop("status"))


        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        def _parse_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moves = _parse_moves(d.pop("moves"))


        progress = RacerProgress.from_dict(d.pop("progress"))




        racer = cls(
            seat=seat,
            player=player,
            left=left,
            finished=finished,
            placement=placement,
            rating=rating,
            rating_before=rating_before,
            seconds=seconds,
            status=status,
            score=score,
            moves=moves,
            progress=progress,
        )


        racer.additional_properties = d
        return racer

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
