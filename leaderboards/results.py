"""Reads for the daily a player comes back to: one finished play's result card, a month's calendar of medals,
and the trophies earned month by month (docs/daily.md, "Coming back").

- **Result**: the verdict (won, lost, resigned: an abandoned daily counts as resigned), score against par, the
  medal, the rank "so far" while the day is open (the settled placement after), the streak, the rating change
  (provisional, worked out from the ranked results so far, until the day settles) and when the next deal opens.
- **Calendar**: each day of a month with the player's finished dailies and medals, per game or for all games.
  A month with nothing in it, however far in the past or future, is an empty calendar, not an error.
- **Trophies**: a perfect month (every daily of a finished month of one game won), a gold week (seven days in
  a row with a gold), a full house (every daily of one day won).
"""

from __future__ import annotations

import calendar
import datetime as dt
from itertools import groupby
from typing import Any, cast

from django.db.models import Count, Q
from openskill.models import PlackettLuce

from api.error_codes import ErrorCode
from api.errors import ApiError
from games import fair_play
from games.course import play_course
from games.daily import challenges as daily
from games.daily.challenges import day_bounds, today
from games.models import DailyChallenge, Mode, Play, PlayStatus
from games.selectors import daily_is_revealed
from leaderboards.boards import Board
from leaderboards.models import Rating, RatingChange, Score, ScoreStatus, SeasonPoints, SettledDaily
from leaderboards.ranking import BEST_FIRST
from leaderboards.selectors import board_size, player_statistics, rank_of
from leaderboards.standings import placements

_MODEL = PlackettLuce()
GOLD_WEEK = 7


def verdict_of(play: Play) -> str:
    """won, lost or resigned: a resignation (or a daily left to close unfinished) is not a loss of the rules."""
    if play.status == PlayStatus.WON:
        return "won"
    if play.end_reason in ("resigned", "abandoned"):
        return "resigned"
    return "lost"


def next_deal_at(now: dt.datetime | None = None) -> dt.datetime:
    """When tomorrow's dailies open (midnight UTC)."""
    return day_bounds(today() + dt.timedelta(days=1))[0]


def _finished_play(*, play_id, user) -> Play:
    play = (
        Play.objects.select_related("daily_challenge")
        .filter(pk=play_id, player=user)
        .exclude(status=PlayStatus.PLAYING)
        .first()
    )
    if play is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such finished play of yours.")
    return play


def play_result(*, play_id, user) -> dict[str, Any]:
    """The result card of one of ``user``'s finished plays (404 for anything else, naming nothing)."""
    play = _finished_play(play_id=play_id, user=user)
    challenge = play.daily_challenge
    score = (
        Score.objects.filter(play=play).only("id", "status", "ranked", "unranked_reason", "reason").first()
    )
    statistics = player_statistics(user=user)
    body: dict[str, Any] = {
        "play": str(play.id),
        "game": play.game,
        "mode": play.mode,
        "verdict": verdict_of(play),
        "end_reason": play.end_reason,
        "score": play.score,
        "actions_count": play.action_count,
        "date": challenge.date if challenge else None,
        "par": challenge.par if challenge else None,
        "medal": daily.play_medal(play, challenge) if challenge else None,
        **(
            daily.challenge_medals(challenge)
            if challenge
            else {"medals": None, "par_by": None, "gold_by": None, "par_note": None}
        ),
        "ranked": bool(score and score.ranked),
        "unranked_reason": (score.unranked_reason if score else play.unranked_reason) or None,
        # Held off the board: the same words as the Today page's (why, and what happens next).
        **fair_play.review_fields(
            score_status=score.status if score else None, score_reason=score.reason if score else None
        ),
        "rank": None,
        "streak": statistics["daily_streak"],
        "rating": None,
        "next_deal_at": next_deal_at(),
        "share": play_course(play),
        "share_url": f"/share/{play.id}" if _shareable(play) else None,
    }
    if challenge is not None:
        body["rank"] = _rank(play, challenge, user)
        body["board"] = Board.daily(game=play.game, preset=challenge.preset, date=challenge.date).id
        if score is not None and score.ranked:
            body["rating"] = _rating_change(challenge, user)
    return body


