"""What every WebSocket consumer shares: bounded, strictly read JSON messages and refusals that reach clients.

Close codes (docs/clients.md):

| code | meaning |
|---|---|
| 1003 | a binary frame: the protocol is JSON text |
| 1008 | too many messages (``WS_MESSAGE_BUDGET``), or a message on a read-only stream |
| 1009 | a message over ``WS_MAX_MESSAGE_BYTES`` (64 KB) |
| 4401 | not signed in, or the token was revoked while the socket was open |
| 4403 | a browser page from a foreign origin, or a personal token without ``read`` on a play socket |
| 4404 | no such play of yours, or no such board |
| 4429 | more than ``WS_MAX_SOCKETS`` sockets open with this token, or for this account (``ops.sockets``) |
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import orjson
from channels.consumer import get_handler_name
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings
from rest_framework.throttling import BaseThrottle

from api.parsers import StrictJsonError, strict_loads
from ops.metrics import SOCKETS_OPEN
from ops.sockets import ensure_renewer, socket_claim, socket_release

if TYPE_CHECKING:
    from rest_framework.request import Request

CLOSE_UNSUPPORTED_DATA = 1003
CLOSE_POLICY_VIOLATION = 1008
CLOSE_TOO_BIG = 1009
CLOSE_UNAUTHORIZED = 4401
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_TOO_MANY_SOCKETS = 4429

TOKEN_SUBPROTOCOL = "bearer"


@dataclass(frozen=True)
class _ScopeRequest:
    """What DRF's ``BaseThrottle.get_ident`` reads of a request, from a socket's scope."""

    headers: dict[str, str]
    META: dict[str, str]


def scope_headers(scope) -> dict[str, str]:
    """The socket's handshake headers, by lower-case name (ASGI sends them as lower-case bytes)."""
    return {name.decode("latin-1"): value.decode("latin-1") for name, value in scope.get("headers") or ()}


def scope_address(scope) -> str:
    """The socket's client address read as REST reads a request's (``NUM_PROXIES``, X-Forwarded-For): one
    address per client whichever way it comes in."""
    client = scope.get("client") or ("",)
    request = _ScopeRequest(headers=scope_headers(scope), META={"REMOTE_ADDR": client[0] or ""})
    # get_ident reads only these two attributes of a request (DRF's throttling.py), so the socket is read by the
    # very code REST is, not by a copy of it; the cast says so to the type checker.
    return BaseThrottle().get_ident(cast("Request", request)) or ""


def accepted_subprotocol(scope) -> str | None:
    """A client that sent its token as the ``bearer`` subprotocol must get it back, or browsers drop the
    connection (code 1006) before they could read a close code."""
    return TOKEN_SUBPROTOCOL if TOKEN_SUBPROTOCOL in (scope.get("subprotocols") or []) else None


class StrictJsonWebsocketConsumer(AsyncJsonWebsocketConsumer):
    """JSON text messages of at most ``WS_MAX_MESSAGE_BYTES``, read like every REST body (no NaN, Infinity or
    NUL). Issue 23: messages up to uvicorn's 16 MiB were parsed (ten of them: RSS 312 -> 430 MB)."""

    _counted = False  # in patience_websockets_open, from the accept to the disconnect
    _claimed = False  # in its token's and its account's socket counts (ops.sockets)

    async def dispatch(self, message):
        """Channels' dispatch without its ``aclose_old_connections()`` before every message: that is a hop to
        the process's one shared sync thread (queued behind every socket's thread-sensitive work) to close
        connections this consumer never holds there. Every database touch of our consumers goes through
        ``database_sync_to_async``, which closes stale connections around itself in the thread that used them
        (tests/api/test_socket_consumer_base.py holds them to it). It was a twentieth of a socket move's CPU."""
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        await handler(message)

    async def websocket_connect(self, message):
        # Before the consumer's own checks: a socket over the cap costs no query. Anonymous sockets are refused
        # by the consumers themselves (4401) and never counted.
        refusal = await self._claim_place()
        if refusal:
            await self.refuse(CLOSE_TOO_MANY_SOCKETS, reason=refusal)
            return
        await super().websocket_connect(message)

    async def _claim_place(self) -> str | None:
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            return None
        token_pk = getattr(self.scope.get("token"), "pk", None)  # a session socket has none
        # The token first: a client that floods from one token is told so, though its account is full as well.
        owners = [
            *([("token", f"token:{token_pk}")] if token_pk is not None else []),
            ("account", f"user:{user.pk}"),
            *self.counted_as(),
        ]
        cap = settings.WS_MAX_SOCKETS
        keys = [key for _, key in owners]
        full = await asyncio.to_thread(socket_claim, keys=keys, member=self.channel_name, cap=cap)
        if full:
            return f"Too many sockets: at most {cap} open per {owners[full - 1][0]}; close one first."
        self._claimed = True
        ensure_renewer()
        return None

    def counted_as(self) -> list[tuple[str, str]]:
        """Further counts this socket is kept in (``ops.sockets``), as (what, key): a play's sockets are counted
        per play, so that a move knows whether anyone else watches it."""
        return []

    async def accept(self, subprotocol=None, headers=None):
        await super().accept(subprotocol, headers)
        if not self._counted:
            self._counted = True
            SOCKETS_OPEN.labels(endpoint=type(self).__name__).inc()

    async def websocket_disconnect(self, message):
        if self._counted:
            self._counted = False
            SOCKETS_OPEN.labels(endpoint=type(self).__name__).dec()
        if self._claimed:
            self._claimed = False
            await asyncio.to_thread(socket_release, member=self.channel_name)
        await super().websocket_disconnect(message)

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        if text_data is None:
            await self.close(code=CLOSE_UNSUPPORTED_DATA)
            return
        limit = settings.WS_MAX_MESSAGE_BYTES
        # A character is at most 4 bytes: the length alone settles most messages without encoding them.
        if len(text_data) > limit or (len(text_data) * 4 > limit and len(text_data.encode()) > limit):
            await self.close(code=CLOSE_TOO_BIG)
            return
        await self.receive_json(await self.decode_json(text_data), **kwargs)

    @classmethod
    async def encode_json(cls, content) -> str:
        # Channels' documented hook for the encoding. The standard library's encoder was a quarter of a socket
        # move's server CPU (a play's answer is about 10 KB: 220 us against orjson's 17 us). The same JSON
        # value; non-ASCII characters go as UTF-8 rather than \u escapes, dict keys that are not strings as
        # strings, as the standard library wrote them.
        return orjson.dumps(content, option=orjson.OPT_NON_STR_KEYS).decode()

    @classmethod
    async def decode_json(cls, text_data):
        try:
            return strict_loads(text_data)
        except StrictJsonError:
            return None  # receive_json answers an invalid message

    async def refuse(self, code: int, reason: str | None = None) -> None:
        """Refuse a connection so that the client reads why: closing before accepting reaches it as a bare
        HTTP 403, whatever the code, so the socket is accepted and closed at once (nothing is sent)."""
        await self.accept(subprotocol=accepted_subprotocol(self.scope))
        await self.close(code=code, reason=reason)


class OriginRefusal(StrictJsonWebsocketConsumer):
    async def connect(self):
        await self.refuse(CLOSE_FORBIDDEN)
