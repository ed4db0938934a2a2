"""Logs an operator can search: every line of a request carries its id, JSON on demand, errors to Sentry.

- ``RequestIdMiddleware`` takes the request's ``X-Request-ID`` (from the proxy; a short token of letters,
  digits, ``-`` and ``_``) or makes one, keeps it for the request's thread and answers it in ``X-Request-ID``.
- ``RequestIdFilter`` (on the console handler) puts it on every record as ``request_id`` (``-`` outside a request).
- ``JsonFormatter`` (``LOG_FORMAT=json``): one object a line, ``time``, ``level``, ``logger``, ``message``,
  ``request_id`` and ``exc`` for a traceback (and uvicorn's access fields: ``client``, ``method``, ``path``,
  ``status``). The redaction filter runs first (``ops.log_redaction``). ``format_every_handler`` puts it on the
  server's and Celery's own handlers too.
- ``sentry_init`` (``SENTRY_DSN``): errors and their tracebacks, without personal data (no cookies, headers,
  user or body), the secrets redacted from the messages as in the logs.
"""

from __future__ import annotations

import contextvars
import datetime as dt
import json
import logging
import re
import uuid
from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse

from ops.log_redaction import redact

request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")
_ACCEPTED = re.compile(r"^[A-Za-z0-9_\-]{1,64}$")


def request_id_of(sent: str) -> str:
    """The id a request goes by: the one its proxy sent when it is a short token, else a new one."""
    return sent if _ACCEPTED.match(sent) else uuid.uuid4().hex


def request_id_from_scope(scope: dict) -> str:
    """``request_id_of`` from an ASGI scope's headers (``NamedRequests`` names the request before Django runs)."""
    sent = next((v for k, v in scope.get("headers", ()) if k == b"x-request-id"), b"")
    return request_id_of(sent.decode("latin-1"))


class NamedRequests:
    """Plain ASGI around the HTTP application: names each request in its own context before Django runs, so that
    Django's "Bad Request" line (written once the middleware have returned) and the server's access line (written
    as the answer is sent) carry its id too; the request's thread inherits the context (asgiref copies it)."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            request_id.set(request_id_from_scope(scope))
        return await self.app(scope, receive, send)


class RequestIdMiddleware:
    """Names the request. Under ASGI ``NamedRequests`` has named it already, in the context that
    also writes Django's "Bad Request" line after the middleware have returned and the server's access line: the
    middleware keeps that id. Elsewhere (WSGI, the test client) it names the request itself."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        named = request_id.get()
        value = named if named != "-" else request_id_of(request.headers.get("X-Request-ID", ""))
        token = request_id.set(value)
        try:
            response = self.get_response(request)
        finally:
            request_id.reset(token)
        response["X-Request-ID"] = value
        return response


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", request_id.get()),
        }
        if record.name == "uvicorn.access" and isinstance(record.args, tuple) and len(record.args) == 5:
            # uvicorn's access line: its fields, searchable one by one.
            client, method, path, http_version, status = record.args
            entry.update(client=client, method=method, path=path, http_version=http_version, status=status)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            entry["exc"] = record.exc_text
        return json.dumps(entry, ensure_ascii=False)


def format_every_handler(log_format: str) -> None:
    """The chosen format on every handler configured so far, the server's own included: uvicorn configures its
    loggers before it loads the application, and its access log stayed plain text under ``LOG_FORMAT=json``
    (issue 44). Each line gets the request's id too (``-`` outside a request)."""
    loggers = [logging.getLogger()] + [
        logger for logger in logging.Logger.manager.loggerDict.values() if isinstance(logger, logging.Logger)
    ]
    for logger in loggers:
        for handler in logger.handlers:
            if not any(isinstance(existing, RequestIdFilter) for existing in handler.filters):
                handler.addFilter(RequestIdFilter())
            if log_format == "json" and not isinstance(handler.formatter, JsonFormatter):
                handler.setFormatter(JsonFormatter())


def _scrub(event: Any, hint: Any) -> Any:
    for value in (event.get("logentry") or {}, event.get("message")):
        if isinstance(value, dict) and isinstance(value.get("message"), str):
            value["message"] = redact(value["message"])
    if isinstance(event.get("message"), str):
        event["message"] = redact(event["message"])
    return event


def sentry_init(dsn: str) -> None:
    import sentry_sdk  # only when a DSN is set: nothing of it loads otherwise

    # Django's and Celery's integrations are enabled by the SDK itself when it finds them.
    sentry_sdk.init(dsn=dsn, send_default_pii=False, before_send=_scrub, traces_sample_rate=0)
