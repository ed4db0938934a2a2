"""The play socket's compact answer (``?answer=compact``, games/compact.py; issue 43 item 4): a client that applies
its frames in order with the SDK's own ``CompactPlay`` holds, after every move, refusal, push, sync and
reconnect, exactly the snapshot a full socket on the same play was sent. Against a real server over real
WebSockets, and on the encoding alone (gaps, whole frames anywhere)."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import httpx
import orjson
import pytest
import websockets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accounts.models import AccessToken
from accounts.services import token_issue
from games import compact
from games.compact import CompactAnswers
from games.engines.registry import get_game, slugs
from tests.factories import UserFactory
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

SDK = Path(__file__).resolve().parents[2] / "clients" / "python"
sys.path.insert(0, str(SDK))  # the SDK as committed, whether or not it is installed

from patience_sdk.compact import CompactPlay, PatchGap  # noqa: E402


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


async def receive(socket) -> dict:
    return json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))


def without_type(frame: dict) -> dict:
    return {key: value for key, value in frame.items() if key != "type"}


# A session's steps: a move by the compact socket (the n-th legal action), by the full socket, over REST; a move
# on a stale version (refused); a sync without a version (answered whole) and with the current one (in_sync);
# the compact socket dropped and opened again.
STEPS = st.one_of(
    st.tuples(st.sampled_from(["compact", "full", "rest"]), st.integers(0, 500)),
    st.tuples(st.sampled_from(["stale", "sync", "in_sync", "reconnect"]), st.just(0)),
)


@pytest.fixture
def patches_for_every_game(monkeypatch):
    """Patches however small the answer (Journey's and Witch's are otherwise sent whole), so that the encoding
    is tried on every engine."""
    monkeypatch.setattr(compact, "SMALL_ANSWER_BYTES", 0)


@pytest.mark.parametrize("slug", slugs())
def test_a_compact_client_rebuilds_every_snapshot_a_full_socket_is_sent(live, slug, patches_for_every_game):
    token = token_issue(user=UserFactory(), kind=AccessToken.Kind.LOGIN).key
    client = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)
    counts = {"patch": 0, "state": 0, "error": 0}

    @settings(
        max_examples=5,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(steps=st.lists(STEPS, min_size=1, max_size=12))
    def session(steps):
        play = client.post("/api/v1/plays", json={"game": slug}).json()
        url = f"{live.ws_url}/ws/plays/{play['id']}/"

        async def run():
            held = CompactPlay()

            async def opened():
                socket = await websockets.connect(f"{url}?answer=compact", subprotocols=["bearer", token])
                first = await receive(socket)
                assert first["type"] == "state"  # a socket's first answer is whole
                held.receive(first)
                return socket

            def take(frame):
                counts[frame["type"]] += 1
                held.receive(frame)

            async with websockets.connect(url, subprotocols=["bearer", token]) as full:
                whole = without_type(await receive(full))
                small = await opened()
                assert held.snapshot == whole
                for kind, number in steps:
                    legal = whole["legal_actions"]
                    action = legal[number % len(legal)]["action"] if legal else {"type": "resign"}
                    move = {"type": "action", "action": action, "expected_version": whole["version"]}
                    if kind == "compact":
                        await small.send(json.dumps(move))
                        answer = await receive(small)
                        if answer["type"] == "error":  # a finished play: no move left
                            counts["error"] += 1
                            assert not legal
                            continue
                        take(answer)
                        whole = without_type(await receive(full))  # the other socket's push
                    elif kind == "full":
                        await full.send(json.dumps(move))
                        answer = await receive(full)
                        if answer["type"] == "error":
                            assert not legal
                            continue
                        whole = without_type(answer)
                        take(await receive(small))
                    elif kind == "rest":
                        body = {key: move[key] for key in ("action", "expected_version")}
                        rest = await asyncio.to_thread(
                            client.post, f"/api/v1/plays/{play['id']}/actions", json=body
                        )
                        if rest.status_code != 200:
                            assert not legal
                            continue
                        whole = without_type(await receive(full))
                        take(await receive(small))
                        assert whole == rest.json()
                    elif kind == "stale":
                        await small.send(json.dumps({**move, "expected_version": whole["version"] + 1}))
                        refusal = await receive(small)
                        counts["error"] += 1
                        assert refusal["type"] == "error" and refusal["status"] in (400, 409)
                    elif kind == "sync":
                        await small.send(json.dumps({"type": "sync"}))
                        answer = await receive(small)
                        assert answer["type"] == "state"
                        take(answer)
                    elif kind == "in_sync":
                        await small.send(json.dumps({"type": "sync", "version": whole["version"]}))
                        assert await receive(small) == {"type": "in_sync", "version": whole["version"]}
                    else:
                        await small.close()
                        small = await opened()
                    assert held.snapshot == whole, kind
                await small.close()

        asyncio.run(run())

    session()
    # The session exercised the patches themselves, not only whole answers.
    assert counts["patch"] > 0


def snapshots(slug: str, seed: str, moves: list[int]) -> list[dict]:
    """Snapshots as play_snapshot builds them (the parts the engine decides, and a few fields about the play),
    along a game of the given choices."""
    game = get_game(slug)
    state = game.new_game(seed, preset=None)
    found = []
    for version, choice in enumerate([*moves, None]):
        legal = game.legal_actions(state)
        found.append(
            {
                "id": "play",
                "game": slug,
                "version": version,
                "status": str(state.status),
                "score": game.score(state),
                "view": game.player_view(state),
                "legal_actions": [{"action": a, "text": game.describe_action(state, a)} for a in legal],
                "actions_count": version,
            }
        )
        if choice is None or not legal or state.is_over:
            break
        state = game.apply(state, legal[choice % len(legal)])
    return found


def sent(frame: dict) -> dict:
    """A frame as the client reads it: through orjson, as the consumer encodes it."""
    return orjson.loads(orjson.dumps(frame, option=orjson.OPT_NON_STR_KEYS))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    slug=st.sampled_from(slugs()),
    seed=st.text("abcdef0123", min_size=1, max_size=6),
    moves=st.lists(st.integers(0, 500), max_size=25),
    dropped=st.sets(st.integers(1, 25), max_size=3),
    whole=st.sets(st.integers(1, 25), max_size=3),
)
def test_the_encoding_rebuilds_each_snapshot_and_a_missed_frame_is_a_gap_a_sync_repairs(
    patches_for_every_game, slug, seed, moves, dropped, whole
):
    """Frames may be whole at any point (a sync), and a client that misses a frame is told so by the next
    patch, never handed a wrong snapshot."""
    server, client = CompactAnswers(), CompactPlay()
    sequence = snapshots(slug, seed, moves)
    client.receive(sent(server.frame(sequence[0])))
    behind = False
    for number, snapshot in enumerate(sequence[1:], start=1):
        frame = sent(server.frame(snapshot, whole=number in whole))
        if number in dropped:
            behind = True
            continue
        if behind and frame["type"] == "patch":
            with pytest.raises(PatchGap):
                client.receive(frame)
            client.receive(sent(server.frame(snapshot, whole=True)))  # the sync's answer
        else:
            client.receive(frame)
        behind = False
        assert client.snapshot == sent(snapshot)


def test_a_small_answer_is_sent_whole_and_a_large_one_as_patches():
    journey, weaver = CompactAnswers(), CompactAnswers()
    small, large = snapshots("journey", "small", [0, 0]), snapshots("weaver", "large", [0, 0])
    assert [journey.frame(snapshot)["type"] for snapshot in small] == ["state"] * len(small)
    assert [weaver.frame(snapshot)["type"] for snapshot in large] == ["state", "patch", "patch"]


def test_a_small_answer_that_grows_is_measured_again_and_then_patched():
    answers = CompactAnswers()

    def snapshot(version: int, size: int) -> dict:
        return {"version": version, "status": "playing", "view": {"pile": "x" * size}, "legal_actions": []}

    frames = [answers.frame(snapshot(version, 10)) for version in range(compact.SIZE_RECHECK_FRAMES)]
    assert {frame["type"] for frame in frames} == {"state"}
    grown = compact.SIZE_RECHECK_FRAMES
    assert answers.frame(snapshot(grown, 5000))["type"] == "state"  # measured again: the patches' baseline
    patch = sent(answers.frame(snapshot(grown + 1, 5001)))
    assert patch["type"] == "patch" and patch["base_version"] == grown
    assert patch["view"] == {"pile": "x" * 5001} and patch["fields"] == {}


def test_a_patch_carries_only_what_changed_and_the_actions_once():
    sequence = snapshots("weaver", "compact-size", [0, 0, 0])
    server = CompactAnswers()
    first = sent(server.frame(sequence[0]))
    patch = sent(server.frame(sequence[1]))
    assert first["type"] == "state" and patch["type"] == "patch"
    assert patch["base_version"] == 0 and patch["version"] == 1
    assert set(patch["fields"]) <= {"status", "score", "actions_count"}
    assert set(patch["view"]) < set(sequence[1]["view"])  # the parts of the view that did not change stay out
    # Weaver's view lists the legal actions: the patch sends their texts alone.
    assert "legal_actions" not in patch
    assert patch["legal_texts"] == [entry["text"] for entry in sequence[1]["legal_actions"]]
    assert len(orjson.dumps(patch)) < len(orjson.dumps(sequence[1])) * 0.8
    # A move that leaves the legal actions as they were sends none of them.
    same = {**sequence[1], "version": 2, "actions_count": 2}
    unchanged = sent(server.frame(same))
    assert unchanged["view"] == {} and "legal_actions" not in unchanged and "legal_texts" not in unchanged
    assert unchanged["fields"] == {"actions_count": 2}
