"""Scores: submitted (by the server when a game ends, or by a client for an offline practice game),
verified by replaying the log from the seed, then ranked."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from config.errors import ApiError
from games.engines.base import EngineError, Status
from games.engines.registry import UnknownGameError, get_game
from games.engines.rng import SeedError, validate_seed
from leaderboards.models import Score, ScoreStatus

MAX_RANK_PARTS = 4
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
    from leaderboards.tasks import verify_score

    def send() -> None:
        try:
            verify_score.delay(score.pk)
        except Exception:
            logger.warning(
                "Could not enqueue the verification of score %s; it stays pending", score.pk, exc_info=True
            )

    transaction.on_commit(send)


def score_submit_for_play(*, play) -> Score:
    """Runs inside the play's row lock, when the play has just ended."""
    game = get_game(play.game)
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
            "actions": play.actions,
            "log_digest": log_digest(
                game=game.slug, options=play.options, seed=play.seed, actions=play.actions
            ),
            "claimed_score": play.score,
            "actions_count": len(play.actions),
            "duration_seconds": int((timezone.now() - play.created_at).total_seconds()),
            "iso_week": _iso_week(timezone.now()),
        },
    )
    if created:
        _enqueue_verification(score)
    return score


WITHDRAWN_REASON = "Withdrawn: the game was taken back after it ended, to play on in practice."


def score_withdraw_for_play(*, play) -> Score | None:
    """Runs inside the play's row lock, when a lost practice play is taken back to play on. Its score
    leaves every board for good: it is kept as rejected with the reason, so that ``score_submit_for_play``
    (a get-or-create on the play) never makes a new one when the play ends again. A verification still
    queued finds it no longer pending and leaves it."""
    score = Score.objects.select_for_update().filter(play=play).first()
    if score is None or score.status == ScoreStatus.REJECTED:
        return score
    was_ranked = score.status == ScoreStatus.VERIFIED
    member = None
    if was_ranked:
        from leaderboards.ranking import rank_string

        member = rank_string(score)  # before _reject moves verified_at
    _reject(score, WITHDRAWN_REASON, None)
    if was_ranked:
        transaction.on_commit(lambda: _unranked(score, member))
    return score


def _unranked(score: Score, member: str) -> None:
    """Mirror a withdrawn score out of the Redis boards (the player's next best takes its place)."""
    from leaderboards.ranking import unindex_score

    try:
        unindex_score(score, member)
    except Exception:
        logger.warning(
            "Could not unindex score %s in Redis; rebuild the boards when it is back", score.pk, exc_info=True
        )


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
    (or the same Idempotency-Key) again returns the first score."""
    from games.selectors import seed_is_secret_daily

    try:
        definition = get_game(game)
    except UnknownGameError:
        raise ApiError("unknown_game", f"There is no game '{game}'.", 404) from None
    try:
        validate_seed(seed)
    except SeedError as exc:
        raise ApiError("invalid_seed", str(exc), 400) from None
    resolved = definition.resolve_options(options)
    if seed_is_secret_daily(seed):
        raise ApiError("daily_seed", "This seed belongs to a daily challenge that has not closed yet.", 403)
    if idempotency_key:
        existing = Score.objects.filter(user=user, idempotency_key=idempotency_key).first()
        if existing:
            return existing, False
    digest = log_digest(game=definition.slug, options=resolved, seed=seed, actions=actions)
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
                actions_count=len(actions),
                duration_seconds=duration_seconds,
                iso_week=_iso_week(timezone.now()),
            )
            _enqueue_verification(score)
    except IntegrityError:  # the same submission, racing: the other request created it
        score = Score.objects.get(user=user, log_digest=digest)
        return score, False
    return score, True


def score_verify(*, score_id: int) -> Score:
    """Replay the log with the pinned engine and record the server's own result. Idempotent: a score that
    is no longer pending is left as it is."""
    with transaction.atomic():
        score = Score.objects.select_for_update().get(pk=score_id)
        if score.status != ScoreStatus.PENDING:
            return score
        game = get_game(score.game)
        if game.engine_version != score.engine_version:
            return _reject(
                score, f"Engine {score.engine_version} is no longer available to replay this game.", None
            )
        try:
            final = game.replay(score.seed, score.options, score.actions)
        except EngineError as exc:
            index = exc.details.get("index")
            return _reject(score, f"Action {index} was refused: {exc.message}", index)
        if final.status is Status.PLAYING:
            return _reject(score, "The log ends before the game does.", None)
        outcome = game.outcome(final)
        if score.claimed_score is not None and score.claimed_score != outcome.score:
            return _reject(
                score,
                f"The claimed score {score.claimed_score} differs from the replayed score {outcome.score}.",
                None,
            )
        parts = list(outcome.rank_key)[:MAX_RANK_PARTS] + [0] * (MAX_RANK_PARTS - len(outcome.rank_key))
        score.score, score.rank_key, score.won = (
            outcome.score,
            list(outcome.rank_key),
            outcome.status is Status.WON,
        )
        score.rank_1, score.rank_2, score.rank_3, score.rank_4 = parts
        score.status, score.verified_at = ScoreStatus.VERIFIED, timezone.now()
        score.save()
    transaction.on_commit(lambda: _ranked(score))
    return score


def _ranked(score: Score) -> None:
    """Mirror the verified score into the Redis boards and tell watchers. The database already holds the
    truth: if Redis is down this is logged, and ``manage.py leaderboards rebuild`` restores the mirror."""
    from leaderboards.ranking import index_score
    from leaderboards.realtime import board_changed

    try:
        index_score(score)
    except Exception:
        logger.warning(
            "Could not index score %s in Redis; rebuild the boards when it is back", score.pk, exc_info=True
        )
    board_changed(score)


def _reject(score: Score, reason: str, index: int | None) -> Score:
    score.status, score.reason, score.rejected_index, score.verified_at = (
        ScoreStatus.REJECTED,
        reason[:500],
        index,
        timezone.now(),
    )
    score.save(update_fields=["status", "reason", "rejected_index", "verified_at"])
    return score


def scores_requeue_pending(*, older_than_seconds: int = 0) -> int:
    """After an outage: enqueue every score still pending. Verification is idempotent, so a score that was
    already queued and is verified twice ranks once."""
    from leaderboards.tasks import verify_score

    cutoff = timezone.now() - dt.timedelta(seconds=older_than_seconds)
    ids = list(
        Score.objects.filter(status=ScoreStatus.PENDING, submitted_at__lte=cutoff).values_list(
            "pk", flat=True
        )
    )
    for score_id in ids:
        verify_score.delay(score_id)
    return len(ids)
