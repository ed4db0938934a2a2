"""Pieces every API module shares: the error schema for the docs, throttles, the cursor paginator."""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import functools
from typing import Any
from urllib.parse import parse_qs, urlsplit

from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import OpenApiResponse, extend_schema_serializer, inline_serializer
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.pagination import CursorPagination

from api.error_codes import ErrorCode
from api.errors import ApiError
from api.schema import CODES_MARK
from api.throttles import ScopedThrottle


# Not "Error": openapi-python-client names a model's local variable after the model, and an "Error" model with
# an "error" field then assigns one to the other (mypy --strict fails on the generated SDK).
@extend_schema_serializer(component_name="ErrorResponse")
class ErrorSerializer(serializers.Serializer):
    class ErrorBody(serializers.Serializer):
        code = serializers.CharField(help_text="A stable snake_case code.")
        message = serializers.CharField(help_text="A sentence for a person.")
        details = serializers.DictField(help_text="Anything more: the field at fault, the current version...")

    error = ErrorBody()


_DESCRIPTIONS = {
    400: "The request is invalid; the message says what was wrong.",
    401: "No valid credentials.",
    403: "Not allowed (for a token: the missing scope is named).",
    404: "Not found, or not yours.",
    405: "Method not allowed.",
    406: "The Accept header admits no JSON: the API answers JSON only.",
    409: "Conflict with the current state (for example a stale version, or a request with the same "
    "Idempotency-Key still running).",
    410: "Gone: the game is over.",
    413: "The body is too large.",
    415: "The body is not JSON.",
    422: "The Idempotency-Key was sent before with another request.",
    500: "A failure on our side; it has been logged.",
    429: "Too many requests; see Retry-After.",
    503: "A backing service is unavailable.",
}


# The codes any operation may answer with a status it declares: the request's shape, credentials and limits.
_COMMON_CODES: dict[int, tuple[ErrorCode, ...]] = {
    400: (ErrorCode.INVALID, ErrorCode.INVALID_VALUE, ErrorCode.MALFORMED_JSON),
    401: (ErrorCode.NOT_AUTHENTICATED, ErrorCode.AUTHENTICATION_FAILED),
    403: (ErrorCode.MISSING_SCOPE, ErrorCode.PERMISSION_DENIED),
    404: (ErrorCode.NOT_FOUND,),
    405: (ErrorCode.METHOD_NOT_ALLOWED,),
    406: (ErrorCode.NOT_ACCEPTABLE,),
    413: (ErrorCode.PAYLOAD_TOO_LARGE,),
    415: (ErrorCode.UNSUPPORTED_MEDIA_TYPE,),
    429: (ErrorCode.THROTTLED,),
    503: (ErrorCode.SERVICE_UNAVAILABLE,),
}


def _coded_responses(common: set[int], extra: tuple[int | ErrorCode, ...]) -> dict[int, OpenApiResponse]:
    """Each status's error response, its description naming the codes it may carry (``add_error_codes`` copies
    them into ``x-error-codes``): the common ones of the status and the operation's own."""
    own = [item for item in extra if isinstance(item, ErrorCode)]
    statuses = common | {item for item in extra if isinstance(item, int)} | {code.status for code in own}
    responses = {}
    for status in sorted(statuses):
        codes = dict.fromkeys([*_COMMON_CODES.get(status, ()), *(c for c in own if c.status == status)])
        listed = ", ".join(f"`{code.code}`" for code in codes)
        responses[status] = OpenApiResponse(
            ErrorSerializer, description=f"{_DESCRIPTIONS[status]} {CODES_MARK}{listed}."
        )
    return responses


def error_responses(*extra: int | ErrorCode) -> dict[int, OpenApiResponse]:
    """The error responses of an operation that needs credentials: the common statuses, and those of the
    operation's own codes (``ErrorCode`` members) or statuses."""
    return _coded_responses({400, 401, 403, 405, 406, 413, 415, 429}, extra)


def public_error_responses(
    *extra: int | ErrorCode, optional_auth: bool = False
) -> dict[int, OpenApiResponse]:
    """The error responses of an operation anyone may call. ``optional_auth``: it also reads a bearer token
    when one is sent (to say ``my_play``, or to check a personal token's scope), so a token sent and not
    valid (malformed, revoked, its user deactivated) is a 401 there too, never ignored: a client must learn
    that its credentials are bad, not see another player's view."""
    return _coded_responses({400, 405, 406, 429} | ({401} if optional_auth else set()), extra)


class AuthThrottle(ScopedThrottle):
    """Sign-in and registration: per IP, tight, against password guessing."""

    scope_attr = "throttle_scope"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


# The query parameters of every cursor-paged list, as the paginator checks them.
CURSOR_HELP = "The cursor of a `next` or `previous` link this list gave out (any other is a 400)."
CURSOR_SCHEMA = {"type": "string", "minLength": 1}
PAGE_SIZE_SCHEMA = {"type": "integer", "minimum": 1, "maximum": 100}


