from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.journey_view import JourneyView
  from ..models.match_3_view import Match3View
  from ..models.quetinny_view import QuetinnyView
  from ..models.weaver_view import WeaverView
  from ..models.witch_view import WitchView





T = TypeVar("T", bound="ContinuationStepOutput")



@_attrs_define
class ContinuationStepOutput:
    """ 
        Attributes:
            step (int): Moves of the continuation played, 0 for the turning point.
            count (int): Moves in the whole continuation.
            move (int): The same position's number on the play's own step slider.
            status (str):
            score (int):
            view (JourneyView | Match3View | QuetinnyView | WeaverView | WitchView): What a player of one of the games may
                see: the view of the game the answer is about.
     """

    step: int
    count: int
    move: int
    status: str
    score: int
    view: JourneyView | Match3View | QuetinnyView | WeaverView | WitchView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_view import JourneyView # noqa: PLC0415
        from ..models.match_3_view import Match3View # noqa: PLC0415
        from ..models.quetinny_view import QuetinnyView # noqa: PLC0415
        from ..models.weaver_view import WeaverView # noqa: PLC0415
        from ..models.witch_view import WitchView # noqa: PLC0415
        step = self.step

        count = self.count

        move = self.move

        status = self.status

        score = self.score

        view: dict[str, Any]
        if isinstance(self.view, JourneyView):
            view = self.view.to_dict()
        elif isinstance(self.view, Match3View):
            view = self.view.to_dict()
        elif isinstance(self.view, QuetinnyView):
            view = self.view.to_dict()
        elif isinstance(self.view, WeaverView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step": step,
            "count": count,
            "move": move,
            "status": status,
            "score": score,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.journey_view import JourneyView # noqa: PLC0415
        from ..models.match_3_view import Match3View # noqa: PLC0415
        from ..models.quetinny_view import QuetinnyView # noqa: PLC0415
        from ..models.weaver_view import WeaverView # noqa: PLC0415
        from ..models.witch_view import WitchView # noqa: PLC0415
        d = dict(src_dict)
        step = d.pop("step")

        count = d.pop("count")

        move = d.pop("move")

        status = d.pop("status")

        score = d.pop("score")

        def _parse_view(data: object) -> JourneyView | Match3View | QuetinnyView | WeaverView | WitchView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = JourneyView.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = Match3View.from_dict(data)



                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = QuetinnyView.from_dict(data)



                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = WeaverView.from_dict(data)



                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_4 = WitchView.from_dict(data)



            return componentsschemas_game_view_type_4

        view = _parse_view(d.pop("view"))


        continuation_step_output = cls(
            step=step,
            count=count,
            move=move,
            status=status,
            score=score,
            view=view,
        )


        continuation_step_output.additional_properties = d
        return continuation_step_output

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
