"""Live play over WebSocket: ``/ws/plays/<id>/``.

On connect the socket receives the current state; after every change, from REST or any socket on any server
process, a ``state`` message. The client may send ``action`` and ``sync`` messages. The ORM is reached only
through ``database_sync_to_async``.

**The fast way to move** (issue 43). The socket was authenticated once, at its opening: a move over it costs no
HTTP parsing, no authentication and no middleware, only the checks of ``POST /plays/<id>/actions`` that are
about the move (the ``play`` scope, the same throttle ``ActionThrottle`` counting in the same place, the same
validation, service and error bodies). The socket keeps the play as it last read or wrote it, so a move is one
conditional ``UPDATE`` (``services.play_act(known=...)``): a play changed elsewhere since (another tab, REST) is
not written and goes again from a fresh read. The mover gets its answer straight from its own move; the push
goes out only when another socket watches the play (counted per play, ``ops.sockets``), carrying the mover's
channel, which drops it.

**The compact answer** (issue 43, item 4): a socket opened with ``?answer=compact`` is sent its first answer
whole, then a ``patch`` frame per change (games/compact.py): the parts that changed since this socket's previous
frame. A ``sync`` is answered whole. Other sockets, REST and the pushes through the channel layer are unchanged:
the patch is made for this socket alone, from the snapshot it would have sent.
"""

from __future__ import annotations

import time
from collections import deque
from typing import cast
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from django.conf import settings

from accounts.models import AccessToken, Scope, User
from accounts.permissions import require_scope
from accounts.selectors import token_by_hash, token_is_kept
from accounts.services import token_group
from api.error_codes import ErrorCode
from api.errors import api_exception_handler, error_body
from api.websocket import (
    CLOSE_FORBIDDEN,
    CLOSE_NOT_FOUND,
    CLOSE_POLICY_VIOLATION,
    CLOSE_UNAUTHORIZED,
    StrictJsonWebsocketConsumer,
    accepted_subprotocol,
    scope_address,
    scope_headers,
)
from games import selectors, services
from games.apis import PlayActApi, act, action_allowed
from games.compact import CompactAnswers
from games.daily.apis import INSTALL_HEADER
from games.daily.challenges import daily_play_origin_record
from games.frames import InSyncMessage
from games.models import Mode, Play
from games.play_sql import play_to_change
from ops.request_slots import request_slot
from ops.sockets import socket_count


def _watchers_key(play_id) -> str:
    return f"play:{play_id}"


def _state_message(snapshot: dict) -> dict:
    return {"type": "state", **snapshot}


def _wants_compact_answers(scope) -> bool:
    """``?answer=compact`` on the socket's URL (docs/api.md); any other value, or none, is the full answer."""
    query = parse_qs(scope.get("query_string", b"").decode(errors="replace"))
    return query.get("answer", [""])[-1] == "compact"


