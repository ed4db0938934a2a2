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





T = TypeVar("T", bound="BotGameFrame")



@_attrs_define
class BotGameFrame:
    """ 
        Attributes:
            move (None | str): The bot's move in words; null for the deal.
            view (JourneyView | Match3View | QuetinnyView | WeaverView | WitchView): What a player of one of the games may
                see: the view of the game the answer is about.
            score (int):
     """

    move: None | str
    view: JourneyView | Match3View | QuetinnyView | WeaverView | WitchView
    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_view import JourneyView # noqa: PLC0415
        from ..models.match_3_view import Match3View # noqa: PLC0415
        from ..models.quetinny_view import QuetinnyView # noqa: PLC0415
        from ..models.weaver_view import WeaverView # noqa: PLC0415
        from ..models.witch_view import WitchView # noqa: PLC0415
        move: None | str
        move = self.move

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


        score = self.score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "move": move,
            "view": view,
            "score": score,
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
        def _parse_move(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        move = _parse_move(d.pop("move"))


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


        score = d.pop("score")

        bot_game_frame = cls(
            move=move,
            view=view,
            score=score,
        )


        bot_game_frame.additional_properties = d
        return bot_game_frame

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
