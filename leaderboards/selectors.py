"""Boards: a daily challenge's, all time per game and preset (a player's best), per ISO week."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db.models import Count, F, Max, Q, QuerySet, Window
from django.db.models.functions import RowNumber

from config.errors import ApiError
from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import DatabaseRanking, RedisRanking, uses_redis

ORDER = ("-rank_1", "-rank_2", "-rank_3", "-rank_4", "verified_at", "id")
_BOARD = re.compile(
    r"^(?:daily-(?P<daily>\d+)|all-(?P<game>[a-z0-9]+)-(?P<preset>[a-z0-9_-]+)|"
    r"week-(?P<wgame>[a-z0-9]+)-(?P<wpreset>[a-z0-9_-]+)-(?P<week>\d{4}-W\d{2}))$"
)


@dataclass(frozen=True)
class Board:
    id: str
    filter: Q

    @classmethod
    def parse(cls, board_id: str) -> Board:
        match = _BOARD.match(board_id)
        if not match:
            raise ApiError(
                "unknown_board",
                "Boards are named daily-<challenge id>, all-<game>-<preset> or week-<game>-<preset>-<YYYY-Www>.",
                404,
            )
        if match["daily"]:
            return cls(board_id, Q(daily_challenge_id=int(match["daily"])))
        if match["game"]:
            return cls(board_id, Q(game=match["game"], preset=match["preset"]))
        return cls(board_id, Q(game=match["wgame"], preset=match["wpreset"], iso_week=match["week"]))


def ranking_for(board: Board, *, backend: str | None = None):
    if (backend or ("redis" if uses_redis() else "database")) == "redis":
        return RedisRanking(board.id)
    return DatabaseRanking(board.filter)


def best_scores_queryset(board_filter: Q) -> QuerySet[Score]:
    """One entry per player, their best, in rank order (ties: the earlier verification first)."""
    order = [F(f.lstrip("-")).desc() if f.startswith("-") else F(f).asc() for f in ORDER]
    return (
        Score.objects.filter(board_filter, status=ScoreStatus.VERIFIED)
        .annotate(nth_of_player=Window(RowNumber(), partition_by=[F("user_id")], order_by=order))
        .filter(nth_of_player=1)
        .order_by(*ORDER)
    )


def _with_scores(rows: list[tuple[int, int]]) -> list[tuple[int, Score]]:
    scores = Score.objects.select_related("user").in_bulk([score_id for _, score_id in rows])
    return [(rank, scores[score_id]) for rank, score_id in rows if score_id in scores]


def board_top(
    board: Board, *, offset: int = 0, limit: int = 100, backend: str | None = None
) -> list[tuple[int, Score]]:
    return _with_scores(ranking_for(board, backend=backend).top(offset, limit))


def board_size(board: Board, *, backend: str | None = None) -> int:
    return ranking_for(board, backend=backend).size()


def rank_of(board: Board, user_id: int, *, backend: str | None = None) -> tuple[int, Score] | None:
    found = ranking_for(board, backend=backend).rank_of(user_id)
    if found is None:
        return None
    rows = _with_scores([found])
    return rows[0] if rows else None


def board_around(
    board: Board, user_id: int, k: int, *, backend: str | None = None
) -> list[tuple[int, Score]]:
    """The player's entry with up to k entries above and k below (fewer at the top and bottom edges)."""
    ranking = ranking_for(board, backend=backend)
    found = ranking.rank_of(user_id)
    if found is None:
        return []
    position = found[0] - 1
    start = max(0, position - k)
    return _with_scores(ranking.top(start, position - start + k + 1))


def board_histogram(board: Board, *, buckets: int = 20) -> dict:
    """Counts of the players' best scores in equal-width buckets."""
    best = best_scores_queryset(board.filter)
    values = [s for s in best.values_list("score", flat=True) if s is not None]
    if not values:
        return {"buckets": [], "count": 0}
    low, high = min(values), max(values)
    width = max(1, -(-(high - low + 1) // buckets))
    counts: dict[int, int] = {}
    for value in values:
        counts[(value - low) // width] = counts.get((value - low) // width, 0) + 1
    return {
        "count": len(values),
        "buckets": [
            {"from": low + i * width, "to": low + (i + 1) * width - 1, "count": counts.get(i, 0)}
            for i in range((high - low) // width + 1)
        ],
    }


def player_statistics(*, user) -> dict:
    """Games played and won per game, win rate, daily streaks (current and best), best scores."""
    import datetime as dt

    from games.daily import today
    from games.models import Play

    finished = Play.objects.filter(player=user).exclude(status="playing")
    per_game = {
        row["game"]: {"played": row["played"], "won": row["won"]}
        for row in finished.values("game").annotate(
            played=Count("id"), won=Count("id", filter=Q(status="won"))
        )
    }
    for stats in per_game.values():
        stats["win_rate"] = round(stats["won"] / stats["played"], 4) if stats["played"] else 0.0
    best = {
        f"{row['game']}/{row['preset']}": row["best"]
        for row in Score.objects.filter(user=user, status=ScoreStatus.VERIFIED)
        .exclude(preset="")
        .values("game", "preset")
        .annotate(best=Max("score"))
    }
    days = sorted(set(finished.filter(mode="daily").values_list("daily_challenge__date", flat=True)))
    best_streak = current = 0
    previous = None
    for day in days:
        current = current + 1 if previous is not None and day - previous == dt.timedelta(days=1) else 1
        best_streak, previous = max(best_streak, current), day
    alive = previous is not None and today() - previous <= dt.timedelta(days=1)
    return {
        "player": user.public_name,
        "games": per_game,
        "played": sum(s["played"] for s in per_game.values()),
        "won": sum(s["won"] for s in per_game.values()),
        "daily_streak": {"current": current if alive else 0, "best": best_streak},
        "best_scores": best,
    }
