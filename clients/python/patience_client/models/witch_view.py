from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.witch_view_status import WitchViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.witch_cauldrons import WitchCauldrons
  from ..models.witch_options import WitchOptions
  from ..models.witch_slot import WitchSlot





T = TypeVar("T", bound="WitchView")



@_attrs_define
class WitchView:
    """ What a player of the Witch may see: the Attack pile, the reserve and the Ghost pile as counts.

        Attributes:
            status (WitchViewStatus):
            end_reason (None | str):
            score (int):
            rank_key (list[int]):
            options (WitchOptions):
            round_ (int):
            phase (str):
            final_round (bool):
            hand (list[str]):
            slots (list[WitchSlot]):
            attack_pile (int):
            ghost_pile (int):
            attack_discard (list[str]):
            ghost_discard (list[str]):
            removed (list[str]):
            recovering (list[str]):
            picks_left (int):
            witches (list[str]):
            wizard_seated (bool):
            cauldrons (WitchCauldrons):
            ghosts_eliminated (int):
            ghosts_left (int):
            captured (int):
            soldiers (int):
     """

    status: WitchViewStatus
    end_reason: None | str
    score: int
    rank_key: list[int]
    options: WitchOptions
    round_: int
    phase: str
    final_round: bool
    hand: list[str]
    slots: list[WitchSlot]
    attack_pile: int
    ghost_pile: int
    attack_discard: list[str]
    ghost_discard: list[str]
    removed: list[str]
    recovering: list[str]
    picks_left: int
    witches: list[str]
    wizard_seated: bool
    cauldrons: WitchCauldrons
    ghosts_eliminated: int
    ghosts_left: int
    captured: int
    soldiers: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.witch_cauldrons import WitchCauldrons # noqa: PLC0415
        from ..models.witch_options import WitchOptions # noqa: PLC0415
        from ..models.witch_slot import WitchSlot # noqa: PLC0415
        status = self.status.value

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        rank_key = self.rank_key



        options = self.options.to_dict()

        round_ = self.round_

        phase = self.phase

        final_round = self.final_round

        hand = self.hand



        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)



        attack_pile = self.attack_pile

        ghost_pile = self.ghost_pile

        attack_discard = self.attack_discard



        ghost_discard = self.ghost_discard



        removed = self.removed



        recovering = self.recovering



        picks_left = self.picks_left

        witches = self.witches



        wizard_seated = self.wizard_seated

        cauldrons = self.cauldrons.to_dict()

        ghosts_eliminated = self.ghosts_eliminated

        ghosts_left = self.ghosts_left

        captured = self.captured

        soldiers = self.soldiers


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "rank_key": rank_key,
            "options": options,
            "round": round_,
            "phase": phase,
            "final_round": final_round,
            "hand": hand,
            "slots": slots,
            "attack_pile": attack_pile,
            "ghost_pile": ghost_pile,
            "attack_discard": attack_discard,
            "ghost_discard": ghost_discard,
            "removed": removed,
            "recovering": recovering,
            "picks_left": picks_left,
            "witches": witches,
            "wizard_seated": wizard_seated,
            "cauldrons": cauldrons,
            "ghosts_eliminated": ghosts_eliminated,
            "ghosts_left": ghosts_left,
            "captured": captured,
            "soldiers": soldiers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.witch_cauldrons import WitchCauldrons # noqa: PLC0415
        from ..models.witch_options import WitchOptions # noqa: PLC0415
        from ..models.witch_slot import WitchSlot # noqa: PLC0415
        d = dict(src_dict)
        status = WitchViewStatus(d.pop("status"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        options = WitchOptions.from_dict(d.pop("options"))




        round_ = d.pop("round")

        phase = d.pop("phase")

        final_round = d.pop("final_round")

        hand = cast(list[str], d.pop("hand"))


        slots = []
        _slots = d.pop("slots")
        for slots_item_data in (_slots):
            slots_item = WitchSlot.from_dict(slots_item_data)



            slots.append(slots_item)


        attack_pile = d.pop("attack_pile")

        ghost_pile = d.pop("ghost_pile")

        attack_discard = cast(list[str], d.pop("attack_discard"))


        ghost_discard = cast(list[str], d.pop("ghost_discard"))


        removed = cast(list[str], d.pop("removed"))


        recovering = cast(list[str], d.pop("recovering"))


        picks_left = d.pop("picks_left")

        witches = cast(list[str], d.pop("witches"))


        wizard_seated = d.pop("wizard_seated")

        cauldrons = WitchCauldrons.from_dict(d.pop("cauldrons"))




        ghosts_eliminated = d.pop("ghosts_eliminated")

        ghosts_left = d.pop("ghosts_left")

        captured = d.pop("captured")

        soldiers = d.pop("soldiers")

        witch_view = cls(
            status=status,
            end_reason=end_reason,
            score=score,
            rank_key=rank_key,
            options=options,
            round_=round_,
            phase=phase,
            final_round=final_round,
            hand=hand,
            slots=slots,
            attack_pile=attack_pile,
            ghost_pile=ghost_pile,
            attack_discard=attack_discard,
            ghost_discard=ghost_discard,
            removed=removed,
            recovering=recovering,
            picks_left=picks_left,
            witches=witches,
            wizard_seated=wizard_seated,
            cauldrons=cauldrons,
            ghosts_eliminated=ghosts_eliminated,
            ghosts_left=ghosts_left,
            captured=captured,
            soldiers=soldiers,
        )


        witch_view.additional_properties = d
        return witch_view

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
