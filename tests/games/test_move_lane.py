"""The move's lane (``games.move_lane``) answers exactly as the full stack does, over real HTTP.

Two players play the same deal (a chosen seed) side by side on a live server: every request goes to alice's play
through the lane and to bob's through the full stack (``MOVE_LANE`` off for that request), and the two answers
must match in status, body (each play's own id aside) and headers (the request id and the rate limit's reset
second aside). A spy on the lane says which requests it served and which it handed to the full stack."""

from __future__ import annotations

import json
import uuid

import httpx
import pytest
from django.conf import settings as django_settings

from accounts.models import AccessToken, Scope
from accounts.services import token_issue
from games import move_lane
from games.apis import ActionThrottle
from tests.factories import UserFactory
from tests.live import LiveServer

SEED = "lane-parity-1"
# Differ per request by nature: a fresh id each, the second the rate-limit window restarts in, and the length of
# an answer that holds the moment its play was made (the bodies are compared without it).
_OWN = {"x-request-id", "ratelimit-reset", "date", "server", "content-length"}


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


class Pair:
    """The same request to alice's play through the lane and to bob's through the full stack."""

    def __init__(self, live: LiveServer, monkeypatch) -> None:
        self.http = httpx.Client(base_url=live.url, timeout=30)
        self.keys = {}
        self.plays = {}
        for name in ("alice", "bob"):
            user = UserFactory.create(username=name)
            self.keys[name] = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
            started = self.http.post(
                "/api/v1/plays", json={"game": "journey", "seed": SEED}, headers=self.auth(name)
            )
            assert started.status_code == 201, started.text
            self.plays[name] = started.json()
        self.served = 0
        answered = move_lane._move_answered

        def spy(request):
            self.served += 1
            return answered(request)

        monkeypatch.setattr(move_lane, "_move_answered", spy)

    def auth(self, name: str) -> dict:
        return {"Authorization": f"Bearer {self.keys[name]}"}

    def send(self, name: str, *, lane: bool, body: bytes, headers: dict, play_id: str | None = None):
        django_settings.MOVE_LANE = lane
        try:
            return self.http.post(
                f"/api/v1/plays/{play_id or self.plays[name]['id']}/actions",
                content=body,
                headers={"Content-Type": "application/json", **self.auth(name), **headers},
            )
        finally:
            django_settings.MOVE_LANE = True

    def both(
        self, body: dict | bytes, *, headers: dict | None = None, play_id: str | None = None, served=True
    ):
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        before = self.served
        lane = self.send("alice", lane=True, body=raw, headers=headers or {}, play_id=play_id)
        assert self.served == before + int(served), (
            "the lane did not take what it should" if served else "it took"
        )
        stack = self.send("bob", lane=False, body=raw, headers=headers or {}, play_id=play_id)
        assert self.served == before + int(served), "the full stack's request went through the lane"
        assert lane.status_code == stack.status_code, (lane.text, stack.text)
        assert _comparable(lane.headers) == _comparable(stack.headers)
        assert _body(lane.text, self.plays["alice"]["id"]) == _body(stack.text, self.plays["bob"]["id"])
        assert set(lane.headers) >= {"x-request-id", "content-length"}
        return lane


def _body(text: str, play_id: str):
    """The answer with its play's own id and the moment each play was made taken out."""
    text = text.replace(play_id, "PLAY")
    try:
        value = json.loads(text)
    except ValueError:
        return text
    if isinstance(value, dict):
        for moment in ("created_at", "started_at", "finished_at"):
            value.pop(moment, None)
    return value


def _comparable(headers: httpx.Headers) -> list[tuple[str, str]]:
    return sorted((name, value) for name, value in headers.multi_items() if name not in _OWN)


@pytest.fixture
def pair(live, monkeypatch, settings) -> Pair:
    settings.MOVE_LANE = True
    return Pair(live, monkeypatch)


def _first_move(pair: Pair) -> dict:
    return pair.plays["alice"]["legal_actions"][0]["action"]


