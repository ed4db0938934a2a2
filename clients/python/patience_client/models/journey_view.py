from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_view_status import JourneyViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.journey_jack import JourneyJack
  from ..models.journey_options import JourneyOptions





T = TypeVar("T", bound="JourneyView")



@_attrs_define
class JourneyView:
    """ What a player of Solitary Journey may see: the face-down front of the deck as a count. ``pass`` is the number of the
    pass through the deck.

        Attributes:
            status (JourneyViewStatus):
            end_reason (None | str):
            score (int):
            rank_key (list[int]):
            pass_ (int):
            phase (str):
            view (list[str]):
            jacks_reached (int):
            top_jack (str):
            landscape (str):
            jacks (list[JourneyJack]):
            front_count (int):
            known_discards (list[str]):
            base_view (int):
            home (None | str):
            options (JourneyOptions):
     """

    status: JourneyViewStatus
    end_reason: None | str
    score: int
    rank_key: list[int]
    pass_: int
    phase: str
    view: list[str]
    jacks_reached: int
    top_jack: str
    landscape: str
    jacks: list[JourneyJack]
    front_count: int
    known_discards: list[str]
    base_view: int
    home: None | str
    options: JourneyOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_jack import JourneyJack # noqa: PLC0415
        from ..models.journey_options import JourneyOptions # noqa: PLC0415
        status = self.status.value

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        rank_key = self.rank_key



        pass_ = self.pass_

        phase = self.phase

        view = self.view



        jacks_reached = self.jacks_reached

        top_jack = self.top_jack

        landscape = self.landscape

        jacks = []
        for jacks_item_data in self.jacks:
            jacks_item = jacks_item_data.to_dict()
            jacks.append(jacks_item)



        front_count = self.front_count

        known_discards = self.known_discards



        base_view = self.base_view

        home: None | str
        home = self.home

        options = self.options.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "rank_key": rank_key,
            "pass": pass_,
            "phase": phase,
            "view": view,
            "jacks_reached": jacks_reached,
            "top_jack": top_jack,
            "landscape": landscape,
            "jacks": jacks,
            "front_count": front_count,
            "known_discards": known_discards,
            "base_view": base_view,
            "home": home,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.journey_jack import JourneyJack # noqa: PLC0415
        from ..models.journey_options import JourneyOptions # noqa: PLC0415
        d = dict(src_dict)
        status = JourneyViewStatus(d.pop("status"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        pass_ = d.pop("pass")

        phase = d.pop("phase")

        view = cast(list[str], d.pop("view"))


        jacks_reached = d.pop("jacks_reached")

        top_jack = d.pop("top_jack")

        landscape = d.pop("landscape")

        jacks = []
        _jacks = d.pop("jacks")
        for jacks_item_data in (_jacks):
            jacks_item = JourneyJack.from_dict(jacks_item_data)



            jacks.append(jacks_item)


        front_count = d.pop("front_count")

        known_discards = cast(list[str], d.pop("known_discards"))


        base_view = d.pop("base_view")

        def _parse_home(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        home = _parse_home(d.pop("home"))


        options = JourneyOptions.from_dict(d.pop("options"))




        journey_view = cls(
            status=status,
            end_reason=end_reason,
            score=score,
            rank_key=rank_key,
            pass_=pass_,
            phase=phase,
            view=view,
            jacks_reached=jacks_reached,
            top_jack=top_jack,
            landscape=landscape,
            jacks=jacks,
            front_count=front_count,
            known_discards=known_discards,
            base_view=base_view,
            home=home,
            options=options,
        )


        journey_view.additional_properties = d
        return journey_view

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
