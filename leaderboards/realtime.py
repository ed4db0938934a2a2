"""Push a board's top entries to its watchers when a newly ranked score enters them."""

from __future__ import annotations

import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from leaderboards.models import Score

logger = logging.getLogger(__name__)
WATCHED_TOP = 10


def board_group(board_id: str) -> str:
    return f"board.{board_id}"


def top_entries(board_id: str, limit: int = WATCHED_TOP) -> list[dict]:
    from leaderboards.selectors import Board, board_top

    return [
        {
            "rank": e.rank,
            "player": e.player,
            "score": e.score,
            "rank_key": e.rank_key,
            "won": e.won,
            "result": e.result,
        }
        for e in board_top(Board.parse(board_id), limit=limit)
    ]


def board_changed(score: Score) -> None:
    """Runs after the score's verification committed. A failed push is logged: the board itself is right."""
    from leaderboards.ranking import boards_of
    from leaderboards.selectors import Board, ranking_for

    layer = get_channel_layer()
    if layer is None:
        return
    for board_id in boards_of(score):
        try:
            # Only the rank and which score holds it: no need to load the entry from the database.
            mine = ranking_for(Board.parse(board_id)).rank_of(score.user_id)
            if mine is None or mine[0] > WATCHED_TOP or mine[1] != score.pk:
                continue
            message = {"type": "board.update", "board": board_id, "top": top_entries(board_id)}
            async_to_sync(layer.group_send)(board_group(board_id), message)
        except Exception:
            logger.exception("Could not push board %s", board_id)
