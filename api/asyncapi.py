"""The WebSocket protocol as an AsyncAPI 3 document, served at ``/api/v1/asyncapi/`` beside the OpenAPI one.

Payloads are the REST document's own schemas (AsyncAPI's multi-format schema object), so that the ``state``
message refers to the very ``PlayState`` components the REST document publishes: one snapshot shape, one
source. That document is OpenAPI 3.1, whose schemas are JSON Schema (null is a type), and the keywords it uses
are all draft-07's: the payloads say ``application/schema+json;version=draft-07``, the format every AsyncAPI
tool must read (3.1 is no format AsyncAPI 3.0 names; ``discriminator`` is an annotation there, ``oneOf``
decides).
The messages' schemas are generated from the frame classes each app declares (``api/frames.py``,
``games/frames.py``, ``leaderboards/frames.py``, ``races/frames.py``, named by settings.ASYNCAPI_FRAMES) by
``api.shapes``: none is written here. The OpenAPI document carries the same components, with one union per
socket and direction (``add_frame_components``), so that a client generated from it alone (the Python SDK)
has a model per frame. tests/contract validates every frame the suite sends or receives against
the document."""

from __future__ import annotations

from functools import cache
from typing import Any, get_args, get_type_hints

from django.conf import settings
from django.utils.module_loading import import_string
from rest_framework.permissions import AllowAny
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.docs import JsonMethodNotAllowed, openapi_document
from api.shapes import components_of
from api.versioning import API_VERSION
from api.websocket import (
    CLOSE_FORBIDDEN,
    CLOSE_NOT_FOUND,
    CLOSE_POLICY_VIOLATION,
    CLOSE_TOO_BIG,
    CLOSE_TOO_MANY_SOCKETS,
    CLOSE_UNAUTHORIZED,
    CLOSE_UNSUPPORTED_DATA,
)

JSON_SCHEMA = "application/schema+json;version=draft-07"


def _payload(schema: dict[str, Any]) -> dict[str, Any]:
    return {"schemaFormat": JSON_SCHEMA, "schema": schema}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def frame_messages() -> dict[str, tuple[type, str]]:
    """Every socket message: its name in the document, its class and its title, from the frames modules
    that settings.ASYNCAPI_FRAMES names (each app declares its own; this floor imports none of them)."""
    found: dict[str, tuple[type, str]] = {}
    for path in settings.ASYNCAPI_FRAMES:
        found.update(import_string(path))
    return found


def frame_components() -> dict[str, Any]:
    """The components of every frame class (and of the classes they refer to), as api.shapes writes them."""
    return components_of(shape for shape, _ in frame_messages().values())


# Each channel's messages by direction, by their names in frame_messages(): what the server sends (a client
# receives) and what a client may send. The channels and operations below, and the per-socket unions of the
# OpenAPI document (add_frame_components), are all read from here.
SOCKETS: dict[str, dict[str, tuple[str, ...]]] = {
    "play": {"server": ("state", "patch", "in_sync", "error"), "client": ("action", "sync")},
    "board": {"server": ("board", "size"), "client": ()},
    "race": {"server": ("race", "progress", "state", "error"), "client": ("action", "race_sync")},
}


def socket_union_name(channel: str, side: str) -> str:
    """``PlayServerMessage``: any message the server sends on the play socket."""
    return f"{channel.capitalize()}{side.capitalize()}Message"


def socket_unions() -> dict[str, Any]:
    """One component per socket and direction: exactly one of its messages, told apart by ``type``."""
    messages = frame_messages()
    unions: dict[str, Any] = {}
    for channel, sides in SOCKETS.items():
        for side, names in sides.items():
            if not names:
                continue
            refs = {name: _ref(messages[name][0].__name__) for name in names}
            unions[socket_union_name(channel, side)] = {
                "description": f"Any message the {'server' if side == 'server' else 'client'} sends on the "
                f"{channel} socket.",
                "oneOf": list(refs.values()),
                "discriminator": {
                    "propertyName": "type",
                    "mapping": {_kind(messages[name][0]): ref["$ref"] for name, ref in refs.items()},
                },
            }
    return unions


def _kind(shape: type) -> str:
    """A frame class's ``type``, the one value of its ``Literal``."""
    return str(get_args(get_type_hints(shape)["type"])[0])


