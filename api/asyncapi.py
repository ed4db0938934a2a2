"""The WebSocket protocol as an AsyncAPI 3 document, served at ``/api/v1/asyncapi/`` beside the OpenAPI one.

Payloads are OpenAPI 3.0 schemas (AsyncAPI's multi-format schema object), so that the ``state`` message
refers to the very ``PlayState`` components the REST document publishes: one snapshot shape, one source.
The document describes the consumers as they are (games/consumers.py, leaderboards/consumers.py,
accounts/websocket.py); tests/contract validates every frame the suite sends or receives against it."""

from __future__ import annotations

from functools import cache
from typing import Any

from django.conf import settings
from rest_framework.permissions import AllowAny
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.docs import JsonMethodNotAllowed, openapi_document
from api.websocket import (
    CLOSE_FORBIDDEN,
    CLOSE_NOT_FOUND,
    CLOSE_POLICY_VIOLATION,
    CLOSE_TOO_BIG,
    CLOSE_TOO_MANY_SOCKETS,
    CLOSE_UNAUTHORIZED,
    CLOSE_UNSUPPORTED_DATA,
)

OPENAPI_30 = "application/vnd.oai.openapi+json;version=3.0.0"


def _payload(schema: dict[str, Any]) -> dict[str, Any]:
    return {"schemaFormat": OPENAPI_30, "schema": schema}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _typed(kind: str, properties: dict[str, Any], required: list[str], description: str) -> dict[str, Any]:
    return {
        "type": "object",
        "description": description,
        "properties": {"type": {"type": "string", "enum": [kind]}, **properties},
        "required": ["type", *required],
    }


ERROR_BODY = {
    "type": "object",
    "properties": {
        "code": {"type": "string"},
        "message": {"type": "string"},
        "details": {"type": "object", "additionalProperties": True},
    },
    "required": ["code", "message", "details"],
}

# One row of leaderboards.realtime.top_entries: a score board fills the score's columns, a season board
# ``points``, a rating board ``rating``; the others are null.
BOARD_ENTRY = {
    "type": "object",
    "properties": {
        "rank": {"type": "integer"},
        "player": {"type": "string"},
        "score": {"type": "integer", "nullable": True},
        "rank_key": {"type": "array", "items": {"type": "integer"}},
        "won": {"type": "boolean", "nullable": True},
        "result": {
            "type": "string",
            "nullable": True,
            "description": "won, lost or resigned (score boards).",
        },
        "moves": {"type": "integer", "nullable": True},
        "seconds": {"type": "integer", "nullable": True},
        "play_id": {
            "type": "string",
            "format": "uuid",
            "nullable": True,
            "description": "The play behind the score, for its replay; null for an offline game.",
        },
        "points": {"type": "integer", "nullable": True, "description": "Season boards."},
        "rating": {"type": "number", "nullable": True, "description": "Rating boards (the ordinal)."},
    },
    "required": ["rank", "player", "score", "rank_key", "won", "result", "play_id"],
}

# The message schemas of the protocol; the OpenAPI components they refer to are added beside them.
MESSAGE_SCHEMAS: dict[str, dict[str, Any]] = {
    "StateMessage": {
        "description": "The play's snapshot: on connect, after every change (from REST or any socket, on "
        "any server process), and in answer to a stale sync. Versions only grow; a client that sees a "
        "version jump by more than one has missed nothing it needs: the snapshot is whole.",
        "allOf": [
            {
                "type": "object",
                "properties": {"type": {"type": "string", "enum": ["state"]}},
                "required": ["type"],
            },
            _ref("PlayState"),
        ],
    },
    "InSyncMessage": _typed(
        "in_sync",
        {"version": {"type": "integer"}},
        ["version"],
        "The answer to a sync whose version is current: nothing to redraw.",
    ),
    "ErrorMessage": _typed(
        "error",
        {
            "status": {"type": "integer", "description": "The HTTP status REST would answer."},
            "error": ERROR_BODY,
        },
        ["status", "error"],
        "A refused message; the socket stays open and the play is unchanged. Same codes as REST.",
    ),
    "ActionMessage": _typed(
        "action",
        {
            "action": {**_ref("AnyAction"), "description": "One of the snapshot's legal_actions[].action."},
            "expected_version": {"type": "integer", "minimum": 0},
        },
        ["action", "expected_version"],
        "Make a move (needs the 'play' scope for a token), checked like the body of REST's plays_act (no "
        "other field). Answered by a state message, or the error message REST would answer (409 with the "
        "current version when expected_version is stale).",
    ),
    "SyncMessage": _typed(
        "sync",
        {"version": {"type": "integer", "nullable": True}},
        [],
        "Resynchronize after a reconnect or a doubt: a state message when the server's version is newer "
        "than `version` (or `version` is absent), else in_sync.",
    ),
    "BoardMessage": _typed(
        "board",
        {"board": {"type": "string"}, "top": {"type": "array", "items": BOARD_ENTRY}},
        ["board", "top"],
        "The board's top entries: on connect, and whenever a newly verified score enters them.",
    ),
    "SizeMessage": _typed(
        "size",
        {"board": {"type": "string"}, "size": {"type": "integer"}},
        ["board", "size"],
        "A daily board's size when a newly verified score enters it below the top entries.",
    ),
    "RaceMessage": {
        "description": "The race as everyone sees it, with my seat and play: on connect, and after each change "
        "(a player joins or leaves, the start with its countdown to `starts_at`, a racer finishing, the end, the "
        "verified results). The seed stays null until the race is over.",
        "allOf": [
            {
                "type": "object",
                "properties": {"type": {"type": "string", "enum": ["race"]}},
                "required": ["type"],
            },
            _ref("Race"),
        ],
    },
    "ProgressMessage": _typed(
        "progress",
        {
            "seat": {"type": "integer", "description": "The racer's seat, as in the race's racers."},
            "status": {"type": "string", "description": "playing, won or lost."},
            "score": {"type": "integer"},
            "moves": {"type": "integer", "description": "Actions made so far."},
            "progress": {
                "type": "object",
                "additionalProperties": {"type": "integer"},
                "description": "The game's own counters (match3: sets; weaver: keiju_enticed; witch: "
                "ghosts_eliminated...). Never a card, never a move.",
            },
        },
        ["seat", "status", "score", "moves", "progress"],
        "Another racer moved (on any server process, by socket or REST).",
    ),
    "RaceSyncMessage": _typed("sync", {}, [], "Ask for the race again (a race message, and my state)."),
    "AnyAction": {
        "type": "object",
        "properties": {"type": {"type": "string"}},
        "required": ["type"],
        "additionalProperties": True,
    },
}

