"""How a finished play ended and what it earned, in words: the plain terminal and the full-screen one both say
it, so it lives below both (``clients.terminal`` imports ``clients.screen``, never the reverse)."""

from __future__ import annotations

import contextlib
from typing import Any

from clients.api import Api, ApiError


def end_words(s: dict[str, Any]) -> str:
    won = s["status"] == "won"
    reason = f" Reason: {s['end_reason'].replace('_', ' ')}." if s.get("end_reason") else ""
    return f"{'You won!' if won else 'The game is over.'} Score {s['score']}.{reason}"


async def standing_lines(api: Api, s: dict[str, Any]) -> list[str]:
    """What a finished play earned, in words: casual and why, or its rank (or would-be rank) on each board."""
    lines: list[str] = []
    with contextlib.suppress(ApiError):
        scores = await api.my_scores_of_play(s["id"])
        if not scores:
            return lines
        score = scores[0]
        if not score["ranked"]:
            lines.append(f"Casual game: {score['unranked_reason']}")
        for board_id in score["boards"]:
            mine = await api.my_place(board_id)
            if mine["rank"]:
                lines.append(f"Rank #{mine['rank']} of {mine['size']} on {board_id}.")
            elif mine["would_place"]:
                lines.append(f"Your score would place #{mine['would_place']} on {board_id}.")
            else:
                lines.append(f"Your score is being verified for {board_id}.")
    return lines