CURSOR_FIELD_HELP = (
    "The next page's cursor, to send as ?cursor= (null on the last page): `next` without the URL."
)


def cursor_of(link: str | None) -> str | None:
    """The ``cursor`` parameter of a page link: a client should not have to parse it out of ``next``."""
    if link is None:
        return None
    return parse_qs(urlsplit(link).query).get("cursor", [None])[0]


class NewestFirstCursorPagination(CursorPagination):
    ordering: str | tuple[str, ...] = "-created_at"  # a subclass may order by more fields
    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100

    def get_paginated_response(self, data):
        response = super().get_paginated_response(data)
        response.data = {"cursor": cursor_of(response.data["next"]), **response.data}
        return response

    def paginate_queryset(self, queryset, request, view=None):
        # decode_cursor checks the cursor's position against the field the list is ordered by.
        self._model = queryset.model
        return super().paginate_queryset(queryset, request, view)

    def decode_cursor(self, request):
        # DRF answers a bad cursor with 404, which reads as "no such list"; it is a bad parameter. Its decoding
        # skips what is not base64, so that "!!!" read as no cursor at all: every cursor it gives out is strict.
        encoded = request.query_params.get(self.cursor_query_param)
        try:
            if encoded is not None:
                base64.b64decode(encoded.encode("ascii"), validate=True)
            cursor = super().decode_cursor(request)
        except (NotFound, binascii.Error, UnicodeEncodeError):
            raise ApiError(ErrorCode.INVALID_CURSOR, parameter="cursor") from None
        if cursor is not None and cursor.position is not None:
            self._check_position(cursor.position)
        return cursor

    def _check_position(self, position: object) -> None:
        """DRF filters by the cursor's position as it came: a forged one ("?cursor=cD14" is ``p=x``) reached
        the database as a date and came back a 500 (issue 44). A position the ordering field cannot hold, or
        PostgreSQL cannot store (a NUL, a date out of its range once in UTC), is a bad cursor."""
        field = self._model._meta.get_field(self.ordering[0].lstrip("-"))
        try:
            if "\x00" in str(position):
                raise ValueError("NUL")
            value = field.to_python(position)
            if isinstance(value, dt.datetime) and value.tzinfo is not None:
                value.astimezone(dt.UTC)
        except (DjangoValidationError, ValueError, TypeError, OverflowError):
            raise ApiError(ErrorCode.INVALID_CURSOR, parameter="cursor") from None


empty_ok = inline_serializer("Empty", fields={})


# One line of text with something besides blanks and no control character: a name (a league's, a token's). The
# schema publishes it, so a client's validator and the server agree (JSON Schema's \s is not Python's: the control
# characters \x1c to \x1f count as blanks to Python's strip, which is why they are excluded outright).
_TEXT = r"[^\x00-\x1f\x7f-\x9f]"
NAME_PATTERN = rf"^{_TEXT}*[^\s\x00-\x1f\x7f-\x9f]{_TEXT}*$"


class StrictRegexField(serializers.RegexField):
    """A string and nothing else (as ``StrictCharField``), matching the pattern the schema publishes."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictCharField(serializers.CharField):
    """A string and nothing else: DRF's CharField turns 0 into "0", which lets a number through where the
    schema promises a string."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


# The range of the database's integer columns: a larger number reached PostgreSQL and came back as a 500.
INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1


class StrictIntegerField(serializers.IntegerField):
    """A JSON number and nothing else (DRF's IntegerField accepts "3" and true), within a 32-bit integer
    unless the field narrows it. A number with no fraction (``3.0``, ``3e0``) is the integer 3: JSON Schema, the
    dialect of the OpenAPI 3.1 document, calls it one, and a client whose JSON library writes numbers as floats
    sends it (the schema's fuzzer does); ``3.5`` is refused."""

    def __init__(self, **kwargs):
        kwargs["min_value"] = max(kwargs.get("min_value", INT32_MIN), INT32_MIN)
        kwargs["max_value"] = min(kwargs.get("max_value", INT32_MAX), INT32_MAX)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        if isinstance(data, float) and data.is_integer():
            data = int(data)
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid")
        return data


def validated_body(serializer_class, request) -> dict:
    """The request body checked by ``serializer_class``: a JSON object with no unknown field, every value valid."""
    return validated_data(serializer_class, request.data)


@functools.cache
def _field_names(serializer_class) -> frozenset[str]:
    # Once per class: a serializer deep-copies its declared fields each time it is made.
    return frozenset(serializer_class().fields)


def validated_data(serializer_class, data: Any) -> dict:
    """``data`` checked by ``serializer_class`` as ``validated_body`` checks a body (WebSocket messages too)."""
    if not isinstance(data, dict):
        raise ApiError(ErrorCode.INVALID, "The body must be a JSON object.")
    unknown = sorted(set(data) - _field_names(serializer_class))
    if unknown:
        raise ApiError(ErrorCode.UNKNOWN_FIELD, f"Unknown field '{unknown[0]}'.", field=unknown[0])
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)
