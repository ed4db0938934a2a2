"""Schemathesis over every operation with what a client forges beside the body (issue 44): the cursor of each
cursor-paged list as drawn, and the request headers the API reads (Authorization, Accept, Content-Type,
If-None-Match and If-Match, Idempotency-Key, X-Client-Install, X-Request-ID, the session and CSRF cookies,
Origin, X-Forwarded-For), with a fixed seed, so that every run sends the same requests.

No answer is a 5xx, every answer passes schemathesis' checks (the status is one its operation declares, the
body and headers are the declared ones), and every error is the project's error JSON with a code its response
lists (tests/contract/plugin.py checks that of every answer). test_fuzz_api.py steers cursors to the ones the
lists gave out and sends a valid bearer; this file does neither. What the fuzzing found: a charset that is no
text encoding (``application/json; charset=rot13``) was a 500; ``Accept: text/html`` was the browsable API's
HTML page (errors too); 406 and a public operation's 401 for a bad token were undeclared."""

from __future__ import annotations

import base64
import datetime as dt
from typing import Any
from urllib.parse import urlencode

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.specs.openapi.checks import positive_data_acceptance

from accounts.models import AccessToken
from accounts.services import token_issue
from config.wsgi import application as served_wsgi_application
from tests.factories import UserFactory
from tests.reliability.wsgi_fuzzing import connection_kept_open

pytestmark = pytest.mark.services

# The WSGI application as served (config/wsgi.py), with what wraps Django's: a charset that is no text encoding
# is dropped before Django builds the request (api.middleware.text_charset_only; ASGI: test_forged_parameters.py).
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", served_wsgi_application)
# The same requests on every run: a failure found once is found again (and in CI).
schema.config.seed = 44
schema.config.generation.update(
    allow_x00=False
)  # as in test_fuzz_api.py: the schema cannot say it of free keys
CURSOR_PATHS = [
    path
    for path, methods in schema.raw_schema["paths"].items()
    if any(p["name"] == "cursor" for p in methods.get("get", {}).get("parameters", []))
]

# ---------------------------------------------------------------------------------------------- cursors
UTC_EDGES = [dt.UTC, dt.timezone(dt.timedelta(hours=14)), dt.timezone(dt.timedelta(hours=-12))]
POSITIONS = st.one_of(
    st.datetimes(timezones=st.sampled_from(UTC_EDGES)).map(
        str
    ),  # years 1 to 9999, past the database's once in UTC
    st.dates().map(str),
    st.integers().map(str),
    st.uuids().map(str),
    st.text(st.characters(codec="latin-1"), max_size=40),
)


@st.composite
def drf_cursors(draw) -> str:
    """A cursor as DRF encodes one (base64 of ``o=&r=&p=``), each part present or not, with any value: the
    shape a client forging one would start from (``?cursor=cD14`` is ``p=x``)."""
    parts = draw(
        st.fixed_dictionaries(
            {},
            optional={
                "o": st.one_of(st.integers(min_value=-1, max_value=10**20).map(str), st.text(max_size=5)),
                "r": st.sampled_from(["0", "1", "2", "x", ""]),
                "p": POSITIONS,
            },
        ).filter(bool)  # no part at all is the empty cursor, which the schema's minLength already refuses
    )
    return base64.b64encode(urlencode(parts).encode("latin-1")).decode()


cursor_lists = schema.include(path=CURSOR_PATHS, method="GET")


@pytest.fixture
def forger(db):
    """A player and each kind of bearer a client may hold: valid, revoked, its user deactivated, a personal
    token without the read scope. The WSGI calls then run in the test's transaction."""
    player, gone = UserFactory(username="forger"), UserFactory(username="gone")
    revoked = token_issue(user=player, kind=AccessToken.Kind.LOGIN)
    revoked.token.revoked_at = dt.datetime.now(dt.UTC)
    revoked.token.save(update_fields=["revoked_at"])
    deactivated = token_issue(user=gone, kind=AccessToken.Kind.LOGIN).key
    gone.is_active = False
    gone.save(update_fields=["is_active"])
    bearers = {
        "valid": token_issue(user=player, kind=AccessToken.Kind.LOGIN).key,
        "revoked": revoked.key,
        "deactivated": deactivated,
        "no-read-scope": token_issue(
            user=player, kind=AccessToken.Kind.PERSONAL, name="w", scopes=["play"]
        ).key,
    }
    with connection_kept_open():
        yield bearers


def _code(response) -> str | None:
    try:
        return response.json()["error"]["code"]
    except (ValueError, KeyError, TypeError):
        return None


@cursor_lists.parametrize()
@cursor_lists.given(drawn=st.one_of(st.none(), drf_cursors()))
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_a_drawn_cursor_is_a_page_or_a_400_invalid_cursor_on_every_cursor_paged_list(case, drawn, forger):
    """A positive case's cursor is schemathesis' string, or one shaped as DRF's with any offset, direction
    and position (``drawn``); a negative case's stays as generated. The answer is a page (a cursor that names
    a place the list can start from), 400 ``invalid_cursor`` or what another parameter earns (404
    ``unknown_game``), never a 5xx: any other 400 to a positive case fails the data acceptance check."""
    headers = {"Authorization": f"Bearer {forger['valid']}"}
    forged = case.meta.generation.mode.is_positive and "cursor" in (case.query or {})
    if forged and drawn is not None:
        case.query["cursor"] = drawn
    response = case.call(headers=headers)
    assert response.status_code < 500, response.text[:300]
    refused = forged and response.status_code == 400 and _code(response) == "invalid_cursor"
    # A cursor is the server's opaque token, as a credential is: the schema says its shape ("a string"), not which
    # ones were given out, so refusing a forged one is no refusal of valid data. Every other check holds.
    case.validate_response(
        response, excluded_checks=[positive_data_acceptance] if refused else [], headers=headers
    )


