"""Reads of plays that the APIs and the consumers share."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db.models import QuerySet

from accounts.models import User
from config.errors import ApiError
from games.engines.registry import get_game
from games.models import Play


def play_of(*, play_id, user: User) -> Play:
    """The play if ``user`` owns it. Anyone else gets the same 404 as for a play that does not exist, so
    that ids cannot be probed."""
    play = Play.objects.filter(pk=play_id, player_id=user.pk).first() if user.is_authenticated else None
    if play is None:
        raise ApiError("not_found", "There is no such play of yours.", 404)
    return play


def plays_of(
    *, user: User, game: str | None = None, status: str | None = None, mode: str | None = None
) -> QuerySet[Play]:
    plays = Play.objects.filter(player=user).defer("state", "actions")
    if game:
        plays = plays.filter(game=game)
    if status:
        plays = plays.filter(status=status)
    if mode:
        plays = plays.filter(mode=mode)
    return plays


def seed_is_public(play: Play) -> bool:
    """Practice seeds are the player's own; a daily seed is public once its day has closed."""
    if play.daily_challenge_id is None:
        return True
    from django.utils import timezone

    return play.daily_challenge.closes_at <= timezone.now()


def play_snapshot(play: Play) -> dict[str, Any]:
    """Everything a client needs to draw the position and act, in one object (REST and WebSocket alike).

    A service that has just changed the play leaves the snapshot on it (``play.snapshot``): the response and
    the broadcast of one move then share one computation instead of deserializing the state twice."""
    cached = getattr(play, "snapshot", None)
    if cached is not None and cached["version"] == play.version:
        return cached
    game = get_game(play.game)
    state = game.deserialize(play.state)
    legal = game.legal_actions(state)
    return {
        "id": str(play.id),
        "game": play.game,
        "mode": play.mode,
        "version": play.version,
        "status": play.status,
        "end_reason": play.end_reason or None,
        "score": play.score,
        "rank_key": play.rank_key,
        "view": game.player_view(state),
        "legal_actions": [
            {"action": action, "text": game.describe_action(state, action)} for action in legal
        ],
        "actions_count": len(play.actions),
        "undo_count": play.undo_count,
        "hint_count": play.hint_count,
        "can_undo": play.mode == "practice" and not play.is_over and bool(play.actions),
    }


def seed_is_secret_daily(seed: str) -> bool:
    """Whether ``seed`` is the seed of a daily challenge that has not closed yet."""
    from django.utils import timezone

    from games.models import DailyChallenge

    return DailyChallenge.objects.filter(seed=seed, closes_at__gt=timezone.now()).exists()


def seed_is_a_daily(seed: str) -> bool:
    """Whether ``seed`` is (or was) the seed of a daily challenge."""
    from games.models import DailyChallenge

    return DailyChallenge.objects.filter(seed=seed).exists()


def daily_is_revealed(challenge, now: dt.datetime | None = None) -> bool:
    """Whether the day's seed (and with it the screening record and the bot's game) may be shown. The "harden"
    branch makes this closes_at + the grace period; keep its version at merge."""
    from django.utils import timezone

    return (now or timezone.now()) >= challenge.closes_at
