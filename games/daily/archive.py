"""Reads of the daily archive: past challenges with the caller's result, and the day's winning line."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db.models import QuerySet

from api.error_codes import ErrorCode
from api.errors import ApiError
from games.daily import challenges as daily
from games.engines.registry import get_game
from games.models import DailyChallenge
from games.play_sql import MyDailyPlay, my_daily_plays


def archive_challenges(*, game: str | None, start: dt.date | None, end: dt.date | None) -> QuerySet:
    """Days that have opened (never one still ahead), newest first; ``start``/``end`` inclusive."""
    challenges = DailyChallenge.objects.filter(date__lte=daily.today()).defer("screening")
    if game:
        challenges = challenges.filter(game=game)
    if start:
        challenges = challenges.filter(date__gte=start)
    if end:
        challenges = challenges.filter(date__lte=end)
    return challenges


def my_plays_by_challenge(*, user, challenge_ids: list[int]) -> dict[int, MyDailyPlay]:
    """The caller's attempts at these challenges, by challenge id: one query for a whole page (no N+1)."""
    if user is None or not user.is_authenticated:
        return {}
    return my_daily_plays(user.pk, challenge_ids)


def bot_game(*, challenge: DailyChallenge) -> dict[str, Any]:
    """The day's winning line (rule ladder-2: the best-scoring winning game found in screening, the one that set
    par) or, on earlier days, the strong bot's game at the high budget, position by position."""
    screening = challenge.screening
    if "candidates" not in screening:
        # A day made without the bot's screening (by hand, or before screening existed) has no bot's game.
        raise ApiError(ErrorCode.NO_BOT_GAME)
    game = get_game(challenge.game)
    line = screening.get("line")
    if line is not None:
        # A certified day (rule ladder-2): the winning line that set par, whoever played it.
        actions, by = line["actions"], line["by"]
    else:
        actions, by = (
            screening["candidates"][screening["chosen"]]["players"]["strong_high"].get("actions", []),
            None,
        )
    state = game.new_game(challenge.seed, challenge.options, version=challenge.engine_version)
    frames: list[dict[str, Any]] = [
        {"move": None, "view": game.player_view(state), "score": game.score(state)}
    ]
    for action in actions:
        text = game.describe_action(state, action)
        state = game.apply(state, action)
        frames.append({"move": text, "view": game.player_view(state), "score": game.score(state)})
    return {
        "date": challenge.date.isoformat(),
        "game": challenge.game,
        "preset": challenge.preset,
        "tier": challenge.difficulty,
        "par": challenge.par,
        **daily.challenge_medals(challenge),
        "status": state.status.value,
        # Who played it: a ladder player ("greedy", "strong_high", ...) or "solver"; null before ladder-2.
        "by": by,
        "frames": frames,
    }
