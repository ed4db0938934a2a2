"""Push a board's top entries to its watchers when a newly ranked score enters them, or when a score comes back
on its boards or leaves them after a hold (the Redis mirror moved with it)."""

from __future__ import annotations

import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

from leaderboards.boards import Board, Kind
from leaderboards.frames import BoardEntry
from leaderboards.models import Score
from leaderboards.ranking import index_returned, unindex_score, uses_redis
from leaderboards.selectors import board_size, board_top, ranking_for

logger = logging.getLogger(__name__)
WATCHED_TOP = 10


def top_entries(board: Board, limit: int = WATCHED_TOP) -> list[BoardEntry]:
    return [
        BoardEntry(
            rank=e.rank,
            player=e.player,
            score=e.score,
            rank_key=e.rank_key,
            won=e.won,
            result=e.result,
            moves=e.moves,
            seconds=e.seconds,
            play_id=e.play_id,
            points=e.points,
            rating=e.rating,
        )
        for e in board_top(board, limit=limit)
    ]


def board_changed(score: Score, ranks: dict[Board, int | None] | None = None) -> None:
    """Runs after the score's verification committed. ``ranks``: the score's rank on each board its indexing
    changed (``leaderboards.ranking.index_score``), so that most verifications, far below the top, cost
    nothing more; without it the rank is read. A failed push is logged: the board itself is right."""
    boards_changed([(score, ranks)])


def boards_changed(changes: list[tuple[Score, dict[Board, int | None] | None]]) -> None:
    """``board_changed`` for a batch of verified scores: each board is pushed once, with its top as the whole
    batch left it (scores that entered the same top together send one update, not one each)."""
    layer = get_channel_layer()
    if layer is None:
        return
    best: dict[Board, int | None] = {}  # each board's best new rank among the batch's scores
    for score, ranks in changes:
        for board in Board.of_score(score):
            try:
                if ranks is not None:
                    rank = ranks.get(board)
                else:
                    # Only the rank and which score holds it: no need to load the entry from the database.
                    mine = ranking_for(board).rank_of(score.user_id)
                    rank = mine[0] if mine is not None and mine[1] == score.pk else None
            except Exception:
                logger.exception("Could not read the rank of score %s on board %s", score.pk, board)
                rank = None
            known = best.get(board)
            best[board] = rank if known is None or (rank is not None and rank < known) else known
    tops: list[Board] = []
    for board, rank in best.items():
        if rank is not None and rank <= WATCHED_TOP:
            tops.append(board)
        elif board.kind is Kind.DAILY and rank is not None:
            # Below the top, watchers still learn that the board grew: a result card's "#N of M so far"
            # follows it while the day is open. A count, cheap to read.
            try:
                size = {"type": "board.size", "board": board.id, "size": board_size(board)}
                async_to_sync(layer.group_send)(board.group, size)
            except Exception:
                logger.exception("Could not push board %s", board)
    tops_pushed(tops)


def back_on_boards(score: Score, player: str) -> None:
    """A held score goes back on its boards (an audit's pass, a review's release), after the commit that moved
    it: mirrored into Redis (``index_returned``) and its boards' watchers told as a new score's are."""
    try:
        ranks = index_returned(score, player)
    except Exception:
        logger.warning(
            "Could not index score %s in Redis; rebuild the boards when it is back", score.pk, exc_info=True
        )
        ranks = {}
    boards_changed([(score, ranks if uses_redis() else None)])


def off_boards_on_commit(score: Score, member: str, boards: list[Board]) -> None:
    """Once the transaction that took ``score`` off its ``boards`` (withdrawn, held) commits: off the Redis
    mirror (``unindex_score``; ``member``: its rank string while it ranked), and each board's top pushed to its
    watchers, since the score may have been in it. The database already holds the truth: if Redis is down this is
    logged, and ``manage.py leaderboards rebuild`` restores the mirror."""

    def off_boards() -> None:
        try:
            unindex_score(score, member, boards)
        except Exception:
            logger.warning(
                "Could not unindex score %s in Redis; rebuild the boards when it is back",
                score.pk,
                exc_info=True,
            )
        tops_pushed(boards)

    transaction.on_commit(off_boards)


def tops_pushed(boards: list[Board]) -> None:
    """Push each board's top to its watchers, whatever changed in it. A failed push is logged."""
    layer = get_channel_layer()
    if layer is None:
        return
    for board in boards:
        try:
            message = {"type": "board.update", "board": board.id, "top": top_entries(board)}
            async_to_sync(layer.group_send)(board.group, message)
        except Exception:
            logger.exception("Could not push board %s", board)
