"""Reads of plays that the APIs and the consumers share."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games.engines.base import RESIGN, Action
from games.engines.registry import get_game
from games.models import DailyChallenge, Mode, Play, PlayAction, PlayStatus


def play_of(*, play_id, user: User) -> Play:
    """The play if ``user`` owns it. Anyone else gets the same 404 as for a play that does not exist, so
    that ids cannot be probed."""
    play = Play.objects.filter(pk=play_id, player_id=user.pk).first() if user.is_authenticated else None
    if play is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such play of yours.")
    return play


def plays_of(
    *, user: User, game: str | None = None, status: str | None = None, mode: str | None = None
) -> QuerySet[Play]:
    plays = Play.objects.filter(player=user).defer("state")
    if game:
        plays = plays.filter(game=game)
    if status:
        plays = plays.filter(status=status)
    if mode:
        plays = plays.filter(mode=mode)
    return plays


def play_log(play: Play) -> list[Action]:
    """The play's action log, in order: one query over its ``PlayAction`` rows."""
    return list(PlayAction.objects.filter(play_id=play.pk).order_by("index").values_list("action", flat=True))


def play_logs(plays: list[Play]) -> dict[Any, list[Action]]:
    """The logs of several plays in one query (an export of a day's plays), by play id."""
    logs: dict[Any, list[Action]] = {play.pk: [] for play in plays}
    rows = PlayAction.objects.filter(play_id__in=list(logs)).order_by("play_id", "index")
    for play_id, action in rows.values_list("play_id", "action"):
        logs[play_id].append(action)
    return logs


def daily_grace() -> dt.timedelta:
    return dt.timedelta(minutes=settings.DAILY_GRACE_MINUTES)


def daily_reveals_at(challenge: DailyChallenge) -> dt.datetime:
    """When no one can play the deal any more: a daily started before the close may be finished during the
    grace period after it, so the seed, the export and other players' logs wait until then."""
    return challenge.closes_at + daily_grace()


def daily_is_revealed(challenge: DailyChallenge, now: dt.datetime | None = None) -> bool:
    """The one decision on a daily's secrecy: every endpoint, push, page and check asks this.

    Revealed exactly when the deal stops being playable (``games.services.play_act`` refuses its moves from
    then on): the seed read at 00:01 by someone who started at 23:55 would otherwise show every face-down card."""
    return (now or timezone.now()) >= daily_reveals_at(challenge)


def seed_is_public(play: Play) -> bool:
    """A seed the player chose is theirs; a seed the server dealt for ranked practice is public once the play
    is over; a daily seed once its deal can no longer be played."""
    if play.closes_at is not None:  # a race's deal: secret until the race ends (its window closes)
        return timezone.now() >= play.closes_at
    if play.daily_challenge is None:  # no query when the id is None
        return play.is_over or not play.dealt_by_server
    return daily_is_revealed(play.daily_challenge)


def play_snapshot(play: Play, state: Any = None) -> dict[str, Any]:
    """Everything a client needs to draw the position and act, in one object (REST and WebSocket alike).

    A service that has just changed the play passes the engine state it holds (``state``), so the stored
    state is not parsed again; it hands the snapshot to its caller (``games.services.PlayChange``)."""
    game = get_game(play.game)
    if state is None:
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
        "actions_count": play.action_count,
        "undo_count": play.undo_count,
        "hint_count": play.hint_count,
        # A lost practice game may be taken back (and is casual from then on); a won one stays won.
        "can_undo": play.mode == Mode.PRACTICE and play.status != PlayStatus.WON and play.action_count > 0,
        "ranked": play.ranked,
        "unranked_reason": play.unranked_reason or None,
        "started_at": play.created_at.isoformat() if play.created_at else None,
        "finished_at": play.finished_at.isoformat() if play.finished_at else None,
    }


def seed_is_secret_daily(seed: str) -> bool:
    """Whether ``seed`` is the seed of a daily challenge that is not revealed yet (``daily_is_revealed``,
    written as a query: revealed once ``closes_at + grace <= now``)."""
    return DailyChallenge.objects.filter(seed=seed, closes_at__gt=timezone.now() - daily_grace()).exists()


def replay_of(*, play_id, user: User) -> Play:
    """A finished play that ``user`` may replay: their own, one shared by link, or any play of a daily
    challenge once it is revealed (its seed is public by then). Anything else is the same 404 as a play that
    does not exist. The replay shows each position as its player saw it, so face-down cards stay hidden."""
    play = Play.objects.select_related("player", "daily_challenge").filter(pk=play_id).first()
    if play is not None and play.is_over:
        owner = user.is_authenticated and play.player_id == user.pk
        revealed_daily = play.daily_challenge is not None and daily_is_revealed(play.daily_challenge)
        if owner or play.is_public or revealed_daily:
            return play
    raise ApiError(ErrorCode.NOT_FOUND, "There is no such finished play to replay.")


def replay_moves(play: Play) -> list[str]:
    """Each move of the play in words, as it read when it was played."""
    game = get_game(play.game)
    state = game.new_game(play.seed, play.options, version=play.engine_version)
    texts = []
    for action in play_log(play):
        # Not every engine words a resignation (it is no move of its own rules).
        texts.append("Resign" if action == RESIGN else game.describe_action(state, action))
        state = game.apply(state, action)
    return texts


def replay_step(play: Play, step: int) -> dict[str, Any]:
    """The position after the first ``step`` moves, as the player saw it then."""
    if not 0 <= step <= play.action_count:
        raise ApiError(
            ErrorCode.INVALID_STEP,
            f"Step {step} is outside this replay: steps run from 0 to {play.action_count}.",  # like any address that names nothing: the replay has no such step
        )
    game = get_game(play.game)
    actions = PlayAction.objects.filter(play_id=play.pk, index__lt=step).order_by("index")
    state = game.replay(
        play.seed, play.options, list(actions.values_list("action", flat=True)), version=play.engine_version
    )
    outcome = game.outcome(state)
    return {
        "step": step,
        "count": play.action_count,
        "status": outcome.status.value,
        "score": outcome.score,
        "view": game.player_view(state),
    }
