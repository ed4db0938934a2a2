"""Boards: a daily challenge's, all time per game and preset (a player's best), per ISO week."""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import astuple, dataclass

from django.db.models import Count, F, Max, Q, QuerySet, Window
from django.db.models.functions import RowNumber

from config.errors import ApiError
from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import BEST_FIRST, DatabaseRanking, RedisRanking, uses_redis

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
    order = [F(f.lstrip("-")).desc() if f.startswith("-") else F(f).asc() for f in BEST_FIRST]
    return (
        Score.objects.filter(board_filter, status=ScoreStatus.VERIFIED)
        .annotate(nth_of_player=Window(RowNumber(), partition_by=[F("user_id")], order_by=order))
        .filter(nth_of_player=1)
        .order_by(*BEST_FIRST)
    )


@dataclass(frozen=True)
class BoardEntry:
    rank: int
    score_id: int
    user_id: int
    player: str
    score: int
    rank_key: list[int]
    won: bool
    result: str  # "won", "lost" or "resigned", as a board's RESULT column says it
    play_id: str | None  # the play it came from (None for an offline game): its replay, once it may be seen
    verified_at: dt.datetime


def _entries(rows: list[tuple[int, int]]) -> list[BoardEntry]:
    """The ranked score ids with what a board shows of each: only those columns, no model instances (a
    score's row also holds its whole action log, which a board never needs)."""
    found = {
        values[0]: values
        for values in Score.objects.filter(pk__in=[score_id for _, score_id in rows]).values_list(
            "id",
            "user_id",
            "user__display_name",
            "user__username",
            "score",
            "rank_key",
            "won",
            "play__end_reason",
            "play_id",
            "verified_at",
        )
    }
    entries = []
    for rank, score_id in rows:
        if score_id not in found:  # deleted since it was ranked
            continue
        _, user_id, display_name, username, score, rank_key, won, end_reason, play_id, verified_at = found[
            score_id
        ]
        player = display_name or username  # as User.public_name
        result = entry_result(won=won, end_reason=end_reason)
        play = str(play_id) if play_id else None
        entries.append(
            BoardEntry(rank, score_id, user_id, player, score, rank_key, won, result, play, verified_at)
        )
    return entries


def entry_result(*, won: bool, end_reason: str | None) -> str:
    """A score played on the server knows how its play ended; one posted from an offline game ended by its
    log, where a resignation is its last action, which a board does not read: it shows as "lost"."""
    if won:
        return "won"
    return "resigned" if end_reason == "resigned" else "lost"


# A page is cached under the board's version, so a new score on the board is seen at once; the expiry only
# bounds how long a player's renamed display name can lag on a page nobody's score has changed since.
TOP_PAGE_CACHE_SECONDS = 30


def board_top(
    board: Board, *, offset: int = 0, limit: int = 100, backend: str | None = None
) -> list[BoardEntry]:
    ranking = ranking_for(board, backend=backend)
    if not isinstance(ranking, RedisRanking):
        return _entries(ranking.top(offset, limit))
    key = ranking.page_key(offset, limit)
    cached = ranking.client.get(key)
    if cached is not None:
        return [_entry_from_json(values) for values in json.loads(cached)]
    entries = _entries(ranking.top(offset, limit))
    ranking.client.set(key, json.dumps([_entry_to_json(e) for e in entries]), ex=TOP_PAGE_CACHE_SECONDS)
    return entries


def _entry_to_json(entry: BoardEntry) -> list:
    return [*astuple(entry)[:-1], entry.verified_at.isoformat()]


def _entry_from_json(values: list) -> BoardEntry:
    return BoardEntry(*values[:-1], dt.datetime.fromisoformat(values[-1]))


def board_size(board: Board, *, backend: str | None = None) -> int:
    return ranking_for(board, backend=backend).size()


def rank_of(board: Board, user_id: int, *, backend: str | None = None) -> BoardEntry | None:
    found = ranking_for(board, backend=backend).rank_of(user_id)
    if found is None:
        return None
    rows = _entries([found])
    return rows[0] if rows else None


def board_around(board: Board, user_id: int, k: int, *, backend: str | None = None) -> list[BoardEntry]:
    """The player's entry with up to k entries above and k below (fewer at the top and bottom edges); empty
    when the player is not on the board."""
    ranking = ranking_for(board, backend=backend)
    found = ranking.rank_of(user_id)
    if found is None:
        return []
    position = found[0] - 1
    start = max(0, position - k)
    return _entries(ranking.top(start, position - start + k + 1))


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
