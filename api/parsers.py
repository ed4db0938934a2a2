"""One strict JSON reading for every body (REST and WebSocket alike).

Python's ``json`` accepts what the database and the JSON standard do not: ``NaN`` and ``Infinity``, numbers
such as ``1e400`` that become an infinite float, and NUL characters (``\\u0000``), which PostgreSQL refuses in
text and ``jsonb``. Each of them, nested in an action or a log, reached the database and came back as a 500
(issue 23). Refusing them here, once, before any serializer sees the data, covers every field of every body.
"""

from __future__ import annotations

import json
import math
from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class StrictJsonError(ValueError):
    """The text is not JSON, or holds a value the service does not store (the message says which)."""


def _refuse_constant(name: str) -> Any:
    raise StrictJsonError(f"{name} is not a JSON number.")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise StrictJsonError(f"The number {text[:32]} is too large.")
    return value


def _refuse_nul(value: Any) -> None:
    """Walks the decoded value without recursion (a deeply nested body must not exhaust the stack)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if "\x00" in item:
                raise StrictJsonError("Strings may not contain the NUL character (\\u0000).")
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)


def strict_loads(text: str | bytes) -> Any:
    """``json.loads`` that refuses NaN, Infinity, non-finite numbers and NUL characters anywhere."""
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except StrictJsonError:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, bad UTF-8, too many digits, too deep
        raise StrictJsonError(f"The body is not valid JSON: {exc}") from None
    _refuse_nul(value)
    return value


def is_text_encoding(charset: str) -> bool:
    """Whether ``charset`` decodes bytes to text. Django keeps any charset ``codecs.lookup`` knows as a request's
    encoding, and some of those transform bytes instead (rot13, base64, zlib): decoding with one raises
    LookupError. An unknown charset Django ignores (the default, UTF-8, is read); these are ignored the same way:
    a JSON body sent with ``Content-Type: application/json; charset=rot13`` was a 500 (issue 44, the header
    fuzzing), and under WSGI a query string too (``api.middleware.text_charset_only``)."""
    try:
        b"a".decode(charset)  # not b"": decoding nothing succeeds with any codec
    except UnicodeDecodeError:
        return True  # a text encoding that "a" alone is not valid in (UTF-16)
    except (LookupError, ValueError):  # ValueError: a NUL in the name
        return False
    return True


class StrictJSONParser(JSONParser):
    """DRF's JSON parser with :func:`strict_loads`: what it refuses is a 400 ``malformed_json``."""

    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", "utf-8")
        if not is_text_encoding(encoding):
            encoding = "utf-8"  # as with a charset Django does not know
        try:
            raw = stream.read() if stream is not None else b""
            return strict_loads(raw.decode(encoding))
        except (StrictJsonError, UnicodeDecodeError) as exc:
            raise ParseError(str(exc)) from None
