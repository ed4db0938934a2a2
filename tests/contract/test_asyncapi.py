"""The WebSocket protocol's AsyncAPI 3 document: served beside the OpenAPI one, valid against the AsyncAPI
3.0.0 JSON Schema, every reference resolving; and the frames a real session exchanges, over a real socket,
match it (the contract plugin checks every frame of the suite the same way)."""

from __future__ import annotations

import asyncio
import json

import httpx
import jsonschema
import pytest
import websockets
from websockets.typing import Subprotocol

from accounts.models import AccessToken
from accounts.services import token_issue
from tests.contract.openapi import ASYNCAPI_SPEC_SCHEMA, frame_violations
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT


@pytest.fixture
def document(api, db) -> dict:
    response = api.get("/api/v1/asyncapi/")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    return response.json()


def test_the_document_is_valid_asyncapi_3(document):
    assert document["asyncapi"] == "3.0.0"
    validator = jsonschema.Draft7Validator(json.loads(ASYNCAPI_SPEC_SCHEMA.read_text()))
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(document)
    ]
    assert errors == []


def test_every_reference_in_the_document_resolves(document):
    def refs(node):
        if isinstance(node, dict):
            if isinstance(node.get("$ref"), str):
                yield node["$ref"]
            for value in node.values():
                yield from refs(value)
        elif isinstance(node, list):
            for value in node:
                yield from refs(value)

    def resolves(ref: str) -> bool:
        node = document
        for part in ref.removeprefix("#/").split("/"):
            if not isinstance(node, dict) or part not in node:
                return False
            node = node[part]
        return True

    found = set(refs(document))
    assert "#/components/schemas/PlayState/schema" in found
    assert sorted(ref for ref in found if not resolves(ref)) == []


def test_the_document_names_the_channels_messages_and_close_codes(document):
    assert document["channels"]["play"]["address"] == "/ws/plays/{play_id}/"
    assert document["channels"]["board"]["address"] == "/ws/leaderboards/{board_id}/"
    assert document["channels"]["race"]["address"] == "/ws/races/{race_id}/"
    assert set(document["components"]["messages"]) == {
        *("state", "patch", "in_sync", "error", "action", "sync", "board", "size"),
        *("race", "progress", "race_sync"),
    }
    # Every refusal is accepted, then closed with its code (api/websocket.py): no bare HTTP 403.
    assert {entry["code"] for entry in document["x-close-codes"]} == {
        1000,
        1003,
        1008,
        1009,
        4401,
        4403,
        4404,
        4429,
    }


def test_a_frame_outside_the_document_is_flagged():
    assert frame_violations("/ws/plays/x/", {"type": "state", "version": "seven"})
    assert frame_violations("/ws/plays/x/", {"type": "in_sync"})  # no version
    assert frame_violations("/ws/leaderboards/daily-1/", {"type": "board", "board": "daily-1", "top": [{}]})
    assert frame_violations("/ws/plays/x/", {"type": "in_sync", "version": 3}) == []
    # The compact answer's patch (games/compact.py): its parts as the document says, or flagged.
    patch = {
        "type": "patch",
        "base_version": 3,
        "version": 4,
        "fields": {"score": 12},
        "view": {"hand": ["QH"]},
        "legal_actions": [{"action": {"type": "discard", "card": "QH"}, "text": "Discard QH"}],
    }
    assert frame_violations("/ws/plays/x/", patch) == []
    assert frame_violations("/ws/plays/x/", {**patch, "legal_texts": ["Discard QH"]}) == []
    assert frame_violations("/ws/plays/x/", {**patch, "legal_texts": [0]})
    assert frame_violations("/ws/plays/x/", {**patch, "legal_actions": [{"type": "discard", "card": "QH"}]})
    assert frame_violations(
        "/ws/plays/x/", {key: value for key, value in patch.items() if key != "base_version"}
    )
    # A race's progress frame carries counters only: a card code in its progress is outside the document.
    progress = {
        "type": "progress",
        "seat": 1,
        "status": "playing",
        "score": 100,
        "moves": 4,
        "progress": {"sets": 1},
    }
    assert frame_violations("/ws/races/x/", progress) == []
    assert frame_violations("/ws/races/x/", {**progress, "progress": {"sets": "QH"}})


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def test_the_frames_of_a_real_session_match_the_document(live):
    from tests.factories import UserFactory

    token = token_issue(user=UserFactory(username="alice"), kind=AccessToken.Kind.LOGIN).key
    client = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)
    play = client.post("/api/v1/plays", json={"game": "weaver", "seed": "asyncapi"}).json()
    path = f"/ws/plays/{play['id']}/"
    catalogue = client.get("/api/v1/leaderboards/", params={"kind": "practice", "game": "weaver"}).json()
    board_path = f"/ws/leaderboards/{catalogue['results'][0]['board']}/"  # a real board id

    async def session() -> list[dict]:
        frames = []
        async with websockets.connect(
            f"{live.ws_url}{path}", subprotocols=[Subprotocol("bearer"), Subprotocol(token)]
        ) as socket:

            async def send(message) -> dict:
                await socket.send(json.dumps(message))
                frames.append(json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)))
                return frames[-1]

            frames.append(
                json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))
            )  # the state on connect
            first = frames[0]["legal_actions"][0]["action"]
            assert (await send({"type": "action", "action": first, "expected_version": 0}))["type"] == "state"
            assert (await send({"type": "sync", "version": 1}))["type"] == "in_sync"
            assert (await send({"type": "sync", "version": 0}))["type"] == "state"
            assert (await send({"type": "action", "action": first, "expected_version": 0}))["type"] == "error"
            assert (await send({"type": "dance"}))["type"] == "error"
        async with websockets.connect(f"{live.ws_url}{board_path}") as socket:
            frames.append(json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)))
        return frames

    frames = asyncio.run(session())
    assert [frame["type"] for frame in frames] == [
        "state",
        "state",
        "in_sync",
        "state",
        "error",
        "error",
        "board",
    ]
    paths = [path] * 6 + [board_path]
    assert [v for p, frame in zip(paths, frames, strict=True) for v in frame_violations(p, frame)] == []


