from __future__ import annotations

from celery import shared_task
from django.conf import settings

from races import settlement


@shared_task(acks_late=True)
def settle_race(race_id: str) -> None:
    settlement.race_settle(race_id=race_id)


@shared_task
def end_overdue_races() -> int:
    return settlement.races_end_overdue()


def _step_seconds() -> float:
    # A message held past the broker's visibility timeout is delivered again (kombu's Redis transport), and each
    # copy again: a countdown is never longer than half of it.
    return settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"] / 2


@shared_task(bind=True)
def end_race_on_time(self, race_id: str) -> None:
    """Sent as a race starts, then again until its time limit: the race ends at its limit and is settled then,
    whoever holds a socket and whether beat runs (its sweep was the only end of a race nobody watched, issue 44).
    Idempotent: a race already ended is left as it is. Never eager (the embedded default's beat thread sweeps):
    the countdown would be ignored and the task would call itself at once."""
    left = settlement.race_end_or_seconds_left(race_id=race_id)
    if left is not None and not self.app.conf.task_always_eager:
        # Back to the queue it came from: a worker of another queue would never take it.
        queue = (self.request.delivery_info or {}).get("routing_key")
        self.apply_async((race_id,), countdown=min(left, _step_seconds()), routing_key=queue, queue=queue)