def _shareable(play: Play) -> bool:
    """A share page shows a finished play once its deal may be seen: shared by link, or a revealed daily."""
    if play.status == PlayStatus.PLAYING:
        return False
    return play.is_public or (play.daily_challenge is not None and daily_is_revealed(play.daily_challenge))


def shared_play(*, play_id) -> Play:
    """The play a share page shows; the one 404 for anything not finished, not public or not revealed."""
    play = Play.objects.select_related("daily_challenge", "player").filter(pk=play_id).first()
    if play is None or not _shareable(play):
        raise ApiError(ErrorCode.NOT_FOUND, "There is nothing to show at this address.")
    return play


def _rank(play: Play, challenge: DailyChallenge, user) -> dict[str, Any] | None:
    settled = SeasonPoints.objects.filter(challenge=challenge, user=user).first()
    if settled is not None:
        return {"rank": settled.placement, "of": settled.entrants, "settled": True}
    board = Board.daily(game=play.game, preset=challenge.preset, date=challenge.date)
    mine = rank_of(board, user.pk)
    if mine is None:
        return None
    return {"rank": mine.rank, "of": board_size(board), "settled": False}


def _rating_change(challenge: DailyChallenge, user) -> dict[str, Any] | None:
    """Before and after this daily. Settled: what the settling recorded. Open: the same maths over the
    ranked results so far, so it moves as others finish (provisional, and the card says so)."""
    change = RatingChange.objects.filter(challenge=challenge, user=user).first()
    if change is not None:
        before = (
            RatingChange.objects.filter(user=user, game=challenge.game, challenge__date__lt=challenge.date)
            .order_by("-challenge__date")
            .first()
        )
        old = before.ordinal if before else _MODEL.rating().ordinal()
        return _change(old, change.ordinal, provisional=False)
    if SettledDaily.objects.filter(challenge=challenge).exists():
        return None  # settled with a single entrant: no rating moved
    entrants = list(
        Score.objects.filter(daily_challenge=challenge, ranked=True, status=ScoreStatus.VERIFIED)
        .order_by(*BEST_FIRST)
        .only("id", "user_id", "won", "rank_1", "rank_2", "rank_3", "rank_4")
    )
    user_ids = [s.user_id for s in entrants]
    if user.pk not in user_ids:
        return None
    current = {r.user_id: r for r in Rating.objects.filter(game=challenge.game, user_id__in=user_ids)}
    teams = [
        [_MODEL.rating(mu=current[u].mu, sigma=current[u].sigma) if u in current else _MODEL.rating()]
        for u in user_ids
    ]
    mine = user_ids.index(user.pk)
    old = teams[mine][0].ordinal()
    if len(entrants) < 2:
        return _change(old, old, provisional=True)
    rated = _MODEL.rate(teams, ranks=cast(list[float], placements(entrants)))
    return _change(old, rated[mine][0].ordinal(), provisional=True)


def _change(old: float, new: float, *, provisional: bool) -> dict[str, Any]:
    return {
        "before": round(old, 2),
        "after": round(new, 2),
        "change": round(new - old, 2),
        "provisional": provisional,
    }


# ---- the calendar and the trophies ----------------------------------------------------------------------


def parse_month(text: str | None) -> dt.date:
    if not text:
        return today().replace(day=1)
    try:
        year, month = (int(part) for part in text.split("-"))
        return dt.date(year, month, 1)
    except ValueError:
        raise ApiError(ErrorCode.INVALID_PARAMETER, "month must be YYYY-MM, for example 2026-11.") from None


def _daily_plays(user, *, game: str | None = None, start: dt.date | None = None, end: dt.date | None = None):
    plays = (
        Play.objects.filter(player=user, mode=Mode.DAILY)
        .exclude(status=PlayStatus.PLAYING)
        .select_related("daily_challenge")
        .order_by("daily_challenge__date", "game")
    )
    if game:
        plays = plays.filter(game=game)
    if start:
        plays = plays.filter(daily_challenge__date__gte=start)
    if end:
        plays = plays.filter(daily_challenge__date__lte=end)
    return plays


