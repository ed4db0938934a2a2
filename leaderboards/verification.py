"""Verification: replay a score's log with the pinned engine, record the server's own result, and rank it.
Also the pending scores a lost task left behind (requeued by ``leaderboards.tasks``)."""

from __future__ import annotations

import datetime as dt
import logging
from collections import Counter
from collections.abc import Callable

from django.db import transaction
from django.utils import timezone

from games.engines.base import MAX_RANK_PARTS, RESIGN, EngineError, Status
from games.engines.registry import get_game
from leaderboards.boards import Board
from leaderboards.knowledge import AUDITING, audits_queue, audits_send, risen_audits_queue
from leaderboards.models import Result, Score, ScoreStatus
from leaderboards.ranking import index_scores, uses_redis
from leaderboards.realtime import boards_changed
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


VERIFY_BATCH = 50


def score_verify(*, score_id: int) -> Score:
    """Replay the log with the pinned engine and record the server's own result. Idempotent: a score that
    is no longer pending is left as it is.

    No row lock is held during the replay: the result is written by a conditional ``UPDATE … WHERE status =
    'pending'``, so of two verifications of the same score, or a verification racing a withdrawal, only the
    first write counts and the other leaves the score as it finds it."""
    score = Score.objects.select_related("user", "daily_challenge").get(pk=score_id)
    if score.status != ScoreStatus.PENDING:
        return score
    return score if _verify([score]) else Score.objects.get(pk=score_id)


def scores_verify_queued(
    *, score_id: int | None, batch: int = VERIFY_BATCH, on_full_batch: Callable[[], object] | None = None
) -> int:
    """A verification task's work: the score ``score_id`` if still pending, and up to ``batch - 1`` other
    pending scores, oldest first, that no other worker is verifying; how many it recorded. ``score_id`` None:
    the oldest pending scores only (a task sent for a burst of submissions, ``leaderboards.tasks``). With a
    backlog one task does the work of many at the cost of one: one read, one batch of UPDATEs and one Redis
    round trip. A task whose score a batch already took costs one light read.

    The claimed rows stay locked until the batch commits (its replays and reviews): a second worker skips them and
    claims the next ones, so that no two workers replay one log at once; a withdrawal waits for the batch, then finds
    the score verified and takes it off its boards (the ``lb:withdrawn`` mark keeps a late index from
    putting it back). A worker killed mid-batch rolls it back; the redelivered task claims it again."""
    pending = Score.objects.filter(status=ScoreStatus.PENDING)
    if score_id is not None and not pending.filter(pk=score_id).exists():
        # Already recorded (by an earlier batch, most often): one unlocked read and no transaction. Pending but
        # locked counts as pending: another worker is verifying it, and this one claims the next batch.
        return 0
    oldest = pending.order_by("submitted_at", "pk")
    # Two claims, not one: the task's own score is verified whatever its age, the others oldest first.
    claims = [oldest] if score_id is None else [pending.filter(pk=score_id), oldest.exclude(pk=score_id)]
    with transaction.atomic():
        ids: list[int] = []
        for claim in claims:
            locked = claim.select_for_update(skip_locked=True).values_list("pk", flat=True)
            ids.extend(locked[: batch - len(ids)])
            if len(ids) >= batch:
                break
        if not ids:
            return 0
        if len(ids) >= batch and on_full_batch is not None:
            # More may wait: another worker can claim the next batch now (ours stay locked), rather than after
            # this one commits, so a backlog is worked by every free worker and not by one chain of tasks.
            on_full_batch()
        # Oldest first: an original is judged before a repeat of it in the same batch (leaderboards.review).
        claimed = Score.objects.filter(pk__in=ids).order_by("submitted_at", "pk")
        return len(_verify(list(claimed.select_related("user", "daily_challenge"))))


