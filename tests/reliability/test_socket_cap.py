"""Sockets per token and per account are capped (``WS_MAX_SOCKETS``, default 20; ops/sockets.py): the socket over
the cap is accepted and closed at once with 4429 and a reason that names the cap, a closed socket frees its place,
and the count holds across tokens of one account. Real server, real WebSocket clients; on the full stack the
count lives in Redis (shared by every process), on the embedded default in the process."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
import websockets
from django.conf import settings as django_settings

from accounts.models import AccessToken
from accounts.services import token_issue
from api.websocket import CLOSE_TOO_MANY_SOCKETS
from games.services import play_start
from tests.factories import UserFactory
from tests.live import LiveServer, next_state

CAP = 3


@pytest.fixture
def live(transactional_db, settings):
    settings.WS_MAX_SOCKETS = CAP
    server = LiveServer().start()
    yield server
    server.stop()


def test_the_default_cap_is_twenty():
    assert django_settings.WS_MAX_SOCKETS == 20


async def open_socket(url: str, token: str):
    socket = await websockets.connect(url, subprotocols=["bearer", token])  # type: ignore[list-item]
    await next_state(socket)  # accepted, and served
    return socket


async def refused(url: str, token: str) -> tuple[int, str]:
    async with websockets.connect(url, subprotocols=["bearer", token]) as socket:  # type: ignore[list-item]
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await asyncio.wait_for(socket.recv(), 10)
    assert closed.value.rcvd is not None  # a close frame came, not a dropped connection
    return closed.value.rcvd.code, closed.value.rcvd.reason


def test_the_socket_over_the_cap_is_refused_with_4429_and_a_place_frees_when_one_closes(live):
    alice = UserFactory(username="alice")
    token = token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key
    url = f"{live.ws_url}/ws/plays/{play_start(user=alice, game='match3').id}/"

    async def scenario() -> None:
        sockets = [await open_socket(url, token) for _ in range(CAP)]
        try:
            code, reason = await refused(url, token)
            assert code == CLOSE_TOO_MANY_SOCKETS == 4429
            assert reason == f"Too many sockets: at most {CAP} open per token; close one first."
            await sockets.pop().close()
            await asyncio.sleep(0.3)  # the server sees the disconnect
            sockets.append(await open_socket(url, token))  # the freed place is taken again
        finally:
            for socket in sockets:
                with contextlib.suppress(Exception):
                    await socket.close()

    asyncio.run(scenario())


def test_the_cap_holds_for_an_account_across_its_tokens(live):
    alice = UserFactory(username="alice")
    first, second = (token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key for _ in range(2))
    url = f"{live.ws_url}/ws/plays/{play_start(user=alice, game='match3').id}/"

    async def scenario() -> None:
        sockets = [await open_socket(url, first) for _ in range(CAP - 1)] + [await open_socket(url, second)]
        try:
            code, reason = await refused(url, second)
            assert code == 4429 and "per account" in reason
        finally:
            for socket in sockets:
                await socket.close()

    asyncio.run(scenario())


def test_another_account_is_not_held_back_by_a_full_one(live):
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    alice_token = token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key
    bob_token = token_issue(user=bob, kind=AccessToken.Kind.LOGIN).key
    alice_url = f"{live.ws_url}/ws/plays/{play_start(user=alice, game='match3').id}/"
    bob_url = f"{live.ws_url}/ws/plays/{play_start(user=bob, game='match3').id}/"

    async def scenario() -> None:
        sockets = [await open_socket(alice_url, alice_token) for _ in range(CAP)]
        sockets.append(await open_socket(bob_url, bob_token))
        for socket in sockets:
            await socket.close()

    asyncio.run(scenario())


@pytest.mark.services
def test_the_sockets_of_a_process_that_died_stop_counting_when_their_lease_ends():
    from ops.redis_pool import redis_client
    from ops.sockets import socket_claim, socket_release

    assert socket_claim(keys=["token:lease"], member="alive", cap=1) == 0
    assert socket_claim(keys=["token:lease"], member="another", cap=1) == 1  # full
    # Its process was killed: nobody renews the lease, whose deadline passes.
    redis_client().zadd("ws:open:token:lease", {"alive": 1})
    assert socket_claim(keys=["token:lease"], member="another", cap=1) == 0
    socket_release(member="another")
    assert redis_client().zcard("ws:open:token:lease") == 0
