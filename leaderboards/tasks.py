from __future__ import annotations

from celery import shared_task

from leaderboards.standings import settle_due_dailies
from leaderboards.verification import pending_score_ids, score_verify


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(ConnectionError,),
    retry_backoff=True,
    max_retries=5,
)
def verify_score(score_id: int) -> str:
    """Thin: the service does the work and is idempotent, so a redelivered task changes nothing."""
    return score_verify(score_id=score_id).status


def requeue_pending(*, older_than_seconds: int = 0) -> int:
    """Enqueue the verification of every score still pending; returns how many."""
    ids = pending_score_ids(older_than_seconds=older_than_seconds)
    for score_id in ids:
        verify_score.delay(score_id)
    return len(ids)


@shared_task
def requeue_stale_scores() -> int:
    """Beat: scores pending for more than a few minutes lost their task (a broker restart); send them again."""
    return requeue_pending(older_than_seconds=120)


@shared_task(acks_late=True)
def settle_closed_dailies() -> int:
    """Beat: closed dailies past their grace period become season points and rating changes (idempotent)."""
    return settle_due_dailies()
