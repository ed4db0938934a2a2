"""``Idempotency-Key`` on the POSTs that create something: a retry after a lost answer gets the first answer
again instead of a second play (issue 34: the same key twice on ``POST /plays`` made two plays).

The first request with a key claims it in the cache (``cache.add``: Redis ``SET NX`` in the full stack, a
lock in the embedded local-memory cache), runs, and keeps its answer there for 24 hours. After it:

- the same key with the same request (method, path and JSON body, compared as parsed, so key order and spacing
  do not matter) gets the kept answer, with ``Idempotent-Replayed: true``;
- the same key with another request is ``422 idempotency_key_reused``, and nothing runs;
- the same key while the first request still runs (two tabs, an impatient retry) is ``409
  idempotency_key_in_use`` with ``Retry-After``: the two never both run.

Keys belong to the caller (the user, or for an anonymous request its address), so one client's key never
replays another's answer. Only a 2xx is kept: an error created nothing, so the key is released and the same
key may be sent again, corrected or not. A claim whose request died is released after ``PENDING_SECONDS``.

A key that is empty, over 255 characters or with a control character is ``400 invalid_idempotency_key`` naming
the header.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from typing import Any

from django.core.cache import cache
from drf_spectacular.utils import OpenApiParameter
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle

from api.error_codes import ErrorCode
from api.errors import ApiError, error_body

HEADER = "Idempotency-Key"
KEEP_SECONDS = 24 * 60 * 60
PENDING_SECONDS = 60  # far longer than any creation takes; a claim outlives its request only if it died
MAX_LENGTH = 255

IDEMPOTENCY_KEY = OpenApiParameter(
    HEADER,
    {"type": "string", "minLength": 1, "maxLength": MAX_LENGTH, "pattern": "^[^\\x00-\\x1f\\x7f]+$"},
    OpenApiParameter.HEADER,
    required=False,
    description="A key of your choosing (a UUID) that makes a retry safe: the same key and body within 24 h "
    "get the first answer again (Idempotent-Replayed: true); the same key with another body is 422 "
    "idempotency_key_reused; while the first request runs, 409 idempotency_key_in_use.",
)


# The codes an idempotent operation may answer besides its own: each one's error_responses names them.
IDEMPOTENCY_ERRORS = (
    ErrorCode.INVALID_IDEMPOTENCY_KEY,
    ErrorCode.IDEMPOTENCY_KEY_IN_USE,
    ErrorCode.IDEMPOTENCY_KEY_REUSED,
)


def valid_key(value: str) -> str:
    if not 0 < len(value) <= MAX_LENGTH or any(ord(c) < 0x20 or ord(c) == 0x7F for c in value):
        raise ApiError(
            ErrorCode.INVALID_IDEMPOTENCY_KEY,
            f"The {HEADER} header must be 1 to {MAX_LENGTH} characters with no control characters.",
            header=HEADER,
        )
    return value


def _caller(request) -> str:
    if request.user.is_authenticated:
        return f"user:{request.user.pk}"
    return f"address:{BaseThrottle().get_ident(request)}"  # the address the rate limits count by


def _fingerprint(request) -> str:
    body = json.dumps(request.data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(f"{request.method}\0{request.path}\0{body}".encode()).hexdigest()


def idempotent(handler: Callable[..., Response]) -> Callable[..., Response]:
    """Decorates an ``APIView``'s ``post``: see the module docstring. Runs after authentication, the scopes
    and the rate limits, so a replay is counted like any request."""

    @functools.wraps(handler)
    def post(view, request, *args: Any, **kwargs: Any) -> Response:
        key = request.headers.get(HEADER)
        if key is None:
            return handler(view, request, *args, **kwargs)
        valid_key(key)
        fingerprint = _fingerprint(request)
        slot = "idempotency:" + hashlib.sha256(f"{_caller(request)}\0{key}".encode()).hexdigest()
        if not cache.add(slot, {"fingerprint": fingerprint}, PENDING_SECONDS):
            kept = cache.get(slot)
            if kept is not None:
                return _answer_again(kept, fingerprint)
            # Released between the two calls (the first request failed): claim it now, or meet the next claim.
            if not cache.add(slot, {"fingerprint": fingerprint}, PENDING_SECONDS):
                return _answer_again(cache.get(slot) or {"fingerprint": fingerprint}, fingerprint)
        try:
            response = handler(view, request, *args, **kwargs)
        except BaseException:
            cache.delete(slot)
            raise
        if 200 <= response.status_code < 300:
            data = json.loads(JSONRenderer().render(response.data)) if response.data is not None else None
            cache.set(
                slot, {"fingerprint": fingerprint, "status": response.status_code, "data": data}, KEEP_SECONDS
            )
        else:
            cache.delete(slot)
        return response

    return post


def _answer_again(kept: dict, fingerprint: str) -> Response:
    if kept["fingerprint"] != fingerprint:
        raise ApiError(
            ErrorCode.IDEMPOTENCY_KEY_REUSED,
            f"This {HEADER} was sent with another request in the last 24 hours; use a new key for a new request.",
            header=HEADER,
        )
    if "status" not in kept:
        body = error_body(
            ErrorCode.IDEMPOTENCY_KEY_IN_USE,
            f"A request with this {HEADER} is still being answered; retry in a moment for its answer.",
            {"header": HEADER, "retry_after": 1},
        )
        return Response(body, status=409, headers={"Retry-After": "1"})
    return Response(kept["data"], status=kept["status"], headers={"Idempotent-Replayed": "true"})
