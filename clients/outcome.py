"""How a finished play ended and what it earned, in words: the plain terminal and the full-screen one both say
it, so it lives below both (``clients.terminal`` imports ``clients.screen``, never the reverse)."""

from __future__ import annotations

import contextlib
import datetime as dt

from patience_client.models import HintOutput
from patience_sdk import PlayState

from clients.api import Api, ApiError, legal_actions

VERDICT_WORDS = {"won": "You won!", "lost": "You lost.", "resigned": "You resigned."}


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


async def result_lines(api: Api, s: PlayState) -> list[str]:
    """A daily's result card in short lines, the same facts as the web's: verdict, score against par, medal,
    rank so far (or settled), streak, rating change (provisional until the day settles), next deal."""
    if s.mode != "daily":
        return []
    try:
        r = await api.result(str(s.id))
    except ApiError:
        return []
    par = f" (par {r.par})" if r.par is not None else ""
    rank = r.rank
    where = f"#{rank.rank} of {rank.of}{'' if rank.settled else ' so far'}" if rank else "not ranked"
    rating = r.rating
    if rating:
        change = f"{rating.change:+.1f}" + (
            " provisional, settles at the close" if rating.provisional else ""
        )
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


async def standing_lines(api: Api, s: PlayState) -> list[str]:
    """What a finished play earned, in words: casual and why, or its rank (or would-be rank) on each board."""
    lines: list[str] = []
    with contextlib.suppress(ApiError):
        scores = await api.my_scores_of_play(str(s.id))
        if not scores:
            return lines
        score = scores[0]
        if not score.ranked:
            lines.append(f"Casual game: {score.unranked_reason}")
        if str(score.status) == "held":
            # The reason says why it is held and what happens next (the audit, or a person's review).
            lines.append(str(score.reason))
            return lines
        for board_id in score.boards:
            mine = await api.my_place(board_id)
            if mine.rank:
                lines.append(f"Rank #{mine.rank} of {mine.size} on {board_id}.")
            elif mine.would_place:
                lines.append(f"Your score would place #{mine.would_place} on {board_id}.")
            else:
                lines.append(f"Your score is being verified for {board_id}.")
    return lines