def test_every_message_is_generated_from_its_frame_class(document):
    """No hand-written frame schema: each message's payload is the component api.shapes writes for its class
    (api/frames.py, games/frames.py, leaderboards/frames.py, races/frames.py)."""
    from api.asyncapi import _into_asyncapi, frame_components, frame_messages

    schemas = document["components"]["schemas"]
    for name, (shape, _title) in frame_messages().items():
        payload = document["components"]["messages"][name]["payload"]["schema"]
        assert payload == {"$ref": f"#/components/schemas/{shape.__name__}/schema"}
    generated = frame_components()
    assert {name: schemas[name]["schema"] for name in generated} == _into_asyncapi(generated)


def _discriminators(node):
    if isinstance(node, dict):
        if isinstance(node.get("discriminator"), dict):
            yield node["discriminator"]
        for value in node.values():
            yield from _discriminators(value)
    elif isinstance(node, list):
        for value in node:
            yield from _discriminators(value)


def _resolve(document: dict, ref: str):
    node = document
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return node


def test_every_discriminator_mapping_points_at_a_schema_not_its_wrapper(document):
    """A mapping that names {schemaFormat, schema} sends a validator that follows it to an object with no
    constraint (issue 44: all 55 did, and a state frame with version "x" passed)."""
    targets = [target for d in _discriminators(document) for target in d.get("mapping", {}).values()]
    assert len(targets) >= 50
    assert [t for t in targets if "schemaFormat" in _resolve(document, t) or not t.endswith("/schema")] == []


def test_a_validator_that_follows_the_mappings_rejects_a_frame_with_a_wrong_field(document, alice_api):
    """As a discriminator-following validator reads a state frame: the message's payload, then the mapping
    its ``game`` selects; what it lands on must hold the frame's fields to their types."""
    payload = document["components"]["messages"]["state"]["payload"]
    assert payload["schemaFormat"] == "application/schema+json;version=draft-07"
    state = _resolve(document, payload["schema"]["$ref"])
    play_state = _resolve(document, next(p["$ref"] for p in state["allOf"] if "$ref" in p))
    target = play_state["discriminator"]["mapping"]["weaver"]

    def follow(frame) -> list[str]:
        validator = jsonschema.Draft7Validator(
            {**_resolve(document, target), "components": document["components"]}
        )
        return [error.message for error in validator.iter_errors(frame)]

    frame = {"type": "state", "game": "weaver", "version": "x"}
    assert any("'x' is not of type 'integer'" in message for message in follow(frame))
    # The plugin's check says the same of a real state frame (the snapshot REST answers, as the socket sends
    # it) that is right but for that field.
    snapshot = alice_api.post("/api/v1/plays", {"game": "weaver"}, format="json").json()
    real = {"type": "state", **snapshot}
    assert follow(real) == [] and frame_violations("/ws/plays/x/", real) == []
    assert follow({**real, "version": "x"}) and frame_violations("/ws/plays/x/", {**real, "version": "x"})
