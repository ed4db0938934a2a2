"""The race socket against real servers: the countdown pushed, the others' progress live and without a card,
and the same over two ASGI processes sharing the Redis channel layer."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
import websockets
from django.conf import settings

from accounts.models import AccessToken
from accounts.services import token_issue
from games.engines.registry import get_game
from games.models import Play
from tests.factories import UserFactory
from tests.live import LiveServer
from tests.processes import AsgiServer

FRAME_KEYS = {"type", "seat", "status", "score", "moves", "progress"}


@pytest.fixture
def tokens(transactional_db):
    return [
        token_issue(user=UserFactory(username=name), kind=AccessToken.Kind.LOGIN).key
        for name in ("alice", "bob")
    ]


def http(url, token):
    return httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=20)


async def next_frame(socket, kind: str, timeout: float = 10) -> dict:
    while True:
        frame = json.loads(await asyncio.wait_for(socket.recv(), timeout))
        if frame["type"] == kind:
            return frame


def card_codes_of(play_id: str) -> set[str]:
    play = Play.objects.get(pk=play_id)
    game = get_game(play.game)
    return {code for cards in game.zones(game.deserialize(play.state)).values() for code in cards}


def race_and_move(alice_http, bob_http, alice_ws: str, bob_ws: str, *, on_play_socket: bool = False):
    """alice opens a race, bob joins and watches; alice starts it and moves on her socket (the race's, or with
    ``on_play_socket`` her play's own, as the play screen moves); what bob's socket received: the race frame of
    the start (the countdown) and alice's progress."""
    race = alice_http.post("/api/v1/races", json={"game": "match3"}).json()
    assert bob_http.post(f"/api/v1/races/{race['id']}/join").status_code == 200

    async def run():
        async with (
            websockets.connect(
                f"{bob_ws}/ws/races/{race['id']}/", subprotocols=["bearer", bob_http.token]
            ) as bob,
            websockets.connect(
                f"{alice_ws}/ws/races/{race['id']}/", subprotocols=["bearer", alice_http.token]
            ) as alice,
        ):
            assert (await next_frame(bob, "race"))["status"] == "lobby"
            await next_frame(alice, "race")
            assert alice_http.post(f"/api/v1/races/{race['id']}/start").status_code == 200
            countdown = await next_frame(bob, "race")
            state = await next_frame(alice, "state")
            move = {
                "type": "action",
                "action": state["legal_actions"][0]["action"],
                "expected_version": state["version"],
            }
            if on_play_socket:
                async with websockets.connect(
                    f"{alice_ws}/ws/plays/{state['id']}/", subprotocols=["bearer", alice_http.token]
                ) as play_socket:
                    await next_frame(play_socket, "state")
                    await play_socket.send(json.dumps(move))
                    moved = await next_frame(play_socket, "state")
            else:
                await alice.send(json.dumps(move))
                moved = await next_frame(alice, "state")
            progress = await next_frame(bob, "progress")
            return countdown, moved, progress

    return asyncio.run(run())


def _clients(url, tokens):
    clients = []
    for token in tokens:
        client = http(url, token)
        client.token = token  # the socket's bearer subprotocol
        clients.append(client)
    return clients


def test_the_countdown_and_the_others_progress_reach_a_racer_without_a_card(tokens, settings):
    settings.RACE_COUNTDOWN_SECONDS = 0
    live = LiveServer().start()
    try:
        alice, bob = _clients(live.url, tokens)
        countdown, moved, progress = race_and_move(alice, bob, live.ws_url, live.ws_url)
    finally:
        live.stop()
    assert countdown["status"] == "running" and countdown["starts_at"] and countdown["ends_at"]
    assert countdown["my_seat"] == 1 and countdown["seed"] is None
    assert (
        set(progress) == FRAME_KEYS
        and progress["seat"] == 0
        and progress["moves"] == moved["actions_count"] == 1
    )
    assert all(type(v) is int for v in progress["progress"].values()) and "sets" in progress["progress"]
    text = json.dumps(progress)
    assert not any(f'"{code}"' in text for code in card_codes_of(moved["id"]))


def test_a_move_on_the_racers_play_socket_reaches_the_race_sockets(tokens, settings):
    """Issue 43: a play socket pushes its move only to the play's other sockets; a race's sockets follow its
    plays without being counted as the play's, so a race play's move is always pushed."""
    settings.RACE_COUNTDOWN_SECONDS = 0
    live = LiveServer().start()
    try:
        alice, bob = _clients(live.url, tokens)
        _, moved, progress = race_and_move(alice, bob, live.ws_url, live.ws_url, on_play_socket=True)
    finally:
        live.stop()
    assert progress["seat"] == 0 and progress["moves"] == moved["actions_count"] == 1


@pytest.mark.services
def test_a_race_socket_hears_a_move_made_on_another_server_process(tokens):
    servers = [
        AsgiServer(redis_url=settings.REDIS_URL, extra_env={"RACE_COUNTDOWN_SECONDS": "0"}).start()
        for _ in range(2)
    ]
    try:
        alice = _clients(servers[0].url, tokens[:1])[0]
        bob = _clients(servers[1].url, tokens[1:])[0]
        countdown, moved, progress = race_and_move(alice, bob, servers[0].ws_url, servers[1].ws_url)
    finally:
        for server in servers:
            server.stop()
    assert countdown["status"] == "running"
    assert progress["seat"] == 0 and progress["moves"] == moved["actions_count"] == 1