def _verify(scores: list[Score]) -> list[Score]:
    """Replay each pending score's log, write every result at once (``_record``), and after the commit rank
    the verified ones in one Redis round trip; the scores this call recorded."""
    now = timezone.now()
    for score in scores:
        try:
            _judge(score, batch=scores)
        except Exception:
            # A replay that fails in a way no engine rule names (a bug, a retired game) must not roll back the
            # batch: its score is the oldest pending one, so every later task would claim it and fail again,
            # and nothing would rank. Held, it leaves the queue and waits for a person.
            logger.exception("Verification of score %s failed; held for review", score.pk)
            score.status, score.reason = (
                ScoreStatus.HELD,
                "The server could not replay this log; held for review.",
            )
        score.verified_at = now  # one time for the batch
    recorded = _record(scores)
    # A win that would medal or enter the top 10 waits, held, for its knowledge audit (leaderboards.knowledge); one
    # held by the copy rule is audited too, for its review.
    audited = audits_queue(
        [s for s in recorded if s.ranked and s.status in (ScoreStatus.VERIFIED, ScoreStatus.HELD)]
    )
    # Each score a rule held (a copy, or its original that left its board; a linked account's win, counted above
    # the batch's other wins as they were asked) may have freed a place in its day's top 10 for a win below it.
    freed = Counter(
        s.daily_challenge_id
        for s in recorded
        if s.ranked
        and s.daily_challenge_id is not None
        and s.status == ScoreStatus.HELD
        and s.reason != AUDITING
    )
    for challenge_id, places in sorted(freed.items()):
        audited += risen_audits_queue(challenge_id=challenge_id, freed=places)
    if audited:
        transaction.on_commit(lambda: audits_send(score_ids=audited))
    for score in recorded:
        counter = SCORES_FAILED if score.status == ScoreStatus.REJECTED else SCORES_VERIFIED
        counter.labels(game=score.game).inc()
    ranked = [(s, s.user.public_name) for s in recorded if s.ranked and s.status == ScoreStatus.VERIFIED]
    if ranked:
        transaction.on_commit(lambda: _ranked(ranked))
    return recorded


def _judge(score: Score, *, batch: list[Score]) -> None:
    """Replay ``score``'s log and set, on the instance, what the verification records: verified (or held
    for review) with the server's own result, or rejected with the reason."""
    game = get_game(score.game)
    if score.engine_version not in game.engine_versions:
        _rejected(score, f"Engine {score.engine_version} is no longer available to replay this game.", None)
        return
    try:
        final = game.replay(score.seed, score.options, score.actions, version=score.engine_version)
    except EngineError as exc:
        index = exc.details.get("index")
        _rejected(score, f"Action {index} was refused: {exc.message}", index)
        return
    if final.status is Status.PLAYING:
        _rejected(score, "The log ends before the game does.", None)
        return
    outcome = game.outcome(final)
    if score.claimed_score is not None and score.claimed_score != outcome.score:
        reason = f"The claimed score {score.claimed_score} differs from the replayed score {outcome.score}."
        _rejected(score, reason, None)
        return
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
    score.status = ScoreStatus.VERIFIED
    held = review_reason(score, batch=batch)
    if held:
        score.status, score.reason = ScoreStatus.HELD, held


def is_provisional(score: Score) -> bool:
    """A ranked daily of an account registered after the day opened (docs/fair-play.md): it ranks, below
    every established player of the day. An account made outside the sign-up paths (null) is established."""
    challenge = score.daily_challenge
    if not score.ranked or challenge is None:
        return False
    registered = score.user.registered_at
    return registered is not None and registered > challenge.opens_at


# What a verification writes, whatever it found: a rejection leaves the result columns as they were read.
RECORDED_FIELDS = (*VERIFIED_FIELDS, "rejected_index")


def _record(scores: list[Score]) -> list[Score]:
    """Write what the verification set on ``scores`` to the rows still pending, one conditional UPDATE each
    (a batch runs them in its claim's transaction); the scores it wrote. Only these columns: the row also
    holds the whole action log, which stays as it is. The ``status = 'pending'`` condition keeps a
    verification from overwriting another's result, or a withdrawal's rejection, where no row lock held them
    apart (``score_verify`` takes none)."""
    written = []
    for score in scores:
        values = {name: getattr(score, name) for name in RECORDED_FIELDS}
        if Score.objects.filter(pk=score.pk, status=ScoreStatus.PENDING).update(**values):
            written.append(score)
    return written


def result_of(status: Status, actions: list) -> str:
    if status is Status.WON:
        return Result.WON
    return Result.RESIGNED if actions and actions[-1] == dict(RESIGN) else Result.LOST


def _ranked(scores: list[tuple[Score, str]]) -> None:
    """Mirror the verified scores (with their players' public names) into the Redis boards and tell watchers.
    The database already holds the truth: if Redis is down this is logged, and ``manage.py leaderboards
    rebuild`` restores the mirror."""
    ranks: list[dict[Board, int | None] | None] = [None] * len(scores)
    try:
        if uses_redis():
            ranks = list(index_scores(scores))
    except Exception:
        logger.warning(
            "Could not index scores %s in Redis; rebuild the boards when it is back",
            [score.pk for score, _ in scores],
            exc_info=True,
        )
    boards_changed([(score, rank) for (score, _), rank in zip(scores, ranks, strict=True)])


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