def month_calendar(*, user, month: dt.date, game: str | None = None) -> dict[str, Any]:
    last = month.replace(day=calendar.monthrange(month.year, month.month)[1])
    plays = list(_daily_plays(user, game=game, start=month, end=last))
    settled = {
        sp.challenge_id: sp
        for sp in SeasonPoints.objects.filter(
            user=user, challenge_id__in=[p.daily_challenge_id for p in plays]
        )
    }
    days = []
    for date, group in groupby(plays, key=lambda p: p.daily_challenge.date):
        entries = []
        for play in group:
            points = settled.get(play.daily_challenge_id)
            entries.append(
                {
                    "game": play.game,
                    "play": str(play.id),
                    "verdict": verdict_of(play),
                    "score": play.score,
                    "medal": daily.play_medal(play, play.daily_challenge),
                    "rank": {"rank": points.placement, "of": points.entrants, "settled": True}
                    if points
                    else None,
                }
            )
        days.append({"date": date, "best_medal": _best_medal(e["medal"] for e in entries), "plays": entries})
    return {
        "month": month.strftime("%Y-%m"),
        "game": game,
        "days_in_month": last.day,
        "first_weekday": month.weekday(),
        "days": days,
        "streak": player_statistics(user=user)["daily_streak"],
        "trophies": [t for t in trophies(user=user) if t["month"] == month.strftime("%Y-%m")],
    }


MEDAL_ORDER = ("gold", "silver", "bronze")


def _best_medal(medals) -> str | None:
    present = set(medals)
    return next((m for m in MEDAL_ORDER if m in present), None)


def trophies(*, user) -> list[dict[str, Any]]:
    """Every trophy earned, oldest first, each in the month it was earned."""
    plays = list(_daily_plays(user))
    earned: list[dict[str, Any]] = []
    # Perfect month: a finished month of one game with every one of its dailies won.
    won: dict[tuple[str, dt.date], int] = {}
    for play in plays:
        if play.status == PlayStatus.WON:
            key = (play.game, play.daily_challenge.date.replace(day=1))
            won[key] = won.get(key, 0) + 1
    this_month = today().replace(day=1)
    if won:
        held = (
            DailyChallenge.objects.filter(date__lt=this_month)
            .filter(Q(*[Q(game=g, date__year=m.year, date__month=m.month) for g, m in won], _connector=Q.OR))
            .values("game", "date__year", "date__month")
            .annotate(days=Count("id"))
        )
        for row in held:
            month = dt.date(row["date__year"], row["date__month"], 1)
            if won.get((row["game"], month)) == row["days"]:
                earned.append(
                    _trophy(
                        "perfect_month", month, f"Every {row['game']} daily of the month won", row["game"]
                    )
                )
    # Gold week: seven days in a row, each with a gold in some game (counted once per run of seven).
    gold_days = sorted(
        {p.daily_challenge.date for p in plays if daily.play_medal(p, p.daily_challenge) == "gold"}
    )
    run, previous = 0, None
    for day in gold_days:
        run = run + 1 if previous is not None and day - previous == dt.timedelta(days=1) else 1
        previous = day
        if run % GOLD_WEEK == 0:
            earned.append(
                _trophy(
                    "gold_week", day.replace(day=1), f"Seven golds in a row, to {day.isoformat()}", None, day
                )
            )
    # Full house: the five dailies of one day all won.
    by_day: dict[dt.date, set[str]] = {}
    for play in plays:
        if play.status == PlayStatus.WON:
            by_day.setdefault(play.daily_challenge.date, set()).add(play.game)
    if by_day:
        counts = dict(
            DailyChallenge.objects.filter(date__in=list(by_day)).values_list("date").annotate(n=Count("id"))
        )
        for day, games in sorted(by_day.items()):
            # A day of a single daily (a test server, a game added late) is no house to fill.
            if counts.get(day, 0) > 1 and len(games) >= counts[day]:
                earned.append(
                    _trophy(
                        "full_house", day.replace(day=1), f"Every daily of {day.isoformat()} won", None, day
                    )
                )
    earned.sort(key=lambda t: (t["month"], t["date"] or "", t["kind"]))
    return earned


def _trophy(
    kind: str, month: dt.date, title: str, game: str | None, day: dt.date | None = None
) -> dict[str, Any]:
    return {
        "kind": kind,
        "month": month.strftime("%Y-%m"),
        "date": day.isoformat() if day else None,
        "game": game,
        "title": title,
    }
