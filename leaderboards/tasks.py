from __future__ import annotations

from celery import shared_task
from django.conf import settings

from leaderboards.services import score_verify, scores_requeue_pending


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


@shared_task
def requeue_stale_scores() -> int:
    """Beat: a score pending longer than a verification ever takes lost its task (the broker was down or
    restarted empty); send it again. Verification is idempotent, so a score still queued behind a backlog
    costs one extra message that finds it verified."""
    return scores_requeue_pending(older_than_seconds=settings.REQUEUE_STALE_SECONDS)
