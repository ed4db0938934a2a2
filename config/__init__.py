# Load Celery with Django so that shared_task and delay_on_commit use this project's app.
from config.celery import app as celery_app

__all__ = ["celery_app"]
