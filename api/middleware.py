from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import reverse
from django.utils.http import parse_header_parameters

from api.error_codes import ErrorCode
from api.errors import error_body
from api.parsers import is_text_encoding
from api.rest import AuthThrottle


def body_refusal(*, transfer_encoding: str, content_length: str | None) -> tuple[int, dict] | None:
    """(status, error body) when a request body must be refused before it is read, else None.

    - chunked (no Content-Length): Django reads a body up to Content-Length, so a chunked move was read as
      empty and answered "field required" (issue 23): refused with 411, saying why, rather than misread;
    - over ``DATA_UPLOAD_MAX_MEMORY_SIZE``: 413. Django checks that limit only when ``request.body`` is read,
      and DRF's JSON parser reads the stream directly.
    """
    if "chunked" in transfer_encoding.lower():
        message = "Send the body with a Content-Length; chunked bodies are not accepted."
        return 411, error_body(ErrorCode.LENGTH_REQUIRED, message)
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    try:
        length = int(content_length or 0)
    except ValueError:
        length = 0
    if limit is not None and length > limit:
        message = f"The request body is {length} bytes; the limit is {limit} bytes."
        return 413, error_body(ErrorCode.PAYLOAD_TOO_LARGE, message, {"limit": limit})
    return None


def without_unreadable_charset(content_type: str) -> str | None:
    """``content_type`` without its charset when that charset is no text encoding (``api.parsers``), else None.

    Django's WSGI request decodes the query string with the request's charset (its ASGI request with UTF-8),
    while it is built, before any middleware: under WSGI ``GET /api/v1/plays?cursor=x`` with ``Content-Type:
    application/json; charset=rot13`` was a 500 (issue 44, the header fuzzing). Without the charset the request
    reads as UTF-8, as with a charset Django does not know."""
    mime, parameters = parse_header_parameters(content_type)
    charset = parameters.get("charset")
    if charset is None or is_text_encoding(charset):
        return None
    return "; ".join([mime, *(f"{name}={value}" for name, value in parameters.items() if name != "charset")])


def text_charset_only(app):
    """A WSGI application around ``app`` that drops a charset that is no text encoding from the request's
    Content-Type (``without_unreadable_charset``) before Django builds the request (config/wsgi.py)."""

    def application(environ, start_response):
        kept = without_unreadable_charset(environ.get("CONTENT_TYPE", ""))
        if kept is not None:
            environ = {**environ, "CONTENT_TYPE": kept}
        return app(environ, start_response)

    return application


class BodySizeLimitMiddleware:
    """Refuse oversized API bodies with 413 before anything parses them, and chunked ones with 411
    (``body_refusal``). Under ASGI ``RequestBodyGuard`` refuses them earlier still, before Django reads the
    body; this covers WSGI and the test client."""

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        refusal = body_refusal(
            transfer_encoding=request.META.get("HTTP_TRANSFER_ENCODING", ""),
            content_length=request.META.get("CONTENT_LENGTH"),
        )
        if refusal is not None:
            status, body = refusal
            return JsonResponse(body, status=status)
        return self.get_response(request)


class RequestBodyGuard:
    """ASGI wrapper: Django's ASGI handler reads the whole body (to memory, then to a temporary file) before
    any middleware runs, whatever its size and however it is sent. This answers ``body_refusal``'s 411 and
    413 from the headers alone, so a huge or endless body is never read."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            headers = {name.lower(): value for name, value in scope.get("headers", [])}
            refusal = body_refusal(
                transfer_encoding=headers.get(b"transfer-encoding", b"").decode("latin1"),
                content_length=headers.get(b"content-length", b"").decode("latin1") or None,
            )
            if refusal is not None:
                await _send_refusal(send, *refusal)
                return
            try:
                await self.app(scope, _body_deadline(receive), send)
            except BodyTimeout:
                # Nothing ran: the view waits for the whole body. The server closes the connection after this
                # answer, since the body was never read to its end.
                seconds = settings.REQUEST_BODY_TIMEOUT_SECONDS
                await _send_refusal(
                    send,
                    408,
                    error_body(
                        ErrorCode.REQUEST_TIMEOUT, f"The request body took longer than {seconds} s to arrive."
                    ),
                )
            return
        await self.app(scope, receive, send)


class BodyTimeout(Exception):
    pass


def _body_deadline(receive):
    """``receive`` that gives up on a body not complete within ``REQUEST_BODY_TIMEOUT_SECONDS`` of the headers.

    Issue 36: 40 connections sending a body a byte every 2 s were all still open after 30 s, each holding a
    request in the server (uvicorn has no body or header timeout of its own; headers are the proxy's to time,
    docs/operations.md). Once the body is in, later receives (the wait for a disconnect) have no deadline."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + settings.REQUEST_BODY_TIMEOUT_SECONDS
    complete = False

    async def receive_in_time():
        nonlocal complete
        if complete:
            return await receive()
        try:
            message = await asyncio.wait_for(receive(), max(deadline - loop.time(), 0))
        except TimeoutError:
            raise BodyTimeout from None
        if message["type"] != "http.request" or not message.get("more_body"):
            complete = True
        return message

    return receive_in_time


async def _send_refusal(send, status: int, body: dict) -> None:
    payload = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(payload)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


class SignInThrottleMiddleware:
    """The session sign-in form (``/admin/login/``) shares the API login's limit.

    They are Django's own views, outside DRF, so the API's throttles never ran on them: 40 password guesses
    in a row were answered, then the right one signed in (issue 23). Each POST is counted by the same
    throttle, scope and key as ``POST /api/v1/auth/login`` (``THROTTLE_AUTH`` per address, counted in Redis
    when there is one), so the three routes share one budget.
    """

    view = SimpleNamespace(throttle_scope="auth")

    def __init__(self, get_response) -> None:
        self.get_response = get_response
        self._paths: frozenset[str] | None = None

    def _sign_in_paths(self) -> frozenset[str]:
        if self._paths is None:
            self._paths = frozenset({reverse("admin:login")})
        return self._paths

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST" and request.path in self._sign_in_paths():
            throttle = AuthThrottle()
            if not throttle.allow_request(request, self.view):
                wait = int(throttle.wait() or 1)
                response = HttpResponse(
                    f"Too many sign-in attempts from your address; try again in {wait} seconds.",
                    status=429,
                    content_type="text/plain; charset=utf-8",
                )
                response["Retry-After"] = str(wait)
            else:
                response = self.get_response(request)
            if throttle.state is not None:  # None when the cache was down and nothing was counted
                for name, value in throttle.state.headers().items():
                    response[name] = value
            return response
        return self.get_response(request)
