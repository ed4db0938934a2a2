"""Live play against a running ASGI server: real HTTP (httpx) and real WebSocket (websockets) clients."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
import websockets
from asgiref.sync import sync_to_async

from accounts.models import AccessToken
from accounts.services import token_issue
from games.apis import ActionThrottle
from games.engines.bots import Observation
from games.engines.registry import get_game, strong_bot_class
from games.models import Play
from tests.factories import UserFactory
from tests.live import LiveServer, next_state
from tests.support import EVENT_TIMEOUT


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


@pytest.fixture
def tokens(transactional_db):
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    return (
        token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key,
        token_issue(user=bob, kind=AccessToken.Kind.LOGIN).key,
    )


def http(live, token):
    return httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)


def test_a_whole_game_is_played_over_a_real_websocket(live, tokens):
    alice = tokens[0]
    play = http(live, alice).post("/api/v1/plays", json={"game": "match3", "seed": "ws-whole"}).json()
    game = get_game("match3")
    bot = strong_bot_class("match3")(seed=3, budget=2)

    async def run():
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play['id']}/", subprotocols=["bearer", alice]
        ) as socket:
            state = await next_state(socket)
            assert state["version"] == 0
            while state["status"] == "playing":
                stored = await sync_to_async(Play.objects.get)(pk=play["id"])
                choice = bot.choose(Observation(game, game.deserialize(stored.state)))
                await socket.send(
                    json.dumps(
                        {"type": "action", "action": choice.action, "expected_version": state["version"]}
                    )
                )
                following = await next_state(socket)
                assert following["version"] == state["version"] + 1
                state = following
            return state

    final = asyncio.run(run())
    assert final["status"] in ("won", "lost") and final["legal_actions"] == []
    assert Play.objects.get(pk=play["id"]).version == final["version"]


def test_two_sockets_on_one_play_both_receive_every_update_including_rest_ones(live, tokens):
    alice = tokens[0]
    client = http(live, alice)
    play = client.post("/api/v1/plays", json={"game": "weaver", "seed": "two-tabs"}).json()

    async def run():
        url = f"{live.ws_url}/ws/plays/{play['id']}/?token={alice}"
        async with websockets.connect(url) as first, websockets.connect(url) as second:
            await next_state(first), await next_state(second)
            action = play["legal_actions"][0]["action"]
            # A move through REST reaches both sockets.
            await asyncio.to_thread(
                client.post,
                f"/api/v1/plays/{play['id']}/actions",
                json={"action": action, "expected_version": 0},
            )
            one, two = await next_state(first), await next_state(second)
            assert one["version"] == two["version"] == 1
            # A move from the first socket reaches the second.
            await first.send(
                json.dumps(
                    {"type": "action", "action": one["legal_actions"][0]["action"], "expected_version": 1}
                )
            )
            assert (await next_state(second))["version"] == 2
            # A client that fell behind resyncs by version.
            await second.send(json.dumps({"type": "sync", "version": 0}))
            assert (await next_state(second))["version"] == 2

    asyncio.run(run())


def test_sockets_are_refused_without_a_token_for_another_players_play_and_from_a_foreign_origin(live, tokens):
    alice, bob = tokens
    play = http(live, alice).post("/api/v1/plays", json={"game": "match3"}).json()
    url = f"{live.ws_url}/ws/plays/{play['id']}/"

    async def refused(**kwargs):
        try:
            async with websockets.connect(url, **kwargs) as socket:
                await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)
        except (websockets.exceptions.InvalidStatus, websockets.exceptions.ConnectionClosed):
            return True
        return False

    assert asyncio.run(refused())
    assert asyncio.run(refused(subprotocols=["bearer", bob]))
    assert asyncio.run(refused(subprotocols=["bearer", "revoked-or-made-up"]))
    assert asyncio.run(refused(subprotocols=["bearer", alice], origin="https://evil.example"))


def test_an_abusive_socket_is_closed_with_1008(live, tokens, settings):
    settings.WS_MESSAGE_BUDGET = 10
    alice = tokens[0]
    play = http(live, alice).post("/api/v1/plays", json={"game": "match3"}).json()

    async def run():
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play['id']}/", subprotocols=["bearer", alice]
        ) as socket:
            await next_state(socket)
            for _ in range(30):
                await socket.send(json.dumps({"type": "sync", "version": 0}))
            with pytest.raises(websockets.exceptions.ConnectionClosed) as closed:
                while True:
                    await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)
            return closed.value.rcvd.code

    assert asyncio.run(run()) == 1008


def test_a_socket_move_without_expected_version_is_refused_naming_it(live, tokens):
    alice = tokens[0]
    play = http(live, alice).post("/api/v1/plays", json={"game": "match3"}).json()

    async def run():
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play['id']}/", subprotocols=["bearer", alice]
        ) as socket:
            await next_state(socket)
            await socket.send(json.dumps({"type": "action", "action": play["legal_actions"][0]["action"]}))
            return json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))

    refused = asyncio.run(run())
    assert refused["type"] == "error" and refused["status"] == 400
    assert "expected_version" in refused["error"]["details"]["fields"]
    assert Play.objects.get(pk=play["id"]).version == 0


def test_a_socket_move_is_refused_with_the_same_answer_as_rest(live, tokens):
    """The socket runs the REST move's own scope check, validation and error answers."""
    carol = UserFactory(username="carol")
    reader = token_issue(user=carol, kind=AccessToken.Kind.PERSONAL, name="reader", scopes=["read"]).key
    player = token_issue(user=carol, kind=AccessToken.Kind.LOGIN).key
    play = http(live, player).post("/api/v1/plays", json={"game": "match3"}).json()
    move = {"action": play["legal_actions"][0]["action"], "expected_version": 0}
    refusals = [
        (reader, move),
        (player, {**move, "expected_version": True}),
        (player, {**move, "action": "slide"}),
        (player, {**move, "colour": "red"}),
        (player, {**move, "expected_version": 7}),
    ]

    async def over_socket(token, body):
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play['id']}/", subprotocols=["bearer", token]
        ) as socket:
            await next_state(socket)
            await socket.send(json.dumps({"type": "action", **body}))
            return json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))

    for token, body in refusals:
        rest = http(live, token).post(f"/api/v1/plays/{play['id']}/actions", json=body)
        socket = asyncio.run(over_socket(token, body))
        assert rest.status_code in (400, 403, 409)
        assert socket == {"type": "error", "status": rest.status_code, **rest.json()}
    assert Play.objects.get(pk=play["id"]).version == 0


