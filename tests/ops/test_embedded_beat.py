"""On the embedded default the server runs beat's schedule itself (``ops.embedded_beat``): every entry at start,
then each on its own schedule, in a thread of its own; a closed daily gets settled with no worker and no beat."""

from __future__ import annotations

import datetime as dt
import threading

import pytest
import time_machine
from django.conf import settings
from django.db import connection

from games.daily.challenges import daily_start
from games.models import Play
from games.services import play_act
from leaderboards.models import Score, SettledDaily
from ops.embedded_beat import EMBEDDED_BEAT_SKIPS, EmbeddedBeat
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge

DAY = dt.date(2026, 11, 20)
NOON = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.UTC)


def tick_in_its_own_thread(beat: EmbeddedBeat) -> list[str]:
    """As the server runs it: a thread with its own database connection."""
    ran: list[str] = []

    def run() -> None:
        try:
            ran.extend(beat.tick())
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    return ran


@pytest.mark.django_db(transaction=True)
def test_every_entry_runs_at_once_then_each_on_its_own_schedule():
    beat = EmbeddedBeat(settings.CELERY_BEAT_SCHEDULE)
    everything = set(settings.CELERY_BEAT_SCHEDULE) - EMBEDDED_BEAT_SKIPS
    assert everything == {
        "requeue-stale-scores",
        "settle-closed-dailies",
        "end-overdue-races",
        "requeue-stale-audits",
        "purge-daily-origins",
    }
    with time_machine.travel(NOON, tick=False) as clock:
        assert set(tick_in_its_own_thread(beat)) == everything
        clock.shift(1)
        assert tick_in_its_own_thread(beat) == []
        clock.shift(settings.REQUEUE_STALE_SECONDS)  # the races' sweep (every 10 s) is due again as well
        assert set(tick_in_its_own_thread(beat)) == {"requeue-stale-scores", "end-overdue-races"}
        clock.shift(3600)  # the hourly purge of the linked accounts' origins is due again, and all else
        assert set(tick_in_its_own_thread(beat)) == everything


@pytest.mark.django_db(transaction=True)
def test_with_no_worker_and_no_beat_a_closed_daily_is_settled_and_its_unfinished_play_resigned(settings):
    settings.DAILY_GRACE_MINUTES = 60
    make_challenge(date=DAY)
    finisher, quitter = UserFactory(username="finisher"), UserFactory(username="quitter")
    with time_machine.travel(NOON, tick=False):
        finished, _ = daily_start(user=finisher, date=DAY, game_slug="match3")
        play_act(play_id=finished.id, user=finisher, action={"type": "resign"}, expected_version=0)
        left, _ = daily_start(user=quitter, date=DAY, game_slug="match3")
    beat = EmbeddedBeat(settings.CELERY_BEAT_SCHEDULE)

    with time_machine.travel(dt.datetime(2026, 11, 21, 1, 5, tzinfo=dt.UTC), tick=False) as clock:
        tick_in_its_own_thread(beat)  # ends the open play; its score verifies at once (eager Celery)
        clock.shift(601)
        tick_in_its_own_thread(beat)

    assert Play.objects.get(pk=left.id).end_reason == "abandoned"
    assert Score.objects.filter(daily_challenge__date=DAY, ranked=True).count() == 2
    assert SettledDaily.objects.get(challenge__date=DAY).entrants == 2
