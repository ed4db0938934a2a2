from __future__ import annotations

from celery import shared_task
from django.conf import settings

from leaderboards.standings import settle_due_dailies
from leaderboards.verification import pending_score_ids, scores_verify_queued


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(ConnectionError,),
    retry_backoff=True,
    max_retries=5,
)
def verify_score(score_id: int) -> int:
    """Thin: the service verifies this score and, with a backlog, a batch of others; it is idempotent, so a
    redelivered task (or the delivery of a score a batch already took) changes nothing. Returns how many
    scores it recorded."""
    return scores_verify_queued(score_id=score_id)


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


@shared_task(acks_late=True)
def settle_closed_dailies() -> int:
    """Beat: closed dailies past their grace period become season points and rating changes (idempotent)."""
    return settle_due_dailies()
