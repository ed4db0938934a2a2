"""Secrets and logins (issue 23): no token in any log line (uvicorn's access log included), the session
sign-in forms share the API login's limit, revoking a token closes its sockets, and a login costs one password
hash whether or not the user exists."""

from __future__ import annotations

import asyncio
import datetime as dt
import json

import httpx
import pytest
import time_machine
import websockets
from django.conf import settings
from django.contrib.auth.hashers import MD5PasswordHasher
from django.test import Client
from rest_framework.test import APIClient
from websockets.typing import Subprotocol

from accounts.models import AccessToken
from accounts.services import token_issue
from api.rest import AuthThrottle
from api.websocket import CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED
from games.services import play_resign, play_start
from tests.factories import PASSWORD, UserFactory
from tests.live import LiveServer, next_state
from tests.processes import EmbeddedAsgiServer
from tests.support import EVENT_TIMEOUT

# ------------------------------------------------------------------------------------ logs of a live server


def test_no_token_reaches_the_log_of_a_live_uvicorn_its_access_log_included(tmp_path):
    # In JSON (LOG_FORMAT=json), which the server's own access log follows too, each line with its request's id
    # (issue 44: a 4xx's lines said "-", the access log stayed plain text).
    log = tmp_path / "uvicorn.log"
    server = EmbeddedAsgiServer(
        tmp_path / "db.sqlite3", log_path=log, access_log=True, extra_env={"LOG_FORMAT": "json"}
    ).start()
    try:
        token = httpx.post(f"{server.url}/api/v1/auth/guest").json()["token"]
        bearer = {"Authorization": f"Bearer {token}"}
        play = httpx.post(f"{server.url}/api/v1/plays", json={"game": "match3"}, headers=bearer).json()
        httpx.get(f"{server.url}/api/v1/me?token={token}", headers=bearer)
        refused = httpx.get(  # a 401, logged by Django and by the server
            f"{server.url}/api/v1/me",
            headers={"Authorization": f"Bearer {token}x", "X-Request-ID": "refused-1"},
        )
        assert refused.status_code == 401 and refused.headers["X-Request-ID"] == "refused-1"
        missing = httpx.get(f"{server.url}/api/v1/no-such-thing")  # a 404: the server names the request

        async def open_socket() -> dict:
            async with websockets.connect(f"{server.ws_url}/ws/plays/{play['id']}/?token={token}") as socket:
                return await next_state(socket)

        assert asyncio.run(open_socket())["id"] == play["id"]
    finally:
        server.stop()
    text = log.read_text()
    assert "/ws/plays/" in text and "/api/v1/me" in text, text  # the access lines were written
    assert token not in text and token[4:20] not in text
    assert "token=[redacted]" in text
    lines = [json.loads(line) for line in text.splitlines()]  # every line JSON, the server's own included
    for request, status in (("refused-1", 401), (missing.headers["X-Request-ID"], 404)):
        own = [line for line in lines if line["request_id"] == request]
        loggers = {line["logger"] for line in own}
        assert {"uvicorn.access", "django.request"} <= loggers, (request, own)
        assert [line["status"] for line in own if line["logger"] == "uvicorn.access"] == [status]


# ------------------------------------------------------------------------------------ sign-in forms


@pytest.mark.django_db
@pytest.mark.parametrize("form", ["/admin/login/"])
def test_the_session_sign_in_forms_share_the_api_logins_limit(monkeypatch, form):
    monkeypatch.setitem(AuthThrottle.THROTTLE_RATES, "auth", "3/min")
    UserFactory(username="dora", is_staff=True)
    browser = Client()
    api_guess = browser.post(
        "/api/v1/auth/login", {"username": "dora", "password": "guess-0"}, content_type="application/json"
    )
    guesses = [browser.post(form, {"username": "dora", "password": f"guess-{n}"}) for n in (1, 2)]
    assert api_guess.status_code == 400 and [g.status_code for g in guesses] == [200, 200]
    right = browser.post(form, {"username": "dora", "password": PASSWORD})
    assert right.status_code == 429 and int(right["Retry-After"]) > 0
    assert "_auth_user_id" not in browser.session  # the right password did not sign in once limited
    assert browser.get(form).status_code == 200  # showing the form is not an attempt


@pytest.mark.django_db
def test_a_sign_in_form_still_signs_in_within_the_limit():
    UserFactory(username="dora", is_staff=True)
    browser = Client()
    response = browser.post("/admin/login/", {"username": "dora", "password": PASSWORD})
    assert response.status_code == 302 and "_auth_user_id" in browser.session


@pytest.mark.django_db
def test_the_browsable_apis_sign_in_form_is_gone_with_it():
    # The API answers JSON only (no browsable renderer), so DRF's session form had no page to sign in to: one
    # password form fewer to keep limited. The admin's is the one session sign-in left.
    assert Client().get("/api-auth/login/").status_code == 404
    assert Client().post("/api-auth/login/", {"username": "x", "password": "y"}).status_code == 404


# ------------------------------------------------------------------------------------ revocation


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def test_revoking_a_token_closes_its_open_sockets_with_4401(live):
    alice = UserFactory(username="alice")
    key = token_issue(user=alice, kind=AccessToken.Kind.LOGIN).key
    play = play_start(user=alice, game="match3")

    async def scenario() -> int:
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play.id}/", subprotocols=[Subprotocol("bearer"), Subprotocol(key)]
        ) as socket:
            await next_state(socket)
            async with httpx.AsyncClient(base_url=live.url) as http:
                revoked = await http.post("/api/v1/auth/logout", headers={"Authorization": f"Bearer {key}"})
                assert revoked.status_code == 204
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)
            received = closed.value.rcvd
            assert received is not None, "the server closed without a close frame"
            return received.code

    assert asyncio.run(scenario()) == CLOSE_UNAUTHORIZED


