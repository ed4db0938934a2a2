from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.witch_view_cauldrons import WitchViewCauldrons
  from ..models.witch_view_options import WitchViewOptions
  from ..models.witch_view_slots_item import WitchViewSlotsItem





T = TypeVar("T", bound="WitchView")



@_attrs_define
class WitchView:
    """ What a player of witch may see (face-down cards as counts).

        Attributes:
            attack_discard (list[str]):
            attack_pile (int):
            captured (int):
            cauldrons (WitchViewCauldrons):
            end_reason (None | str):
            final_round (bool):
            ghost_discard (list[str]):
            ghost_pile (int):
            ghosts_eliminated (int):
            ghosts_left (int):
            hand (list[str]):
            options (WitchViewOptions):
            phase (str):
            picks_left (int):
            rank_key (list[int]):
            recovering (list[str]):
            removed (list[str]):
            round_ (int):
            score (int):
            slots (list[WitchViewSlotsItem]):
            soldiers (int):
            status (str):
            witches (list[str]):
            wizard_seated (bool):
     """

    attack_discard: list[str]
    attack_pile: int
    captured: int
    cauldrons: WitchViewCauldrons
    end_reason: None | str
    final_round: bool
    ghost_discard: list[str]
    ghost_pile: int
    ghosts_eliminated: int
    ghosts_left: int
    hand: list[str]
    options: WitchViewOptions
    phase: str
    picks_left: int
    rank_key: list[int]
    recovering: list[str]
    removed: list[str]
    round_: int
    score: int
    slots: list[WitchViewSlotsItem]
    soldiers: int
    status: str
    witches: list[str]
    wizard_seated: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.witch_view_cauldrons import WitchViewCauldrons # noqa: PLC0415
        from ..models.witch_view_options import WitchViewOptions # noqa: PLC0415
        from ..models.witch_view_slots_item import WitchViewSlotsItem # noqa: PLC0415
        attack_discard = self.attack_discard



        attack_pile = self.attack_pile

        captured = self.captured

        cauldrons = self.cauldrons.to_dict()

        end_reason: None | str
        end_reason = self.end_reason

        final_round = self.final_round

        ghost_discard = self.ghost_discard



        ghost_pile = self.ghost_pile

        ghosts_eliminated = self.ghosts_eliminated

        ghosts_left = self.ghosts_left

        hand = self.hand



        options = self.options.to_dict()

        phase = self.phase

        picks_left = self.picks_left

        rank_key = self.rank_key



        recovering = self.recovering



        removed = self.removed



        round_ = self.round_

        score = self.score

        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)



        soldiers = self.soldiers

        status = self.status

        witches = self.witches



        wizard_seated = self.wizard_seated


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attack_discard": attack_discard,
            "attack_pile": attack_pile,
            "captured": captured,
            "cauldrons": cauldrons,
            "end_reason": end_reason,
            "final_round": final_round,
            "ghost_discard": ghost_discard,
            "ghost_pile": ghost_pile,
            "ghosts_eliminated": ghosts_eliminated,
            "ghosts_left": ghosts_left,
            "hand": hand,
            "options": options,
            "phase": phase,
            "picks_left": picks_left,
            "rank_key": rank_key,
            "recovering": recovering,
            "removed": removed,
            "round": round_,
            "score": score,
            "slots": slots,
            "soldiers": soldiers,
            "status": status,
            "witches": witches,
            "wizard_seated": wizard_seated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.witch_view_cauldrons import WitchViewCauldrons # noqa: PLC0415
        from ..models.witch_view_options import WitchViewOptions # noqa: PLC0415
        from ..models.witch_view_slots_item import WitchViewSlotsItem # noqa: PLC0415
        d = dict(src_dict)
        attack_discard = cast(list[str], d.pop("attack_discard"))


        attack_pile = d.pop("attack_pile")

        captured = d.pop("captured")

        cauldrons = WitchViewCauldrons.from_dict(d.pop("cauldrons"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        final_round = d.pop("final_round")

        ghost_discard = cast(list[str], d.pop("ghost_discard"))


        ghost_pile = d.pop("ghost_pile")

        ghosts_eliminated = d.pop("ghosts_eliminated")

        ghosts_left = d.pop("ghosts_left")

        hand = cast(list[str], d.pop("hand"))


        options = WitchViewOptions.from_dict(d.pop("options"))




        phase = d.pop("phase")

        picks_left = d.pop("picks_left")

        rank_key = cast(list[int], d.pop("rank_key"))


        recovering = cast(list[str], d.pop("recovering"))


        removed = cast(list[str], d.pop("removed"))


        round_ = d.pop("round")

        score = d.pop("score")

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in (_slots):
            slots_item = WitchViewSlotsItem.from_dict(slots_item_data)



            slots.append(slots_item)


        soldiers = d.pop("soldiers")

        status = d.pop("status")

        witches = cast(list[str], d.pop("witches"))


        wizard_seated = d.pop("wizard_seated")

        witch_view = cls(
            attack_discard=attack_discard,
            attack_pile=attack_pile,
            captured=captured,
            cauldrons=cauldrons,
            end_reason=end_reason,
            final_round=final_round,
            ghost_discard=ghost_discard,
            ghost_pile=ghost_pile,
            ghosts_eliminated=ghosts_eliminated,
            ghosts_left=ghosts_left,
            hand=hand,
            options=options,
            phase=phase,
            picks_left=picks_left,
            rank_key=rank_key,
            recovering=recovering,
            removed=removed,
            round_=round_,
            score=score,
            slots=slots,
            soldiers=soldiers,
            status=status,
            witches=witches,
            wizard_seated=wizard_seated,
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
