"""One row of a board (``BoardEntry``), and how a score board's rows are kept in Redis beside their ranks.

A board read (top page, my rank, around me) must not wait for PostgreSQL: at 1,000,000 players the eleven rows
around a player are rarely in the database's cache, and reading them cost 5 to 8 ms of a 9 ms read. So what a
score board shows of each entry is copied, when the score ranks, into the board's ``entries`` hash
(``leaderboards.boards.BoardKeys``) as a compact JSON array, and a read takes ranks and rows from Redis in one
round trip. The database stays the truth: ``manage.py leaderboards rebuild`` writes the hash again from it.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field

_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
_MICROSECOND = dt.timedelta(microseconds=1)


@dataclass(frozen=True)
class BoardEntry:
    """One row of any board. Score boards fill the score's columns; a season row has ``points`` and
    ``dailies``, a rating row ``rating`` (the ordinal), ``mu``, ``sigma`` and ``dailies``."""

    rank: int
    user_id: int
    player: str
    score_id: int | None = None
    score: int | None = None
    rank_key: list[int] = field(default_factory=list)
    won: bool | None = None
    result: str | None = None
    moves: int | None = None
    seconds: int | None = None
    verified_at: dt.datetime | None = None
    play_id: str | None = (
        None  # the play behind a score (null: an offline game); its replay opens once revealed
    )
    provisional: bool | None = None  # score boards: an account registered after its daily opened
    deals: int | None = None  # practice boards: the player's ranked deals played (``selectors.with_deals``)
    points: int | None = None
    dailies: int | None = None
    rating: float | None = None
    mu: float | None = None
    sigma: float | None = None


def encode_entry(
    user_id: int,
    player: str,
    score_id: int,
    *shown,
    verified_at: dt.datetime,
    play_id,
    provisional: bool = False,
) -> str:
    """A score board row as stored in Redis: a positional JSON array (about 100 bytes; names would double it).
    ``shown`` as in ``score_board_entry``. Its field in the entries hash is the score id as the member ends with
    it (12 digits, ``ranking._member``), so the Lua scripts that replace or drop a member find its row without
    parsing it."""
    row = [
        user_id,
        player,
        score_id,
        *shown,
        (verified_at - _EPOCH) // _MICROSECOND,
        str(play_id) if play_id else None,
        # Last, and read as false when absent: a row an older release wrote still decodes.
        1 if provisional else 0,
    ]
    return json.dumps(row, separators=(",", ":"), ensure_ascii=False)


def encode_score_entry(score, player: str) -> str:
    """The row of a verified ``leaderboards.models.Score`` whose player's public name is ``player``."""
    shown = (
        score.score,
        list(score.rank_key),
        score.won,
        score.result,
        score.actions_count,
        score.duration_seconds,
    )
    return encode_entry(
        score.user_id,
        player,
        score.pk,
        *shown,
        verified_at=score.verified_at,
        play_id=score.play_id,
        provisional=score.provisional,
    )


def score_board_entry(
    rank: int,
    user_id: int,
    player: str,
    score_id: int,
    *shown,
    verified_at: dt.datetime,
    play_id,
    provisional: bool = False,
) -> BoardEntry:
    """A score board's row; ``shown``: score, rank key, won, result, moves and seconds, in that order."""
    score, rank_key, won, result, moves, seconds = shown
    return BoardEntry(
        rank,
        user_id,
        player,
        score_id=score_id,
        score=score,
        rank_key=rank_key,
        won=won,
        result=result,
        moves=moves,
        seconds=seconds,
        verified_at=verified_at,
        play_id=str(play_id) if play_id else None,
        provisional=bool(provisional),
    )


def decode_entries(first_rank: int, rows: list) -> list[BoardEntry]:
    """The rows of consecutive ranks from ``first_rank``, as Redis returns them (None: a row missing, skipped;
    the ranks of the others stay theirs). One ``json.loads`` for the whole page, not one per row."""
    present = [(first_rank + i, row) for i, row in enumerate(rows) if row is not None]
    if not present:
        return []
    text = ",".join(row.decode() if isinstance(row, bytes) else row for _, row in present)
    return [
        score_board_entry(
            rank,
            *values[:9],
            verified_at=_EPOCH + values[9] * _MICROSECOND,
            play_id=values[10],
            provisional=len(values) > 11 and bool(values[11]),
        )
        for (rank, _), values in zip(present, json.loads(f"[{text}]"), strict=True)
    ]
