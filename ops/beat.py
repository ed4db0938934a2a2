"""Celery beat's scheduler: nothing on disk, and every entry due once at start.

Celery's default scheduler keeps when each entry last ran in a file in the working directory
(``celerybeat-schedule``) and exits when it cannot write there: the image runs beat as an unprivileged user in
``/``, where it crash-looped, and ``make beat`` left the file in the checkout. Nothing here needs that memory:
every entry is idempotent and its state is in the database (which days exist, which scores are pending, which
dailies are settled). So the schedule lives in beat's memory only, and a start runs every entry at once:
the daily generation above all, so that a first start on an empty database has today's challenges without
waiting for the hourly tick, and a beat that restarts often never starves the ten-minute settlement.
"""

from __future__ import annotations

import datetime as dt

from celery.beat import Scheduler
from django.conf import settings

DAILY_TASK = "games.tasks.generate_daily_challenges"


class StartupScheduler(Scheduler):
    # Long enough ago that every schedule is due, crontabs included.
    NEVER_RAN = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)

    def setup_schedule(self) -> None:
        super().setup_schedule()
        for entry in self.schedule.values():
            if entry.task == DAILY_TASK and not settings.DAILY_GENERATE_ON_START:
                continue
            entry.last_run_at = self.NEVER_RAN
