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
  from ..models.bot_game_frame import BotGameFrame
  from ..models.bot_game_output_medals_type_0 import BotGameOutputMedalsType0





T = TypeVar("T", bound="BotGameOutput")



@_attrs_define
class BotGameOutput:
    """ The fields every daily answer shares about its medals (games.daily.challenges.challenge_medals).

        Attributes:
            medals (BotGameOutputMedalsType0 | None): The least score of each medal (a won game only earns one); null when
                the day has no par.
            par_by (ParByEnum): * `player` - player
                * `solver` - solver
            gold_by (GoldByEnum): * `player` - player
                * `solver` - solver
                * `rule` - rule
            par_note (None | str): The card's sentence when par came from the solver (who set gold, and what it is), for a
                client to show as it is; null when a player reached par.
            date (datetime.date):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            tier (str):
            par (int | None):
            status (str): How the game ended: won (always, for a certified day), lost or playing (out of budget).
            by (None | str): Who played this winning line: a ladder player (first_legal, random, greedy, strong_low,
                strong_high) or solver; null on days screened before certification (the strong bot's game).
            frames (list[BotGameFrame]): The deal, then the position after each move.
     """

    medals: BotGameOutputMedalsType0 | None
    par_by: ParByEnum
    gold_by: GoldByEnum
    par_note: None | str
    date: datetime.date
    game: GameSlug
    preset: PresetName
    tier: str
    par: int | None
    status: str
    by: None | str
    frames: list[BotGameFrame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_game_frame import BotGameFrame # noqa: PLC0415
        from ..models.bot_game_output_medals_type_0 import BotGameOutputMedalsType0 # noqa: PLC0415
        medals: dict[str, Any] | None
        if isinstance(self.medals, BotGameOutputMedalsType0):
            medals = self.medals.to_dict()
        else:
            medals = self.medals

        par_by = self.par_by.value

        gold_by = self.gold_by.value

        par_note: None | str
        par_note = self.par_note

        date = self.date.isoformat()

        game = self.game.value

        preset = self.preset.value

        tier = self.tier

        par: int | None
        par = self.par

        status = self.status

        by: None | str
        by = self.by

        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "medals": medals,
            "par_by": par_by,
            "gold_by": gold_by,
            "par_note": par_note,
            "date": date,
            "game": game,
            "preset": preset,
            "tier": tier,
            "par": par,
            "status": status,
            "by": by,
            "frames": frames,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_game_frame import BotGameFrame # noqa: PLC0415
        from ..models.bot_game_output_medals_type_0 import BotGameOutputMedalsType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_medals(data: object) -> BotGameOutputMedalsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                medals_type_0 = BotGameOutputMedalsType0.from_dict(data)



                return medals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotGameOutputMedalsType0 | None, data)

        medals = _parse_medals(d.pop("medals"))


        par_by = ParByEnum(d.pop("par_by"))




        gold_by = GoldByEnum(d.pop("gold_by"))




        def _parse_par_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        par_note = _parse_par_note(d.pop("par_note"))


        date = datetime.date.fromisoformat(d.pop("date"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        tier = d.pop("tier")

        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        status = d.pop("status")

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))


        frames = []
        _frames = d.pop("frames")
        for frames_item_data in (_frames):
            frames_item = BotGameFrame.from_dict(frames_item_data)



            frames.append(frames_item)


        bot_game_output = cls(
            medals=medals,
            par_by=par_by,
            gold_by=gold_by,
            par_note=par_note,
            date=date,
            game=game,
            preset=preset,
            tier=tier,
            par=par,
            status=status,
            by=by,
            frames=frames,
        )


        bot_game_output.additional_properties = d
        return bot_game_output

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
