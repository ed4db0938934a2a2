"""Which event loop serves the request this thread is running, through public APIs only.

``play_broadcast`` hands a push to the server's event loop instead of waiting for it in the request thread
(``async_to_sync`` waited: a tenth of a move's server CPU, py-spy). It used to find that loop in asgiref's
private thread-local state, which any asgiref release may rename. Here the ASGI application records the loop
in a context variable as a request or a socket starts (``ServerLoopMarker``); asgiref's ``sync_to_async`` (and
so Channels' ``database_sync_to_async``) runs the synchronous part in a copy of that context, so a request's
thread reads it. Outside a server (a Celery worker, a command, a test's own client) it is unset.
"""

from __future__ import annotations

import asyncio
from contextvars import ContextVar
from typing import Any

_SERVER_LOOP: ContextVar[asyncio.AbstractEventLoop | None] = ContextVar("server_loop", default=None)


def server_event_loop() -> asyncio.AbstractEventLoop | None:
    """The running event loop of the ASGI server whose request this thread serves, or None (not in a server,
    or called on the loop's own thread, where a caller must await instead)."""
    loop = _SERVER_LOOP.get()
    if loop is None or not loop.is_running():
        return None
    try:
        if asyncio.get_running_loop() is loop:
            return None
    except RuntimeError:
        pass  # no loop in this thread: a request thread, as expected
    return loop


class ServerLoopMarker:
    """ASGI middleware: records the server's event loop for every connection it passes on."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> Any:
        _SERVER_LOOP.set(asyncio.get_running_loop())
        return await self.app(scope, receive, send)
