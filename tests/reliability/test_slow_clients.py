"""A body that arrives too slowly is answered 408 and its connection closed after ``REQUEST_BODY_TIMEOUT_SECONDS``,
with nothing written (api.middleware.RequestBodyGuard). Issue 36: 40 connections sending a body one byte every
2 s were all still open after 30 s."""

from __future__ import annotations

import json
import socket
import time

import httpx
import pytest

from accounts.models import AccessToken
from accounts.services import token_issue
from games.models import Play
from tests.factories import UserFactory
from tests.live import LiveServer


@pytest.fixture
def live(transactional_db, settings):
    settings.REQUEST_BODY_TIMEOUT_SECONDS = 2
    server = LiveServer().start()
    yield server
    server.stop()


def test_a_body_sent_a_byte_at_a_time_is_refused_with_408_and_nothing_is_written(live):
    token = token_issue(user=UserFactory(username="alice"), kind=AccessToken.Kind.LOGIN).key
    body = json.dumps({"game": "match3", "seed": "slow"}).encode()
    head = (
        f"POST /api/v1/plays HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", live.port), timeout=10) as connection:
        connection.sendall(head)
        answer = b""
        for byte in body:  # one byte every half second: the whole body would take over 15 s
            try:
                connection.sendall(bytes([byte]))
            except OSError:
                break  # the server closed the connection
            connection.settimeout(0.5)
            try:
                chunk = connection.recv(65536)
            except TimeoutError:
                continue
            answer += chunk
            if not chunk or b"\r\n\r\n" in answer:
                break
        connection.settimeout(5)
        while chunk := connection.recv(65536):  # the rest of the answer, then the server's close (b"")
            answer += chunk
    elapsed = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
    assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["error"]["code"] == "request_timeout"
    assert 1.5 < elapsed < 8
    assert Play.objects.count() == 0


def test_a_body_in_time_is_served(live):
    token = token_issue(user=UserFactory(username="alice"), kind=AccessToken.Kind.LOGIN).key
    response = httpx.post(
        f"{live.url}/api/v1/plays",
        json={"game": "match3", "seed": "quick"},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 201
