from __future__ import annotations

import logging

from celery import shared_task

from games.analysis.services import analyses_request_revealed, analysis_compute
from games.daily.challenges import daily_origins_purge
from games.daily.generation import days_generate_ahead
from ops.locks import held_alone

logger = logging.getLogger(__name__)


# Acknowledged on receipt: the screening runs longer than the visibility timeout sized for the short
# verifications (config/settings.py), which would deliver it again while it runs. A lost run costs nothing: the
# next run (beat, every 5 minutes) generates what is missing.
@shared_task(acks_late=False)
def generate_daily_challenges() -> int:
    """Beat runs this every DAILY_GENERATE_SECONDS and at its start, every worker as it starts (config.celery),
    on the screening queue: today and the days ahead exist with this month's and next month's commitments; idempotent. Of the runs sent at once (ten
    workers starting together), one screens and the others return at once (``ops.locks``)."""
    with held_alone("daily-generation") as held:
        if not held:
            logger.info("daily generation: already running elsewhere")
            return 0
        return len(days_generate_ahead())


@shared_task
def purge_daily_origins() -> int:
    """Beat: the origins kept to link accounts (``games.models.DailyOrigin``) go two days after their day closes."""
    return daily_origins_purge()


@shared_task
def play_analyse(play_id: str) -> None:
    """The post-game analysis of one play (the ``analysis`` queue); idempotent: a kept analysis is not redone."""
    analysis_compute(play_id=play_id)


@shared_task
def analyse_revealed_dailies() -> int:
    """Beat: ask for the analysis of the plays of the dailies just revealed."""
    return analyses_request_revealed()
