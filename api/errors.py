"""One error shape for the whole API: ``{"error": {"code", "message", "details"}}``."""

from __future__ import annotations

import logging
import time
from typing import Any

import psycopg
import redis
from django.conf import settings
from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.db import DatabaseError, DataError, InterfaceError, OperationalError
from django.http import Http404, JsonResponse
from psycopg_pool import PoolTimeout
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler

from api.error_codes import ErrorCode
from games.engines.base import EngineError

logger = logging.getLogger(__name__)


class ApiError(exceptions.APIException):
    """An error a service raises: a member of ``ErrorCode`` (which fixes the status), a message for a person
    (the member's sentence when none is given) and any details."""

    def __init__(self, code: ErrorCode, message: str | None = None, **details: Any) -> None:
        message = message or code.sentence
        super().__init__(detail=message, code=code.code)
        self.status_code = code.status
        self.error_code = code
        self.message = message
        self.details = details


_CODES = {
    exceptions.ParseError: ErrorCode.MALFORMED_JSON,
    exceptions.AuthenticationFailed: ErrorCode.AUTHENTICATION_FAILED,
    exceptions.NotAuthenticated: ErrorCode.NOT_AUTHENTICATED,
    exceptions.PermissionDenied: ErrorCode.PERMISSION_DENIED,
    exceptions.NotFound: ErrorCode.NOT_FOUND,
    exceptions.MethodNotAllowed: ErrorCode.METHOD_NOT_ALLOWED,
    exceptions.NotAcceptable: ErrorCode.NOT_ACCEPTABLE,
    exceptions.UnsupportedMediaType: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    exceptions.Throttled: ErrorCode.THROTTLED,
}


def error_body(code: ErrorCode, message: str, details: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"error": {"code": code.code, "message": message, "details": details or {}}}


def _first_message(detail: Any) -> str:
    if isinstance(detail, dict):
        for field, value in detail.items():
            message = _first_message(value)
            return message if field in ("non_field_errors", "detail") else f"{field}: {message}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, ApiError):
        return Response(error_body(exc.error_code, exc.message, exc.details), status=exc.status_code)
    if isinstance(exc, EngineError):
        # The engines may not import this floor: their codes are strings, each a member (a test keeps them so).
        code = ErrorCode.of(exc.code)
        return Response(error_body(code, exc.message, exc.details), status=code.status)
    if isinstance(exc, RequestDataTooBig):
        return Response(error_body(ErrorCode.PAYLOAD_TOO_LARGE, "The request body is too large."), status=413)
    if isinstance(exc, DataError):
        # A value the validation should have refused reached the database (out of range, a NUL, too long).
        # Nothing was stored (the statement failed); the request was wrong, not the service: a 400, logged so
        # that the missing validation gets written.
        logger.warning("A request's value was refused by the database: %s", exc, exc_info=True)
        return Response(
            error_body(ErrorCode.INVALID_VALUE, "A value in the request is out of range or not storable."),
            status=400,
        )
    if isinstance(exc, (redis.ConnectionError, redis.TimeoutError)):
        # The boards' mirror and the shared cache live in Redis: while it is down, what needs it is a 503 the
        # client can retry, not a 500 (moves do not need it and go on).
        logger.warning("Redis unavailable: %s", type(exc).__name__)
        return Response(
            error_body(
                ErrorCode.SERVICE_UNAVAILABLE, "A backing service is unavailable; try again in a moment."
            ),
            status=503,
            headers={"Retry-After": "5"},
        )
    if isinstance(exc, (OperationalError, InterfaceError)) or type(exc) is DatabaseError:
        return _database_refusal(exc)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()

    response = exception_handler(exc, context)
    if response is None:
        return None
    assert isinstance(exc, exceptions.APIException)  # DRF answers its own exceptions only
    if isinstance(exc, exceptions.ValidationError):
        body = error_body(ErrorCode.INVALID, _first_message(exc.detail), {"fields": exc.detail})
    elif isinstance(exc, exceptions.Throttled):
        wait = int(exc.wait or 1)  # type: ignore[attr-defined]  # Throttled sets it; DRF's stubs omit it
        body = error_body(
            ErrorCode.THROTTLED, f"Too many requests; try again in {wait} seconds.", {"retry_after": wait}
        )
    else:
        code = (
            getattr(exc, "error_code", None) or _CODES.get(type(exc)) or ErrorCode.of(str(exc.default_code))
        )
        message = str(exc.detail) if not isinstance(exc.detail, (dict, list)) else _first_message(exc.detail)
        if not message.endswith((".", "!", "?")):
            message += "."
        body = error_body(code, message)
    response.data = body
    return response


def _database_refusal(exc: Exception) -> Response:
    """A 503 that says what happened, in one log line (a 90-line traceback each, 27 times in a burst, buried the
    cause): "busy" when every pooled connection was in use, "unavailable" only when the database is."""
    cause = exc.__cause__ or exc
    busy = isinstance(cause, PoolTimeout) and _pool_in_use()
    logger.warning(
        "Database %s: %s: %s",
        "busy" if busy else "unavailable",
        type(cause).__name__,
        str(cause).strip()[:200],
    )
    message = (
        "Every database connection is in use; try again in a moment."
        if busy
        else "The database is unavailable; try again in a moment."
    )
    return Response(
        error_body(ErrorCode.SERVICE_UNAVAILABLE, message), status=503, headers={"Retry-After": "5"}
    )


_reachable: tuple[float, bool] = (0.0, False)  # (when, answer): one probe per few seconds per process


def _pool_in_use() -> bool:
    """Whether the pool timed out while the database answers (every connection taken: busy) rather than because
    it does not (down). The pool cannot tell: it also times out while it fails to reconnect. So one fresh
    connection is tried, outside the pool, at most every few seconds per process."""
    global _reachable
    when, answer = _reachable
    if time.monotonic() - when < 5:
        return answer
    db = settings.DATABASES["default"]
    try:
        psycopg.connect(
            dbname=db["NAME"],
            user=db.get("USER") or None,
            password=db.get("PASSWORD") or None,
            host=db.get("HOST") or None,
            port=db.get("PORT") or None,
            connect_timeout=1,
        ).close()
        answer = True
    except psycopg.Error:
        answer = False
    _reachable = (time.monotonic(), answer)
    return answer


def json_not_found(request, exception=None) -> JsonResponse:
    return JsonResponse(error_body(ErrorCode.NOT_FOUND, f"There is nothing at {request.path}."), status=404)


def json_server_error(request) -> JsonResponse:
    return JsonResponse(
        error_body(ErrorCode.SERVER_ERROR, "Something went wrong on our side; it has been logged."),
        status=500,
    )
