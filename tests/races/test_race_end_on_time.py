"""A race ends at its time limit with no beat and no socket: the task sent at its start counts
down to the limit (issue 44: only beat's sweep ended a race nobody watched). A real worker, no beat."""

from __future__ import annotations

import os
import time

import pytest

from config.celery import app as celery_app
from games.models import Play
from races.models import Race
from races.services import race_create, race_join, race_start
from tests.processes import CeleryWorker
from tests.support import EVENT_TIMEOUT, wait_until


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_a_race_nobody_watches_ends_and_is_settled_at_its_time_limit_without_beat(alice, bob, settings):
    settings.RACE_COUNTDOWN_SECONDS = 0
    celery_app.conf.task_always_eager = False
    queue = (
        f"race-end-{os.getpid()}-{time.monotonic_ns()}"  # this test's worker only: no other takes its tasks
    )
    celery_app.conf.task_default_queue = queue
    worker = CeleryWorker(redis_url=settings.REDIS_URL, queues=queue).start()
    try:
        race = race_create(user=alice, game="match3", capacity=2, time_limit_seconds=2)
        race_join(race_id=race.pk, user=bob)
        race = race_start(race_id=race.pk, user=alice)  # commits: the end's task is sent
        # Ended (its settlement is then sent as for any finished race: to the default queue, not this one's).
        assert wait_until(lambda: Race.objects.get(pk=race.pk).status != "running", EVENT_TIMEOUT)
        ended = Race.objects.get(pk=race.pk)
        assert ended.status == "finished" and ended.finished_at >= race.ends_at
        assert set(Play.objects.filter(racer__race=race).values_list("end_reason", flat=True)) == {"time_up"}
    finally:
        worker.stop()
        celery_app.conf.task_default_queue = settings.CELERY_TASK_DEFAULT_QUEUE
