"""Today (GET /daily/today/): the public part cached, the caller's part fresh on every request (issue 43)."""

from __future__ import annotations

import datetime as dt
import pickle

import pytest
import time_machine
from django.core.cache import cache

from games.daily import generation, today
from games.models import DailyChallenge

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 11, 20)
NOON = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.UTC)
TODAY = "/api/v1/daily/today/"


@pytest.fixture(autouse=True)
def _generated():
    for game in ("match3", "weaver"):
        generation.challenge_generate(date=DAY, game_slug=game)


def by_game(answer) -> dict[str, dict]:
    assert answer.status_code == 200, answer.content
    return {entry["game"]: entry for entry in answer.json()}


def stored_part() -> tuple[dt.datetime, list[dict]]:
    """What the cache holds for DAY, read as a second process would (the version first)."""
    return cache.get(today._part_key(DAY, cache.get(today._version_key(DAY))))


@time_machine.travel(NOON, tick=False)
def test_a_warm_today_costs_one_query_for_any_number_of_my_plays(alice_api, api, django_assert_num_queries):
    alice_api.get(TODAY)  # the token and the day's part are read once
    with django_assert_num_queries(1):  # my plays, for every game at once
        assert all(entry["my_play"] is None for entry in by_game(alice_api.get(TODAY)).values())
    for game in ("match3", "weaver"):
        assert alice_api.post(f"/api/v1/daily/{DAY}/{game}/start").status_code == 201
    with django_assert_num_queries(1):
        mine = {game: entry["my_play"] for game, entry in by_game(alice_api.get(TODAY)).items()}
    assert {game: play["status"] for game, play in mine.items()} == {"match3": "playing", "weaver": "playing"}
    with django_assert_num_queries(1):  # the deprecated address answers the same way
        assert by_game(alice_api.get("/api/v1/daily/"))["match3"]["my_play"] == mine["match3"]
    with django_assert_num_queries(0):  # a reader without an account: nothing of theirs to read
        assert by_game(api.get(TODAY))["match3"]["my_play"] is None
    today.today_forget(date=DAY)
    with django_assert_num_queries(2):  # the day's rows once more, then my plays
        alice_api.get(TODAY)


@time_machine.travel(NOON, tick=False)
def test_my_play_changes_at_once_when_a_move_finishes_it(alice_api):
    started = alice_api.post(f"/api/v1/daily/{DAY}/match3/start").json()
    before = by_game(alice_api.get(TODAY))["match3"]["my_play"]
    assert before["id"] == started["id"] and before["status"] == "playing" and before["result"] is None
    resign = {"action": {"type": "resign"}, "expected_version": started["version"]}
    finished = alice_api.post(f"/api/v1/plays/{started['id']}/actions", resign, format="json")
    assert finished.status_code == 200 and finished.json()["status"] != "playing"
    after = by_game(alice_api.get(TODAY))["match3"]["my_play"]
    assert after["status"] == finished.json()["status"] and after["medal"] is None


@time_machine.travel(NOON, tick=False)
def test_a_game_generated_after_today_was_read_appears_on_the_next_read(
    alice_api, django_capture_on_commit_callbacks
):
    assert set(by_game(alice_api.get(TODAY))) == {"match3", "weaver"}
    assert stored_part() is not None  # kept: the next read would not see new rows without being told
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        generation.challenge_generate(date=DAY, game_slug="witch")
    assert len(callbacks) == 1  # the forget waits for the row's commit
    assert set(by_game(alice_api.get(TODAY))) == {"match3", "weaver", "witch"}


