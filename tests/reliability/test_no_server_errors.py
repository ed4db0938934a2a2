"""Schema-valid input never makes a 500 (issue 23: 11 of 12,189 schemathesis requests did, all PostgreSQL
``DataError``s). Each case is a 400 that names the problem and stores nothing; on PostgreSQL (``services``) the
same requests reach the real database."""

from __future__ import annotations

import asyncio
import json

import pytest
import websockets
from django.db import DataError
from rest_framework.test import APIRequestFactory
from websockets.typing import Subprotocol

from api.errors import api_exception_handler
from api.parsers import StrictJsonError, strict_loads
from games.models import Play
from leaderboards.models import Score
from tests.live import LiveServer, next_state
from tests.support import EVENT_TIMEOUT

pytestmark = pytest.mark.django_db

INT32_MAX = 2**31 - 1


def _post_raw(client, url: str, body: str):
    return client.post(url, data=body, content_type="application/json")


BAD_SCORE_BODIES = {
    "NUL in an action": '{"game": "match3", "seed": "s1", "actions": [{"type": "slide\\u0000"}]}',
    "NUL in an action key": '{"game": "match3", "seed": "s2", "actions": [{"ty\\u0000pe": "slide"}]}',
    "claimed score above 2^31-1": json.dumps(
        {"game": "match3", "seed": "s3", "actions": [], "claimed_score": INT32_MAX + 1}
    ),
    "duration above 2^31-1": json.dumps(
        {"game": "match3", "seed": "s4", "actions": [], "duration_seconds": INT32_MAX + 1}
    ),
    "1e400 in an action": '{"game": "match3", "seed": "s5", "actions": [{"type": "slide", "row": 1e400}]}',
    "NaN in an action": '{"game": "match3", "seed": "s6", "actions": [{"type": "slide", "row": NaN}]}',
    "-Infinity as a score": '{"game": "match3", "seed": "s7", "actions": [], "claimed_score": -Infinity}',
}


@pytest.mark.parametrize("body", BAD_SCORE_BODIES.values(), ids=BAD_SCORE_BODIES.keys())
def test_a_score_with_an_unstorable_value_is_a_400_and_stores_nothing(alice_api, body):
    response = _post_raw(alice_api, "/api/v1/scores", body)
    assert response.status_code == 400, response.content
    assert response.json()["error"]["code"] in ("malformed_json", "invalid")
    assert not Score.objects.exists()


def test_the_largest_32_bit_claimed_score_is_still_accepted(alice_api):
    body = {"game": "match3", "seed": "s8", "actions": [], "claimed_score": INT32_MAX, "duration_seconds": 0}
    assert alice_api.post("/api/v1/scores", body, format="json").status_code == 202


def test_a_move_with_a_nul_or_an_infinite_number_is_refused_and_the_play_is_unchanged(alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    for body in (
        '{"action": {"type": "slide\\u0000"}, "expected_version": 0}',
        '{"action": {"type": "slide", "row": 1e400}, "expected_version": 0}',
        '{"action": {"type": "slide"}, "expected_version": 2147483648}',
    ):
        response = _post_raw(alice_api, f"/api/v1/plays/{play['id']}/actions", body)
        assert response.status_code == 400, response.content
    stored = Play.objects.get(pk=play["id"])
    assert stored.version == 0 and stored.actions == []


def test_an_oversized_idempotency_key_is_a_400(alice_api):
    response = alice_api.post(
        "/api/v1/scores",
        {"game": "match3", "seed": "s9", "actions": []},
        format="json",
        HTTP_IDEMPOTENCY_KEY="k" * 256,
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_idempotency_key"
    assert response.json()["error"]["details"] == {"header": "Idempotency-Key"}


def test_the_strict_reading_refuses_what_the_database_cannot_store():
    assert strict_loads('{"a": [1, 2.5, "x", {"b": null}]}') == {"a": [1, 2.5, "x", {"b": None}]}
    for text in ("NaN", "[Infinity]", '{"x": 1e400}', '["a\\u0000"]', '{"\\u0000": 1}', "[" * 100_000):
        with pytest.raises(StrictJsonError):
            strict_loads(text)


def test_a_data_error_that_slipped_through_is_a_logged_400_never_a_500(caplog):
    request = APIRequestFactory().post("/api/v1/scores")
    response = api_exception_handler(DataError("integer out of range"), {"request": request})
    assert response.status_code == 400 and response.data["error"]["code"] == "invalid_value"
    assert "refused by the database" in caplog.text


@pytest.mark.django_db(transaction=True)
def test_a_socket_message_with_a_nul_is_an_error_message_and_the_socket_stays_open(alice):
    from accounts.models import AccessToken
    from accounts.services import token_issue
    from games.services import play_start

    token = token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key
    play = play_start(user=alice, game="match3")
    server = LiveServer().start()

    async def scenario() -> tuple[dict, dict]:
        async with websockets.connect(
            f"{server.ws_url}/ws/plays/{play.id}/", subprotocols=[Subprotocol("bearer"), Subprotocol(token)]
        ) as socket:
            first = await next_state(socket)
            await socket.send('{"type": "action", "action": {"type": "x\\u0000"}, "expected_version": 0}')
            refused = json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))
            await socket.send(json.dumps({"type": "sync", "version": first["version"]}))
            still_open = json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))
            return refused, still_open

    try:
        refused, still_open = asyncio.run(scenario())
    finally:
        server.stop()
    assert refused["type"] == "error" and refused["status"] == 400
    assert still_open["type"] == "in_sync"
    assert Play.objects.get(pk=play.id).version == 0


def test_a_board_read_with_redis_unreachable_is_a_503_to_retry_not_a_500(api, settings):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]
    settings.REDIS_URL = f"redis://127.0.0.1:{closed}/0"
    response = api.get("/api/v1/leaderboards/practice-match3-classic/")
    assert response.status_code == 503 and response.json()["error"]["code"] == "service_unavailable"
    assert int(response["Retry-After"]) > 0


HUGE = "99999999999999999999"
ODD_QUERIES = [
    f"/api/v1/leaderboards/practice-match3-classic/?offset={HUGE}",
    f"/api/v1/leaderboards/practice-match3-classic/?limit={HUGE}",
    f"/api/v1/leaderboards/practice-match3-classic/?offset=-{HUGE}",
    f"/api/v1/leaderboards/practice-match3-classic/histogram?buckets={HUGE}",
    f"/api/v1/leaderboards/practice-match3-classic/me?k={HUGE}",
    f"/api/v1/leaderboards/daily-match3-classic-{HUGE}/",
    "/api/v1/leaderboards/season-match3-2026-99/",
    "/api/v1/leaderboards/daily-match3-classic-9999-12-31/",
    "/api/v1/plays?game=%00",
    "/api/v1/plays?cursor=%00",
    f"/api/v1/plays?page_size={HUGE}",
    "/api/v1/daily/9999-12-31/match3/",
    "/api/v1/daily/0001-01-01/match3/export",
]


@pytest.mark.parametrize("url", ODD_QUERIES)
def test_odd_query_strings_and_path_values_are_never_a_server_error(alice_api, url):
    assert alice_api.get(url).status_code < 500
