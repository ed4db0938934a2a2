"""The embedded default (``make run``: one uvicorn process on SQLite) holds ten players at once.

Issue 23 measured 18.7 % / 28 % / 43 % of moves refused with "database is locked" for 3 / 5 / 10 players: a
deferred transaction that reads and then writes cannot wait for SQLite's write lock. With IMMEDIATE
transactions and WAL (``config/settings.py``) no move may fail.
"""

from __future__ import annotations

import threading
from collections import Counter

import httpx
import pytest

from tests.processes import EmbeddedAsgiServer

PLAYERS = 10
MOVES_EACH = 30


@pytest.fixture(scope="module")
def embedded_server(tmp_path_factory):
    # One server for the module: its tests touch their own players' games only.
    server = EmbeddedAsgiServer(tmp_path_factory.mktemp("embedded") / "embedded.sqlite3").start()
    yield server
    server.stop()


def _player(
    url: str, start: threading.Barrier, outcomes: Counter, lock: threading.Lock, logs: list[tuple[list, list]]
) -> None:
    with httpx.Client(base_url=url, timeout=60) as http:
        token = http.post("/api/v1/auth/guest").json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        play = http.post("/api/v1/plays", json={"game": "match3"}).json()
        sent: dict[str, list] = {play["id"]: []}
        start.wait()
        for _ in range(MOVES_EACH):
            if play["status"] != "playing":
                play = http.post("/api/v1/plays", json={"game": "match3"}).json()
                sent[play["id"]] = []
            action = play["legal_actions"][0]["action"]
            response = http.post(
                f"/api/v1/plays/{play['id']}/actions",
                json={"action": action, "expected_version": play["version"]},
            )
            with lock:
                outcomes[response.status_code] += 1
            if response.status_code == 200:
                sent[play["id"]].append(action)
                play = response.json()
            else:
                play = http.get(f"/api/v1/plays/{play['id']}").json()
        # A move appends its action to the stored log in SQL (SQLite's json_insert here): the log must hold
        # the actions themselves, in order, not their text.
        for play_id, actions in sent.items():
            stored = http.get(f"/api/v1/plays/{play_id}/log").json()["actions"]
            with lock:
                logs.append((stored, actions))


def test_ten_players_on_their_own_games_get_no_error_on_the_embedded_default(embedded_server):
    outcomes, lock, logs = Counter(), threading.Lock(), []
    start = threading.Barrier(PLAYERS)
    threads = [
        threading.Thread(target=_player, args=(embedded_server.url, start, outcomes, lock, logs))
        for _ in range(PLAYERS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(outcomes.values()) == PLAYERS * MOVES_EACH
    assert outcomes == Counter({200: PLAYERS * MOVES_EACH}), f"moves by status: {dict(outcomes)}"
    assert len(logs) >= PLAYERS and sum(len(sent) for _, sent in logs) == PLAYERS * MOVES_EACH
    for stored, sent in logs:
        assert stored == sent and all(isinstance(action, dict) for action in stored)


def test_a_forged_cursor_is_a_json_400_not_the_debug_page_on_the_embedded_default(embedded_server):
    # The embedded default runs with DEBUG on: a 500 there was Django's debug page (issue 44).
    with httpx.Client(base_url=embedded_server.url, timeout=60) as http:
        token = http.post("/api/v1/auth/guest").json()["token"]
        for url in ("/api/v1/daily/", "/api/v1/daily/archive/", "/api/v1/plays", "/api/v1/me/scores"):
            response = http.get(f"{url}?cursor=cD14", headers={"Authorization": f"Bearer {token}"})
            assert response.status_code == 400, (url, response.text[:200])
            assert response.headers["content-type"].startswith("application/json")
            assert response.json()["error"] == {
                "code": "invalid_cursor",
                "message": "The cursor is not one this list gave out.",
                "details": {"parameter": "cursor"},
            }
