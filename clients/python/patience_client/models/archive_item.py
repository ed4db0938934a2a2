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






T = TypeVar("T", bound="ArchiveItem")



@_attrs_define
class ArchiveItem:
    """ 
        Attributes:
            date (datetime.date):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            variant (str):
            tier (str):
            par (int | None):
            medals (Any):
            my_play (Any): {id, status, score, medal, result, provisional, held_for_review, review_reason} or null.
            revealed (bool):
            board (str): The id of the day's board (boards_top).
            seed (None | str): Only once revealed.
            options (Any):
            export_url (None | str): Only once revealed.
            bot_game_url (None | str): Only once revealed.
     """

    date: datetime.date
    game: GameSlug
    preset: PresetName
    variant: str
    tier: str
    par: int | None
    medals: Any
    my_play: Any
    revealed: bool
    board: str
    seed: None | str
    options: Any
    export_url: None | str
    bot_game_url: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        game = self.game.value

        preset = self.preset.value

        variant = self.variant

        tier = self.tier

        par: int | None
        par = self.par

        medals = self.medals

        my_play = self.my_play

        revealed = self.revealed

        board = self.board

        seed: None | str
        seed = self.seed

        options = self.options

        export_url: None | str
        export_url = self.export_url

        bot_game_url: None | str
        bot_game_url = self.bot_game_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "game": game,
            "preset": preset,
            "variant": variant,
            "tier": tier,
            "par": par,
            "medals": medals,
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
        d = dict(src_dict)
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


        medals = d.pop("medals")

        my_play = d.pop("my_play")

        revealed = d.pop("revealed")

        board = d.pop("board")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        options = d.pop("options")

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
            date=date,
            game=game,
            preset=preset,
            variant=variant,
            tier=tier,
            par=par,
            medals=medals,
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
