"""The move's lane: ``POST /api/v1/plays/<id>/actions`` answered with one crossing into a request thread, past
Django's URL resolver, its middleware's request side and DRF's dispatch (issue 33).

**Why.** A move is the request players send most, and most of its server CPU was the framework around it, not
the game: a no-op request through Django and DRF cost 0.9-1.4 ms against the whole move's 1.5 ms in the ceiling
app (``bench/ceiling.py``). Django's ASGI handler alone crosses between the event loop and a thread three times
per request (the ``request_started`` signal, the view, the response's close) and runs a second task to watch for
a disconnect; DRF builds a ``Request``, negotiates a renderer, instantiates its permission, throttle and parser
classes and the exception handler's context for every call. ``bench/api.py`` measures the difference
(docs/benchmarks.md, "The move's lane").

**The same answer, by construction.** The lane serves a move only when nothing but the view and the headers of
the middleware would take part, and then through the same code as the full stack: the token's authentication
class, the scope check, the view's throttle classes (``APIView.check_throttles``), the JSON parser,
``games.apis.act`` (``move_input``, then ``games.services.play_act``), the API's exception handler, DRF's JSON
renderer and the headers of the view, and the response side of each middleware that adds headers (security, frame options,
CORS, the request id, the request metrics), called as the middleware chain calls them. Django's
``request_started`` and ``request_finished`` signals are sent as the handler sends them (the database connection
is closed or kept, and the queries log is reset, exactly as for any request). ``tests/games/test_move_lane.py``
sends the same requests through the lane and through the full stack and compares status, body and headers.

**Anything else falls back** to the full stack, untouched (the body read is handed on): another method or path,
a query string, no ``Content-Length`` or a body over ``LANE_MAX_BODY``, a content type other than JSON, an
``Accept`` that asks for anything but JSON (DRF would negotiate the browsable API), a request without a bearer
token, an unknown host, a token that does not authenticate or lacks the ``play`` scope, a middleware that would
answer by itself (an HTTPS redirect, a refused user agent). Up to that point the lane has written nothing and
counted nothing; past it, it answers every outcome itself (a throttled move, a malformed body, an illegal move,
a server error), as the view would. ``MOVE_LANE = False`` turns it off.

**What it leans on.** Besides public APIs (middleware classes' ``process_request``/``process_response``, DRF's
``APIView.check_throttles``, ``Model``-level services), three names of Django's request handler that the handler
itself uses, not underscored but not documented: ``ASGIRequest`` (the request Django builds from a scope),
``convert_exception_to_response`` (its server-error answer) and ``ASGIHandler.send_response`` (in
``ops.asgi_handler``, which already subclasses the handler). A Django upgrade that changes one of them fails the
parity test before it ships; ``MOVE_LANE = False`` is the way back meanwhile.
"""

from __future__ import annotations

import io
import re
import time
from typing import cast
from uuid import UUID

from corsheaders.middleware import CorsMiddleware
from django.conf import settings
from django.core import signals
from django.core.exceptions import DisallowedHost
from django.core.handlers.asgi import ASGIRequest
from django.core.handlers.exception import convert_exception_to_response
from django.http import HttpRequest, HttpResponse
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.common import CommonMiddleware
from django.middleware.security import SecurityMiddleware
from django.urls import resolve
from django.utils.cache import patch_vary_headers
from django.utils.log import log_response
from rest_framework.renderers import JSONRenderer

from accounts.authentication import BearerTokenAuthentication
from accounts.models import AccessToken, User
from accounts.permissions import require_scope
from api.errors import api_exception_handler
from api.middleware import body_refusal
from api.parsers import StrictJSONParser
from games.apis import PlayActApi, act
from ops.logs import RequestIdMiddleware
from ops.metrics import REQUEST_SECONDS

# A move's body is a few hundred bytes; a larger one is not what this lane is for.
LANE_MAX_BODY = 16 * 1024

# Django's ``uuid`` path converter, anchored: the lane takes exactly the paths the URL pattern takes.
_PATH = re.compile(r"/api/v1/plays/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/actions")
_JSON = {b"application/json", b"application/json; charset=utf-8", b"application/json;charset=utf-8"}
# What DRF's negotiation answers with JSON (its first renderer) without a second look.
_ACCEPTS_JSON = {b"", b"*/*", b"application/json"}
_KEYWORDS = {b"bearer", b"token"}


# The middleware the lane accounts for, in settings' order: each one's part in a move's answer is played below
# (``_admit``, ``_headed``, ``answer``), or it adds nothing to it (sessions, CSRF, authentication by session,
# messages, static files, the sign-in forms' throttle). With any other list, say a middleware added later, the
# lane takes nothing until its part is written here too.
ACCOUNTED_MIDDLEWARE = [
    "ops.metrics.RequestMetricsMiddleware",
    "ops.logs.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "api.middleware.BodySizeLimitMiddleware",
    "api.middleware.SignInThrottleMiddleware",
]


def wants(scope: dict) -> bool:
    """Whether the lane may take this request, from its line and headers alone (on the event loop, so cheap)."""
    if scope["method"] != "POST" or scope["query_string"] or not settings.MOVE_LANE:
        return False
    if settings.MIDDLEWARE != ACCOUNTED_MIDDLEWARE:
        return False
    if _PATH.fullmatch(scope["path"]) is None:
        return False
    headers = dict(scope["headers"])
    length = headers.get(b"content-length", b"")
    if not length.isdigit() or not 0 < int(length) <= LANE_MAX_BODY or b"transfer-encoding" in headers:
        return False
    if headers.get(b"content-type", b"").lower() not in _JSON:
        return False
    if headers.get(b"accept", b"").strip().lower() not in _ACCEPTS_JSON:
        return False
    keyword, _, key = headers.get(b"authorization", b"").partition(b" ")
    return keyword.lower() in _KEYWORDS and bool(key) and b" " not in key


