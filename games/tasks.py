from __future__ import annotations

from celery import shared_task

from games.generation import days_generate_ahead


@shared_task(acks_late=True)
def generate_daily_challenges() -> int:
    """Beat runs this every hour: today and the days ahead exist with their commitments; idempotent."""
    return len(days_generate_ahead())
