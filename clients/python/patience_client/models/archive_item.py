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
  from ..models.archive_item_medals_type_0 import ArchiveItemMedalsType0
  from ..models.archive_item_my_play_type_0 import ArchiveItemMyPlayType0
  from ..models.archive_item_options import ArchiveItemOptions





T = TypeVar("T", bound="ArchiveItem")



@_attrs_define
class ArchiveItem:
    """ The fields every daily answer shares about its medals (games.daily.challenges.challenge_medals).

        Attributes:
            medals (ArchiveItemMedalsType0 | None): The least score of each medal (a won game only earns one); null when the
                day has no par.
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
            variant (str):
            tier (str):
            par (int | None):
            my_play (ArchiveItemMyPlayType0 | None): For a signed-in caller: my attempt at this challenge, or null.
            revealed (bool):
            board (str): The id of the day's board (boards_top).
            seed (None | str): Only once revealed.
            options (ArchiveItemOptions): Option values by name (the game's options, games_options).
            export_url (None | str): Only once revealed.
            bot_game_url (None | str): Only once revealed.
     """

    medals: ArchiveItemMedalsType0 | None
    par_by: ParByEnum
    gold_by: GoldByEnum
    par_note: None | str
    date: datetime.date
    game: GameSlug
    preset: PresetName
    variant: str
    tier: str
    par: int | None
    my_play: ArchiveItemMyPlayType0 | None
    revealed: bool
    board: str
    seed: None | str
    options: ArchiveItemOptions
    export_url: None | str
    bot_game_url: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.archive_item_medals_type_0 import ArchiveItemMedalsType0 # noqa: PLC0415
        from ..models.archive_item_my_play_type_0 import ArchiveItemMyPlayType0 # noqa: PLC0415
        from ..models.archive_item_options import ArchiveItemOptions # noqa: PLC0415
        medals: dict[str, Any] | None
        if isinstance(self.medals, ArchiveItemMedalsType0):
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

        variant = self.variant

        tier = self.tier

        par: int | None
        par = self.par

        my_play: dict[str, Any] | None
        if isinstance(self.my_play, ArchiveItemMyPlayType0):
            my_play = self.my_play.to_dict()
        else:
            my_play = self.my_play

        revealed = self.revealed

        board = self.board

        seed: None | str
        seed = self.seed

        options = self.options.to_dict()

        export_url: None | str
        export_url = self.export_url

        bot_game_url: None | str
        bot_game_url = self.bot_game_url


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
            "variant": variant,
            "tier": tier,
            "par": par,
            "my_play": my_play,
            "revealed": revealed,
            "board": board,
            "seed": seed,
            "options": options,
            "export_url": export_url,
            "bot_game_url": bot_game_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.archive_item_medals_type_0 import ArchiveItemMedalsType0 # noqa: PLC0415
        from ..models.archive_item_my_play_type_0 import ArchiveItemMyPlayType0 # noqa: PLC0415
        from ..models.archive_item_options import ArchiveItemOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_medals(data: object) -> ArchiveItemMedalsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                medals_type_0 = ArchiveItemMedalsType0.from_dict(data)



                return medals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArchiveItemMedalsType0 | None, data)

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




        variant = d.pop("variant")

        tier = d.pop("tier")

        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        def _parse_my_play(data: object) -> ArchiveItemMyPlayType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                my_play_type_0 = ArchiveItemMyPlayType0.from_dict(data)



                return my_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArchiveItemMyPlayType0 | None, data)

        my_play = _parse_my_play(d.pop("my_play"))


        revealed = d.pop("revealed")

        board = d.pop("board")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        options = ArchiveItemOptions.from_dict(d.pop("options"))




        def _parse_export_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        export_url = _parse_export_url(d.pop("export_url"))


        def _parse_bot_game_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_game_url = _parse_bot_game_url(d.pop("bot_game_url"))


        archive_item = cls(
            medals=medals,
            par_by=par_by,
            gold_by=gold_by,
            par_note=par_note,
            date=date,
            game=game,
            preset=preset,
            variant=variant,
            tier=tier,
            par=par,
            my_play=my_play,
            revealed=revealed,
            board=board,
            seed=seed,
            options=options,
            export_url=export_url,
            bot_game_url=bot_game_url,
        )


        archive_item.additional_properties = d
        return archive_item

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
