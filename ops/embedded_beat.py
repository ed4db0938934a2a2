"""Celery beat's schedule, run by the server itself on the embedded default.

The embedded default has no broker, so no beat and no worker: Celery runs tasks eagerly, in the caller's thread.
Without this, what beat does in production (settle closed dailies, which also resigns the plays left unfinished at
the reveal; send stale verifications again) would never happen there, and a newcomer's season and rating boards
would stay empty. One daemon thread per server process reads ``CELERY_BEAT_SCHEDULE`` and calls each entry's
task when it is due, off the request path, on beat's own clock (Celery's schedule objects decide ``is_due``).
Celery's beat cannot be embedded here: it needs a broker to send to.

Entries in ``EMBEDDED_BEAT_SKIPS`` are left out: the daily challenges have their own thread on the embedded
default (``games.daily.generation.start_background_generator``), which screens today first; two generators writing
to SQLite at once would only wait on each other's locks. The revealed dailies' analyses are left out too: eager,
the sweep would run every one (seconds of the solver each) in the server's own process; there a player's replay
asks for its play's analysis when it is looked at (``games.analysis``).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Mapping
from typing import Any

from celery import current_app
from celery.schedules import BaseSchedule, schedule
from django.conf import settings
from django.utils import timezone

from ops.background import PeriodicThread

logger = logging.getLogger(__name__)

EMBEDDED_BEAT_SKIPS = frozenset({"daily-challenges", "analyse-revealed-dailies"})
# How often the thread looks at the schedule; each entry still runs only when its own schedule says so.
TICK_SECONDS = 5


class EmbeddedBeat:
    """The schedule's entries and when each last ran; :meth:`tick` runs the ones due."""

    def __init__(self, beat_schedule: Mapping[str, Mapping[str, Any]]) -> None:
        # The apps' task modules, found as a worker finds them (``autodiscover_tasks`` waits for this).
        current_app.loader.import_default_modules()
        self.entries = {
            name: (entry["task"], _schedule_of(entry["schedule"]))
            for name, entry in beat_schedule.items()
            if name not in EMBEDDED_BEAT_SKIPS
        }
        self.last_run: dict[str, dt.datetime] = {}

    def tick(self) -> list[str]:
        """Run every due task (an entry that never ran is due at once); the names of those that ran."""
        now, ran = timezone.now(), []
        for name, (task_name, when) in self.entries.items():
            last = self.last_run.get(name)
            if last is not None and not when.is_due(last).is_due:
                continue
            self.last_run[name] = now
            try:
                # Called, not applied: the task's body runs here without Celery's tracer, which would log a
                # "succeeded" line on the server's console every 30 s for the stale-score check alone.
                current_app.tasks[task_name]()
            except Exception:  # this entry runs again on its schedule; the others still run now
                logger.exception("embedded beat: %s failed", name)
            ran.append(name)
        return ran


def _schedule_of(value: float | dt.timedelta | BaseSchedule) -> BaseSchedule:
    """A beat entry's schedule as beat reads it: seconds or a timedelta mean "every so often"."""
    return value if isinstance(value, BaseSchedule) else schedule(run_every=value)


_beat: PeriodicThread | None = None


def start_embedded_beat() -> bool:
    """On the embedded default only (``BEAT_IN_SERVER``); once per process. True when started."""
    global _beat
    if not settings.BEAT_IN_SERVER:
        return False
    if _beat is None:
        beat = EmbeddedBeat(settings.CELERY_BEAT_SCHEDULE)
        _beat = PeriodicThread("embedded-beat", beat.tick, every=lambda: TICK_SECONDS)
    return _beat.start()
