"""Security: CSRF on session writes, rate limits with Retry-After, body limits, nothing secret in logs."""

from __future__ import annotations

import datetime as dt
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest
import time_machine
from django.test import Client
from rest_framework.test import APIRequestFactory

from accounts.apis import UserRegisterApi
from api.rest import AuthThrottle
from games.apis import ActionThrottle
from games.daily.generation import challenge_generate
from games.models import DailyChallenge, Play
from games.selectors import play_log
from leaderboards.apis import SubmissionThrottle
from leaderboards.models import Score
from ops.log_redaction import RedactSecretsFilter, redact
from tests.factories import PASSWORD, UserFactory

pytestmark = pytest.mark.django_db


def test_session_authenticated_writes_need_the_csrf_token(alice):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    refused = browser.post("/api/v1/plays", {"game": "match3"}, content_type="application/json")
    assert refused.status_code == 403 and "CSRF" in refused.json()["error"]["message"]
    assert not Play.objects.exists()
    browser.get("/admin/login/")  # sets the csrftoken cookie
    token = browser.cookies["csrftoken"].value
    accepted = browser.post(
        "/api/v1/plays", {"game": "match3"}, content_type="application/json", HTTP_X_CSRFTOKEN=token
    )
    assert accepted.status_code == 201


@pytest.mark.parametrize(
    ("throttle", "request_once"),
    [
        (
            AuthThrottle,
            lambda c, n: c.post(
                "/api/v1/auth/register", {"username": f"u{n}", "password": "pw"}, format="json"
            ),
        ),
        (
            ActionThrottle,
            lambda c, n: c.post(
                f"/api/v1/plays/{c.play_id}/actions",
                {"action": {"type": "x"}, "expected_version": 0},
                format="json",
            ),
        ),
        (
            SubmissionThrottle,
            lambda c, n: c.post(
                "/api/v1/scores", {"game": "match3", "seed": f"s{n}", "actions": []}, format="json"
            ),
        ),
    ],
    ids=["registration", "actions", "submissions"],
)
def test_rate_limits_answer_429_with_retry_after(alice_api, monkeypatch, throttle, request_once):
    if throttle is AuthThrottle:  # a scoped throttle reads its rate per request from the table
        monkeypatch.setitem(throttle.THROTTLE_RATES, "auth", "3/min")
    else:
        monkeypatch.setattr(throttle, "rate", "3/min", raising=False)
    alice_api.play_id = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()["id"]
    codes = [request_once(alice_api, n).status_code for n in range(3)]
    assert 429 not in codes
    limited = request_once(alice_api, 99)
    assert limited.status_code == 429 and int(limited["Retry-After"]) > 0
    assert limited.json()["error"]["code"] == "throttled"


@pytest.mark.services
def test_a_burst_of_sign_ins_from_many_threads_is_counted_exactly(monkeypatch):
    """Forty requests at once from one address against a limit of ten: exactly ten pass. (DRF's stock
    throttle reads and writes back a list, so concurrent requests overwrite each other's counts.)"""
    monkeypatch.setitem(AuthThrottle.THROTTLE_RATES, "auth", "10/min")
    view = SimpleNamespace(throttle_scope="auth")
    start = threading.Barrier(40)

    def sign_in(_: int) -> bool:
        request = APIRequestFactory().post("/api/v1/auth/login", REMOTE_ADDR="203.0.113.9")
        start.wait()
        return AuthThrottle().allow_request(request, view)

    with ThreadPoolExecutor(max_workers=40) as pool:
        allowed = list(pool.map(sign_in, range(40)))
    assert allowed.count(True) == 10
    refused = AuthThrottle()
    assert not refused.allow_request(APIRequestFactory().post("/", REMOTE_ADDR="203.0.113.9"), view)
    assert 0 < refused.wait() <= 60


