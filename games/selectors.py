"""Reads of plays that the APIs and the consumers share."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from accounts.models import User
from config.errors import ApiError
from games.engines.base import RESIGN
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
        # A lost practice game may be taken back (and then never ranks); a won one stays won.
        "can_undo": play.mode == "practice" and play.status != "won" and bool(play.actions),
        "ranked": not play.taken_back_after_end,
        "started_at": play.created_at.isoformat() if play.created_at else None,
        "finished_at": play.finished_at.isoformat() if play.finished_at else None,
    }


def seed_is_secret_daily(seed: str) -> bool:
    """Whether ``seed`` is the seed of a daily challenge that has not closed yet."""
    from django.utils import timezone

    from games.models import DailyChallenge

    return DailyChallenge.objects.filter(seed=seed, closes_at__gt=timezone.now()).exists()


def replay_of(*, play_id, user: User) -> Play:
    """A finished play that ``user`` may replay: their own, one shared by link, or any play of a daily
    challenge that has closed (its seed is public by then). Anything else is the same 404 as a play that
    does not exist. The replay shows each position as its player saw it, so face-down cards stay hidden."""
    from django.utils import timezone

    play = Play.objects.select_related("player", "daily_challenge").filter(pk=play_id).first()
    if play is not None and play.is_over:
        owner = user.is_authenticated and play.player_id == user.pk
        closed_daily = (
            play.daily_challenge_id is not None and play.daily_challenge.closes_at <= timezone.now()
        )
        if owner or play.is_public or closed_daily:
            return play
    raise ApiError("not_found", "There is no such finished play to replay.", 404)


def replay_moves(play: Play) -> list[str]:
    """Each move of the play in words, as it read when it was played."""
    game = get_game(play.game)
    state = game.new_game(play.seed, play.options)
    texts = []
    for action in play.actions:
        # Not every engine words a resignation (it is no move of its own rules).
        texts.append("Resign" if action == RESIGN else game.describe_action(state, action))
        state = game.apply(state, action)
    return texts


def replay_step(play: Play, step: int) -> dict[str, Any]:
    """The position after the first ``step`` moves, as the player saw it then."""
    if not 0 <= step <= len(play.actions):
        raise ApiError(
            "invalid_step",
            f"Step {step} is outside this replay: steps run from 0 to {len(play.actions)}.",
            400,
        )
    game = get_game(play.game)
    state = game.replay(play.seed, play.options, play.actions[:step])
    outcome = game.outcome(state)
    return {
        "step": step,
        "count": len(play.actions),
        "status": outcome.status.value,
        "score": outcome.score,
        "view": game.player_view(state),
    }
