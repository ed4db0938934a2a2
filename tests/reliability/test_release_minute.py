"""The release minute: a burst of players starting at once waits for the database pool instead of failing, and a
503 says "database unavailable" only when it is, in one log line (ops/request_slots.py, api/errors.py)."""

from __future__ import annotations

import asyncio

import httpx
import pytest
from django.db import connection

from accounts.models import AccessToken
from accounts.services import token_issue
from tests.factories import UserFactory
from tests.processes import AsgiServer, RedisServer, TcpProxy
from tests.support import database_url_for_children

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def redis_server():
    server = RedisServer().start()
    yield server
    server.stop()


def test_a_hundred_players_starting_at_once_get_no_503(redis_server):
    # Issue 36: 27 of 100 got 503 "The database is unavailable" with PostgreSQL up: 100 request threads waited on
    # the pool's 10 connections and gave up after its 3 s timeout. Now at most DB_POOL_MAX_SIZE of them run.
    tokens = [
        token_issue(user=UserFactory(username=f"burst{n}"), kind=AccessToken.Kind.LOGIN).key
        for n in range(100)
    ]
    # A small pool and a short wait for it make the difference show on any machine: unbounded, most of the 100
    # threads would wait over a second for one of 2 connections and answer 503: with REQUEST_THREADS=1000 added
    # here, 65 of 100 did. REQUEST_THREADS is left at its default, DB_POOL_MAX_SIZE.
    tight = {"DB_POOL_MAX_SIZE": "2", "DB_CONNECT_TIMEOUT": "1", "THROTTLE_ANON": "100000/min"}
    server = AsgiServer(redis_url=redis_server.url, extra_env=tight).start()

    async def burst() -> list[httpx.Response]:
        limits = httpx.Limits(max_connections=200, max_keepalive_connections=0)
        async with httpx.AsyncClient(base_url=server.url, timeout=120, limits=limits) as http:
            return await asyncio.gather(
                *(
                    http.post(
                        "/api/v1/plays",
                        json={"game": "weaver", "seed": f"burst-{n}"},
                        headers={"Authorization": f"Bearer {token}"},
                    )
                    for n, token in enumerate(tokens)
                )
            )

    try:
        responses = asyncio.run(burst())
    finally:
        server.stop()
    statuses = sorted(response.status_code for response in responses)
    assert statuses == [201] * 100, {s: statuses.count(s) for s in set(statuses)}


def test_a_database_that_is_down_is_named_in_one_log_line_without_a_traceback(redis_server):
    token = token_issue(user=UserFactory(username="alice"), kind=AccessToken.Kind.LOGIN).key
    port = int(connection.settings_dict["PORT"] or 5432)
    proxy = TcpProxy(port).resume()
    database_url = database_url_for_children().replace(f":{port}/", f":{proxy.port}/")
    server = AsgiServer(
        redis_url=redis_server.url, extra_env={"DATABASE_URL": database_url, "DB_CONNECT_TIMEOUT": "1"}
    ).start()
    try:
        proxy.pause()
        http = httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=15)
        for _ in range(3):
            response = http.post("/api/v1/plays", json={"game": "match3", "seed": "down"})
            assert response.status_code == 503
            assert (
                response.json()["error"]["message"] == "The database is unavailable; try again in a moment."
            )
    finally:
        server.stop()
        proxy.pause()
    assert server.process is not None and server.process.stderr is not None
    log = server.process.stderr.read().decode()
    assert "Traceback" not in log, log[-3000:]
    assert log.count("Database unavailable: ") == 3, log[-3000:]