# ---------------------------------------------------------------------------------------------- headers
# What a header value may hold on the wire: latin-1 text without controls, and no surrounding white space (HTTP
# strips it; the client refuses to send it).
HEADER_TEXT = st.text(
    st.characters(codec="latin-1", min_codepoint=0x20, exclude_characters="\x7f"), max_size=80
).map(str.strip)
AUTHORIZATION = st.one_of(
    st.sampled_from(["valid", "revoked", "deactivated", "no-read-scope"]).map(lambda kind: f"<{kind}>"),
    st.builds("Bearer {}".format, HEADER_TEXT),
    st.builds("Token {}".format, HEADER_TEXT),
    st.sampled_from(
        ["Bearer", "Bearer a b", "bearer  ", "Basic Zm9yZ2VyOnB3", "Bearer \xe9\xff", "Digest x"]
    ),
    HEADER_TEXT,
)
ACCEPT = st.one_of(
    st.sampled_from(
        [
            "application/json",
            "*/*",
            "application/*",
            "application/json; version=99",
            "application/json; indent=4",
            "text/html",
            "application/xml",
            "text/html, application/json;q=0.1",
            "text/plain;q=0",
            "*/*; q=nan",
        ]
    ),
    HEADER_TEXT,
)
CONTENT_TYPE = st.one_of(
    st.sampled_from(
        [
            "application/json",
            "application/json; charset=utf-8",
            "application/json; charset=latin-1",
            "application/json; charset=utf-16",
            "application/json; charset=rot13",
            "application/json; charset=base64",
            "application/json; charset=zlib",
            "application/json; charset=no-such-charset",
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "multipart/form-data; boundary=x",
        ]
    ),
    HEADER_TEXT,
)
ENTITY_TAGS = st.one_of(st.sampled_from(["*", 'W/"x"', '"a", W/"b"', "W/", '"', ",,"]), HEADER_TEXT)
FORGED_HEADERS = st.fixed_dictionaries(
    {},
    optional={
        "Authorization": AUTHORIZATION,
        "Accept": ACCEPT,
        "Content-Type": CONTENT_TYPE,
        "If-None-Match": ENTITY_TAGS,
        "If-Match": ENTITY_TAGS,
        "Idempotency-Key": HEADER_TEXT,
        "X-Client-Install": HEADER_TEXT,
        "X-Request-ID": HEADER_TEXT,
        "Cookie": st.builds("sessionid={}; csrftoken={}".format, HEADER_TEXT, HEADER_TEXT),
        "Origin": st.one_of(st.just("https://elsewhere.example"), HEADER_TEXT),
        "X-Forwarded-For": HEADER_TEXT,
    },
)


def _admits_json(accept: str) -> bool:
    """Whether DRF's negotiation finds the JSON renderer for ``accept`` (its own parsing, as the server does)."""
    from rest_framework.exceptions import NotAcceptable
    from rest_framework.negotiation import DefaultContentNegotiation
    from rest_framework.renderers import JSONRenderer
    from rest_framework.request import Request
    from rest_framework.test import APIRequestFactory

    request = Request(APIRequestFactory().get("/", HTTP_ACCEPT=accept))
    try:
        DefaultContentNegotiation().select_renderer(request, [JSONRenderer()])
    except NotAcceptable:
        return False
    return True


def _sends_a_bad_bearer(authorization: str | None, bearers: dict[str, str]) -> bool:
    """``Bearer``/``Token`` and anything but a live token (accounts.authentication reads both keywords)."""
    words = (authorization or "").split()
    live = {bearers["valid"], bearers["no-read-scope"]}
    return (
        bool(words) and words[0].lower() in ("bearer", "token") and (len(words) != 2 or words[1] not in live)
    )


@schema.parametrize()
@schema.given(forged=FORGED_HEADERS)
@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
def test_forged_headers_never_answer_a_5xx_nor_outside_the_contract(case, forged: dict[str, Any], forger):
    """Each header is left out or forged; the schema's own header parameters (Idempotency-Key, If-None-Match,
    X-Client-Install) and, where credentials are required, its Authorization are generated by schemathesis
    too, and a drawn header replaces the generated one. Without either, the request carries a valid bearer. A
    Content-Type goes with bodiless requests too, as clients send it (under WSGI its charset reached the query
    string's decoding)."""
    headers = {"Authorization": f"Bearer {forger['valid']}", **(case.headers or {}), **forged}
    kind = headers["Authorization"].strip("<>")
    if kind in forger:
        headers["Authorization"] = f"Bearer {forger[kind]}"
    response = case.call(headers=headers)
    assert response.status_code < 500, (headers, response.text[:300])
    if 200 <= response.status_code < 300:
        # A header never buys what the server refuses: no JSON without an Accept that admits it, no answer
        # for a token that is not a valid one on an operation that reads tokens.
        assert _admits_json(headers.get("Accept", "*/*")), (headers, response.status_code)
        reads_tokens = any("bearerAuth" in r for r in case.operation.definition.raw.get("security", []))
        assert not (reads_tokens and _sends_a_bad_bearer(headers.get("Authorization"), forger)), headers
    # The schema's data with forged headers may be refused (406, 415, 401...), and its data alone too where it
    # names credentials no one holds (auth_login's drawn password: 400 invalid_credentials): whether valid data is
    # accepted is test_fuzz_api.py's question, asked of seeded data with clean headers. Every other check holds.
    case.validate_response(response, excluded_checks=[positive_data_acceptance], headers=headers)