def test_a_game_played_through_the_lane_answers_as_the_full_stack_move_for_move(pair):
    version = 0
    for _ in range(12):
        legal = [a["action"] for a in pair.plays["alice"]["legal_actions"] if a["action"]["type"] != "resign"]
        answer = pair.both({"action": legal[0], "expected_version": version})
        assert answer.status_code == 200
        pair.plays["alice"] = answer.json()
        version = answer.json()["version"]
        if answer.json()["status"] != "playing":
            break
    assert version > 0
    assert answer.headers["ratelimit-limit"] and answer.headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize(
    "body",
    [
        {"action": {"type": "no-such-move"}, "expected_version": 0},  # 400 illegal
        {"action": "draw", "expected_version": 0},  # 400 not an object
        {"action": {"type": "draw"}, "expected_version": 5},  # 409 stale
        {"action": {"type": "draw"}, "expected_version": True},  # 400 not a number
        {"action": {"type": "draw"}, "expected_version": 0, "extra": 1},  # 400 unknown field
        {"action": {"type": "draw"}},  # 400 missing field
        b'{"action": {"type": "draw"}, "expected_version": NaN}',  # 400 strict JSON
        b'{"action": ',  # 400 malformed JSON
        b"[1, 2]",  # 400 not an object
        b'"\\u0000"',  # 400 a NUL
    ],
)
def test_refused_moves_get_the_same_error_from_the_lane(pair, body):
    answer = pair.both(body)
    assert 400 <= answer.status_code < 500
    assert "error" in answer.json()


def test_a_play_not_found_and_a_finished_game_answer_the_same(pair):
    assert (
        pair.both({"action": _first_move(pair), "expected_version": 0}, play_id=str(uuid.uuid4())).status_code
        == 404
    )
    resigned = pair.both({"action": {"type": "resign"}, "expected_version": 0})
    assert resigned.json()["status"] != "playing"
    over = pair.both({"action": _first_move(pair), "expected_version": 1})
    assert over.json()["error"]["code"] == "game_over"


def test_origins_request_ids_and_https_headers_match(pair, settings):
    move = {"action": _first_move(pair), "expected_version": 7}
    pair.both(
        move, headers={"Origin": pair.http.base_url.scheme + "://" + pair.http.base_url.netloc.decode()}
    )
    settings.CORS_ALLOWED_ORIGINS = ["https://friend.example"]
    answer = pair.both(move, headers={"Origin": "https://friend.example"})
    assert answer.headers["access-control-allow-origin"] == "https://friend.example"
    pair.both(move, headers={"Origin": "https://stranger.example"})
    sent = pair.both(move, headers={"X-Request-ID": "trace-123"})
    assert sent.headers["x-request-id"] == "trace-123"


def test_the_throttle_counts_lane_moves_and_refuses_them_alike(pair, monkeypatch):
    monkeypatch.setattr(
        ActionThrottle, "THROTTLE_RATES", {**ActionThrottle.THROTTLE_RATES, "actions": "3/min"}
    )
    move = {"action": _first_move(pair), "expected_version": 9}
    for remaining in (2, 1, 0):
        assert pair.both(move).headers["ratelimit-remaining"] == str(remaining)
    refused = pair.both(move)
    assert refused.status_code == 429 and int(refused.headers["retry-after"]) > 0


def test_what_the_lane_does_not_serve_reaches_the_full_stack(pair, settings):
    move = json.dumps({"action": _first_move(pair), "expected_version": 3}).encode()
    bad_token = pair.http.post(
        f"/api/v1/plays/{pair.plays['alice']['id']}/actions",
        content=move,
        headers={"Content-Type": "application/json", "Authorization": "Bearer nonsense"},
    )
    assert bad_token.status_code == 401 and bad_token.headers["www-authenticate"]
    reader = token_issue(user=UserFactory.create(), kind=AccessToken.Kind.PERSONAL, scopes=[Scope.READ]).key
    no_scope = pair.http.post(
        f"/api/v1/plays/{pair.plays['alice']['id']}/actions",
        content=move,
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {reader}"},
    )
    assert no_scope.status_code == 403 and no_scope.json()["error"]["code"] == "missing_scope"
    indented = pair.both(move, headers={"Accept": "application/json; indent=4"}, served=False)
    assert indented.status_code == 409 and indented.text.startswith("{\n    ")
    assert pair.served == 0, "the lane answered a request it must hand on"


def test_the_lane_takes_nothing_once_the_middleware_it_accounts_for_changes(pair, settings):
    """A middleware added later (say one that answers 503 during maintenance) would be skipped by the lane: with
    any list but the one it accounts for, every move takes the full stack."""
    assert settings.MIDDLEWARE == move_lane.ACCOUNTED_MIDDLEWARE, "account for the new middleware in the lane"
    move = {"action": _first_move(pair), "expected_version": 4}
    settings.MIDDLEWARE = [*settings.MIDDLEWARE, "django.middleware.gzip.GZipMiddleware"]
    pair.both(move, served=False)
