"""The Celery application. Settings come from Django's (``CELERY_*``); tasks are found in each app."""

from __future__ import annotations

import os

from celery import Celery
from celery.signals import (
    after_setup_logger,
    after_setup_task_logger,
    beat_init,
    task_postrun,
    task_prerun,
    worker_init,
    worker_ready,
)
from django.conf import settings
from django.db import close_old_connections

from ops.deployment import refuse_unsafe_start
from ops.log_redaction import redact_every_handler
from ops.logs import format_every_handler
from ops.metrics import serve_on_port, task_finished, task_started

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("patience")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_init.connect
@beat_init.connect
def _refuse_unsafe_start(**kwargs) -> None:
    # A worker with the development DAILY_SECRET would generate dailies whose seeds anyone can derive.
    refuse_unsafe_start()


@after_setup_logger.connect
@after_setup_task_logger.connect
def _redact_celery_logs(**kwargs) -> None:
    # Celery installs handlers of its own; the redaction and the chosen format must sit on them too.
    redact_every_handler()
    format_every_handler(settings.LOG_FORMAT)


@worker_ready.connect
def _generate_the_days_at_start(sender=None, **kwargs) -> None:
    # A first start on an empty database has today's challenges as soon as they are screened, not at beat's next
    # tick; a start on a full one costs a query per day. Of many workers starting at once, one screens
    # (games.tasks). Sent, not run here: the screening belongs in the pool, not in the process that dispatches.
    # By name: the task module needs the app registry, which is not ready when this module is imported.
    if settings.DAILY_GENERATE_ON_START:
        app.send_task("games.tasks.generate_daily_challenges")


@task_prerun.connect
@task_postrun.connect
def _release_database_connections(sender=None, **kwargs) -> None:
    # A task is a request to Django: it gets the connection handling Django gives one (request_started and
    # request_finished call close_old_connections). Celery's Django fixup does that only without
    # CELERY_DB_REUSE_MAX, which we set because the fixup also closes the whole pool around each task
    # (config/settings.py); with it, a worker held one connection for ever, and after a database restart failed
    # every task with "the connection is closed" until it was restarted (issue 44). Here each task hands its
    # connection back to the pool, whose check on checkout replaces a dropped one (ops.postgresql); without the
    # pool, a connection with errors or past CONN_MAX_AGE is closed. Not for an eager task: it runs inside the
    # caller's request and transaction.
    if sender is not None and not getattr(sender.request, "is_eager", False):
        close_old_connections()


# Task durations by name and state (patience_celery_task_duration_seconds); weak=False: module-level functions.
task_prerun.connect(task_started, weak=False)
task_postrun.connect(task_finished, weak=False)


@worker_ready.connect
def _serve_metrics(sender=None, **kwargs) -> None:
    # A machine of workers only has no web process to scrape: METRICS_PORT serves its metrics (ops.metrics).
    serve_on_port()
