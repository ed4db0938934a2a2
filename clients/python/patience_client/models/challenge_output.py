from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from ..models.gold_by_enum import GoldByEnum
from ..models.par_by_enum import ParByEnum
from ..models.preset_name import PresetName
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.challenge_output_medals_type_0 import ChallengeOutputMedalsType0
  from ..models.challenge_output_my_play_type_0 import ChallengeOutputMyPlayType0
  from ..models.challenge_output_options import ChallengeOutputOptions





T = TypeVar("T", bound="ChallengeOutput")



@_attrs_define
class ChallengeOutput:
    """ The fields every daily answer shares about its medals (games.daily.challenges.challenge_medals).

        Attributes:
            medals (ChallengeOutputMedalsType0 | None): The least score of each medal (a won game only earns one); null when
                the day has no par.
            par_by (ParByEnum): * `player` - player
                * `solver` - solver
            gold_by (GoldByEnum): * `player` - player
                * `solver` - solver
                * `rule` - rule
            par_note (None | str): The card's sentence when par came from the solver (who set gold, and what it is), for a
                client to show as it is; null when a player reached par.
            id (int):
            date (datetime.date):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            engine_version (str):
            options (ChallengeOutputOptions): Option values by name (the game's options, games_options).
            commitment (str): SHA-256 over seed, engine version and options; see docs/daily.md.
            seed (None | str): Null until the deal can no longer be played: closes_at + the grace period (reveals_at).
            difficulty (str): The same as tier (kept for older clients).
            tier (str): easy, medium, hard or expert: from the screening ladder (unsolved only on days of rule ladder-1,
                before certification).
            target_tier (None | str): The weekly schedule's tier for the day.
            variant (str): What the preset changes, in one sentence.
            par (int | None): The best winning score of the screening (rule ladder-2 on: par_by says who reached it).
            opens_at (datetime.datetime):
            closes_at (datetime.datetime):
            reveals_at (datetime.datetime): When the seed and the export are published: closes_at + DAILY_GRACE_MINUTES.
            seconds_left (int):
            board (str): The id of the day's board (boards_top), where its scores rank.
            my_play (ChallengeOutputMyPlayType0 | None): For a signed-in caller: my attempt at this challenge, or null.
     """

    medals: ChallengeOutputMedalsType0 | None
    par_by: ParByEnum
    gold_by: GoldByEnum
    par_note: None | str
    id: int
    date: datetime.date
    game: GameSlug
    preset: PresetName
    engine_version: str
    options: ChallengeOutputOptions
    commitment: str
    seed: None | str
    difficulty: str
    tier: str
    target_tier: None | str
    variant: str
    par: int | None
    opens_at: datetime.datetime
    closes_at: datetime.datetime
    reveals_at: datetime.datetime
    seconds_left: int
    board: str
    my_play: ChallengeOutputMyPlayType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_output_medals_type_0 import ChallengeOutputMedalsType0 # noqa: PLC0415
        from ..models.challenge_output_my_play_type_0 import ChallengeOutputMyPlayType0 # noqa: PLC0415
        from ..models.challenge_output_options import ChallengeOutputOptions # noqa: PLC0415
        medals: dict[str, Any] | None
        if isinstance(self.medals, ChallengeOutputMedalsType0):
            medals = self.medals.to_dict()
        else:
            medals = self.medals

        par_by = self.par_by.value

        gold_by = self.gold_by.value

        par_note: None | str
        par_note = self.par_note

        id = self.id

        date = self.date.isoformat()

        game = self.game.value

        preset = self.preset.value

        engine_version = self.engine_version

        options = self.options.to_dict()

        commitment = self.commitment

        seed: None | str
        seed = self.seed

        difficulty = self.difficulty

        tier = self.tier

        target_tier: None | str
        target_tier = self.target_tier

        variant = self.variant

        par: int | None
        par = self.par

        opens_at = self.opens_at.isoformat()

        closes_at = self.closes_at.isoformat()

        reveals_at = self.reveals_at.isoformat()

        seconds_left = self.seconds_left

        board = self.board

        my_play: dict[str, Any] | None
        if isinstance(self.my_play, ChallengeOutputMyPlayType0):
            my_play = self.my_play.to_dict()
        else:
            my_play = self.my_play


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "medals": medals,
            "par_by": par_by,
            "gold_by": gold_by,
            "par_note": par_note,
            "id": id,
            "date": date,
            "game": game,
            "preset": preset,
            "engine_version": engine_version,
            "options": options,
            "commitment": commitment,
            "seed": seed,
            "difficulty": difficulty,
            "tier": tier,
            "target_tier": target_tier,
            "variant": variant,
            "par": par,
            "opens_at": opens_at,
            "closes_at": closes_at,
            "reveals_at": reveals_at,
            "seconds_left": seconds_left,
            "board": board,
            "my_play": my_play,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_output_medals_type_0 import ChallengeOutputMedalsType0 # noqa: PLC0415
        from ..models.challenge_output_my_play_type_0 import ChallengeOutputMyPlayType0 # noqa: PLC0415
        from ..models.challenge_output_options import ChallengeOutputOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_medals(data: object) -> ChallengeOutputMedalsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                medals_type_0 = ChallengeOutputMedalsType0.from_dict(data)



                return medals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeOutputMedalsType0 | None, data)

        medals = _parse_medals(d.pop("medals"))


        par_by = ParByEnum(d.pop("par_by"))




        gold_by = GoldByEnum(d.pop("gold_by"))




        def _parse_par_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        par_note = _parse_par_note(d.pop("par_note"))


        id = d.pop("id")

        date = datetime.date.fromisoformat(d.pop("date"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        engine_version = d.pop("engine_version")

        options = ChallengeOutputOptions.from_dict(d.pop("options"))




        commitment = d.pop("commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        difficulty = d.pop("difficulty")

        tier = d.pop("tier")

        def _parse_target_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_tier = _parse_target_tier(d.pop("target_tier"))


        variant = d.pop("variant")

        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        opens_at = datetime.datetime.fromisoformat(d.pop("opens_at"))




        closes_at = datetime.datetime.fromisoformat(d.pop("closes_at"))




        reveals_at = datetime.datetime.fromisoformat(d.pop("reveals_at"))




        seconds_left = d.pop("seconds_left")

        board = d.pop("board")

        def _parse_my_play(data: object) -> ChallengeOutputMyPlayType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                my_play_type_0 = ChallengeOutputMyPlayType0.from_dict(data)



                return my_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeOutputMyPlayType0 | None, data)

        my_play = _parse_my_play(d.pop("my_play"))


        challenge_output = cls(
            medals=medals,
            par_by=par_by,
            gold_by=gold_by,
            par_note=par_note,
            id=id,
            date=date,
            game=game,
            preset=preset,
            engine_version=engine_version,
            options=options,
            commitment=commitment,
            seed=seed,
            difficulty=difficulty,
            tier=tier,
            target_tier=target_tier,
            variant=variant,
            par=par,
            opens_at=opens_at,
            closes_at=closes_at,
            reveals_at=reveals_at,
            seconds_left=seconds_left,
            board=board,
            my_play=my_play,
        )


        challenge_output.additional_properties = d
        return challenge_output

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
