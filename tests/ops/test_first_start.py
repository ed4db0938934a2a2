"""A first start is complete: the first Celery worker (or beat) on an empty database generates today's dailies,
the days ahead and this month's and next month's commitments at once, without waiting for beat's hourly tick,
and only one of many processes screens (``ops.locks``). Beat keeps no schedule file (``ops.beat``), so it runs
from any working directory, as the image runs it: from ``/`` as a user who may not write there."""

from __future__ import annotations

import datetime as dt
import os
import time

import pytest
from django.core.management import call_command

from games.daily.challenges import today
from games.daily.generation import month_start
from games.engines.registry import all_games
from games.models import DailyChallenge, MonthCommitment
from ops.beat import StartupScheduler
from ops.locks import held_alone
from tests.processes import ROOT, CeleryBeat, CeleryWorker, RedisServer
from tests.support import wait_until

# docs/operations.md: today's five within about a minute of the first worker's start on a free core with the published
# ladder (16 s of CPU a day on average, 53 s at most). The suite screens with the quick rule, on a busy machine.
FIRST_DAY_SECONDS = 60


def months_now_and_next() -> set[dt.date]:
    first = month_start(today())
    return {first, month_start(first + dt.timedelta(days=32))}


@pytest.fixture
def redis_server():
    server = RedisServer().start()
    yield server
    server.stop()


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_one_worker_start_on_an_empty_database_makes_today_and_both_month_commitments(redis_server):
    assert DailyChallenge.objects.count() == MonthCommitment.objects.count() == 0
    # No beat runs: the worker's own start is what sends the generation. One day ahead keeps the test short.
    worker = CeleryWorker(
        redis_url=redis_server.url,
        extra_env={"DAILY_GENERATE_ON_START": "1", "DAILY_GENERATE_AHEAD_DAYS": "1"},
    ).start()
    started = time.monotonic()
    try:
        games = {game.slug for game in all_games()}
        assert wait_until(
            lambda: set(DailyChallenge.objects.filter(date=today()).values_list("game", flat=True)) == games,
            FIRST_DAY_SECONDS,
            interval=0.5,
        ), "today's five dailies were not generated at the worker's start"
        print(f"today's five dailies {time.monotonic() - started:.1f} s after the worker started")
        assert set(MonthCommitment.objects.values_list("month", flat=True)) == months_now_and_next()
        tomorrow = today() + dt.timedelta(days=1)
        assert wait_until(lambda: DailyChallenge.objects.filter(date=tomorrow).count() == 5, 60, interval=0.5)
    finally:
        worker.stop()


@pytest.mark.services
def test_of_two_processes_asking_at_once_one_generates_and_the_other_skips():
    with held_alone("daily-generation") as first:
        assert first is True
        with held_alone("daily-generation") as second:
            assert second is False  # another holds it: this one skips, it does not wait
    with held_alone("daily-generation") as again:
        assert again is True  # released at the end of the block


@pytest.mark.services
def test_the_lock_is_renewed_while_its_holder_works_and_expires_when_it_dies():
    from ops.redis_pool import redis_client

    with held_alone("renewed", ttl=1.5) as held:
        assert held
        time.sleep(2.5)  # past the ttl: renewed every third of it
        assert redis_client().pttl("lock:renewed") > 0
    # A holder killed without releasing: its lock is gone after the ttl, nobody waits on it for ever.
    redis_client().set("lock:abandoned", "someone", px=300)
    time.sleep(0.5)
    with held_alone("abandoned") as held:
        assert held


@pytest.mark.django_db
def test_the_command_also_makes_this_month_and_next_months_commitments(capsys):
    call_command("daily", "generate", "--days", "1")
    assert set(MonthCommitment.objects.values_list("month", flat=True)) == months_now_and_next()
    assert f"{month_start(today()):%Y-%m} commitment" in capsys.readouterr().out


def test_a_command_range_that_ends_on_the_31st_commits_the_next_month_too(db):
    call_command("daily", "generate", "--from", "2027-01-31", "--days", "1")
    assert set(MonthCommitment.objects.values_list("month", flat=True)) == {
        dt.date(2027, 1, 1),
        dt.date(2027, 2, 1),
    }


def test_beat_runs_every_entry_at_its_start_and_keeps_no_file(settings):
    from config.celery import app

    scheduler = StartupScheduler(app=app)
    due = {name for name, entry in scheduler.schedule.items() if entry.is_due().is_due}
    assert due == set(settings.CELERY_BEAT_SCHEDULE)  # the dailies' too
    assert settings.CELERY_BEAT_SCHEDULER == "ops.beat:StartupScheduler"


def unwritable_folder() -> str:
    """The image's working directory as its user sees it: ``/`` for anyone but root; root (CI, this machine) may
    write in ``/``, but not in ``/proc``, where Celery's default scheduler failed the same way."""
    return "/" if os.getuid() != 0 else "/proc"


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_the_images_beat_runs_from_a_folder_it_cannot_write_and_sends_every_entry_at_start(
    redis_server, tmp_path
):
    # The image runs beat as a user without privileges in / (Dockerfile). Celery's default scheduler exited 1
    # there (it writes celerybeat-schedule into the working directory) and restarted for ever under compose. The
    # interpreter here sits in root's home, so the test cannot switch users: it takes a folder root cannot write.
    cwd = unwritable_folder()
    with pytest.raises(OSError):
        open(os.path.join(cwd, "celerybeat-schedule"), "wb")  # noqa: SIM115
    beat = CeleryBeat(
        redis_url=redis_server.url,
        cwd=cwd,
        extra_env={"DAILY_GENERATE_ON_START": "1", "PATIENCE_DATA_DIR": str(tmp_path)},
    ).start()
    try:
        import redis
        from django.conf import settings

        broker = redis.Redis.from_url(redis_server.url)
        # Its start sent every entry (the generation first of all) to the broker's queues (the generation to the
        # screening queue): no tick waited for.
        entries = settings.CELERY_BEAT_SCHEDULE.values()
        queues = ("celery", "screening")
        assert wait_until(lambda: sum(broker.llen(q) for q in queues) >= len(entries), 30), _stderr(beat)
        queued = b"".join(b"".join(broker.lrange(q, 0, -1)) for q in queues)
        assert all(entry["task"].encode() in queued for entry in entries)
        assert b"generate_daily_challenges" in b"".join(broker.lrange("screening", 0, -1))
        time.sleep(1)
        assert beat.process is not None and beat.process.poll() is None, _stderr(beat)
        worker = CeleryWorker(redis_url=redis_server.url).start()  # one that does not send its own
        try:
            assert wait_until(lambda: DailyChallenge.objects.filter(date=today()).count() == 5, 60, 0.5)
        finally:
            worker.stop()
    finally:
        beat.stop()
    assert not list(ROOT.glob("celerybeat-schedule*"))
    assert not list(tmp_path.glob("celerybeat-schedule*"))


def _stderr(process) -> str:
    if process.process and process.process.poll() is not None and process.process.stderr:
        return process.process.stderr.read().decode()[-3000:]
    return "beat is running"


def test_a_generation_killed_mid_run_is_resumed_within_minutes_by_beat(settings):
    # Issue 44: hourly, a killed run left 2 of 5 games until the next tick. The holder's lock expires, then the
    # next run (idempotent, every DAILY_GENERATE_SECONDS) screens what is missing.
    from ops.locks import LOCK_TTL_SECONDS

    every = settings.CELERY_BEAT_SCHEDULE["daily-challenges"]["schedule"]
    assert isinstance(every, int) and LOCK_TTL_SECONDS < every <= 300
