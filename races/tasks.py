from __future__ import annotations

from celery import shared_task

from races import settlement


@shared_task(acks_late=True)
def settle_race(race_id: str) -> None:
    settlement.race_settle(race_id=race_id)


@shared_task
def end_overdue_races() -> int:
    return settlement.races_end_overdue()
