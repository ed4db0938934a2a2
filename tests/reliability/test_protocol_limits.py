"""Protocol edges (issue 23): chunked bodies, oversized and binary socket messages, and handshake refusals
whose close codes reach the client (they were bare HTTP 403s before)."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
import websockets
from websockets.typing import Subprotocol

from accounts.models import AccessToken
from accounts.services import token_issue
from api.websocket import (
    CLOSE_FORBIDDEN,
    CLOSE_NOT_FOUND,
    CLOSE_TOO_BIG,
    CLOSE_UNAUTHORIZED,
    CLOSE_UNSUPPORTED_DATA,
)
from games.models import Play
from games.services import play_start
from tests.factories import UserFactory
from tests.live import LiveServer, next_state
from tests.support import EVENT_TIMEOUT


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


@pytest.fixture
def alice_play(transactional_db):
    alice = UserFactory(username="alice")
    return token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key, play_start(user=alice, game="match3")


def _close_code(url: str, send=None, **kwargs) -> int:
    async def run() -> int:
        async with websockets.connect(url, **kwargs) as socket:
            if send is not None:
                await next_state(socket)
                await socket.send(send)
            with pytest.raises(websockets.ConnectionClosed) as closed:
                while True:
                    await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)
            assert closed.value.rcvd is not None  # a close frame came
            return closed.value.rcvd.code

    return asyncio.run(run())


def test_a_chunked_body_is_refused_with_411_and_nothing_changes(live, alice_play):
    key, play = alice_play
    move = json.dumps({"action": {"type": "resign"}, "expected_version": 0}).encode()

    def chunks():
        yield move[:10]
        yield move[10:]

    response = httpx.post(
        f"{live.url}/api/v1/plays/{play.id}/actions",
        content=chunks(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    assert response.status_code == 411 and response.json()["error"]["code"] == "length_required"
    assert Play.objects.get(pk=play.id).version == 0


def test_a_socket_message_over_64_kb_closes_the_socket_with_1009_unparsed(live, alice_play):
    key, play = alice_play
    url = f"{live.ws_url}/ws/plays/{play.id}/"
    big = json.dumps({"type": "sync", "version": 0, "padding": "x" * 70_000})
    assert _close_code(url, big, subprotocols=["bearer", key]) == CLOSE_TOO_BIG
    fits = json.dumps({"type": "sync", "version": 0, "padding": "x" * 60_000})

    async def answered() -> str:
        async with websockets.connect(url, subprotocols=[Subprotocol("bearer"), Subprotocol(key)]) as socket:
            await next_state(socket)
            await socket.send(fits)
            return json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))["type"]

    assert asyncio.run(answered()) == "in_sync"


def test_a_binary_frame_closes_the_socket_with_1003(live, alice_play):
    key, play = alice_play
    url = f"{live.ws_url}/ws/plays/{play.id}/"
    assert _close_code(url, b"\x00\x01", subprotocols=["bearer", key]) == CLOSE_UNSUPPORTED_DATA


def test_handshake_refusals_reach_the_client_as_close_codes(live, alice_play):
    key, play = alice_play
    bob = token_issue(user=UserFactory(username="bob"), kind=AccessToken.Kind.LOGIN).key
    url = f"{live.ws_url}/ws/plays/{play.id}/"
    assert _close_code(url) == CLOSE_UNAUTHORIZED
    assert _close_code(url, subprotocols=["bearer", "made-up"]) == CLOSE_UNAUTHORIZED
    assert _close_code(url, subprotocols=["bearer", bob]) == CLOSE_NOT_FOUND
    assert _close_code(url, subprotocols=["bearer", key], origin="https://evil.example") == CLOSE_FORBIDDEN
    assert _close_code(f"{live.ws_url}/ws/leaderboards/no-such-board/") == CLOSE_NOT_FOUND


def test_an_oversized_body_is_refused_with_413_from_its_headers(live, alice_play):
    key, play = alice_play
    body = json.dumps({"action": {"type": "resign", "padding": "x" * 3_000_000}, "expected_version": 0})
    response = httpx.post(
        f"{live.url}/api/v1/plays/{play.id}/actions",
        content=body.encode(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    assert response.status_code == 413 and response.json()["error"]["code"] == "payload_too_large"
    assert Play.objects.get(pk=play.id).version == 0
