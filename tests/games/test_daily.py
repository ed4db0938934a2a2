"""Daily challenges: commitment and reveal, one attempt, the grace period, concurrency, public verification."""

from __future__ import annotations

import datetime as dt
import json
import threading

import pytest
import time_machine
from django.db import connection

from games.daily import challenges as daily
from games.daily import generation
from games.daily.verify import commitment_of
from games.daily.verify import main as verify_main
from games.models import DailyChallenge, Play

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 11, 20)
NOON = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.UTC)


@pytest.fixture(autouse=True)
def _generated():
    """Days are generated ahead, never on a request: the tests' day exists before they ask for it."""
    for game in ("match3", "weaver"):
        generation.challenge_generate(date=DAY, game_slug=game)


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


@time_machine.travel(NOON, tick=False)
def test_the_seed_is_absent_from_every_response_before_the_close_and_matches_the_commitment_after(
    alice_api, api
):
    today = api.get("/api/v1/daily/").json()
    challenge = DailyChallenge.objects.get(date=DAY, game="match3")
    assert {c["game"] for c in today} >= {"match3", "weaver"}
    started = alice_api.post(f"/api/v1/daily/{DAY}/match3/start").json()
    alice_api.post(
        f"/api/v1/plays/{started['id']}/actions",
        {"action": started["legal_actions"][0]["action"], "expected_version": 0},
        format="json",
    )
    crawled = [
        today,
        api.get(f"/api/v1/daily/{DAY}/match3/").json(),
        alice_api.get(f"/api/v1/daily/{DAY}/match3/").json(),
        alice_api.get(f"/api/v1/plays/{started['id']}").json(),
        alice_api.get(f"/api/v1/plays/{started['id']}/log").json(),
        alice_api.get("/api/v1/plays").json(),
        api.get(f"/api/v1/daily/{DAY}/match3/export").json(),
        alice_api.post("/api/v1/plays", {"game": "match3", "seed": challenge.seed}, format="json").json(),
        alice_api.post(
            "/api/v1/scores", {"game": "match3", "seed": challenge.seed, "actions": []}, format="json"
        ).json(),
    ]
    assert all(challenge.seed not in set(strings_in(body)) for body in crawled)
    assert alice_api.get(f"/api/v1/plays/{started['id']}/log").json()["seed"] is None
    with time_machine.travel(NOON + dt.timedelta(days=1), tick=False):
        revealed = api.get(f"/api/v1/daily/{DAY}/match3/").json()
    assert revealed["seed"] == challenge.seed
    assert (
        commitment_of(
            seed=revealed["seed"], engine_version=revealed["engine_version"], options=revealed["options"]
        )
        == revealed["commitment"]
    )


@time_machine.travel(NOON, tick=False)
def test_one_attempt_per_user_starting_again_returns_the_same_play(alice_api, bob_api):
    first = alice_api.post(f"/api/v1/daily/{DAY}/weaver/start")
    again = alice_api.post(f"/api/v1/daily/{DAY}/weaver/start")
    assert first.status_code == 201 and again.status_code == 200 and first.json()["id"] == again.json()["id"]
    assert first.json()["mode"] == "daily"
    assert bob_api.post(f"/api/v1/daily/{DAY}/weaver/start").json()["id"] != first.json()["id"]
    assert Play.objects.filter(mode="daily").count() == 2
    mine = alice_api.get(f"/api/v1/daily/{DAY}/weaver/").json()["my_play"]
    assert mine["id"] == first.json()["id"]


def test_a_play_started_before_the_close_may_finish_within_the_grace_period_only(alice_api, settings):
    settings.DAILY_GRACE_MINUTES = 60
    with time_machine.travel(dt.datetime(2026, 11, 20, 23, 50, tzinfo=dt.UTC), tick=False):
        play = alice_api.post(f"/api/v1/daily/{DAY}/match3/start").json()
    move = {"action": play["legal_actions"][0]["action"], "expected_version": 0}
    with time_machine.travel(dt.datetime(2026, 11, 21, 0, 30, tzinfo=dt.UTC), tick=False):
        assert alice_api.post(f"/api/v1/plays/{play['id']}/actions", move, format="json").status_code == 200
        late_start = alice_api.post(f"/api/v1/daily/{DAY}/weaver/start")
        assert late_start.status_code == 410 and late_start.json()["error"]["code"] == "daily_closed"
    move["action"], move["expected_version"] = play["legal_actions"][1]["action"], 1
    with time_machine.travel(dt.datetime(2026, 11, 21, 1, 5, tzinfo=dt.UTC), tick=False):
        late = alice_api.post(f"/api/v1/plays/{play['id']}/actions", move, format="json")
        assert late.status_code == 410 and late.json()["error"]["code"] == "daily_closed"


@pytest.mark.django_db(transaction=True)
@pytest.mark.services
def test_concurrent_generation_creates_one_challenge_per_game():
    errors = []

    def generate():
        try:
            generation.challenge_generate(date=DAY, game_slug="quetinny")
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=generate) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors and DailyChallenge.objects.filter(date=DAY, game="quetinny").count() == 1


def test_generation_is_idempotent_and_derives_the_seed_from_the_secret(settings):
    first = generation.challenge_generate(date=DAY, game_slug="quetinny")
    assert generation.challenge_generate(date=DAY, game_slug="quetinny").pk == first.pk
    assert first.seed == daily.derive_seed(
        date=DAY, game="quetinny", preset=first.preset, attempt=first.attempt
    )
    settings.DAILY_SECRET = "another secret"
    assert (
        daily.derive_seed(date=DAY, game="quetinny", preset=first.preset, attempt=first.attempt) != first.seed
    )


def test_the_verify_command_accepts_an_honest_export_and_catches_a_tampered_one(alice_api, tmp_path, capsys):
    with time_machine.travel(NOON, tick=False):
        play = alice_api.post(f"/api/v1/daily/{DAY}/match3/start").json()
        alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    with time_machine.travel(NOON + dt.timedelta(days=1), tick=False):
        export = alice_api.get(f"/api/v1/daily/{DAY}/match3/export").json()
    honest = tmp_path / "honest.json"
    honest.write_text(json.dumps(export))
    assert verify_main([str(honest)]) == 0
    export["plays"][0]["claimed_score"] += 100
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(export))
    assert verify_main([str(tampered)]) == 1
    assert "claimed" in capsys.readouterr().out


def test_the_export_is_refused_before_the_close(api):
    with time_machine.travel(NOON, tick=False):
        response = api.get(f"/api/v1/daily/{DAY}/match3/export")
    assert response.status_code == 403 and response.json()["error"]["code"] == "not_closed"
