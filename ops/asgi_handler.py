"""Django's ASGI handler, serving each request in one kept thread.

Two costs of Django's own handler, measured under the move benchmark (``bench/api.py``, py-spy):

- **A thread per request.** Each request's synchronous part runs in a thread-sensitive context of its own:
  asgiref starts a thread for it and, when the request ends, one more thread to join the first. Here each
  request borrows a single-thread executor from a free list: still one thread per request in flight (a request
  waiting on the database holds up no other), but each thread is started once and serves request after request.
- **Three crossings per request.** The middleware run in the thread (they are synchronous), the view is reached
  through the event loop again (async_to_sync, then sync_to_async back into the same thread). Here the whole
  chain, middleware and view, runs as Django's synchronous handler in one call to the thread.

**Lanes** (``settings.ASGI_LANES``; ``games.move_lane``, docs/architecture.md). A lane takes the requests whose
answer it can give the full stack's way with less of the framework: the handler reads the body, runs the lane's
answer in the request's thread (one crossing), and sends it; a lane that declines gets the body handed on to
Django untouched.

Nothing of one request is left for the next: Django closes the request's database connection (back to the pool)
when it finishes, as before.

**A burst waits instead of failing** (issue 36). Requests in flight were unbounded: 100 players starting at once
had 100 threads each waiting for one of the pool's 10 connections, and those that waited past the pool's 3 s
timeout answered 503 "database unavailable" with PostgreSQL up (27 of 100). At most ``REQUEST_THREADS`` requests
per process (default: ``DB_POOL_MAX_SIZE``) now run their synchronous part at once; the others wait on the event
loop, holding no thread and no connection, and each returns its connection to the pool as its view ends, before
the next one starts.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from importlib import import_module

import django
from asgiref.sync import ThreadSensitiveContext, sync_to_async
from django.conf import settings
from django.core.handlers.asgi import ASGIHandler
from django.core.handlers.base import BaseHandler
from django.db import close_old_connections
from django.http import FileResponse, HttpRequest
from django.http.response import HttpResponseBase

from ops.logs import request_id, request_id_from_scope

# Threads kept idle beyond this many are let go: the free list follows the peak of requests in flight.
MAX_IDLE_THREADS = 64


class OneThreadASGIHandler(ASGIHandler):
    def __init__(self) -> None:
        BaseHandler.__init__(self)
        # The synchronous chain (ASGIHandler loads the asynchronous one): middleware and views are all synchronous.
        self.load_middleware(is_async=False)
        # Named in settings, as middleware are (an app above this floor provides them), and imported once Django
        # is set up (get_asgi_application): their models load with the apps.
        self._lanes = [import_module(name) for name in settings.ASGI_LANES]
        self._idle: list[ThreadPoolExecutor] = []
        # Taken for the synchronous part only: a slow client's body is read before, its answer sent after.
        self._slots = asyncio.Semaphore(settings.REQUEST_THREADS)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await super().__call__(scope, receive, send)  # Django's own refusal
        # Named here, in the request's own context: Django's "Bad Request" line (written once the middleware have
        # returned) and the server's access line (written as the answer is sent) carry it too (ops.logs).
        request_id.set(request_id_from_scope(scope))
        # Only this event loop's thread touches the free list: no lock.
        executor = self._idle.pop() if self._idle else ThreadPoolExecutor(1, thread_name_prefix="request")
        try:
            async with ThreadSensitiveContext(executor=executor):
                lane = next((lane for lane in self._lanes if lane.wants(scope)), None)
                if lane is not None:
                    receive = await self._lane(lane, scope, receive, send)
                    if receive is None:
                        return
                await self.handle(scope, receive, send)
        finally:
            if len(self._idle) < MAX_IDLE_THREADS:
                self._idle.append(executor)
            else:
                executor.shutdown(wait=False)

    async def _lane(self, lane, scope, receive, send):
        """The request through ``lane`` (``ASGI_LANES``: ``wants(scope)``, then ``answer(scope, body, sender)`` in a
        request thread, an ``HttpResponse`` or None), or the ``receive`` that hands the body read on to the full
        stack when the lane declines (None once the lane has answered, or the client has gone)."""
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return None  # the client went away before its body arrived, as Django's read_body gives up
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        async with self._slots:
            answer = sync_to_async(lane.answer, thread_sensitive=True)
            response = await answer(scope, bytes(body), type(self))
        if response is None:
            return _replay(bytes(body), receive)
        await self.send_response(response, send)
        return None

    def _respond(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        # What request_finished does when the response is closed, done now: the connection goes back to the pool
        # before the slot is given to the next request (the answer is sent after, without it).
        close_old_connections()
        return response

    async def run_get_response(self, request):
        async with self._slots:
            response = await sync_to_async(self._respond, thread_sensitive=True)(request)
        response._handler_class = self.__class__  # type: ignore[attr-defined]  # as ASGIHandler sets it
        if isinstance(response, FileResponse):  # as ASGIHandler does: the server chunks it
            response.block_size = self.chunk_size
        return response


def _replay(body: bytes, receive):
    """``receive`` that gives the body already read first, then whatever the client sends next."""
    given = False

    async def replayed():
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed


def get_asgi_application() -> OneThreadASGIHandler:
    """``django.core.asgi.get_asgi_application`` with this handler."""
    django.setup(set_prefix=False)
    return OneThreadASGIHandler()
