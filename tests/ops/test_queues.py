"""The daily screening runs on a queue of its own, so that a verification never waits behind it (issue 44: a
one-process worker screened for over 10 minutes after its start while 31 finished games stayed pending), and
so do the knowledge audit of a top win (issue 42) and the post-game analysis (issue 46)."""

from __future__ import annotations

import re

from django.conf import settings

from config.celery import app
from tests.processes import ROOT


def queue_of(task: str) -> str:
    return app.amqp.router.route({}, task)["queue"].name


def test_the_screening_the_audit_and_the_analysis_have_their_own_queues_and_every_other_task_the_default_one():
    app.loader.import_default_modules()
    assert queue_of("games.tasks.generate_daily_challenges") == settings.SCREENING_QUEUE == "screening"
    assert queue_of("leaderboards.tasks.audit_score") == settings.AUDIT_QUEUE == "audit"
    assert queue_of("games.tasks.play_analyse") == settings.ANALYSIS_QUEUE == "analysis"
    others = {name for name in app.tasks if not name.startswith("celery.")} - {
        "games.tasks.generate_daily_challenges",
        "leaderboards.tasks.audit_score",
        "games.tasks.play_analyse",
    }
    assert "leaderboards.tasks.verify_score" in others and "races.tasks.end_overdue_races" in others
    assert {queue_of(name) for name in others} == {"celery"}


def test_each_queue_has_its_own_routing_key():
    # Two queues bound with one key on the same exchange would each get every message: a task run twice.
    names = ("celery", "screening", "audit", "analysis")
    assert {name: app.amqp.queues[name].routing_key for name in names} == {name: name for name in names}


def test_a_worker_without_a_queue_option_consumes_every_queue():
    # A deployment that runs one plain `celery worker` (the former instructions) still screens the days and
    # audits the top wins and analyses the games.
    every = {"celery", "screening", "audit", "analysis"}
    assert {queue.name for queue in settings.CELERY_TASK_QUEUES} == every
    assert every <= set(app.amqp.queues.consume_from)


def test_make_worker_starts_one_worker_per_queue():
    recipe = re.search(r"^worker: install\n((?:\t.*\n)+)", (ROOT / "Makefile").read_text(), re.M)
    assert recipe is not None
    assert "worker -Q screening" in recipe.group(1) and "worker -Q celery,audit" in recipe.group(1)