def test_socket_and_rest_moves_share_one_throttle_and_its_refusal(live, tokens, monkeypatch):
    """A move over the socket counts against the same limit as a REST move, and past it gets REST's 429 body."""
    monkeypatch.setattr(ActionThrottle, "rate", "3/min", raising=False)
    alice = tokens[0]
    client = http(live, alice)
    play = client.post("/api/v1/plays", json={"game": "weaver", "seed": "one-throttle"}).json()
    moved = client.post(
        f"/api/v1/plays/{play['id']}/actions",
        json={"action": play["legal_actions"][0]["action"], "expected_version": 0},
    )
    assert moved.status_code == 200

    async def run():
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play['id']}/", subprotocols=["bearer", alice]
        ) as socket:
            state = await next_state(socket)
            answers = []
            for _ in range(3):  # the limit's 2nd and 3rd, then one past it
                move = {"action": state["legal_actions"][0]["action"], "expected_version": state["version"]}
                await socket.send(json.dumps({"type": "action", **move}))
                answer = json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))
                answers.append(answer)
                state = answer if answer["type"] == "state" else state
            return answers, move

    answers, move = asyncio.run(run())
    assert [answer["type"] for answer in answers] == ["state", "state", "error"]
    refused = client.post(f"/api/v1/plays/{play['id']}/actions", json=move)
    assert refused.status_code == 429
    assert answers[2] == {"type": "error", "status": 429, **refused.json()}
    assert Play.objects.get(pk=play["id"]).version == 3


def test_a_socket_move_on_a_play_changed_elsewhere_is_judged_on_the_play_as_it_is(live, tokens):
    """The socket moves from the play it last saw without reading it; a REST move meanwhile (its push heard or not
    yet, tests/games/test_play_sql.py pins the unheard case) leaves a move on the old version a 409 naming the
    current one, and a move on the current version applied once."""
    alice = tokens[0]
    client = http(live, alice)
    play = client.post("/api/v1/plays", json={"game": "weaver", "seed": "changed-elsewhere"}).json()

    async def scenario():
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play['id']}/", subprotocols=["bearer", alice]
        ) as socket:
            state = await next_state(socket)
            action = state["legal_actions"][0]["action"]
            # The play moves on behind the socket's back: the row is written as another server would.
            rest = await asyncio.to_thread(
                client.post,
                f"/api/v1/plays/{play['id']}/actions",
                json={"action": action, "expected_version": 0},
            )
            assert rest.status_code == 200
            await socket.send(json.dumps({"type": "action", "action": action, "expected_version": 0}))
            frames = []
            while not any(frame["type"] == "error" for frame in frames):
                frames.append(json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)))
            current = rest.json()
            follow = {"action": current["legal_actions"][0]["action"], "expected_version": 1}
            await socket.send(json.dumps({"type": "action", **follow}))
            state = await next_state(socket)
            while state["version"] < 2:  # the REST move's push may come after the refusal
                state = await next_state(socket)
            return frames, state

    frames, moved = asyncio.run(scenario())
    error = next(frame for frame in frames if frame["type"] == "error")
    assert error["status"] == 409 and error["error"]["code"] == "stale_version"
    assert error["error"]["details"]["current_version"] == 1
    assert moved["version"] == 2
    assert Play.objects.get(pk=play["id"]).version == 2
