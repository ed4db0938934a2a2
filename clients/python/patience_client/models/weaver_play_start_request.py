from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weaver_play_start_request_game import WeaverPlayStartRequestGame
from ..models.weaver_play_start_request_preset import WeaverPlayStartRequestPreset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.weaver_play_start_request_options import WeaverPlayStartRequestOptions





T = TypeVar("T", bound="WeaverPlayStartRequest")



@_attrs_define
class WeaverPlayStartRequest:
    """ 
        Attributes:
            game (WeaverPlayStartRequestGame):
            preset (WeaverPlayStartRequestPreset | Unset):
            options (WeaverPlayStartRequestOptions | Unset): Options over the preset's (or the defaults): only these names.
            seed (str | Unset): A deal of your choosing (the game is then casual).
     """

    game: WeaverPlayStartRequestGame
    preset: WeaverPlayStartRequestPreset | Unset = UNSET
    options: WeaverPlayStartRequestOptions | Unset = UNSET
    seed: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.weaver_play_start_request_options import WeaverPlayStartRequestOptions # noqa: PLC0415
        game = self.game.value

        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value


        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if preset is not UNSET:
            field_dict["preset"] = preset
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weaver_play_start_request_options import WeaverPlayStartRequestOptions # noqa: PLC0415
        d = dict(src_dict)
        game = WeaverPlayStartRequestGame(d.pop("game"))




        _preset = d.pop("preset", UNSET)
        preset: WeaverPlayStartRequestPreset | Unset
        if isinstance(_preset,  Unset):
            preset = UNSET
        else:
            preset = WeaverPlayStartRequestPreset(_preset)




        _options = d.pop("options", UNSET)
        options: WeaverPlayStartRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = WeaverPlayStartRequestOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        weaver_play_start_request = cls(
            game=game,
            preset=preset,
            options=options,
            seed=seed,
        )

        return weaver_play_start_request

