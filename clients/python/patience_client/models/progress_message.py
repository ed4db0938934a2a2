from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.progress_message_status import ProgressMessageStatus
from ..models.progress_message_type import ProgressMessageType
from typing import cast

if TYPE_CHECKING:
  from ..models.progress_message_progress import ProgressMessageProgress





T = TypeVar("T", bound="ProgressMessage")



@_attrs_define
class ProgressMessage:
    """ Another racer moved (on any server process, by socket or REST).

        Attributes:
            type_ (ProgressMessageType):
            seat (int): The racer's seat, as in the race's racers.
            status (ProgressMessageStatus): The racer's play: playing, won or lost.
            score (int):
            moves (int): Actions made so far.
            progress (ProgressMessageProgress): The game's own counters (match3: sets; weaver: keiju_enticed; witch:
                ghosts_eliminated...). Never a card, never a move.
     """

    type_: ProgressMessageType
    seat: int
    status: ProgressMessageStatus
    score: int
    moves: int
    progress: ProgressMessageProgress
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.progress_message_progress import ProgressMessageProgress # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        status = self.status.value

        score = self.score

        moves = self.moves

        progress = self.progress.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "status": status,
            "score": score,
            "moves": moves,
            "progress": progress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.progress_message_progress import ProgressMessageProgress # noqa: PLC0415
        d = dict(src_dict)
        type_ = ProgressMessageType(d.pop("type"))




        seat = d.pop("seat")

        status = ProgressMessageStatus(d.pop("status"))




        score = d.pop("score")

        moves = d.pop("moves")

        progress = ProgressMessageProgress.from_dict(d.pop("progress"))




        progress_message = cls(
            type_=type_,
            seat=seat,
            status=status,
            score=score,
            moves=moves,
            progress=progress,
        )


        progress_message.additional_properties = d
        return progress_message

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
