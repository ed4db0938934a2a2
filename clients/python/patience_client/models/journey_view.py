from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.journey_view_jacks_item import JourneyViewJacksItem
  from ..models.journey_view_options import JourneyViewOptions





T = TypeVar("T", bound="JourneyView")



@_attrs_define
class JourneyView:
    """ What a player of journey may see (face-down cards as counts).

        Attributes:
            base_view (int):
            end_reason (None | str):
            front_count (int):
            home (None | str):
            jacks (list[JourneyViewJacksItem]):
            jacks_reached (int):
            known_discards (list[str]):
            landscape (str):
            options (JourneyViewOptions):
            pass_ (int):
            phase (str):
            rank_key (list[int]):
            score (int):
            status (str):
            top_jack (str):
            view (list[str]):
     """

    base_view: int
    end_reason: None | str
    front_count: int
    home: None | str
    jacks: list[JourneyViewJacksItem]
    jacks_reached: int
    known_discards: list[str]
    landscape: str
    options: JourneyViewOptions
    pass_: int
    phase: str
    rank_key: list[int]
    score: int
    status: str
    top_jack: str
    view: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.journey_view_jacks_item import JourneyViewJacksItem # noqa: PLC0415
        from ..models.journey_view_options import JourneyViewOptions # noqa: PLC0415
        base_view = self.base_view

        end_reason: None | str
        end_reason = self.end_reason

        front_count = self.front_count

        home: None | str
        home = self.home

        jacks = []
        for jacks_item_data in self.jacks:
            jacks_item = jacks_item_data.to_dict()
            jacks.append(jacks_item)



        jacks_reached = self.jacks_reached

        known_discards = self.known_discards



        landscape = self.landscape

        options = self.options.to_dict()

        pass_ = self.pass_

        phase = self.phase

        rank_key = self.rank_key



        score = self.score

        status = self.status

        top_jack = self.top_jack

        view = self.view




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "base_view": base_view,
            "end_reason": end_reason,
            "front_count": front_count,
            "home": home,
            "jacks": jacks,
            "jacks_reached": jacks_reached,
            "known_discards": known_discards,
            "landscape": landscape,
            "options": options,
            "pass": pass_,
            "phase": phase,
            "rank_key": rank_key,
            "score": score,
            "status": status,
            "top_jack": top_jack,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.journey_view_jacks_item import JourneyViewJacksItem # noqa: PLC0415
        from ..models.journey_view_options import JourneyViewOptions # noqa: PLC0415
        d = dict(src_dict)
        base_view = d.pop("base_view")

        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        front_count = d.pop("front_count")

        def _parse_home(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        home = _parse_home(d.pop("home"))


        jacks = []
        _jacks = d.pop("jacks")
        for jacks_item_data in (_jacks):
            jacks_item = JourneyViewJacksItem.from_dict(jacks_item_data)



            jacks.append(jacks_item)


        jacks_reached = d.pop("jacks_reached")

        known_discards = cast(list[str], d.pop("known_discards"))


        landscape = d.pop("landscape")

        options = JourneyViewOptions.from_dict(d.pop("options"))




        pass_ = d.pop("pass")

        phase = d.pop("phase")

        rank_key = cast(list[int], d.pop("rank_key"))


        score = d.pop("score")

        status = d.pop("status")

        top_jack = d.pop("top_jack")

        view = cast(list[str], d.pop("view"))


        journey_view = cls(
            base_view=base_view,
            end_reason=end_reason,
            front_count=front_count,
            home=home,
            jacks=jacks,
            jacks_reached=jacks_reached,
            known_discards=known_discards,
            landscape=landscape,
            options=options,
            pass_=pass_,
            phase=phase,
            rank_key=rank_key,
            score=score,
            status=status,
            top_jack=top_jack,
            view=view,
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