class PlayConsumer(StrictJsonWebsocketConsumer):
    async def connect(self):
        user = self.scope.get("user")
        self.play_id = self.scope["url_route"]["kwargs"]["play_id"]
        self.sent_version = -1
        self.known: Play | None = None  # the play as this socket last read or wrote it (services.play_act)
        self.recent: deque[float] = deque()  # when this socket's recent messages came
        self.compact = CompactAnswers() if _wants_compact_answers(self.scope) else None
        if user is None or not user.is_authenticated:
            await self.refuse(CLOSE_UNAUTHORIZED)
            return
        token = self.scope.get("token")
        if isinstance(token, AccessToken) and not token.has_scope(Scope.READ):
            # Watching a play is reading it: the same scope as GET /plays/<id> (actions also need play).
            await self.refuse(CLOSE_FORBIDDEN)
            return
        snapshot = await self._snapshot(resumed=True)
        if snapshot is None:
            await self.refuse(CLOSE_NOT_FOUND)
            return
        self.group = services.play_group(self.play_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        if isinstance(token, AccessToken):
            # Revoking the token closes this socket (accounts.services.token_revoke).
            self.token_group = token_group(token.pk)
            await self.channel_layer.group_add(self.token_group, self.channel_name)
        await self.accept(subprotocol=accepted_subprotocol(self.scope))
        await self._send_state(snapshot)

    def counted_as(self) -> list[tuple[str, str]]:
        return [("play", _watchers_key(self.scope["url_route"]["kwargs"]["play_id"]))]

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)
        if hasattr(self, "token_group"):
            await self.channel_layer.group_discard(self.token_group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        if not self._within_budget():
            await self.close(code=CLOSE_POLICY_VIOLATION)
            return
        if not await self._token_still_valid():  # the revocation's push may have been lost
            await self.close(code=CLOSE_UNAUTHORIZED, reason="token revoked")
            return
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "action":
            await self._act(content)
        elif kind == "sync":
            version = content.get("version")
            snapshot = await self._snapshot()
            if snapshot and (not isinstance(version, int) or version < snapshot["version"]):
                await self._send_state(snapshot, force=True)
            elif snapshot:
                await self.send_json(InSyncMessage(type="in_sync", version=snapshot["version"]))
        else:
            await self._error(
                ErrorCode.INVALID_MESSAGE,
                "Send {type: 'action', action, expected_version} or {type: 'sync', version}.",
            )

    async def play_state(self, event):
        if event.get("origin") == self.channel_name:
            return  # this socket's own move, answered already
        snapshot = event["state"]
        if self.known is not None and snapshot["version"] != self.known.version:
            self.known = None  # changed elsewhere: the next move reads it
        await self._send_state(snapshot)

    async def token_revoked(self, event):
        await self.close(code=CLOSE_UNAUTHORIZED, reason="token revoked")

    # ---- helpers ------------------------------------------------------------------------------------

    def _within_budget(self) -> bool:
        now = time.monotonic()
        window = settings.WS_MESSAGE_WINDOW_SECONDS
        while self.recent and now - self.recent[0] > window:
            self.recent.popleft()
        self.recent.append(now)
        return len(self.recent) <= settings.WS_MESSAGE_BUDGET

    async def _send_state(self, snapshot: dict, force: bool = False) -> None:
        # The same version arrives twice when this socket made the move (reply + group broadcast).
        if snapshot["version"] <= self.sent_version and not force:
            return
        self.sent_version = max(self.sent_version, snapshot["version"])
        if self.compact is not None:
            await self.send_json(self.compact.frame(snapshot, whole=force))
        else:
            await self.send_json(_state_message(snapshot))

    async def _error(self, code: ErrorCode, message: str, **details) -> None:
        await self.send_json({"type": "error", "status": code.status, **error_body(code, message, details)})

    async def _act(self, content: dict) -> None:
        # Not thread-sensitive: Channels' default runs every socket's database work of a process in one shared
        # thread, one move after another (the release minute's moves waited seconds in that queue). A pool
        # thread per move, the connection given back after it, and the process's request slots bounding moves
        # and requests together on the database pool (ops.request_slots).
        async with request_slot():
            snapshot, refusal = await database_sync_to_async(self._apply, thread_sensitive=False)(
                {key: value for key, value in content.items() if key != "type"}
            )
        if snapshot is not None:
            await self._send_state(snapshot)
        else:
            await self.send_json(refusal)

    def _apply(self, message: dict) -> tuple[dict | None, dict | None]:
        """The move of ``POST /plays/<id>/actions``: the same scope check, throttle, validation, service and
        error answers, in one thread hop."""
        known, self.known = self.known, None  # kept again only once the move is written
        try:
            require_scope(self.scope.get("token"), PlayActApi.required_scope)
            action_allowed(user=self._user())
            change = act(play_id=self.play_id, user=self._user(), data=message, known=known, push=False)
        except Exception as exc:
            refusal = api_exception_handler(exc, {})
            if refusal is None:
                raise
            return None, {"type": "error", "status": refusal.status_code, **refusal.data}
        if not change.play.is_over:
            self.known = change.play
        # Pushed only when another play socket watches this play, counted after the write: a socket counted later
        # reads the play after this move (it is counted before it reads), so it misses nothing. Sending the
        # whole snapshot through the channel layer to no one but the mover was most of the push's cost. A race's
        # play is always pushed: the race's sockets follow its racers' plays (races.consumers), uncounted here.
        if change.play.mode == Mode.RACE or socket_count(key=_watchers_key(self.play_id)) > 1:
            services.play_broadcast(play_id=self.play_id, snapshot=change.snapshot, origin=self.channel_name)
        return change.snapshot, None

    async def _token_still_valid(self) -> bool:
        token = self.scope.get("token")
        if not isinstance(token, AccessToken):
            return True  # a session socket
        if token_is_kept(token.key_hash):  # no thread hop on most messages
            return True
        return await database_sync_to_async(token_by_hash)(token.key_hash) is not None

    @database_sync_to_async
    def _snapshot(self, *, resumed: bool = False) -> dict | None:
        """The play's snapshot; ``resumed`` (the socket's opening): an open daily also records where it is
        played from, in the same thread hop (``daily_play_origin_record``), and never again on this socket."""
        play = play_to_change(self.play_id, self._user().pk)
        if play is None:
            return None
        self.known = None if play.is_over else play
        if resumed:
            install = scope_headers(self.scope).get(INSTALL_HEADER.lower(), "")
            daily_play_origin_record(play=play, address=scope_address(self.scope), install=install)
        return selectors.play_snapshot(play)

    def _user(self) -> User:
        # Signed in: connect() refuses anyone else.
        return cast(User, self.scope["user"])
