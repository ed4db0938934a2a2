"""The Celery application. Settings come from Django's (``CELERY_*``); tasks are found in each app."""

from __future__ import annotations

import os

from celery import Celery
from celery.signals import after_setup_logger, after_setup_task_logger, beat_init, worker_init

from ops.deployment import refuse_unsafe_start
from ops.log_redaction import redact_every_handler

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
    # Celery installs handlers of its own; the redaction must sit on them too.
    redact_every_handler()
