"""The Python SDK's socket frames (issue 34): every frame class the server declares (``*/frames.py``) has a
generated model, the SDK parses every frame a socket's server sends by its ``type``, and against a live server
each frame of the play, board and race sockets arrives as its model."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import httpx
import pytest

from accounts.models import AccessToken
from accounts.services import token_issue
from api.asyncapi import SOCKETS, frame_messages
from games.engines.registry import slugs
from tests.factories import UserFactory
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

SDK = Path(__file__).resolve().parents[2] / "clients" / "python"
sys.path.insert(0, str(SDK))  # the SDK as committed, whether or not it is installed

import patience_client.models as models  # noqa: E402
import patience_sdk  # noqa: E402
from patience_client import AuthenticatedClient  # noqa: E402
from patience_client.api.plays import plays_start  # noqa: E402
from patience_client.models import (  # noqa: E402
    BoardMessage,
    ErrorMessage,
    InSyncMessage,
    ProgressMessage,
    RaceMessage,
    SizeMessage,
    WeaverPlayState,
    WeaverStateMessage,
)
from patience_sdk import (  # noqa: E402
    ApiError,
    FrameError,
    LivePlay,
    LiveRace,
    StateMessage,
    UnknownMessage,
    ok,
    parse_board_message,
    parse_play_message,
    play_state_of,
    sign_in_as_guest,
    start_request,
    watch_board_messages,
)

PARSERS = {
    "play": patience_sdk.PLAY_MESSAGES,
    "board": patience_sdk.BOARD_MESSAGES,
    "race": patience_sdk.RACE_MESSAGES,
}


def kind_of(name: str) -> str:
    """A message's ``type`` on the wire, from its class (the one value of its Literal)."""
    shape = frame_messages()[name][0]
    return shape.__annotations__["type"].__args__[0]


def test_every_frame_class_has_a_model_in_the_sdk():
    # StateMessage is one model per game (the snapshot REST answers, with its type): patience_sdk's union.
    missing = [
        shape.__name__
        for shape, _ in frame_messages().values()
        if not hasattr(models, shape.__name__) and not hasattr(patience_sdk, shape.__name__)
    ]
    assert not missing, f"frame classes without an SDK model: {missing}; add them to the document, make sdk"
    assert set(patience_sdk._STATE_MESSAGES) == set(slugs())


def test_the_sdk_parses_every_message_each_socket_sends_and_nothing_else():
    on_a_socket = {name for sides in SOCKETS.values() for names in sides.values() for name in names}
    assert on_a_socket == set(frame_messages()), "a frame class that no socket sends: add it to SOCKETS"
    for channel, sides in SOCKETS.items():
        assert set(PARSERS[channel]) == {kind_of(name) for name in sides["server"]}, channel


def test_a_frame_of_an_unknown_type_is_surfaced_and_a_malformed_one_refused():
    unknown = parse_play_message('{"type": "confetti", "colour": "gold"}')
    assert unknown == UnknownMessage("confetti", {"type": "confetti", "colour": "gold"})
    size = parse_board_message({"type": "size", "board": "daily-weaver-standard-2026-11-26", "size": 12})
    assert isinstance(size, SizeMessage) and size.size == 12
    with pytest.raises(FrameError):
        parse_play_message('{"type": "in_sync"}')  # no version
    with pytest.raises(FrameError):
        parse_play_message("[1, 2]")


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def within(awaitable):
    return asyncio.wait_for(awaitable, EVENT_TIMEOUT)


def test_the_play_and_board_sockets_frames_arrive_as_their_models(live):
    client = sign_in_as_guest(live.url)
    play = ok(plays_start.sync(client=client, body=start_request("weaver", seed="frames")))

    async def play_socket() -> list[object]:
        async with LivePlay(client, str(play.id)) as channel:
            first = await within(channel.message())  # the state on connect
            assert isinstance(first, WeaverStateMessage) and isinstance(first, StateMessage)
            action = first.legal_actions[0].action
            moved = await within(channel.act(action, expected_version=0))  # an action frame, built typed
            await channel.sync(1)
            in_sync = await within(channel.message())
            await channel.sync(0)
            resent = await within(channel.message())
            with pytest.raises(ApiError) as refused:
                await within(channel.act(action, expected_version=0))
            return [moved, in_sync, resent, refused.value]

    moved, in_sync, resent, refused = asyncio.run(play_socket())
    assert isinstance(moved, WeaverPlayState) and moved.version == 1
    assert isinstance(in_sync, InSyncMessage) and in_sync.version == 1
    assert isinstance(resent, WeaverStateMessage) and resent.version == 1
    assert play_state_of(resent).to_dict() == moved.to_dict()  # the frame is the snapshot REST answers
    assert refused.code == "stale_version" and refused.details["current_version"] == 1

    async def refused_frame() -> object:
        async with LivePlay(client, str(play.id)) as channel:
            await within(channel.message())
            await channel._socket.send('{"type": "dance"}')  # a message the server refuses
            return await within(channel.message())

    error = asyncio.run(refused_frame())
    assert isinstance(error, ErrorMessage) and error.status == 400 and error.error.code

    catalogue = httpx.get(f"{live.url}/api/v1/leaderboards/", params={"kind": "practice", "game": "weaver"})
    board_id = catalogue.json()["results"][0]["board"]

    async def board_socket() -> object:
        messages = watch_board_messages(live.url, board_id)
        try:
            return await within(anext(messages))
        finally:
            await messages.aclose()

    board = asyncio.run(board_socket())
    assert isinstance(board, BoardMessage) and board.board == board_id and isinstance(board.top, list)


def test_the_race_sockets_frames_arrive_as_their_models(live, settings):
    settings.RACE_COUNTDOWN_SECONDS = 0
    alice, bob = (
        AuthenticatedClient(
            base_url=live.url,
            token=token_issue(user=UserFactory(username=name), kind=AccessToken.Kind.LOGIN).key,
        )
        for name in ("alice", "bob")
    )

    def post(client: AuthenticatedClient, path: str, body: dict | None = None) -> dict:
        answer = httpx.post(
            f"{live.url}{path}", json=body, headers={"Authorization": f"Bearer {client.token}"}, timeout=20
        )
        assert answer.status_code in (200, 201), answer.text
        return answer.json()

    race = post(alice, "/api/v1/races", {"game": "match3"})
    post(bob, f"/api/v1/races/{race['id']}/join")

    async def run() -> tuple[object, object, object, object]:
        async with LiveRace(alice, race["id"]) as mine, LiveRace(bob, race["id"]) as theirs:
            lobby = await within(theirs.message())
            await within(mine.message())
            post(alice, f"/api/v1/races/{race['id']}/start")
            state = None
            while not isinstance(state, StateMessage):
                state = await within(mine.message())
            moved = await within(mine.act(state.legal_actions[0].action, expected_version=state.version))
            progress = None
            while not isinstance(progress, ProgressMessage):
                progress = await within(theirs.message())
            await theirs.sync()
            again = None
            while not isinstance(again, RaceMessage):
                again = await within(theirs.message())
            return lobby, moved, progress, again

    lobby, moved, progress, again = asyncio.run(run())
    assert isinstance(lobby, RaceMessage) and lobby.status == "lobby" and lobby.my_seat == 1
    assert moved.version == 1
    assert progress.seat == 0 and progress.moves == 1 and "sets" in progress.progress
    assert again.status == "running" and again.seed is None
