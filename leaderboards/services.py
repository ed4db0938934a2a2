"""Scores: submitted (by the server when a game ends, or by a client for an offline practice game), then
verified by replaying the log from the seed (``leaderboards.verification``) and, when ranked, put on boards.

Whether a score may rank is the play's flag (``games.fair_play``): an offline submission never ranks."""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games import fair_play
from games.engines.registry import get_game
from games.engines.rng import SeedError, validate_seed
from games.models import Play
from games.selectors import play_log, seed_is_secret_daily
from games.services import game_or_404
from leaderboards.boards import Board
from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import rank_string
from leaderboards.realtime import off_boards_on_commit
from leaderboards.tasks import enqueue_verification
from leaderboards.verification import reject

logger = logging.getLogger(__name__)


def log_digest(*, game: str, options: dict, seed: str, actions: list) -> str:
    canonical = json.dumps([game, options, seed, actions], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def _iso_week(moment) -> str:
    year, week, _ = moment.isocalendar()
    return f"{year}-W{week:02d}"


def _enqueue_verification(score: Score) -> None:
    """After commit. A broker that is down loses the message, never the score: it stays pending and the
    periodic requeue (or ``manage.py leaderboards requeue``) sends it again."""

    def send() -> None:
        try:
            enqueue_verification(score.pk)
        except Exception:
            logger.warning(
                "Could not enqueue the verification of score %s; it stays pending", score.pk, exc_info=True
            )

    transaction.on_commit(send)


def score_submit_for_play(*, play: Play) -> Score:
    """Runs inside the play's row lock, when the play has just ended (the ``games.hooks.play_finished``
    receiver). The score inherits the play's ranked flag and reason."""
    game = get_game(play.game)
    # The score keeps its own copy of the log, read once as the play ends: it is the evidence verified and
    # digested, and stays as it was submitted whatever later happens to the play (a take-back).
    actions = play_log(play)
    score, created = Score.objects.get_or_create(
        play=play,
        defaults={
            "user_id": play.player_id,
            "game": play.game,
            "preset": play.preset,
            "options": play.options,
            "engine_version": play.engine_version,
            "daily_challenge_id": play.daily_challenge_id,
            "seed": play.seed,
            "actions": actions,
            "log_digest": log_digest(game=game.slug, options=play.options, seed=play.seed, actions=actions),
            "claimed_score": play.score,
            "ranked": play.ranked,
            "unranked_reason": play.unranked_reason,
            "actions_count": len(actions),
            "duration_seconds": int((timezone.now() - play.created_at).total_seconds()),
            "iso_week": _iso_week(timezone.now()),
        },
    )
    if created:
        _enqueue_verification(score)
    return score


WITHDRAWN_REASON = "Withdrawn: the game was taken back after it ended, to play on in practice."


def score_withdraw_for_play(*, play: Play) -> Score | None:
    """Runs inside the play's row lock, when a lost practice play is taken back to play on. Its score
    leaves every board for good: it is kept as rejected with the reason, so that ``score_submit_for_play``
    (a get-or-create on the play) never makes a new one when the play ends again. A verification still
    queued finds it no longer pending and leaves it."""
    score = Score.objects.select_for_update().filter(play=play).first()
    if score is None or score.status == ScoreStatus.REJECTED:
        return score
    on_boards = Board.of_score(score) if score.status == ScoreStatus.VERIFIED else []
    member = rank_string(score) if on_boards else None  # before the rejection moves verified_at
    reject(score, WITHDRAWN_REASON, None)
    if member is not None:
        off_boards_on_commit(score, member, on_boards)
    return score


def score_submit_offline(
    *,
    user: User,
    game: str,
    seed: str,
    actions: list,
    options: dict[str, Any] | None = None,
    claimed_score: int | None = None,
    duration_seconds: int | None = None,
    idempotency_key: str | None = None,
) -> tuple[Score, bool]:
    """A practice game played on the client. Returns the score and whether it is new; sending the same game
    (or the same Idempotency-Key) again returns the first score; the key with another game is a 422. It is verified and kept, and never ranks:
    the client knew every card of the deal (``games.fair_play.OFFLINE``)."""
    definition = game_or_404(game)
    try:
        validate_seed(seed)
    except SeedError as exc:
        raise ApiError(ErrorCode.INVALID_SEED, str(exc)) from None
    resolved = definition.resolve_options(options)
    if seed_is_secret_daily(seed):
        raise ApiError(ErrorCode.DAILY_SEED)
    digest = log_digest(game=definition.slug, options=resolved, seed=seed, actions=actions)
    if idempotency_key:
        existing = Score.objects.filter(user=user, idempotency_key=idempotency_key).first()
        if existing and existing.log_digest != digest:
            raise ApiError(
                ErrorCode.IDEMPOTENCY_KEY_REUSED, "This Idempotency-Key was sent with another game."
            )
        if existing:
            return existing, False
    existing = Score.objects.filter(user=user, log_digest=digest).first()
    if existing:
        return existing, False
    try:
        with transaction.atomic():
            score = Score.objects.create(
                user=user,
                game=definition.slug,
                preset=definition.options_schema.preset_of(resolved) or "",
                options=resolved,
                engine_version=definition.engine_version,
                seed=seed,
                actions=actions,
                log_digest=digest,
                idempotency_key=idempotency_key or None,
                claimed_score=claimed_score,
                ranked=False,
                unranked_reason=fair_play.OFFLINE,
                actions_count=len(actions),
                duration_seconds=duration_seconds,
                iso_week=_iso_week(timezone.now()),
            )
            _enqueue_verification(score)
    except IntegrityError:  # the same submission, racing: the other request created it
        score = Score.objects.get(user=user, log_digest=digest)
        return score, False
    return score, True


def play_finished_receiver(sender, *, play: Play, **kwargs) -> None:
    """Connected to ``games.hooks.play_finished`` by ``LeaderboardsConfig.ready``."""
    score_submit_for_play(play=play)


def play_reopened_receiver(sender, *, play: Play, **kwargs) -> None:
    """Connected to ``games.hooks.play_reopened`` by ``LeaderboardsConfig.ready``."""
    score_withdraw_for_play(play=play)
