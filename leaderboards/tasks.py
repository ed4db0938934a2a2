from __future__ import annotations

from celery import shared_task

from leaderboards.services import score_verify


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
