"""How a finished play ended and what it earned, in words: the plain terminal and the full-screen one both say
it, so it lives below both (``clients.terminal`` imports ``clients.screen``, never the reverse)."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import time
from collections.abc import Callable

from patience_client.models import HintOutput, ScoreHistory
from patience_sdk import PlayState

from clients.api import Api, ApiError, legal_actions

VERDICT_WORDS = {"won": "You won!", "lost": "You lost.", "resigned": "You resigned."}
# How long the end of a game waits for its score's verification, reading it again this often: an idle worker
# decides in well under a second, a busy one in a few; longer, and the end of a game would feel like a hang.
SETTLE_SECONDS = 8.0
SETTLE_PAUSE_SECONDS = 0.5
BEING_VERIFIED = "Your score is being verified by the server…"


def verdict_of(s: PlayState) -> str:
    """won, lost or resigned, as the web says it: a resignation (or a daily left to close) is not a loss."""
    if s.status == "won":
        return "won"
    return "resigned" if s.end_reason in ("resigned", "abandoned") else "lost"


def end_words(s: PlayState) -> str:
    reason = f" Reason: {s.end_reason.replace('_', ' ')}." if s.end_reason else ""
    return f"{VERDICT_WORDS[verdict_of(s)]} Score {s.score}.{reason}"


def hinted_number(s: PlayState, hint: HintOutput) -> int | None:
    """The number of the hinted move among the snapshot's legal actions (the hint names the action; the
    request's action is any game's, so the two models compare by their JSON)."""
    wanted = hint.action.to_dict()
    return next((i for i, e in enumerate(legal_actions(s), start=1) if e.action.to_dict() == wanted), None)


def clock(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"


async def settled_score(
    api: Api, s: PlayState, *, waiting: Callable[[], None] | None = None
) -> ScoreHistory | None:
    """The play's score once its verification has decided it (verified, held for review or rejected), read
    again while it is missing or pending, for ``SETTLE_SECONDS`` at most: read once at the end of the game, a
    score a worker had not reached yet said "being verified" for ever, even once it was held (#42). Then the
    last read, still pending when the worker is slower. ``waiting`` is called once, at the first pending read,
    so that the player sees what the pause is."""
    deadline = time.monotonic() + SETTLE_SECONDS
    told = False
    while True:
        try:
            scores = await api.my_scores_of_play(str(s.id))
        except ApiError:
            return None
        score = scores[0] if scores else None
        if (score is not None and str(score.status) != "pending") or time.monotonic() >= deadline:
            return score
        if waiting is not None and not told:
            waiting()
            told = True
        await asyncio.sleep(SETTLE_PAUSE_SECONDS)


def is_held(score: ScoreHistory | None) -> bool:
    return score is not None and str(score.status) == "held"


async def result_lines(api: Api, s: PlayState, score: ScoreHistory | None) -> list[str]:
    """A daily's result card in short lines, the same facts as the web's: verdict, score against par, medal,
    rank so far (or settled; held for review, or still being verified), streak, rating change (provisional
    until the day settles), next deal. ``score``: the play's, as :func:`settled_score` found it."""
    if s.mode != "daily":
        return []
    try:
        r = await api.result(str(s.id))
    except ApiError:
        return []
    par = f" (par {r.par})" if r.par is not None else ""
    rank = r.rank
    if rank:
        where = f"#{rank.rank} of {rank.of}{'' if rank.settled else ' so far'}"
    elif is_held(score):
        where = "held for review"  # why, and what happens next: standing_lines, below the card
    elif score is not None and str(score.status) == "pending":
        where = "not yet: being verified"
    else:
        where = "not ranked"
    rating = r.rating
    if rating:
        change = f"{rating.change:+.1f}" + (
            " provisional, settles at the close" if rating.provisional else ""
        )
    elif is_held(score):
        change = "no change while held for review"
    else:
        change = "no change" + ("" if r.ranked else " (casual)")
    left = r.next_deal_at - dt.datetime.now(dt.UTC)
    streak = r.streak
    note = r.par_note  # the server's sentence when par came from the solver (each half fits 80 columns)
    return [
        f"{VERDICT_WORDS[str(r.verdict)]} Score {r.score}{par} · medal {r.medal or 'none'}",
        # Two lines, at the semicolon: a wrapped line on an 80-column screen is cut.
        *(note.replace("; ", ";\n").split("\n") if note else []),
        f"Rank {where} · streak {streak.current} (best {streak.best})",
        f"Rating {change}",
        f"Next deal in {clock(left.total_seconds())}",
    ]


async def standing_lines(api: Api, score: ScoreHistory | None) -> list[str]:
    """What a finished play earned, in words: casual and why, held for review or rejected and why, or its rank
    (or would-be rank) on each board. ``score``: the play's, as :func:`settled_score` found it."""
    lines: list[str] = []
    if score is None:
        return lines
    if not score.ranked:
        lines.append(f"Casual game: {score.unranked_reason}")
    if is_held(score):
        # The reason says why it is held and what happens next (the audit, or a person's review).
        lines.append(str(score.reason))
        return lines
    if str(score.status) in ("rejected", "voided"):
        lines.append(f"{str(score.status).capitalize()}: {score.reason}")
        return lines
    with contextlib.suppress(ApiError):
        for board_id in score.boards:
            mine = await api.my_place(board_id)
            if mine.rank:
                lines.append(f"Rank #{mine.rank} of {mine.size} on {board_id}.")
            elif mine.would_place:
                lines.append(f"Your score would place #{mine.would_place} on {board_id}.")
            else:
                lines.append(f"Your score is being verified for {board_id}.")
    return lines
