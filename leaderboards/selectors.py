"""Boards: a daily challenge's, all time per game and preset (a player's best), per ISO week."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db.models import F, Q, QuerySet, Window
from django.db.models.functions import RowNumber

from config.errors import ApiError
from leaderboards.models import Score, ScoreStatus

ORDER = ("-rank_1", "-rank_2", "-rank_3", "-rank_4", "verified_at", "id")
_BOARD = re.compile(
    r"^(?:daily-(?P<daily>\d+)|all-(?P<game>[a-z0-9]+)-(?P<preset>[a-z0-9_]+)|"
    r"week-(?P<wgame>[a-z0-9]+)-(?P<wpreset>[a-z0-9_]+)-(?P<week>\d{4}-W\d{2}))$"
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


def best_scores(board: Board) -> QuerySet[Score]:
    """One entry per player, their best, in rank order."""
    ranked = (
        Score.objects.filter(board.filter, status=ScoreStatus.VERIFIED)
        .annotate(
            nth_of_player=Window(
                RowNumber(),
                partition_by=[F("user_id")],
                order_by=[F(f.lstrip("-")).desc() if f.startswith("-") else F(f).asc() for f in ORDER],
            )
        )
        .filter(nth_of_player=1)
        .select_related("user")
        .order_by(*ORDER)
    )
    return ranked


def board_top(board: Board, *, offset: int = 0, limit: int = 100) -> list[tuple[int, Score]]:
    entries = list(best_scores(board)[offset : offset + limit])
    return [(offset + i + 1, entry) for i, entry in enumerate(entries)]


def board_size(board: Board) -> int:
    return (
        Score.objects.filter(board.filter, status=ScoreStatus.VERIFIED).values("user_id").distinct().count()
    )


def rank_of(board: Board, user_id: int) -> tuple[int, Score] | None:
    entries = list(best_scores(board))
    for position, entry in enumerate(entries, start=1):
        if entry.user_id == user_id:
            return position, entry
    return None


def board_around(board: Board, user_id: int, k: int) -> list[tuple[int, Score]]:
    entries = list(best_scores(board))
    for index, entry in enumerate(entries):
        if entry.user_id == user_id:
            low, high = max(0, index - k), min(len(entries), index + k + 1)
            return [(i + 1, entries[i]) for i in range(low, high)]
    return []
