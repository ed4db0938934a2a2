"""No query parameter or header a client can forge answers 5xx (issue 44: ``?cursor=cD14``, which decodes to
``p=x``, was a 500 on every cursor-paged list, Django's debug page on the embedded default). Each request goes
over real HTTP to a live server; the cursors also to the embedded default (``test_embedded_default.py``)."""

from __future__ import annotations

import base64
from urllib.parse import quote

import httpx
import pytest

from tests.live import LiveServer

pytestmark = pytest.mark.django_db(transaction=True)


def forged(text: str) -> str:
    """A cursor as DRF encodes one (``o``, ``r``, ``p``), with whatever values a client chose, for a URL."""
    return quote(base64.b64encode(text.encode("latin-1")).decode(), safe="")


# Every cursor-paged list, signed in (the plays and scores are a player's; the archive is public too).
CURSOR_LISTS = [
    "/api/v1/daily/",
    "/api/v1/daily/archive/",
    "/api/v1/plays",
    "/api/v1/me/scores",
    "/api/v1/leaderboards/",
]
FORGED_CURSORS = [
    "cD14",  # p=x
    forged("p=\x00"),
    forged("p="),
    forged("p=9999-12-31 23:59:59-05:00"),  # past PostgreSQL's range once in UTC
    forged("p=0001-01-01 00:00:00+05:00"),
    forged("p=2026-13-45"),
    forged("o=99999999999999999999&r=1&p=x"),
    forged("r=x"),
    forged("o=-1"),
    "!!!",
    "%00",
]


def test_a_forged_cursor_is_a_400_invalid_cursor_on_every_cursor_paged_list(live, alice_token):
    with httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {alice_token}"}) as http:
        for url in CURSOR_LISTS:
            for cursor in FORGED_CURSORS:
                response = http.get(f"{url}?cursor={cursor}")
                assert response.status_code == 400, (url, cursor, response.text[:300])
                # A NUL is refused by the list's query check before the paginator reads the cursor.
                expected = {"invalid_cursor", "invalid"} if cursor == "%00" else {"invalid_cursor"}
                assert response.json()["error"]["code"] in expected, (url, cursor, response.text)


def test_the_public_archive_refuses_a_forged_cursor_to_a_guest_too(live):
    for url in ("/api/v1/daily/", "/api/v1/daily/archive/"):
        response = httpx.get(f"{live.url}{url}?cursor=cD14")
        assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_cursor"


HUGE = "99999999999999999999"
# Other query parameters and headers, at the edges of what each may hold: never a 5xx.
FORGED_QUERIES = [
    f"/api/v1/daily/archive/?from={HUGE}",
    "/api/v1/daily/archive/?from=2026-02-30",
    "/api/v1/daily/archive/?game=%00",
    f"/api/v1/daily/archive/?page_size={HUGE}",
    "/api/v1/daily/archive/?page_size=-1",
    "/api/v1/me/scores?play=not-a-uuid",
    "/api/v1/me/scores?game=%00",
    f"/api/v1/me/scores?page_size={HUGE}",
    "/api/v1/me/calendar?month=9999-99",
    "/api/v1/me/calendar?month=0000-01",
    "/api/v1/me/calendar?month=%00",
    f"/api/v1/leaderboards/?limit={HUGE}",
    "/api/v1/leaderboards/?kind=%00&period=%00",
    "/api/v1/race-lobbies?game=%00",
    "/api/v1/plays?status=%00&mode=%00",
]
FORGED_HEADERS = [
    {"If-None-Match": '"' + "x" * 10_000 + '"'},
    {"If-None-Match": "W/"},
    {"If-None-Match": "*,*,,"},
    {"X-Request-ID": "x" * 10_000},
    {"X-Request-ID": "é x".encode("latin-1")},
    {"Accept": "application/json; version=99"},
    {"Accept": "*/*; q=nan"},
    {"Authorization": "Bearer " + "x" * 10_000},
    {"Authorization": "Bearer é".encode("latin-1")},
    {"Authorization": "Token"},
]


def test_forged_query_parameters_and_headers_are_never_a_server_error(live, alice_token):
    bearer = {"Authorization": f"Bearer {alice_token}"}
    with httpx.Client(base_url=live.url) as http:
        for url in FORGED_QUERIES:
            response = http.get(url, headers=bearer)
            assert 400 <= response.status_code < 500, (url, response.status_code, response.text[:300])
            assert response.json()["error"]["code"], url
        for headers in FORGED_HEADERS:
            # A public operation answers a bad bearer 401, which its schema does not declare (the contract's
            # half of issue 44): those go to one that needs credentials.
            public = ("/api/v1/games/", "/api/v1/daily/today/") if "Authorization" not in headers else ()
            for url in ("/api/v1/plays", *public):
                response = http.get(url, headers={**bearer, **headers})
                assert response.status_code < 500, (url, headers, response.status_code, response.text[:300])
        too_long = http.post(
            "/api/v1/plays", json={"game": "match3"}, headers={**bearer, "Idempotency-Key": "k" * 256}
        )
        assert too_long.status_code == 400
        assert too_long.json()["error"]["code"] == "invalid_idempotency_key"
        latin = http.post(
            "/api/v1/plays",
            json={"game": "match3"},
            headers={**bearer, "Idempotency-Key": "é".encode("latin-1")},
        )
        assert latin.status_code == 201, latin.text[:300]


@pytest.mark.parametrize("charset", ["rot13", "base64", "zlib"])
def test_a_charset_that_is_no_text_encoding_is_read_as_utf_8_not_a_server_error(live, alice_token, charset):
    """Django decoded the query string with it while building the request, before any middleware: a 500 on
    every path with a query (issue 44, the header fuzzing). It is dropped, as an unknown charset is ignored."""
    headers = {
        "Authorization": f"Bearer {alice_token}",
        "Content-Type": f"application/json; charset={charset}",
    }
    with httpx.Client(base_url=live.url, headers=headers) as http:
        listed = http.get("/api/v1/plays?page_size=1")
        assert listed.status_code == 200, listed.text[:300]
        started = http.post("/api/v1/plays", content=b'{"game": "match3"}')
        assert started.status_code == 201 and started.json()["game"] == "match3", started.text[:300]


@pytest.fixture
def live():
    server = LiveServer().start()
    yield server
    server.stop()


@pytest.fixture
def alice_token(alice):
    from accounts.models import AccessToken
    from accounts.services import token_issue

    return token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key