@time_machine.travel(NOON, tick=False)
def test_nothing_secret_enters_the_cached_part(alice_api):
    # A certified day's record carries its winning line (rule ladder-2), which plays the deal: give one a line.
    witch = generation.challenge_generate(date=DAY, game_slug="witch")
    line = {"by": "strong_high", "score": 1, "actions": [{"type": "line-move-only-the-record-holds"}]}
    DailyChallenge.objects.filter(pk=witch.pk).update(screening={**witch.screening, "line": line})
    alice_api.post(f"/api/v1/daily/{DAY}/match3/start")
    answer = by_game(alice_api.get(TODAY))
    expires, part = stored_part()
    stored = pickle.dumps((expires, part))  # the bytes a cache would hold
    assert {entry["game"] for entry in part} == {"match3", "weaver", "witch"}
    for challenge in DailyChallenge.objects.filter(date=DAY):
        assert challenge.seed.encode() not in stored
    assert b"line-move-only-the-record-holds" not in stored and b"strong_high" not in stored
    assert b"candidates" not in stored  # nothing else of the record either (its candidate seeds)
    assert answer["match3"]["my_play"] is not None  # no one's attempt is kept with the day
    assert all(entry["seed"] is None and entry["my_play"] is None for entry in part)
    assert expires == NOON + dt.timedelta(seconds=today.PART_SECONDS)


def test_a_kept_part_never_outlives_the_reveal(settings):
    """A day's part is kept no later than its first reveal still ahead (any day, though Today's never reveal
    while they are Today's): the seed appears at reveals_at, not an hour later."""
    settings.DAILY_GRACE_MINUTES = 60
    reveal = dt.datetime(2026, 11, 21, 1, 0, tzinfo=dt.UTC)
    challenge = DailyChallenge.objects.get(date=DAY, game="match3")
    before = {e["game"]: e for e in today.today_public(date=DAY, now=reveal - dt.timedelta(minutes=30))}
    assert before["match3"]["seed"] is None
    assert stored_part()[0] == reveal
    after = {e["game"]: e for e in today.today_public(date=DAY, now=reveal)}
    assert after["match3"]["seed"] == challenge.seed


@time_machine.travel(NOON, tick=False)
def test_the_clock_is_per_request_and_a_new_day_has_a_part_of_its_own(alice_api):
    first = by_game(alice_api.get(TODAY))["match3"]
    with time_machine.travel(NOON + dt.timedelta(seconds=90), tick=False):
        assert by_game(alice_api.get(TODAY))["match3"]["seconds_left"] == first["seconds_left"] - 90
    with time_machine.travel(NOON + dt.timedelta(days=1), tick=False):
        assert alice_api.get(TODAY).json() == []  # the next day has nothing generated yet
        generation.challenge_generate(date=DAY + dt.timedelta(days=1), game_slug="weaver")
        today.today_forget(
            date=DAY + dt.timedelta(days=1)
        )  # what the commit runs (outside a test's transaction)
        assert set(by_game(alice_api.get(TODAY))) == {"weaver"}


@time_machine.travel(NOON, tick=False)
def test_a_reader_that_raced_a_generation_leaves_nothing_stale(alice_api):
    """A reader reads the version, then the rows; a generation commits and gives the day a new version before
    the reader stores its part. The part lands under the old version, which no later reader asks for."""
    alice_api.get(TODAY)
    version = cache.get(today._version_key(DAY))  # what the slow reader read first
    stale = today._part_build(DAY, NOON)  # then the rows, before the generation
    generation.challenge_generate(date=DAY, game_slug="witch")
    today.today_forget(date=DAY)
    cache.set(today._part_key(DAY, version), stale)  # the slow reader stores what it built, late
    assert set(by_game(alice_api.get(TODAY))) == {"match3", "weaver", "witch"}


@time_machine.travel(NOON, tick=False)
def test_a_cache_that_is_down_costs_the_rows_query_not_an_error(alice_api, settings, caplog):
    alice_api.post(f"/api/v1/daily/{DAY}/weaver/start")
    # Nothing listens on port 1: every cache call fails as with Redis stopped (the throttles keep their own).
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
        }
    }
    today._kept.clear()
    answer = by_game(alice_api.get(TODAY))
    assert set(answer) == {"match3", "weaver"} and answer["weaver"]["my_play"]["status"] == "playing"
    assert "the cache is down" in caplog.text
    today.today_forget(date=DAY)  # a generation's forget does not fail either
