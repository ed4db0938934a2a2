from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gold_by_enum import GoldByEnum
from ..models.par_by_enum import ParByEnum
from ..models.verdict_enum import VerdictEnum
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.play_result_api_output_medals_type_0 import PlayResultApiOutputMedalsType0
  from ..models.rank import Rank
  from ..models.rating_change import RatingChange
  from ..models.share import Share
  from ..models.streak import Streak





T = TypeVar("T", bound="PlayResultApiOutput")



@_attrs_define
class PlayResultApiOutput:
    """ 
        Attributes:
            play (UUID):
            game (str):
            mode (str):
            verdict (VerdictEnum): * `won` - won
                * `lost` - lost
                * `resigned` - resigned
            end_reason (str):
            score (int):
            actions_count (int):
            date (datetime.date | None):
            par (int | None):
            medal (None | str):
            medals (None | PlayResultApiOutputMedalsType0): The least score of each medal (a won game only earns one); null
                when the day has no par.
            par_by (None | ParByEnum): Who reached par: a ladder player, who chooses from the face-up cards only, or the
                solver, which saw every card (then no ladder player won the deal). Known from the opening; it names no card.

                * `player` - player
                * `solver` - solver
            gold_by (GoldByEnum | None): Who reached the gold score: a player who sees only the face-up cards; the solver
                (gold at a par only a player who saw every card reached: rule ladder-2's solver-par days); or the rule (no
                information-limited player won at the bigger budget: gold one step below par). docs/daily.md.

                * `player` - player
                * `solver` - solver
                * `rule` - rule
            par_note (None | str): The card's sentence when par came from the solver (who set gold, and what it is), for a
                client to show as it is; null when a player reached par.
            ranked (bool):
            unranked_reason (None | str):
            held_for_review (bool): The result is held off the board until reviewed; review_reason says why and what happens
                next (the same words as the Today page's).
            review_reason (None | str): Null unless held_for_review.
            rank (None | Rank):
            streak (Streak):
            rating (None | RatingChange):
            next_deal_at (datetime.datetime):
            share (Share):
            share_url (None | str): Null until the deal may be seen.
            board (str | Unset):
     """

    play: UUID
    game: str
    mode: str
    verdict: VerdictEnum
    end_reason: str
    score: int
    actions_count: int
    date: datetime.date | None
    par: int | None
    medal: None | str
    medals: None | PlayResultApiOutputMedalsType0
    par_by: None | ParByEnum
    gold_by: GoldByEnum | None
    par_note: None | str
    ranked: bool
    unranked_reason: None | str
    held_for_review: bool
    review_reason: None | str
    rank: None | Rank
    streak: Streak
    rating: None | RatingChange
    next_deal_at: datetime.datetime
    share: Share
    share_url: None | str
    board: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.play_result_api_output_medals_type_0 import PlayResultApiOutputMedalsType0 # noqa: PLC0415
        from ..models.rank import Rank # noqa: PLC0415
        from ..models.rating_change import RatingChange # noqa: PLC0415
        from ..models.share import Share # noqa: PLC0415
        from ..models.streak import Streak # noqa: PLC0415
        play = str(self.play)

        game = self.game

        mode = self.mode

        verdict = self.verdict.value

        end_reason = self.end_reason

        score = self.score

        actions_count = self.actions_count

        date: None | str
        if isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        par: int | None
        par = self.par

        medal: None | str
        medal = self.medal

        medals: dict[str, Any] | None
        if isinstance(self.medals, PlayResultApiOutputMedalsType0):
            medals = self.medals.to_dict()
        else:
            medals = self.medals

        par_by: None | str
        if isinstance(self.par_by, ParByEnum):
            par_by = self.par_by.value
        else:
            par_by = self.par_by

        gold_by: None | str
        if isinstance(self.gold_by, GoldByEnum):
            gold_by = self.gold_by.value
        else:
            gold_by = self.gold_by

        par_note: None | str
        par_note = self.par_note

        ranked = self.ranked

        unranked_reason: None | str
        unranked_reason = self.unranked_reason

        held_for_review = self.held_for_review

        review_reason: None | str
        review_reason = self.review_reason

        rank: dict[str, Any] | None
        if isinstance(self.rank, Rank):
            rank = self.rank.to_dict()
        else:
            rank = self.rank

        streak = self.streak.to_dict()

        rating: dict[str, Any] | None
        if isinstance(self.rating, RatingChange):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        next_deal_at = self.next_deal_at.isoformat()

        share = self.share.to_dict()

        share_url: None | str
        share_url = self.share_url

        board = self.board


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "play": play,
            "game": game,
            "mode": mode,
            "verdict": verdict,
            "end_reason": end_reason,
            "score": score,
            "actions_count": actions_count,
            "date": date,
            "par": par,
            "medal": medal,
            "medals": medals,
            "par_by": par_by,
            "gold_by": gold_by,
            "par_note": par_note,
            "ranked": ranked,
            "unranked_reason": unranked_reason,
            "held_for_review": held_for_review,
            "review_reason": review_reason,
            "rank": rank,
            "streak": streak,
            "rating": rating,
            "next_deal_at": next_deal_at,
            "share": share,
            "share_url": share_url,
        })
        if board is not UNSET:
            field_dict["board"] = board

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play_result_api_output_medals_type_0 import PlayResultApiOutputMedalsType0 # noqa: PLC0415
        from ..models.rank import Rank # noqa: PLC0415
        from ..models.rating_change import RatingChange # noqa: PLC0415
        from ..models.share import Share # noqa: PLC0415
        from ..models.streak import Streak # noqa: PLC0415
        d = dict(src_dict)
        play = UUID(d.pop("play"))




        game = d.pop("game")

        mode = d.pop("mode")

        verdict = VerdictEnum(d.pop("verdict"))




        end_reason = d.pop("end_reason")

        score = d.pop("score")

        actions_count = d.pop("actions_count")

        def _parse_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)



                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        date = _parse_date(d.pop("date"))


        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        def _parse_medal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        medal = _parse_medal(d.pop("medal"))


        def _parse_medals(data: object) -> None | PlayResultApiOutputMedalsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                medals_type_0 = PlayResultApiOutputMedalsType0.from_dict(data)



                return medals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayResultApiOutputMedalsType0, data)

        medals = _parse_medals(d.pop("medals"))


        def _parse_par_by(data: object) -> None | ParByEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                par_by_type_0 = ParByEnum(data)



                return par_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ParByEnum, data)

        par_by = _parse_par_by(d.pop("par_by"))


        def _parse_gold_by(data: object) -> GoldByEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                gold_by_type_0 = GoldByEnum(data)



                return gold_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GoldByEnum | None, data)

        gold_by = _parse_gold_by(d.pop("gold_by"))


        def _parse_par_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        par_note = _parse_par_note(d.pop("par_note"))


        ranked = d.pop("ranked")

        def _parse_unranked_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unranked_reason = _parse_unranked_reason(d.pop("unranked_reason"))


        held_for_review = d.pop("held_for_review")

        def _parse_review_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        review_reason = _parse_review_reason(d.pop("review_reason"))


        def _parse_rank(data: object) -> None | Rank:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rank_type_0 = Rank.from_dict(data)



                return rank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Rank, data)

        rank = _parse_rank(d.pop("rank"))


        streak = Streak.from_dict(d.pop("streak"))




        def _parse_rating(data: object) -> None | RatingChange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = RatingChange.from_dict(data)



                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingChange, data)

        rating = _parse_rating(d.pop("rating"))


        next_deal_at = datetime.datetime.fromisoformat(d.pop("next_deal_at"))




        share = Share.from_dict(d.pop("share"))




        def _parse_share_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        share_url = _parse_share_url(d.pop("share_url"))


        board = d.pop("board", UNSET)

        play_result_api_output = cls(
            play=play,
            game=game,
            mode=mode,
            verdict=verdict,
            end_reason=end_reason,
            score=score,
            actions_count=actions_count,
            date=date,
            par=par,
            medal=medal,
            medals=medals,
            par_by=par_by,
            gold_by=gold_by,
            par_note=par_note,
            ranked=ranked,
            unranked_reason=unranked_reason,
            held_for_review=held_for_review,
            review_reason=review_reason,
            rank=rank,
            streak=streak,
            rating=rating,
            next_deal_at=next_deal_at,
            share=share,
            share_url=share_url,
            board=board,
        )


        play_result_api_output.additional_properties = d
        return play_result_api_output

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
