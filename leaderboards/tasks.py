from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings

from leaderboards.knowledge import score_audit, stale_audits_resend
from leaderboards.ranking import uses_redis
from leaderboards.standings import settle_due_dailies
from leaderboards.verification import pending_score_ids, scores_verify_queued
from ops.redis_pool import redis_client

logger = logging.getLogger(__name__)


# Set while a verification task sent for new submissions waits in the queue (``enqueue_verification``).
BURST_KEY = "verify:queued"


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(ConnectionError,),
    retry_backoff=True,
    max_retries=5,
)
def verify_score(score_id: int | None = None) -> int:
    """Thin: the service verifies this score and, with a backlog, a batch of others; it is idempotent, so a
    redelivered task (or one whose score a batch already took) changes nothing. Returns how many scores it
    recorded. The task sent for a burst of submissions verifies the oldest pending scores; a task that claims
    a full batch sends another at once, while more may wait."""
    burst = _burst_taken()
    eager = verify_score.app.conf.task_always_eager
    return scores_verify_queued(
        score_id=None if burst else score_id, on_full_batch=None if eager else lambda: verify_score.delay()
    )


def enqueue_verification(score_id: int) -> None:
    """Send the verification of a newly committed pending score, unless a task sent for earlier submissions
    still waits in the queue: that task claims the oldest pending scores when it starts, this one among them.
    A burst of finished games then costs a few messages, not one each: through Celery each message cost about
    1 ms of the worker's CPU, eight times the replay a verification performs (``bench/leaderboards.py``).

    The mark lives ``REQUEUE_STALE_SECONDS`` at most: a task lost with it (a worker killed between taking the
    message and recording it) holds back the next sends that long, and the beat's requeue of stale pending
    scores verifies what it left. Eager (the embedded default) or without Redis, every score sends its own."""
    if not verify_score.app.conf.task_always_eager and uses_redis():
        try:
            if not redis_client().set(BURST_KEY, score_id, nx=True, ex=settings.REQUEUE_STALE_SECONDS):
                return
        except Exception:
            logger.warning("Could not mark a verification as queued; sending one anyway", exc_info=True)
    verify_score.delay(score_id)


def _burst_taken() -> bool:
    """Clear the burst mark if it is set, before anything is claimed: a submission committed after this sends
    a task of its own, one committed before is seen by this task's claim. Whether this task cleared it."""
    if verify_score.app.conf.task_always_eager or not uses_redis():
        return False
    try:
        return bool(redis_client().delete(BURST_KEY))
    except Exception:
        return False  # then the score's own verification, as without the mark


def requeue_pending(*, older_than_seconds: int = 0) -> int:
    """Enqueue the verification of every score still pending; returns how many."""
    ids = pending_score_ids(older_than_seconds=older_than_seconds)
    for score_id in ids:
        verify_score.delay(score_id)
    return len(ids)


@shared_task
def requeue_stale_scores() -> int:
    """Beat: a score pending longer than a verification ever takes lost its task (the broker was down or
    restarted empty); send it again. Verification is idempotent, so a score still queued behind a backlog
    costs one extra message that finds it verified."""
    return requeue_pending(older_than_seconds=settings.REQUEUE_STALE_SECONDS)


# Acknowledged on receipt, like the screening (games.tasks): a searched audit may take longer than the broker's
# visibility timeout (docs/operations.md), which would hand a late-acknowledged one to a second worker while the
# first still runs it. An audit lost with its worker is sent again by requeue_stale_audits below.
@shared_task(acks_late=False)
def audit_score(score_id: int) -> str:
    """Thin: the knowledge audit of one held win (``leaderboards.knowledge``), on the ``audit`` queue
    (``CELERY_TASK_ROUTES``) so that verification never waits behind it. Idempotent."""
    return score_audit(score_id=score_id).verdict


@shared_task
def requeue_stale_audits() -> int:
    """Beat: an audit still queued a few minutes after its last send or start lost its task, crashed or was
    killed; send it again (an audit is idempotent), or after its last run record it "unknown"
    (``stale_audits_resend``: runs are counted as they start, never by these sends)."""
    ids = stale_audits_resend(older_than_seconds=settings.AUDIT_STALE_SECONDS)
    for score_id in ids:
        audit_score.delay(score_id)
    return len(ids)


@shared_task(acks_late=True)
def settle_closed_dailies() -> int:
    """Beat: closed dailies past their grace period become season points and rating changes (idempotent)."""
    return settle_due_dailies()