@pytest.mark.services
def test_a_counter_that_lost_its_expiry_between_two_steps_gets_one_back(monkeypatch):
    """A key that expires after one request read it and is recreated by the next INCR has no expiry: the
    next request must give it one, or the client would be refused for ever once over the limit."""
    from ops.redis_pool import redis_client

    monkeypatch.setitem(AuthThrottle.THROTTLE_RATES, "auth", "10/min")
    view = SimpleNamespace(throttle_scope="auth")
    request = APIRequestFactory().post("/api/v1/auth/login", REMOTE_ADDR="203.0.113.10")
    throttle = AuthThrottle()
    assert throttle.allow_request(request, view)
    key = throttle.key
    redis_client().persist(key)  # as if the key had expired and INCR had recreated it without an expiry
    assert redis_client().ttl(key) == -1
    assert AuthThrottle().allow_request(APIRequestFactory().post("/", REMOTE_ADDR="203.0.113.10"), view)
    assert 0 < redis_client().ttl(key) <= 60


@pytest.mark.services
def test_the_counter_goes_on_after_redis_forgot_its_script(monkeypatch):
    """The count is one script (EVALSHA); a Redis restart empties its script cache, and the next request must
    load it again and count on, not fail open for good."""
    from ops.redis_pool import redis_client

    monkeypatch.setitem(AuthThrottle.THROTTLE_RATES, "auth", "2/min")
    view = SimpleNamespace(throttle_scope="auth")

    def request():
        return APIRequestFactory().post("/api/v1/auth/login", REMOTE_ADDR="203.0.113.11")

    assert AuthThrottle().allow_request(request(), view)
    redis_client().script_flush()
    assert AuthThrottle().allow_request(request(), view)
    refused = AuthThrottle()
    assert not refused.allow_request(request(), view)
    assert refused.state is not None and refused.state.remaining == 0 and 0 < refused.wait() <= 60


def test_a_five_megabyte_action_is_refused_and_nothing_is_stored(alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    body = '{"action": {"type": "slide", "padding": "' + "x" * 5_000_000 + '"}, "expected_version": 0}'
    response = alice_api.post(
        f"/api/v1/plays/{play['id']}/actions", data=body, content_type="application/json"
    )
    assert response.status_code == 413
    stored = Play.objects.get(pk=play["id"])
    assert stored.version == 0 and play_log(stored) == []


def test_tokens_passwords_and_daily_seeds_never_reach_a_log_line(api, alice_api, caplog):
    handler_filter = RedactSecretsFilter()
    caplog.handler.addFilter(handler_filter)  # the same filter the LOGGING handlers carry
    caplog.set_level(logging.INFO)  # DEBUG would add factory_boy's own chatter about test fixtures
    with time_machine.travel(dt.datetime(2026, 11, 20, 12, tzinfo=dt.UTC), tick=False):
        UserFactory(username="dora")
        login = api.post(
            "/api/v1/auth/login", {"username": "dora", "password": PASSWORD}, format="json"
        ).json()
        api.credentials(HTTP_AUTHORIZATION="Bearer " + login["token"] + "x")  # a bad token is logged as a 401
        api.get("/api/v1/me")
        challenge_generate(date=dt.date(2026, 11, 20), game_slug="match3")
        alice_api.post("/api/v1/daily/2026-11-20/match3/start")
        seed = DailyChallenge.objects.get(game="match3").seed
        alice_api.post("/api/v1/plays", {"game": "match3", "seed": seed}, format="json")
        logging.getLogger("patience.test").warning("Authorization: Bearer %s seed=%s", login["token"], seed)
    text = "\n".join(record.getMessage() for record in caplog.records)
    assert login["token"] not in text and seed not in text and PASSWORD not in text
    assert "[redacted]" in text


def test_the_redaction_covers_headers_query_strings_and_json():
    assert "abc123" not in redact("GET /ws/plays/1/?token=abc123&x=1")
    assert "abc123" not in redact('{"token": "abc123"}')
    assert "abc123" not in redact("Authorization: Bearer abc123")
    assert "deadbeef" not in redact("seed=deadbeef")


def test_a_score_for_another_user_cannot_be_read_or_submitted_in_their_name(alice_api, bob_api):
    from leaderboards.services import score_submit_offline

    assert UserRegisterApi.throttle_scope == "auth"
    response = bob_api.post(
        "/api/v1/scores", {"game": "match3", "seed": "mine", "actions": [], "user": 1}, format="json"
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "unknown_field"
    assert not Score.objects.exists() and callable(score_submit_offline)
