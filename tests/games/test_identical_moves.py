"""Fifty identical moves sent at once (two tabs, a client retrying a lost answer) are applied once, on both
databases: the write path's conditional UPDATE lets one writer through (``games.services._play_change``)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from accounts.models import AccessToken
from accounts.services import token_issue
from games.engines.registry import get_game
from games.models import Play
from games.selectors import play_log
from tests.factories import UserFactory
from tests.live import LiveServer
from tests.processes import EmbeddedAsgiServer

SENDERS = 50


def send_at_once(url: str, token: str) -> tuple[dict, list[httpx.Response]]:
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=url, headers=headers, timeout=60) as client:
        play = client.post("/api/v1/plays", json={"game": "match3", "seed": "fifty"}).json()
    body = {"action": play["legal_actions"][0]["action"], "expected_version": 0}

    def send(_):
        with httpx.Client(base_url=url, headers=headers, timeout=60) as client:
            return client.post(f"/api/v1/plays/{play['id']}/actions", json=body)

    with ThreadPoolExecutor(max_workers=SENDERS) as pool:
        return play, list(pool.map(send, range(SENDERS)))


def assert_applied_once(play: dict, answers: list[httpx.Response]) -> None:
    codes = sorted(answer.status_code for answer in answers)
    assert codes == [200] + [409] * (SENDERS - 1), codes
    refused = [answer.json()["error"] for answer in answers if answer.status_code == 409]
    assert {(e["code"], e["details"]["current_version"]) for e in refused} == {("stale_version", 1)}


@pytest.mark.services
def test_fifty_identical_moves_are_applied_once_on_postgresql(transactional_db):
    token = token_issue(user=UserFactory(username="alice"), kind=AccessToken.Kind.LOGIN).key
    server = LiveServer().start()
    try:
        play, answers = send_at_once(server.url, token)
    finally:
        server.stop()
    assert_applied_once(play, answers)
    stored = Play.objects.get(pk=play["id"])
    assert stored.version == 1 and stored.action_count == 1 and len(play_log(stored)) == 1
    game = get_game("match3")
    assert game.serialize(game.replay(stored.seed, stored.options, play_log(stored))) == stored.state


def test_fifty_identical_moves_are_applied_once_on_sqlite(tmp_path):
    server = EmbeddedAsgiServer(tmp_path / "fifty.sqlite3").start()
    try:
        token = httpx.post(f"{server.url}/api/v1/auth/guest").json()["token"]
        play, answers = send_at_once(server.url, token)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}) as client:
            after = client.get(f"/api/v1/plays/{play['id']}").json()
            log = client.get(f"/api/v1/plays/{play['id']}/log").json()["actions"]
    finally:
        server.stop()
    assert_applied_once(play, answers)
    assert after["version"] == 1 and after["actions_count"] == 1
    assert log == [play["legal_actions"][0]["action"]]