class _Declined(Exception):
    """The full stack answers this request: the lane has written and counted nothing."""


class _MoveRequest(ASGIRequest):
    """The request as DRF's checks leave it for the view: its player and token (``user``, ``auth``, as a DRF
    ``Request`` holds them) and the play its path names."""

    def __init__(self, scope: dict, body: bytes, play_id: UUID) -> None:
        super().__init__(scope, io.BytesIO(body))
        self.play_id = play_id
        self.user: User
        self.auth: AccessToken


def _pass(request: HttpRequest) -> HttpResponse:  # the middleware below are asked for one side only
    raise AssertionError("not called")


_security = SecurityMiddleware(_pass)
_common = CommonMiddleware(_pass)
_cors = CorsMiddleware(_pass)
_frame = XFrameOptionsMiddleware(_pass)
_renderer = JSONRenderer()
_route: str | None = None


def _metrics_route() -> str:
    """The URL pattern the request metrics label a move with (``ops.metrics``): the resolver's, read once."""
    global _route
    if _route is None:
        _route = resolve(f"/api/v1/plays/{UUID(int=0)}/actions").route
    return _route


def _admit(request: _MoveRequest) -> None:
    """What would keep the view from running, checked as the middleware and DRF check it, up to DRF's throttles;
    raises ``_Declined`` where the full stack would answer otherwise than by running the view."""
    if _security.process_request(request) is not None or _common.process_request(request) is not None:
        raise _Declined  # an HTTPS redirect, a refused user agent
    try:
        request.get_host()
    except DisallowedHost:
        raise _Declined from None
    if body_refusal(
        transfer_encoding=request.META.get("HTTP_TRANSFER_ENCODING", ""),
        content_length=request.META.get("CONTENT_LENGTH"),
    ):
        raise _Declined
    try:
        authenticated = BearerTokenAuthentication().authenticate(request)
        if authenticated is None:
            raise _Declined
        request.user, request.auth = authenticated
        require_scope(request.auth, PlayActApi.required_scope)
    # An unknown token, a missing scope, the database down: the full stack's 401, 403 or 503.
    except Exception:
        raise _Declined from None


def _move(request: HttpRequest) -> HttpResponse:
    """``PlayActApi.post`` past DRF's throttles, its errors answered by the API's exception handler, the answer
    rendered and headed as DRF's ``finalize_response`` heads it."""
    assert isinstance(request, _MoveRequest)  # the only request the lane makes (Django's wrappers take any)
    view = PlayActApi()
    view.headers = view.default_response_headers  # as DRF's dispatch sets them; the throttles add theirs
    view.args, view.kwargs = (), {"play_id": request.play_id}
    try:
        # A DRF Request passes ``user`` and ``META``, all the throttles read, through to the request it wraps.
        view.check_throttles(request)  # type: ignore[arg-type]
        change = act(
            play_id=request.play_id,
            user=request.user,
            data=StrictJSONParser().parse(io.BytesIO(request.body)),
        )
        response = HttpResponse(_renderer.render(change.snapshot), content_type="application/json")
    except Exception as exc:
        refusal = api_exception_handler(
            exc, {"view": view, "args": (), "kwargs": view.kwargs, "request": request}
        )
        if refusal is None:
            raise  # a server error: answered as Django answers one (logged, api.errors.json_server_error)
        response = HttpResponse(
            _renderer.render(refusal.data), status=refusal.status_code, content_type="application/json"
        )
        for name, value in refusal.items():
            if name.lower() != "content-type":
                response[name] = value
    headers = dict(view.headers)
    vary = headers.pop("Vary", None)
    if vary is not None:
        patch_vary_headers(response, [part.strip() for part in vary.split(",")])
    for name, value in headers.items():
        response[name] = value
    return response


_move_answered = convert_exception_to_response(_move)


def _headed(request: HttpRequest) -> HttpResponse:
    """The view's answer through the response side of each middleware that heads it, innermost first, as
    Django's chain applies them (``settings.MIDDLEWARE``; the others add nothing to an API answer)."""
    assert isinstance(request, _MoveRequest)
    _admit(request)
    response = cast(HttpResponse, _move_answered(request))  # synchronous: a response, never an awaitable
    response = _frame.process_response(request, response)
    response = cast(HttpResponse, _common.process_response(request, response))
    _cors.add_response_headers(request, response)
    return _security.process_response(request, response)


_request_id = RequestIdMiddleware(_headed)


def answer(scope: dict, body: bytes, sender: type) -> HttpResponse | None:
    """The lane's answer to a request ``wants`` took, or None for the full stack. Runs in a request thread."""
    started = time.perf_counter()
    match = _PATH.fullmatch(scope["path"])
    assert match is not None  # wants() took it
    request = _MoveRequest(scope, body, UUID(match.group(1)))
    signals.request_started.send(sender=sender, scope=scope)
    try:
        response = _request_id(request)
    except _Declined:
        return None
    finally:
        signals.request_finished.send(sender=sender)
    if response.status_code >= 400:
        log_response("%s: %s", response.reason_phrase, request.path, response=response, request=request)
    REQUEST_SECONDS.labels(route=_metrics_route(), method="POST", status=str(response.status_code)).observe(
        time.perf_counter() - started
    )
    return response
