"""What every socket consumer shares (``api.websocket.StrictJsonWebsocketConsumer``): its JSON encoder (orjson)
writes the value the standard library wrote, and its dispatch may skip Channels' connection cleanup before each
message because every consumer reaches the database only through ``database_sync_to_async``."""

from __future__ import annotations

import ast
import asyncio
import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from api.websocket import StrictJsonWebsocketConsumer

# What a socket message is made of: JSON values whose numbers fit the 64 bits every message's numbers fit in.
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30,
)


def encoded(content) -> str:
    return asyncio.run(StrictJsonWebsocketConsumer.encode_json(content))


@given(json_values)
def test_it_encodes_every_message_to_the_value_the_standard_library_wrote(content):
    assert json.loads(encoded(content)) == json.loads(json.dumps(content))


def test_it_writes_non_ascii_as_utf8_and_integer_keys_as_strings_like_the_standard_library():
    content = {"type": "error", "message": "Le 7♥ n'a pas de partenaire: écart", 3: [1, 2]}
    text = encoded(content)
    assert "7♥" in text and "écart" in text  # UTF-8, not \u escapes
    assert (
        json.loads(text)
        == json.loads(json.dumps(content))
        == {
            "type": "error",
            "message": "Le 7♥ n'a pas de partenaire: écart",
            "3": [1, 2],
        }
    )


ROOT = Path(__file__).resolve().parents[2]
# The modules whose code runs on a socket's event loop: the consumers and the middleware in front of them.
SOCKET_MODULES = [
    *sorted(ROOT.glob("*/consumers.py")),
    *sorted(ROOT.glob("*/*/consumers.py")),
    ROOT / "api/websocket.py",
    ROOT / "accounts/websocket.py",
]
ORM_ASYNC_METHODS = {"aget", "afirst", "alast", "acount", "aexists", "acreate", "asave", "adelete", "aupdate",
                     "aget_or_create", "aupdate_or_create", "abulk_create", "aiterator", "ain_bulk", "aaggregate"}  # fmt: skip


def test_socket_consumers_reach_the_database_only_through_database_sync_to_async():
    assert len(SOCKET_MODULES) >= 5  # games, races, leaderboards, and the two shared modules
    for module in SOCKET_MODULES:
        tree = ast.parse(module.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "asgiref.sync":
                # A bare sync_to_async would hold a connection that no one closes (dispatch does not).
                assert "sync_to_async" not in {alias.name for alias in node.names}, module
            if isinstance(node, ast.Attribute):
                assert node.attr not in ORM_ASYNC_METHODS, f"{module}: .{node.attr} (the ORM's async API)"
            if isinstance(node, ast.AsyncFor):
                assert not (isinstance(node.iter, ast.Call) and "objects" in ast.unparse(node.iter)), module


def test_channels_dispatch_is_still_the_one_our_override_copies():
    """``StrictJsonWebsocketConsumer.dispatch`` is Channels' ``AsyncConsumer.dispatch`` without its connection
    sweep. When a Channels upgrade changes that method, this fails, so that the override is read again rather
    than drifting from what it copies."""
    import inspect

    from channels.consumer import AsyncConsumer

    body = [line.strip() for line in inspect.getsource(AsyncConsumer.dispatch).splitlines()]
    code = [line for line in body if line and not line.startswith(('"""', "Works out"))]
    assert code == [
        "async def dispatch(self, message):",
        "handler = getattr(self, get_handler_name(message), None)",
        "if handler:",
        "await aclose_old_connections()",
        "await handler(message)",
        "else:",
        'raise ValueError("No handler for message type %s" % message["type"])',
    ]
