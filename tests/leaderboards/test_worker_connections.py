"""A Celery worker keeps its database connections across tasks.

Celery's Django fixup closes every connection before and after each task, and with Django's connection pool
under the prefork pool it closes the whole pool too: about three new PostgreSQL sessions per verification
(3,000 for 1,000 tasks), most of a verification's time. ``CELERY_DB_REUSE_MAX`` tells the fixup to keep them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from django.db import connection

from config.celery import app as celery_app
from leaderboards.models import Score, ScoreStatus
from tests.leaderboards.test_scores import ROOT, honest_game
from tests.support import database_url_for_children, wait_until

TASKS = 30


def sessions_opened_on_the_test_database() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT sessions FROM pg_stat_database WHERE datname = current_database()")
        return cursor.fetchone()[0]


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_a_prefork_worker_verifies_many_scores_on_a_handful_of_database_sessions(alice_api):
    celery_app.conf.task_always_eager = False
    queue = f"sessions-test-{os.getpid()}-{time.monotonic_ns()}"
    celery_app.conf.task_default_queue = queue
    try:
        ids = []
        for n in range(TASKS):
            actions, score = honest_game(seed=f"sessions-{n}", bot_seed=n)
            body = {"game": "match3", "seed": f"sessions-{n}", "actions": actions, "claimed_score": score}
            ids.append(alice_api.post("/api/v1/scores", body, format="json").json()["id"])
        before = sessions_opened_on_the_test_database()
        env = {**os.environ, "DATABASE_URL": database_url_for_children(), "CELERY_TASK_ALWAYS_EAGER": "0"}
        # The production pool (prefork), where the fixup also closed the connection pool around each task.
        worker = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=prefork", "--concurrency=1",
             "--loglevel=warning", "--without-heartbeat", "--without-gossip", "--without-mingle", "-Q", queue],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            assert wait_until(
                lambda: not Score.objects.filter(pk__in=ids, status=ScoreStatus.PENDING).exists(), 90
            )
        finally:
            worker.terminate()
            worker.wait(timeout=30)
        assert Score.objects.filter(pk__in=ids, status=ScoreStatus.VERIFIED).count() == TASKS
        # A session's start is counted once its backend reports its statistics, at the latest when it exits.
        opened = 0
        for _ in range(20):
            opened = sessions_opened_on_the_test_database() - before
            if opened:
                break
            time.sleep(0.2)
        # The parent and the one child each open the pool's minimum once; with the fixup's default it was about
        # three sessions a task (~90 here).
        assert 0 < opened <= 8, f"{opened} sessions for {TASKS} tasks"
    finally:
        celery_app.conf.task_default_queue = "celery"
