"""At most ``REQUEST_THREADS`` requests per process in Django at once; the others wait on the event loop.

**A burst waits instead of failing** (issue 36). Under Django's ASGI handler each request's synchronous part runs
in a thread of its own, and requests in flight were unbounded: 100 players starting at once had 100 threads each
waiting for one of the pool's 10 connections, and those that waited past the pool's 3 s timeout answered 503
"database unavailable" with PostgreSQL up (27 of 100). Here a request takes a slot once its body has arrived (a
slow client holds none while it sends) and gives it back when Django has answered it, its connection back in the
pool (``request_finished`` runs as the response is closed, before Django's call returns).

The play socket's moves take the same slots (``request_slot``): they reach the same pool.

Plain ASGI around Django's own handler (``django.core.asgi.get_asgi_application``): nothing of the handler is
subclassed or called but its documented entry point (issue 43 removed a subclass that leaned on undocumented
names of it).
"""

from __future__ import annotations

import asyncio

from django.conf import settings

# One per process, made on first use inside the server's event loop (a test server may start another loop).
_slots: asyncio.Semaphore | None = None
_slots_loop: asyncio.AbstractEventLoop | None = None


def request_slot() -> asyncio.Semaphore:
    """The process's ``REQUEST_THREADS`` slots, to hold while work reaches the database pool."""
    global _slots, _slots_loop
    loop = asyncio.get_running_loop()
    if _slots is None or _slots_loop is not loop:
        _slots, _slots_loop = asyncio.Semaphore(settings.REQUEST_THREADS), loop
    return _slots


class RequestSlots:
    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before its body arrived: nothing to answer
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        async with request_slot():
            await self.app(scope, _replay(bytes(body), receive), send)


def _replay(body: bytes, receive):
    """``receive`` that gives the body already read first, then whatever the client sends next (a disconnect)."""
    given = False

    async def replayed():
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed
