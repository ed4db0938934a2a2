"""The Celery application. Settings come from Django's (``CELERY_*``); tasks are found in each app."""

from __future__ import annotations

import os

from celery import Celery
from celery.signals import beat_init, worker_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("patience")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_init.connect
@beat_init.connect
def _refuse_unsafe_start(**kwargs) -> None:
    # A worker with the development DAILY_SECRET would generate dailies whose seeds anyone can derive.
    from config.deployment import refuse_unsafe_start

    refuse_unsafe_start()
