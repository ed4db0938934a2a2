from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.play_list_create_api_input_request_options import PlayListCreateApiInputRequestOptions





T = TypeVar("T", bound="PlayListCreateApiInputRequest")



@_attrs_define
class PlayListCreateApiInputRequest:
    """ 
        Attributes:
            game (str):
            preset (str | Unset):
            options (PlayListCreateApiInputRequestOptions | Unset):
            seed (str | Unset):
     """

    game: str
    preset: str | Unset = UNSET
    options: PlayListCreateApiInputRequestOptions | Unset = UNSET
    seed: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.play_list_create_api_input_request_options import PlayListCreateApiInputRequestOptions # noqa: PLC0415
        game = self.game

        preset = self.preset

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
        from ..models.play_list_create_api_input_request_options import PlayListCreateApiInputRequestOptions # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        preset = d.pop("preset", UNSET)

        _options = d.pop("options", UNSET)
        options: PlayListCreateApiInputRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = PlayListCreateApiInputRequestOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        play_list_create_api_input_request = cls(
            game=game,
            preset=preset,
            options=options,
            seed=seed,
        )

        return play_list_create_api_input_request

