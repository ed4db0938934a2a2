"""A daily's seed stays secret until no one can play its deal: the close plus the grace period.

Reproduces issue 23: a player who started at 23:55 read the seed anonymously at 00:01, rebuilt every hidden
card, then played on for the grace period. Every way to the seed is asked at three moments with a frozen
clock: one minute before the close, one minute after it (inside the grace) and one minute after the grace.
"""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine

from games.daily import generation
from games.models import DailyChallenge
from games.selectors import daily_is_revealed
from tests.conftest import client_for
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 11, 20)
CLOSE = dt.datetime(2026, 11, 21, 0, 0, tzinfo=dt.UTC)
GRACE_MINUTES = 60


def _seed_routes(api, owner_api, challenge, play_id) -> dict[str, object]:
    """What each route tells about the seed, as seen by an anonymous client and a player."""
    url = f"/api/v1/daily/{DAY}/{challenge.game}/"
    practice = owner_api.post(
        "/api/v1/plays", {"game": challenge.game, "seed": challenge.seed}, format="json"
    )
    offline = owner_api.post(
        "/api/v1/scores", {"game": challenge.game, "seed": challenge.seed, "actions": []}, format="json"
    )
    export = api.get(url + "export")
    return {
        "detail": api.get(url).json()["seed"],
        "own_log": owner_api.get(f"/api/v1/plays/{play_id}/log").json()["seed"],
        "export": export.json()["seed"] if export.status_code == 200 else export.status_code,
        "practice_with_seed": practice.status_code,
        "offline_score_with_seed": offline.status_code,
    }


def test_the_seed_export_and_logs_stay_secret_until_the_grace_period_ends(api, settings):
    settings.DAILY_GRACE_MINUTES = GRACE_MINUTES
    alice_api, bob_api = client_for(UserFactory(username="alice")), client_for(UserFactory(username="bob"))
    # Days are generated ahead, never on a request.
    generation.challenge_generate(date=DAY, game_slug="match3")
    with time_machine.travel(CLOSE - dt.timedelta(minutes=5), tick=False):
        play = alice_api.post(f"/api/v1/daily/{DAY}/match3/start").json()
        bob_play = bob_api.post(f"/api/v1/daily/{DAY}/match3/start").json()
        bob_api.post(f"/api/v1/plays/{bob_play['id']}/resign", {"expected_version": 0}, format="json")
    challenge = DailyChallenge.objects.get(date=DAY, game="match3")
    secret = {
        "detail": None,
        "own_log": None,
        "export": 403,
        "practice_with_seed": 403,
        "offline_score_with_seed": 403,
    }

    moments = {
        "close - 1 min": CLOSE - dt.timedelta(minutes=1),
        "close + 1 min": CLOSE + dt.timedelta(minutes=1),
        "close + grace + 1 min": CLOSE + dt.timedelta(minutes=GRACE_MINUTES + 1),
    }
    seen, moves = {}, {}
    version = 0
    for name, moment in moments.items():
        with time_machine.travel(moment, tick=False):
            seen[name] = _seed_routes(api, alice_api, challenge, play["id"])
            seen[name]["revealed"] = daily_is_revealed(challenge)
            state = alice_api.get(f"/api/v1/plays/{play['id']}").json()
            move = alice_api.post(
                f"/api/v1/plays/{play['id']}/actions",
                {"action": state["legal_actions"][0]["action"], "expected_version": state["version"]},
                format="json",
            )
            moves[name] = move.status_code
            version = state["version"]

    assert seen["close - 1 min"] == {**secret, "revealed": False}
    # Inside the grace period the deal is still playable, so nothing about it may be published yet.
    assert seen["close + 1 min"] == {**secret, "revealed": False}
    assert moves["close - 1 min"] == moves["close + 1 min"] == 200
    after = seen["close + grace + 1 min"]
    assert after["revealed"] is True
    assert after["detail"] == after["own_log"] == after["export"] == challenge.seed
    assert after["practice_with_seed"] == 201 and after["offline_score_with_seed"] == 202
    # From the reveal on, the started play is over for good: seed public and moves refused at the same moment.
    assert moves["close + grace + 1 min"] == 410 and version == 2


def test_the_export_lists_other_players_logs_only_after_the_grace_period(api, settings):
    settings.DAILY_GRACE_MINUTES = GRACE_MINUTES
    bob_api = client_for(UserFactory(username="bob"))
    generation.challenge_generate(date=DAY, game_slug="weaver")
    with time_machine.travel(CLOSE - dt.timedelta(minutes=5), tick=False):
        bob_play = bob_api.post(f"/api/v1/daily/{DAY}/weaver/start").json()
        bob_api.post(f"/api/v1/plays/{bob_play['id']}/resign", {"expected_version": 0}, format="json")
    with time_machine.travel(CLOSE + dt.timedelta(minutes=GRACE_MINUTES - 1), tick=False):
        early = api.get(f"/api/v1/daily/{DAY}/weaver/export")
        detail = api.get(f"/api/v1/daily/{DAY}/weaver/").json()
    assert early.status_code == 403 and early.json()["error"]["code"] == "not_closed"
    assert "plays" not in early.json() and detail["seed"] is None
    assert detail["reveals_at"] == (CLOSE + dt.timedelta(minutes=GRACE_MINUTES)).isoformat().replace(
        "+00:00", "Z"
    )
    with time_machine.travel(CLOSE + dt.timedelta(minutes=GRACE_MINUTES), tick=False):
        export = api.get(f"/api/v1/daily/{DAY}/weaver/export").json()
    assert [p["player"] for p in export["plays"]] == ["bob"]
