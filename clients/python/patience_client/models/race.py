from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from ..models.preset_name import PresetName
from ..models.race_status_enum import RaceStatusEnum
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.racer import Racer





T = TypeVar("T", bound="Race")



@_attrs_define
class Race:
    """ 
        Attributes:
            id (UUID):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            status (RaceStatusEnum): * `lobby` - Lobby
                * `running` - Running
                * `finished` - Finished
                * `rated` - Rated
                * `cancelled` - Cancelled
            quick (bool):
            capacity (int):
            time_limit_seconds (int):
            creator (None | str):
            created_at (datetime.datetime):
            starts_at (datetime.datetime | None): The end of the countdown: moves from then.
            ends_at (datetime.datetime | None): The time limit: a move from then is a 410.
            finished_at (datetime.datetime | None):
            seed (None | str): Null until the race is over.
            racers (list[Racer]):
            my_seat (int | None):
            my_play (None | UUID): My play of the deal, once the race has started.
     """

    id: UUID
    game: GameSlug
    preset: PresetName
    status: RaceStatusEnum
    quick: bool
    capacity: int
    time_limit_seconds: int
    creator: None | str
    created_at: datetime.datetime
    starts_at: datetime.datetime | None
    ends_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    seed: None | str
    racers: list[Racer]
    my_seat: int | None
    my_play: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.racer import Racer # noqa: PLC0415
        id = str(self.id)

        game = self.game.value

        preset = self.preset.value

        status = self.status.value

        quick = self.quick

        capacity = self.capacity

        time_limit_seconds = self.time_limit_seconds

        creator: None | str
        creator = self.creator

        created_at = self.created_at.isoformat()

        starts_at: None | str
        if isinstance(self.starts_at, datetime.datetime):
            starts_at = self.starts_at.isoformat()
        else:
            starts_at = self.starts_at

        ends_at: None | str
        if isinstance(self.ends_at, datetime.datetime):
            ends_at = self.ends_at.isoformat()
        else:
            ends_at = self.ends_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        seed: None | str
        seed = self.seed

        racers = []
        for racers_item_data in self.racers:
            racers_item = racers_item_data.to_dict()
            racers.append(racers_item)



        my_seat: int | None
        my_seat = self.my_seat

        my_play: None | str
        if isinstance(self.my_play, UUID):
            my_play = str(self.my_play)
        else:
            my_play = self.my_play


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "preset": preset,
            "status": status,
            "quick": quick,
            "capacity": capacity,
            "time_limit_seconds": time_limit_seconds,
            "creator": creator,
            "created_at": created_at,
            "starts_at": starts_at,
            "ends_at": ends_at,
            "finished_at": finished_at,
            "seed": seed,
            "racers": racers,
            "my_seat": my_seat,
            "my_play": my_play,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.racer import Racer # noqa: PLC0415
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        status = RaceStatusEnum(d.pop("status"))




        quick = d.pop("quick")

        capacity = d.pop("capacity")

        time_limit_seconds = d.pop("time_limit_seconds")

        def _parse_creator(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        creator = _parse_creator(d.pop("creator"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_starts_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_at_type_0 = datetime.datetime.fromisoformat(data)



                return starts_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        starts_at = _parse_starts_at(d.pop("starts_at"))


        def _parse_ends_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_at_type_0 = datetime.datetime.fromisoformat(data)



                return ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))


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


        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        racers = []
        _racers = d.pop("racers")
        for racers_item_data in (_racers):
            racers_item = Racer.from_dict(racers_item_data)



            racers.append(racers_item)


        def _parse_my_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_seat = _parse_my_seat(d.pop("my_seat"))


        def _parse_my_play(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                my_play_type_0 = UUID(data)



                return my_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        my_play = _parse_my_play(d.pop("my_play"))


        race = cls(
            id=id,
            game=game,
            preset=preset,
            status=status,
            quick=quick,
            capacity=capacity,
            time_limit_seconds=time_limit_seconds,
            creator=creator,
            created_at=created_at,
            starts_at=starts_at,
            ends_at=ends_at,
            finished_at=finished_at,
            seed=seed,
            racers=racers,
            my_seat=my_seat,
            my_play=my_play,
        )


        race.additional_properties = d
        return race

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