def add_frame_components(result, generator, request, public):
    """Postprocessing hook: the socket frames' components in the OpenAPI document too, with one union per
    socket and direction, so that a client generated from it (clients/python/patience_client) has a typed
    model for every frame (issue 34). No operation refers to them: they describe the sockets of the AsyncAPI
    document, which shares these components."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    added = {**frame_components(), **socket_unions()}
    clashes = sorted(set(added) & set(schemas))
    if clashes:
        raise ValueError(f"a frame class and a serializer share the component names {clashes}")
    schemas.update(added)
    for name in list(added):
        _spread_over_union(name, schemas)
    return result


def _spread_over_union(name: str, schemas: dict[str, Any]) -> None:
    """A frame that extends a union (``state`` is ``{"type": "state", **PlayState}``, and PlayState is one
    shape per game) becomes the union of its own fields with each member: ``StateMessage`` is one of
    ``JourneyStateMessage``, ``Match3StateMessage``..., told apart by the union's discriminator. The same
    objects, said the way a generator can build a class from (openapi-python-client takes no ``allOf`` of a
    ``oneOf``)."""
    parts = schemas[name].get("allOf", [])
    bases = [part["$ref"].rsplit("/", 1)[1] for part in parts if "$ref" in part]
    if len(bases) != 1 or "oneOf" not in schemas[bases[0]]:
        return
    base, own = bases[0], [part for part in parts if "$ref" not in part]
    members = [option["$ref"].rsplit("/", 1)[1] for option in schemas[base]["oneOf"]]
    spread = {member: member.removesuffix(base) + name for member in members}
    for member, component in spread.items():
        schemas[component] = {"allOf": [*own, _ref(member)]}
    discriminator = schemas[base]["discriminator"]
    schemas[name] = {
        **({"description": schemas[name]["description"]} if "description" in schemas[name] else {}),
        "oneOf": [_ref(component) for component in spread.values()],
        "discriminator": {
            "propertyName": discriminator["propertyName"],
            "mapping": {
                value: _ref(spread[target.rsplit("/", 1)[1]])["$ref"]
                for value, target in discriminator["mapping"].items()
            },
        },
    }


# The codes of api/websocket.py: every refusal is sent after the handshake is accepted, so that a client
# (a browser included) reads the code instead of a bare HTTP 403.
CLOSE_CODES = [
    {"code": 1000, "when": "open", "meaning": "Normal closure."},
    {
        "code": CLOSE_UNSUPPORTED_DATA,
        "when": "open",
        "meaning": "A binary frame: the protocol is JSON text. Fix the client.",
    },
    {
        "code": CLOSE_POLICY_VIOLATION,
        "when": "open",
        "meaning": "Policy violation: more messages than the budget allows (WS_MESSAGE_BUDGET per "
        "WS_MESSAGE_WINDOW_SECONDS), or any message on the read-only board channel. Slow down, reconnect.",
    },
    {
        "code": CLOSE_TOO_BIG,
        "when": "open",
        "meaning": "A message over WS_MAX_MESSAGE_BYTES (64 KB). Fix the client.",
    },
    {
        "code": CLOSE_UNAUTHORIZED,
        "when": "handshake",
        "meaning": "Not signed in (no or an invalid token) at the handshake, or, once open, the socket's "
        "token was revoked. Sign in again for a new token.",
    },
    {
        "code": CLOSE_FORBIDDEN,
        "when": "handshake",
        "meaning": "A browser page from an origin not in ALLOWED_HOSTS / CSRF_TRUSTED_ORIGINS, or a personal "
        "token without the read scope on a play socket.",
    },
    {
        "code": CLOSE_NOT_FOUND,
        "when": "handshake",
        "meaning": "No such play of yours, no such board (board ids as REST names them, see "
        "/api/v1/leaderboards/), or no such race.",
    },
    {
        "code": CLOSE_TOO_MANY_SOCKETS,
        "when": "handshake",
        "meaning": "More than WS_MAX_SOCKETS (20) sockets open with this token, or for this account, across "
        "every server; the close reason says which. Close one first.",
    },
]


def _channel_messages(*names: str) -> dict[str, Any]:
    return {name: {"$ref": f"#/components/messages/{name}"} for name in names}


def _into_asyncapi(node: Any) -> Any:
    """Each component becomes a multi-format schema object {schemaFormat, schema}: the OpenAPI references,
    and a discriminator's mapping, then point one level deeper, at the schema (a mapping left at the wrapper
    sent a validator that follows it to an object with no constraint: any frame passed, issue 44)."""
    if isinstance(node, dict):
        return {
            key: (
                value + "/schema"
                if key == "$ref" and isinstance(value, str)
                else {name: target + "/schema" for name, target in value.items()}
                if key == "mapping" and isinstance(value, dict) and "propertyName" in node
                else _into_asyncapi(value)
            )
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_into_asyncapi(value) for value in node]
    return node


def build_document(openapi_components: dict[str, Any]) -> dict[str, Any]:
    budget, window = settings.WS_MESSAGE_BUDGET, settings.WS_MESSAGE_WINDOW_SECONDS
    # The OpenAPI components carry the frames too (add_frame_components), StateMessage spread over the games
    # for generators; here it keeps its allOf of PlayState, as the frame class says.
    schemas = {
        name: _payload(_into_asyncapi(schema))
        for name, schema in {**openapi_components, **frame_components()}.items()
    }
    return {
        "asyncapi": "3.0.0",
        "info": {
            "title": "patience live channels",
            "version": API_VERSION,  # the protocol is the API's: one version, docs/api-changelog.md
            "description": "Live play and live boards over WebSocket. JSON text frames, one message each, "
            "told apart by `type`. Authenticate a play socket with a token as the subprotocol pair "
            "`bearer, <token>` (the server then accepts the `bearer` subprotocol) or `?token=<token>`, or "
            f"with the browser's session cookie. Budget: {budget} client messages per {window} s per socket "
            "(then close 1008). Close codes: see `x-close-codes`.",
        },
        "defaultContentType": "application/json",
        "servers": {
            "development": {"host": "127.0.0.1:8000", "protocol": "ws", "description": "make run"},
        },
        "channels": {
            "play": {
                "address": "/ws/plays/{play_id}/",
                "title": "One of my plays",
                "parameters": {"play_id": {"description": "The play's id (a UUID), as REST gives it."}},
                "messages": _channel_messages(*SOCKETS["play"]["server"], *SOCKETS["play"]["client"]),
                "bindings": {
                    "ws": {
                        "query": {
                            "type": "object",
                            "properties": {
                                "token": {"type": "string", "description": "A bearer token."},
                                "answer": {
                                    "type": "string",
                                    "enum": ["full", "compact"],
                                    "default": "full",
                                    "description": "compact: after the first state message, each change "
                                    "comes as a patch message (what changed since the previous frame, texts "
                                    "sent once per socket); a sync is answered whole. docs/api.md.",
                                },
                            },
                        },
                        "bindingVersion": "0.1.0",
                    }
                },
            },
            "board": {
                "address": "/ws/leaderboards/{board_id}/",
                "title": "A board's top entries, live (public)",
                "parameters": {
                    "board_id": {
                        "description": "A board id, as REST names it (e.g. daily-weaver-standard-2026-11-24, "
                        "practice-weaver-standard; every board is listed at /api/v1/leaderboards/)."
                    }
                },
                "messages": _channel_messages(*SOCKETS["board"]["server"]),
            },
            "race": {
                "address": "/ws/races/{race_id}/",
                "title": "A race, live: for its racers (who also move here) and its spectators",
                "parameters": {"race_id": {"description": "The race's id (a UUID), as REST gives it."}},
                "messages": _channel_messages(*SOCKETS["race"]["server"], *SOCKETS["race"]["client"]),
            },
        },
        "operations": {
            "receivePlayState": {
                "action": "receive",
                "channel": {"$ref": "#/channels/play"},
                "summary": "The server's messages on a play socket",
                "messages": [{"$ref": f"#/channels/play/messages/{m}"} for m in SOCKETS["play"]["server"]],
            },
            "sendAction": {
                "action": "send",
                "channel": {"$ref": "#/channels/play"},
                "summary": "Make a move",
                "messages": [{"$ref": "#/channels/play/messages/action"}],
                "reply": {
                    "channel": {"$ref": "#/channels/play"},
                    "messages": [
                        {"$ref": f"#/channels/play/messages/{m}"} for m in ("state", "patch", "error")
                    ],
                },
            },
            "sendSync": {
                "action": "send",
                "channel": {"$ref": "#/channels/play"},
                "summary": "Resynchronize",
                "messages": [{"$ref": "#/channels/play/messages/sync"}],
                "reply": {
                    "channel": {"$ref": "#/channels/play"},
                    "messages": [{"$ref": f"#/channels/play/messages/{m}"} for m in ("state", "in_sync")],
                },
            },
            "receiveRace": {
                "action": "receive",
                "channel": {"$ref": "#/channels/race"},
                "summary": "The server's messages on a race socket: the race, the others' progress, my play",
                "messages": [{"$ref": f"#/channels/race/messages/{m}"} for m in SOCKETS["race"]["server"]],
            },
            "sendRaceAction": {
                "action": "send",
                "channel": {"$ref": "#/channels/race"},
                "summary": "Make a move on my play of the race (a racer, once started)",
                "messages": [{"$ref": "#/channels/race/messages/action"}],
                "reply": {
                    "channel": {"$ref": "#/channels/race"},
                    "messages": [{"$ref": f"#/channels/race/messages/{m}"} for m in ("state", "error")],
                },
            },
            "receiveBoard": {
                "action": "receive",
                "channel": {"$ref": "#/channels/board"},
                "summary": "A board's top entries",
                "messages": [{"$ref": f"#/channels/board/messages/{m}"} for m in SOCKETS["board"]["server"]],
            },
        },
        "components": {
            "messages": {
                name: {
                    "name": name,
                    "title": title,
                    "contentType": "application/json",
                    "payload": _payload(_into_asyncapi(_ref(shape.__name__))),
                }
                for name, (shape, title) in frame_messages().items()
            },
            "schemas": schemas,
        },
        "x-close-codes": CLOSE_CODES,
    }


@cache
def asyncapi_document() -> dict[str, Any]:
    """Built once per process from the OpenAPI document's components (the PlayState shapes)."""
    return build_document(openapi_document()["components"]["schemas"])


class AsyncApiView(JsonMethodNotAllowed, APIView):
    """The AsyncAPI document (JSON). Not an operation of the REST API, so not in the OpenAPI document."""

    schema = None
    authentication_classes: list = []
    permission_classes = [AllowAny]
    renderer_classes = [JSONRenderer]

    def get(self, request: Request) -> Response:
        return Response(asyncapi_document())
