"""The SDK's ``LivePlay`` against a live server (issue 43): a bot that moves in a loop paces itself under the
socket's message budget instead of being closed with 1008; a move whose connection drops is sent again once,
never applied twice; a close the SDK cannot get over is its own ``LiveClosed``, not a websockets exception."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from games.models import Play
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

SDK = Path(__file__).resolve().parents[2] / "clients" / "python"
sys.path.insert(0, str(SDK))  # the SDK as committed, whether or not it is installed

from patience_client.api.plays import plays_start  # noqa: E402
from patience_sdk import LiveClosed, LivePlay, ok, sign_in_as_guest, start_request  # noqa: E402

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def within(awaitable, seconds: float = EVENT_TIMEOUT):
    return asyncio.wait_for(awaitable, seconds)


def test_a_bot_moving_in_a_loop_stays_under_the_budget_and_a_drop_applies_no_move_twice(live, settings):
    # A budget of 4 messages a second: 12 moves in a loop would be closed with 1008 within the first second.
    settings.WS_MESSAGE_BUDGET, settings.WS_MESSAGE_WINDOW_SECONDS = 4, 1
    client = sign_in_as_guest(live.url)
    play = ok(plays_start.sync(client=client, body=start_request("journey", seed="sdk-loop")))

    async def run() -> tuple[int, int]:
        async with LivePlay(client, str(play.id), budget=3, window=1.0) as channel:
            state = await within(channel.state())
            for _ in range(12):
                state = await within(channel.act(state.legal_actions[0].action, state.version))
            # The connection lost as a move is sent (no close frame: the network gone): the SDK opens a new
            # socket and, as the move landed or not, answers with its position or sends it again.
            before = state.version
            moving = asyncio.ensure_future(channel.act(state.legal_actions[0].action, before))
            await asyncio.sleep(0)  # the move is written to the socket before it is cut
            channel._socket.transport.abort()
            state = await within(moving)
            return before, state.version

    before, after = asyncio.run(run())
    assert before == 12 and after == 13
    stored = Play.objects.get(pk=play.id)
    assert stored.version == 13 and stored.action_count == 13 and stored.log.count() == 13


def test_a_close_the_sdk_cannot_get_over_is_its_own_error(live):
    owner, stranger = sign_in_as_guest(live.url), sign_in_as_guest(live.url)
    play = ok(plays_start.sync(client=owner, body=start_request("weaver", seed="sdk-closed")))

    async def run() -> LiveClosed:
        async with LivePlay(stranger, str(play.id)) as channel:
            with pytest.raises(LiveClosed) as closed:
                await within(channel.message())
            with pytest.raises(LiveClosed):  # and every later call, without hanging
                await within(channel.act({"type": "draw"}, 0))
            return closed.value

    closed = asyncio.run(run())
    assert closed.close_code == 4404 and closed.code == "socket_closed"
