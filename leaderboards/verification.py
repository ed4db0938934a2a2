"""Verification: replay a score's log with the pinned engine, record the server's own result, and rank it.
Also the pending scores a lost task left behind (requeued by ``leaderboards.tasks``)."""

from __future__ import annotations

import datetime as dt
import logging

from django.db import transaction
from django.utils import timezone

from games.engines.base import MAX_RANK_PARTS, RESIGN, EngineError, Status
from games.engines.registry import get_game
from leaderboards.models import Result, Score, ScoreStatus
from leaderboards.ranking import index_score, uses_redis
from leaderboards.realtime import board_changed
from leaderboards.review import review_reason
from ops.metrics import SCORES_FAILED, SCORES_VERIFIED

logger = logging.getLogger(__name__)


VERIFIED_FIELDS = (
    "reason",
    "score",
    "rank_key",
    "won",
    "finished",
    "provisional",
    "result",
    "rank_1",
    "rank_2",
    "rank_3",
    "rank_4",
    "status",
    "verified_at",
)


def score_verify(*, score_id: int) -> Score:
    """Replay the log with the pinned engine and record the server's own result. Idempotent: a score that
    is no longer pending is left as it is.

    No row lock is held during the replay: the result is written by one conditional ``UPDATE … WHERE status =
    'pending'``, so of two deliveries of the same task, or a verification racing a withdrawal, only the first
    write counts and the other leaves the score as it finds it."""
    score = Score.objects.select_related("user", "daily_challenge").get(pk=score_id)
    if score.status != ScoreStatus.PENDING:
        return score
    game = get_game(score.game)
    if score.engine_version not in game.engine_versions:
        return _refuse(
            score, f"Engine {score.engine_version} is no longer available to replay this game.", None
        )
    try:
        final = game.replay(score.seed, score.options, score.actions, version=score.engine_version)
    except EngineError as exc:
        index = exc.details.get("index")
        return _refuse(score, f"Action {index} was refused: {exc.message}", index)
    if final.status is Status.PLAYING:
        return _refuse(score, "The log ends before the game does.", None)
    outcome = game.outcome(final)
    if score.claimed_score is not None and score.claimed_score != outcome.score:
        return _refuse(
            score,
            f"The claimed score {score.claimed_score} differs from the replayed score {outcome.score}.",
            None,
        )
    # The engine contract bounds the key (games.engines.base.Outcome): pad it, never cut it.
    parts = [*outcome.rank_key, *[0] * (MAX_RANK_PARTS - len(outcome.rank_key))]
    score.score, score.rank_key, score.won = (
        outcome.score,
        list(outcome.rank_key),
        outcome.status is Status.WON,
    )
    score.result = result_of(outcome.status, score.actions)
    # A resignation (at any move; an abandoned daily is one) ranks below every game played to its end.
    score.finished = score.result != Result.RESIGNED
    score.provisional = is_provisional(score)
    score.rank_1, score.rank_2, score.rank_3, score.rank_4 = parts
    score.status, score.verified_at = ScoreStatus.VERIFIED, timezone.now()
    held = review_reason(score)
    if held:
        score.status, score.reason = ScoreStatus.HELD, held
    if not _record(score, VERIFIED_FIELDS):
        return Score.objects.get(pk=score_id)
    SCORES_VERIFIED.labels(game=score.game).inc()
    if score.ranked and not held:
        player = score.user.public_name
        transaction.on_commit(lambda: _ranked(score, player))
    return score


def is_provisional(score: Score) -> bool:
    """A ranked daily of an account registered after the day opened (docs/fair-play.md): it ranks, below
    every established player of the day. An account made outside the sign-up paths (null) is established."""
    challenge = score.daily_challenge
    if not score.ranked or challenge is None:
        return False
    registered = score.user.registered_at
    return registered is not None and registered > challenge.opens_at


def _record(score: Score, fields: tuple[str, ...]) -> bool:
    """Write the verification's ``fields`` if the score is still pending; whether it was.

    Only what the verification set: the row also holds the whole action log, which stays as it is."""
    values = {name: getattr(score, name) for name in fields}
    pending = Score.objects.filter(pk=score.pk, status=ScoreStatus.PENDING)
    return bool(pending.update(**values))


def result_of(status: Status, actions: list) -> str:
    if status is Status.WON:
        return Result.WON
    return Result.RESIGNED if actions and actions[-1] == dict(RESIGN) else Result.LOST


def _ranked(score: Score, player: str) -> None:
    """Mirror the verified score into the Redis boards and tell watchers. The database already holds the
    truth: if Redis is down this is logged, and ``manage.py leaderboards rebuild`` restores the mirror."""
    ranks = None
    try:
        ranks = index_score(score, player) if uses_redis() else None
    except Exception:
        logger.warning(
            "Could not index score %s in Redis; rebuild the boards when it is back", score.pk, exc_info=True
        )
    board_changed(score, ranks)


def _refuse(score: Score, reason: str, index: int | None) -> Score:
    """The replay refuses the pending score: recorded as ``reject`` does, if it is still pending."""
    _rejected(score, reason, index)
    if not _record(score, REJECTED_FIELDS):
        return Score.objects.get(pk=score.pk)
    SCORES_FAILED.labels(game=score.game).inc()
    return score


REJECTED_FIELDS = ("status", "reason", "rejected_index", "verified_at")


def _rejected(score: Score, reason: str, index: int | None) -> None:
    score.status, score.reason, score.rejected_index, score.verified_at = (
        ScoreStatus.REJECTED,
        reason[:500],
        index,
        timezone.now(),
    )


def reject(score: Score, reason: str, index: int | None) -> Score:
    """The score is refused (or withdrawn) for ``reason``: kept, on no board. Runs inside its row lock."""
    _rejected(score, reason, index)
    score.save(update_fields=[*REJECTED_FIELDS])
    return score


def pending_score_ids(*, older_than_seconds: int = 0) -> list[int]:
    """After an outage: every score still pending (verification is idempotent, so a score that was already
    queued and is verified twice ranks once)."""
    cutoff = timezone.now() - dt.timedelta(seconds=older_than_seconds)
    return list(
        Score.objects.filter(status=ScoreStatus.PENDING, submitted_at__lte=cutoff).values_list(
            "pk", flat=True
        )
    )
