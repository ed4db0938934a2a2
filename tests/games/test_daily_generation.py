"""Daily challenges are generated ahead (beat, the command, the embedded server's thread), never on a request."""

from __future__ import annotations

import datetime as dt
import time

import pytest
import time_machine
from django.core.management import call_command

from games.daily import generation
from games.models import DailyChallenge, MonthCommitment, Play

pytestmark = pytest.mark.django_db
NOON = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.UTC)


@time_machine.travel(NOON, tick=False)
@pytest.mark.parametrize("date", ["0001-01-01", "2026-11-19", "2026-11-20"])
def test_a_get_for_a_day_never_generated_answers_404_and_writes_nothing(api, date):
    for path in (
        f"/api/v1/daily/{date}/weaver/",
        f"/api/v1/daily/{date}/weaver/export",
        f"/api/v1/daily/{date}/weaver/bot-game",
    ):
        response = api.get(path)
        assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"
    assert api.get("/api/v1/daily/").json() == []
    assert api.get(f"/api/v1/daily/?game=weaver&from={date}&to={date}").json()["results"] == []
    # Neither a challenge nor a month commitment: a GET writes no row (and so runs no screening).
    assert DailyChallenge.objects.count() == MonthCommitment.objects.count() == Play.objects.count() == 0


@time_machine.travel(NOON, tick=False)
def test_bad_requests_name_what_was_wrong(api):
    unknown = api.get("/api/v1/daily/2026-11-20/chess/")
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "unknown_game"
    for bad in ("2026-13-01", "2026-02-30", "yesterday"):
        response = api.get(f"/api/v1/daily/{bad}/weaver/")
        assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_date"
        assert "YYYY-MM-DD" in response.json()["error"]["message"]
    generation.challenge_generate(date=dt.date(2026, 11, 21), game_slug="weaver")
    ahead = api.get("/api/v1/daily/2026-11-21/weaver/")
    assert ahead.status_code == 404 and ahead.json()["error"]["code"] == "not_open"


@time_machine.travel(NOON, tick=False)
def test_the_task_generates_today_and_the_days_ahead_once(settings):
    from games.tasks import generate_daily_challenges

    settings.DAILY_GENERATE_AHEAD_DAYS = 1
    assert generate_daily_challenges.delay().get() == 10
    assert sorted({c.date for c in DailyChallenge.objects.all()}) == [
        dt.date(2026, 11, 20),
        dt.date(2026, 11, 21),
    ]
    first_ids = set(DailyChallenge.objects.values_list("id", flat=True))
    generate_daily_challenges.delay()
    assert set(DailyChallenge.objects.values_list("id", flat=True)) == first_ids


def test_the_command_generates_the_days_asked_for(capsys):
    call_command("daily", "generate", "--from", "2026-11-20", "--days", "2")
    out = capsys.readouterr().out
    assert (
        DailyChallenge.objects.filter(date__in=[dt.date(2026, 11, 20), dt.date(2026, 11, 21)]).count() == 10
    )
    assert "10 challenges ready" in out and "2026-11-21 witch" in out


def test_the_command_names_the_date_format():
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="YYYY-MM-DD"):
        call_command("daily", "generate", "--from", "20-11-2026")


def test_the_server_thread_runs_only_where_asked(settings):
    settings.DAILY_GENERATE_IN_SERVER = False
    assert generation.start_background_generator() is False


@pytest.mark.django_db(transaction=True)
def test_on_the_embedded_default_the_server_keeps_the_coming_days_generated_itself(settings):
    settings.DAILY_GENERATE_IN_SERVER = True
    settings.DAILY_GENERATE_AHEAD_DAYS = 1
    try:
        assert generation.start_background_generator() is True
        assert generation.start_background_generator() is False  # one thread per process
        deadline = time.monotonic() + 300  # a bound on a hung thread, not a speed assertion
        while DailyChallenge.objects.count() < 10 and time.monotonic() < deadline:
            time.sleep(0.2)
    finally:
        generation.stop_background_generator()
    today = generation.today()
    assert sorted({c.date for c in DailyChallenge.objects.all()}) == [today, today + dt.timedelta(days=1)]
