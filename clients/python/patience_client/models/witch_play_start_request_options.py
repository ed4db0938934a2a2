from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.witch_play_start_request_options_loss_check import WitchPlayStartRequestOptionsLossCheck
from ..models.witch_play_start_request_options_mode import WitchPlayStartRequestOptionsMode
from ..models.witch_play_start_request_options_recover_mode import WitchPlayStartRequestOptionsRecoverMode
from ..types import UNSET, Unset






T = TypeVar("T", bound="WitchPlayStartRequestOptions")



@_attrs_define
class WitchPlayStartRequestOptions:
    """ Options over the preset's (or the defaults): only these names.

        Attributes:
            mode (WitchPlayStartRequestOptionsMode | Unset): base: one witch; advanced: three witches, rewards, the third-
                witch loss.
            magic (bool | Unset): The Magic Expansion: the Wizard, the black and red cauldrons, repel.
            loss_check (WitchPlayStartRequestOptionsLossCheck | Unset): strict6: lost when attack pile + discard hold fewer
                than 6 soldiers at a round start; circulation6: the face-down reserve counts too.
            recover_mode (WitchPlayStartRequestOptionsRecoverMode | Unset): Advanced recovery: choose any 4 Removed cards,
                or take the top 4 (top4).
            max_rounds (int | Unset): Engine guard: a game still going after this many rounds is lost.
     """

    mode: WitchPlayStartRequestOptionsMode | Unset = UNSET
    magic: bool | Unset = UNSET
    loss_check: WitchPlayStartRequestOptionsLossCheck | Unset = UNSET
    recover_mode: WitchPlayStartRequestOptionsRecoverMode | Unset = UNSET
    max_rounds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value


        magic = self.magic

        loss_check: str | Unset = UNSET
        if not isinstance(self.loss_check, Unset):
            loss_check = self.loss_check.value


        recover_mode: str | Unset = UNSET
        if not isinstance(self.recover_mode, Unset):
            recover_mode = self.recover_mode.value


        max_rounds = self.max_rounds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if mode is not UNSET:
            field_dict["mode"] = mode
        if magic is not UNSET:
            field_dict["magic"] = magic
        if loss_check is not UNSET:
            field_dict["loss_check"] = loss_check
        if recover_mode is not UNSET:
            field_dict["recover_mode"] = recover_mode
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _mode = d.pop("mode", UNSET)
        mode: WitchPlayStartRequestOptionsMode | Unset
        if isinstance(_mode,  Unset):
            mode = UNSET
        else:
            mode = WitchPlayStartRequestOptionsMode(_mode)




        magic = d.pop("magic", UNSET)

        _loss_check = d.pop("loss_check", UNSET)
        loss_check: WitchPlayStartRequestOptionsLossCheck | Unset
        if isinstance(_loss_check,  Unset):
            loss_check = UNSET
        else:
            loss_check = WitchPlayStartRequestOptionsLossCheck(_loss_check)




        _recover_mode = d.pop("recover_mode", UNSET)
        recover_mode: WitchPlayStartRequestOptionsRecoverMode | Unset
        if isinstance(_recover_mode,  Unset):
            recover_mode = UNSET
        else:
            recover_mode = WitchPlayStartRequestOptionsRecoverMode(_recover_mode)




        max_rounds = d.pop("max_rounds", UNSET)

        witch_play_start_request_options = cls(
            mode=mode,
            magic=magic,
            loss_check=loss_check,
            recover_mode=recover_mode,
            max_rounds=max_rounds,
        )

        return witch_play_start_request_options

