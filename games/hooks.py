"""The one way games hand work to the apps built on top of them, without importing them.

``games`` sits below ``leaderboards``: leaderboards import games, never the reverse. When a play ends on the
server, ``games.services`` sends ``play_finished`` (inside the transaction that ended it, holding the play's
row lock); ``leaderboards.apps.LeaderboardsConfig.ready`` connects the receiver that turns the play into a
score, and the one that withdraws that score when a lost practice play is taken back (``play_reopened``). A receiver's exception rolls the move back, so a finished play is never left without its score.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from django.dispatch import Signal

# Sent with ``play``: the games.models.Play that has just ended (won, lost or resigned).
play_finished = Signal()
# Sent with ``play``: a lost practice Play taken back to play on (``games.services.play_undo``), inside its row
# lock. The receiver withdraws the score it ended with; the play never submits another.
play_reopened = Signal()


# The id of the board a daily challenge ranks on, from (game, preset, date): board ids are leaderboards' own
# (``leaderboards.boards.Board``), so ``LeaderboardsConfig.ready`` registers the function and a challenge names
# its board without games importing leaderboards.
_daily_board_id: Callable[[str, str, dt.date], str] | None = None


def register_daily_board_id(function: Callable[[str, str, dt.date], str]) -> None:
    global _daily_board_id
    _daily_board_id = function


def daily_board_id(*, game: str, preset: str, date: dt.date) -> str:
    if _daily_board_id is None:
        raise RuntimeError("no app registered the daily boards (leaderboards.apps registers them)")
    return _daily_board_id(game, preset, date)
