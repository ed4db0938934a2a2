from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calendar_month_api_output_serializer_day_plays_item_verdict import CalendarMonthApiOutputSerializerDayPlaysItemVerdict
from ..models.game_slug import GameSlug
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.calendar_month_api_output_serializer_day_plays_item_rank_type_0 import CalendarMonthApiOutputSerializerDayPlaysItemRankType0





T = TypeVar("T", bound="CalendarMonthApiOutputSerializerDayPlaysItem")



@_attrs_define
class CalendarMonthApiOutputSerializerDayPlaysItem:
    """ 
        Attributes:
            game (GameSlug): A game's slug.
            play (UUID):
            verdict (CalendarMonthApiOutputSerializerDayPlaysItemVerdict):
            score (int):
            medal (None | str): gold, silver, bronze or null (only a won game earns one).
            rank (CalendarMonthApiOutputSerializerDayPlaysItemRankType0 | None): The settled rank on the day's board; null
                until the day settles.
     """

    game: GameSlug
    play: UUID
    verdict: CalendarMonthApiOutputSerializerDayPlaysItemVerdict
    score: int
    medal: None | str
    rank: CalendarMonthApiOutputSerializerDayPlaysItemRankType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calendar_month_api_output_serializer_day_plays_item_rank_type_0 import CalendarMonthApiOutputSerializerDayPlaysItemRankType0 # noqa: PLC0415
        game = self.game.value

        play = str(self.play)

        verdict = self.verdict.value

        score = self.score

        medal: None | str
        medal = self.medal

        rank: dict[str, Any] | None
        if isinstance(self.rank, CalendarMonthApiOutputSerializerDayPlaysItemRankType0):
            rank = self.rank.to_dict()
        else:
            rank = self.rank


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "play": play,
            "verdict": verdict,
            "score": score,
            "medal": medal,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_month_api_output_serializer_day_plays_item_rank_type_0 import CalendarMonthApiOutputSerializerDayPlaysItemRankType0 # noqa: PLC0415
        d = dict(src_dict)
        game = GameSlug(d.pop("game"))




        play = UUID(d.pop("play"))




        verdict = CalendarMonthApiOutputSerializerDayPlaysItemVerdict(d.pop("verdict"))




        score = d.pop("score")

        def _parse_medal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        medal = _parse_medal(d.pop("medal"))


        def _parse_rank(data: object) -> CalendarMonthApiOutputSerializerDayPlaysItemRankType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rank_type_0 = CalendarMonthApiOutputSerializerDayPlaysItemRankType0.from_dict(data)



                return rank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarMonthApiOutputSerializerDayPlaysItemRankType0 | None, data)

        rank = _parse_rank(d.pop("rank"))


        calendar_month_api_output_serializer_day_plays_item = cls(
            game=game,
            play=play,
            verdict=verdict,
            score=score,
            medal=medal,
            rank=rank,
        )


        calendar_month_api_output_serializer_day_plays_item.additional_properties = d
        return calendar_month_api_output_serializer_day_plays_item

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
