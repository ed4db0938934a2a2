from __future__ import annotations

import datetime as dt

from celery import shared_task

from games.daily import day_ensure, today


# Acknowledged on receipt: the screening runs for minutes, longer than the visibility timeout sized for the
# short verifications (config/settings.py), which would deliver it again while it runs. A lost run costs
# nothing: the first request of the day generates a missing challenge (games.daily.challenge_get).
@shared_task(acks_late=False)
def generate_daily_challenges(date_iso: str | None = None) -> int:
    """Beat runs this shortly before midnight UTC for the next day; idempotent."""
    day = dt.date.fromisoformat(date_iso) if date_iso else today() + dt.timedelta(days=1)
    return len(day_ensure(date=day))