def test_a_socket_whose_revocation_push_was_lost_is_closed_at_its_next_message_after_the_token_cache_time(
    live,
):
    alice = UserFactory(username="alice")
    issued = token_issue(user=alice, kind=AccessToken.Kind.LOGIN)
    play = play_start(user=alice, game="match3")

    async def scenario() -> int:
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play.id}/",
            subprotocols=[Subprotocol("bearer"), Subprotocol(issued.key)],
        ) as socket:
            state = await next_state(socket)
            # Revoked in the database only, as if the channel layer had been down when it happened.
            from asgiref.sync import sync_to_async
            from django.utils import timezone

            await sync_to_async(AccessToken.objects.filter(pk=issued.token.pk).update)(
                revoked_at=timezone.now()
            )
            move = {"type": "action", "action": state["legal_actions"][0]["action"], "expected_version": 0}
            # The server may trust its copy of the token for TOKEN_CACHE_SECONDS (accounts.selectors), no longer.
            later = timezone.now() + dt.timedelta(seconds=settings.TOKEN_CACHE_SECONDS + 1)
            with time_machine.travel(later):
                await socket.send(json.dumps(move))
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT)
            received = closed.value.rcvd
            assert received is not None, "the server closed without a close frame"
            return received.code

    assert asyncio.run(scenario()) == CLOSE_UNAUTHORIZED
    play.refresh_from_db()
    assert play.version == 0


# ------------------------------------------------------------------------------------ login cost


class CountingHasher(MD5PasswordHasher):
    """Django's fast test hasher, counting how many passwords it hashes."""

    calls = 0

    def encode(self, password, salt):
        CountingHasher.calls += 1
        return super().encode(password, salt)


@pytest.mark.django_db
@pytest.mark.parametrize("username", ["dora", "nobody"], ids=["existing user", "unknown user"])
def test_a_failed_login_hashes_one_password_whether_or_not_the_user_exists(api, settings, username):
    settings.PASSWORD_HASHERS = [f"{__name__}.CountingHasher"]
    UserFactory(username="dora")
    CountingHasher.calls = 0
    response = api.post("/api/v1/auth/login", {"username": username, "password": "wrong"}, format="json")
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_credentials"
    assert CountingHasher.calls == 1


# ------------------------------------------------------------------------------------ personal token scopes


def personal_client(user, scopes: list[str]) -> tuple[APIClient, AccessToken]:
    issued = token_issue(user=user, kind=AccessToken.Kind.PERSONAL, name="program", scopes=scopes)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {issued.key}")
    return client, issued.token


@pytest.mark.django_db
def test_a_personal_token_without_read_cannot_read_its_owners_play_log_replay_or_daily_attempt():
    alice = UserFactory(username="alice")
    play = play_start(user=alice, game="match3")
    finished = play_resign(
        play_id=play_start(user=alice, game="weaver").id, user=alice, expected_version=0
    ).play
    writer, _ = personal_client(alice, ["play", "submit"])
    reader, _ = personal_client(alice, ["read"])
    paths = (f"/api/v1/plays/{play.id}/log", f"/api/v1/plays/{finished.id}/replay", "/api/v1/daily/")
    for path in paths:
        refused = writer.get(path)
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "missing_scope", path
        assert reader.get(path).status_code == 200, path
    assert reader.get(f"/api/v1/plays/{play.id}/log").json()["actions"] == []


@pytest.mark.django_db
def test_a_personal_token_cannot_take_over_a_guest_by_setting_its_credentials():
    guest = UserFactory(username="guest-1", is_guest=True)
    program, _ = personal_client(guest, ["read", "play", "submit"])
    response = program.post(
        "/api/v1/auth/upgrade", {"username": "thief", "password": PASSWORD}, format="json"
    )
    assert response.status_code == 403 and response.json()["error"]["code"] == "login_required"
    guest.refresh_from_db()
    assert guest.is_guest and guest.username == "guest-1"
    signed_in = APIClient()
    signed_in.credentials(
        HTTP_AUTHORIZATION=f"Bearer {token_issue(user=guest, kind=AccessToken.Kind.LOGIN).key}"
    )
    upgraded = signed_in.post(
        "/api/v1/auth/upgrade", {"username": "owner", "password": PASSWORD}, format="json"
    )
    assert upgraded.status_code == 200 and upgraded.json()["username"] == "owner"


def test_a_play_socket_refuses_a_personal_token_without_read_with_4403(live):
    alice = UserFactory(username="alice")
    play = play_start(user=alice, game="match3")
    keys = {
        tuple(scopes): token_issue(user=alice, kind=AccessToken.Kind.PERSONAL, name="p", scopes=scopes).key
        for scopes in (["play"], ["read", "play"])
    }

    async def close_code(key: str) -> int | None:
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{play.id}/", subprotocols=[Subprotocol("bearer"), Subprotocol(key)]
        ) as socket:
            try:
                await next_state(socket)
            except websockets.ConnectionClosed as closed:
                return closed.rcvd.code if closed.rcvd else None
            return None

    assert asyncio.run(close_code(keys[("play",)])) == CLOSE_FORBIDDEN
    assert asyncio.run(close_code(keys[("read", "play")])) is None  # a state arrived
