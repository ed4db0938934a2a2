from __future__ import annotations

import datetime as dt

from celery import shared_task

from games.daily import day_ensure, today


@shared_task(acks_late=True)
def generate_daily_challenges(date_iso: str | None = None) -> int:
    """Beat runs this shortly before midnight UTC for the next day; idempotent."""
    day = dt.date.fromisoformat(date_iso) if date_iso else today() + dt.timedelta(days=1)
    return len(day_ensure(date=day))