MESSAGES = {
    "state": ("StateMessage", "The play as the player may see it"),
    "in_sync": ("InSyncMessage", "Your version is current"),
    "error": ("ErrorMessage", "A message was refused"),
    "action": ("ActionMessage", "Make a move"),
    "sync": ("SyncMessage", "Ask for the current state"),
    "board": ("BoardMessage", "A board's top entries"),
    "size": ("SizeMessage", "A daily board grew below its top"),
    "race": ("RaceMessage", "The race as everyone sees it"),
    "progress": ("ProgressMessage", "Another racer's progress"),
    "race_sync": ("RaceSyncMessage", "Ask for the race again"),
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
    """Each component becomes a multi-format schema object {schemaFormat, schema}: the OpenAPI references
    then point one level deeper."""
    if isinstance(node, dict):
        return {
            key: (value + "/schema" if key == "$ref" and isinstance(value, str) else _into_asyncapi(value))
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_into_asyncapi(value) for value in node]
    return node


def build_document(openapi_components: dict[str, Any]) -> dict[str, Any]:
    budget, window = settings.WS_MESSAGE_BUDGET, settings.WS_MESSAGE_WINDOW_SECONDS
    schemas = {
        name: _payload(_into_asyncapi(schema))
        for name, schema in {**openapi_components, **MESSAGE_SCHEMAS}.items()
    }
    return {
        "asyncapi": "3.0.0",
        "info": {
            "title": "patience live channels",
            "version": "1.0.0",
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
                "messages": _channel_messages("state", "in_sync", "error", "action", "sync"),
                "bindings": {
                    "ws": {
                        "query": {
                            "type": "object",
                            "properties": {"token": {"type": "string", "description": "A bearer token."}},
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
                "messages": _channel_messages("board", "size"),
            },
            "race": {
                "address": "/ws/races/{race_id}/",
                "title": "A race, live: for its racers (who also move here) and its spectators",
                "parameters": {"race_id": {"description": "The race's id (a UUID), as REST gives it."}},
                "messages": _channel_messages("race", "progress", "state", "error", "action", "race_sync"),
            },
        },
        "operations": {
            "receivePlayState": {
                "action": "receive",
                "channel": {"$ref": "#/channels/play"},
                "summary": "The server's messages on a play socket",
                "messages": [
                    {"$ref": f"#/channels/play/messages/{m}"} for m in ("state", "in_sync", "error")
                ],
            },
            "sendAction": {
                "action": "send",
                "channel": {"$ref": "#/channels/play"},
                "summary": "Make a move",
                "messages": [{"$ref": "#/channels/play/messages/action"}],
                "reply": {
                    "channel": {"$ref": "#/channels/play"},
                    "messages": [{"$ref": f"#/channels/play/messages/{m}"} for m in ("state", "error")],
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
                "messages": [
                    {"$ref": f"#/channels/race/messages/{m}"} for m in ("race", "progress", "state", "error")
                ],
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
                "messages": [{"$ref": f"#/channels/board/messages/{m}"} for m in ("board", "size")],
            },
        },
        "components": {
            "messages": {
                name: {
                    "name": name,
                    "title": title,
                    "contentType": "application/json",
                    "payload": _payload(_into_asyncapi(_ref(schema))),
                }
                for name, (schema, title) in MESSAGES.items()
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
