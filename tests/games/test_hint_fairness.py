"""Hints share the CPU fairly (issue 23): one in flight per player, a bounded queue, a throttle of their own,
and the bot's work off the request thread (``games.hints``; figures from ``bench/hint_flood.py``)."""

from __future__ import annotations

import pytest

from games.apis import HintThrottle
from games.engines.bots import Observation
from games.engines.registry import get_game, strong_bot_class
from games.hints import choose_off_thread, hint_slot
from games.models import Play

pytestmark = pytest.mark.django_db


def _practice(client) -> dict:
    return client.post("/api/v1/plays", {"game": "match3", "seed": "hints"}, format="json").json()


def test_a_second_hint_while_the_first_is_worked_out_is_a_429_and_counts_nothing(alice, alice_api):
    play = _practice(alice_api)
    with hint_slot(user_id=alice.pk):  # the player's first hint, still in flight
        refused = alice_api.post(f"/api/v1/plays/{play['id']}/hint")
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "hint_in_progress"
    assert Play.objects.get(pk=play["id"]).hint_count == 0
    assert alice_api.post(f"/api/v1/plays/{play['id']}/hint").status_code == 200


def test_another_players_hint_is_not_held_up_by_mine(alice, bob_api):
    play = _practice(bob_api)
    with hint_slot(user_id=alice.pk):
        assert bob_api.post(f"/api/v1/plays/{play['id']}/hint").status_code == 200


def test_a_full_hint_queue_answers_503_to_retry(alice_api, settings):
    settings.HINT_QUEUE = 0
    play = _practice(alice_api)
    response = alice_api.post(f"/api/v1/plays/{play['id']}/hint")
    assert response.status_code == 503 and response.json()["error"]["code"] == "hints_busy"
    assert Play.objects.get(pk=play["id"]).hint_count == 0


def test_hints_have_a_throttle_of_their_own(alice_api, monkeypatch):
    monkeypatch.setattr(HintThrottle, "rate", "2/min", raising=False)
    play = _practice(alice_api)
    codes = [alice_api.post(f"/api/v1/plays/{play['id']}/hint").status_code for _ in range(3)]
    assert codes == [200, 200, 429]
    move = {"action": play["legal_actions"][0]["action"], "expected_version": 0}
    assert alice_api.post(f"/api/v1/plays/{play['id']}/actions", move, format="json").status_code == 200


def test_the_bot_chooses_the_same_in_the_hint_process_as_in_place():
    game = get_game("weaver")
    state = game.new_game("hint-process")
    bot = strong_bot_class("weaver")(seed=3, budget=1_000)
    in_pool, returned = choose_off_thread(bot, Observation(game, state))
    in_place = strong_bot_class("weaver")(seed=3, budget=1_000).choose(Observation(game, state))
    assert in_pool.action == in_place.action and in_pool.action in game.legal_actions(state)
    assert returned is not bot and returned.work > 0, "the bot comes back with the work it did (its memory)"


def test_a_bot_that_cannot_be_pickled_still_runs_off_the_request_thread():
    import threading

    class LocalBot:  # a class defined in a function cannot be pickled
        def choose(self, observation):
            return threading.current_thread().name

    choice, _ = choose_off_thread(LocalBot(), None)
    assert choice.startswith("hint-bot")


def _children_of(pid: int) -> set[int]:
    from pathlib import Path

    children = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            children.add(int(stat.parent.name))
    return children


def _alive(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.django_db(transaction=False)
def test_the_hint_process_leaves_with_a_killed_web_process(tmp_path):
    import httpx

    from tests.processes import EmbeddedAsgiServer
    from tests.support import wait_until

    server = EmbeddedAsgiServer(tmp_path / "db.sqlite3").start()
    try:
        token = httpx.post(f"{server.url}/api/v1/auth/guest").json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        play = httpx.post(f"{server.url}/api/v1/plays", json={"game": "weaver"}, headers=headers).json()
        hint = httpx.post(f"{server.url}/api/v1/plays/{play['id']}/hint", headers=headers, timeout=30)
        assert hint.status_code == 200
        spawned = _children_of(server.process.pid)
        assert spawned, "the hint ran in a process of its own"
    finally:
        server.process.kill()  # SIGKILL: no chance to stop its pool
        server.process.wait(10)
    assert wait_until(lambda: not any(_alive(pid) for pid in spawned), 15)
