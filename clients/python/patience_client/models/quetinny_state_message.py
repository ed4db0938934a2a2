from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mode_enum import ModeEnum
from ..models.quetinny_play_state_game import QuetinnyPlayStateGame
from ..models.quetinny_state_message_type import QuetinnyStateMessageType
from ..models.status_enum import StatusEnum
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.quetinny_legal_action import QuetinnyLegalAction
  from ..models.quetinny_view import QuetinnyView





T = TypeVar("T", bound="QuetinnyStateMessage")



@_attrs_define
class QuetinnyStateMessage:
    """ 
        Attributes:
            id (UUID):
            game (QuetinnyPlayStateGame):
            mode (ModeEnum): * `practice` - Practice
                * `daily` - Daily
                * `race` - Race
            version (int): Grows by one with every move or undo; send it back as expected_version.
            status (StatusEnum): * `playing` - Playing
                * `won` - Won
                * `lost` - Lost
            end_reason (None | str):
            score (int):
            rank_key (list[int]):
            view (QuetinnyView): What a player of Quetinny may see: the deck as a count.
            legal_actions (list[QuetinnyLegalAction]): Every legal action, in a stable order.
            actions_count (int):
            undo_count (int):
            hint_count (int):
            can_undo (bool): Practice only: while playing, or once lost (taking back the losing move makes it casual).
            ranked (bool): Whether this play can rank on a board (see /fair-play); a hint or an undo makes it casual.
            unranked_reason (None | str): Why not, in words; null when ranked.
            started_at (datetime.datetime): When the play started (the clients' timer).
            finished_at (datetime.datetime | None):
            type_ (QuetinnyStateMessageType):
     """

    id: UUID
    game: QuetinnyPlayStateGame
    mode: ModeEnum
    version: int
    status: StatusEnum
    end_reason: None | str
    score: int
    rank_key: list[int]
    view: QuetinnyView
    legal_actions: list[QuetinnyLegalAction]
    actions_count: int
    undo_count: int
    hint_count: int
    can_undo: bool
    ranked: bool
    unranked_reason: None | str
    started_at: datetime.datetime
    finished_at: datetime.datetime | None
    type_: QuetinnyStateMessageType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.quetinny_legal_action import QuetinnyLegalAction # noqa: PLC0415
        from ..models.quetinny_view import QuetinnyView # noqa: PLC0415
        id = str(self.id)

        game = self.game.value

        mode = self.mode.value

        version = self.version

        status = self.status.value

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        rank_key = self.rank_key



        view = self.view.to_dict()

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)



        actions_count = self.actions_count

        undo_count = self.undo_count

        hint_count = self.hint_count

        can_undo = self.can_undo

        ranked = self.ranked

        unranked_reason: None | str
        unranked_reason = self.unranked_reason

        started_at = self.started_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "mode": mode,
            "version": version,
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "rank_key": rank_key,
            "view": view,
            "legal_actions": legal_actions,
            "actions_count": actions_count,
            "undo_count": undo_count,
            "hint_count": hint_count,
            "can_undo": can_undo,
            "ranked": ranked,
            "unranked_reason": unranked_reason,
            "started_at": started_at,
            "finished_at": finished_at,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quetinny_legal_action import QuetinnyLegalAction # noqa: PLC0415
        from ..models.quetinny_view import QuetinnyView # noqa: PLC0415
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        game = QuetinnyPlayStateGame(d.pop("game"))




        mode = ModeEnum(d.pop("mode"))




        version = d.pop("version")

        status = StatusEnum(d.pop("status"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        view = QuetinnyView.from_dict(d.pop("view"))




        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            legal_actions_item = QuetinnyLegalAction.from_dict(legal_actions_item_data)



            legal_actions.append(legal_actions_item)


        actions_count = d.pop("actions_count")

        undo_count = d.pop("undo_count")

        hint_count = d.pop("hint_count")

        can_undo = d.pop("can_undo")

        ranked = d.pop("ranked")

        def _parse_unranked_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unranked_reason = _parse_unranked_reason(d.pop("unranked_reason"))


        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        type_ = QuetinnyStateMessageType(d.pop("type"))




        quetinny_state_message = cls(
            id=id,
            game=game,
            mode=mode,
            version=version,
            status=status,
            end_reason=end_reason,
            score=score,
            rank_key=rank_key,
            view=view,
            legal_actions=legal_actions,
            actions_count=actions_count,
            undo_count=undo_count,
            hint_count=hint_count,
            can_undo=can_undo,
            ranked=ranked,
            unranked_reason=unranked_reason,
            started_at=started_at,
            finished_at=finished_at,
            type_=type_,
        )


        quetinny_state_message.additional_properties = d
        return quetinny_state_message

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
