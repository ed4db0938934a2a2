from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.contrib.auth.hashers import identify_hasher
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.models import AccessToken, User
from tests.factories import PASSWORD, UserFactory

pytestmark = pytest.mark.django_db

GOOD_PASSWORD = "a-long-and-unusual-passphrase"


def error_of(response):
    assert set(response.json()) == {"error"}, response.json()
    body = response.json()["error"]
    assert set(body) == {"code", "message", "details"}
    return body


def register(api, **fields):
    return api.post(
        "/api/v1/auth/register", {"username": "carol", "password": GOOD_PASSWORD, **fields}, format="json"
    )


def test_registering_returns_a_token_that_opens_me(api):
    response = register(api, email="carol@example.com")
    assert response.status_code == 201
    token = response.json()["token"]
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    me = api.get("/api/v1/me")
    assert me.status_code == 200 and me.json()["username"] == "carol" and me.json()["is_guest"] is False


def test_passwords_are_stored_with_djangos_default_hasher_and_tokens_only_as_hashes(api, production_hasher):
    token = register(api).json()["token"]
    user = User.objects.get(username="carol")
    assert identify_hasher(user.password).algorithm == "pbkdf2_sha256"
    stored = AccessToken.objects.get(user=user)
    assert stored.key_hash == AccessToken.hash_key(token) and token not in str(stored.__dict__)


def test_a_username_taken_in_another_case_is_refused_and_nothing_is_created(api):
    UserFactory(username="Carol")
    response = register(api)
    assert response.status_code == 400
    body = error_of(response)
    assert body["code"] == "username_taken" and "carol" in body["message"]
    assert User.objects.filter(username__iexact="carol").count() == 1


@pytest.mark.parametrize(
    ("fields", "code", "words"),
    [
        ({"password": "12345678"}, "weak_password", "common"),
        ({"password": "short"}, "weak_password", "too short"),
        ({"username": ""}, "invalid", "username"),
        ({"username": "x" * 151}, "invalid", "username"),
        ({"username": "has space"}, "invalid", "username"),
        ({"password": "p" * 129}, "invalid", "password"),
        ({"email": "not-an-email"}, "invalid", "email"),
        ({"shoe_size": 44}, "unknown_field", "shoe_size"),
    ],
)
def test_bad_registrations_say_what_was_wrong_and_create_nothing(api, fields, code, words):
    response = register(api, **fields)
    assert response.status_code == 400
    body = error_of(response)
    assert body["code"] == code and words in body["message"].lower()
    assert not User.objects.exists()


def test_a_missing_field_is_named(api):
    response = api.post("/api/v1/auth/register", {"username": "dave"}, format="json")
    body = error_of(response)
    assert response.status_code == 400 and "password" in body["message"]


def test_a_body_that_is_not_json_gets_a_clear_error(api):
    response = api.post("/api/v1/auth/register", data="{not json", content_type="application/json")
    assert response.status_code == 400 and error_of(response)["code"] == "malformed_json"
    response = api.post(
        "/api/v1/auth/register", data="username=x", content_type="application/x-www-form-urlencoded"
    )
    assert response.status_code == 415 and error_of(response)["code"] == "unsupported_media_type"
    assert not User.objects.exists()


def test_login_with_the_right_password_gives_a_token_and_the_wrong_one_an_error(api):
    UserFactory(username="erin")
    ok = api.post("/api/v1/auth/login", {"username": "ERIN", "password": PASSWORD}, format="json")
    assert ok.status_code == 200 and ok.json()["user"]["username"] == "erin"
    wrong = api.post("/api/v1/auth/login", {"username": "erin", "password": "nope"}, format="json")
    assert wrong.status_code == 400 and error_of(wrong)["code"] == "invalid_credentials"


def test_a_token_revoked_by_another_process_is_refused_here_within_the_token_cache_time(api, settings):
    token = register(api).json()["token"]
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    with time_machine.travel(timezone.now(), tick=False) as clock:
        assert api.get("/api/v1/me").status_code == 200  # this process now keeps the token
        # Revoked by another process: the row changes, and this process is not told.
        AccessToken.objects.filter(key_hash=AccessToken.hash_key(token)).update(revoked_at=timezone.now())
        clock.shift(settings.TOKEN_CACHE_SECONDS - 0.5)
        assert api.get("/api/v1/me").status_code == 200  # the documented bound, not a moment longer:
        clock.shift(0.5)
        response = api.get("/api/v1/me")
    assert response.status_code == 401 and "revoked" in error_of(response)["message"]


def test_me_requires_a_token(api):
    response = api.get("/api/v1/me")
    assert response.status_code == 401 and error_of(response)["code"] == "not_authenticated"
    api.credentials(HTTP_AUTHORIZATION="Bearer made-up")
    response = api.get("/api/v1/me")
    assert response.status_code == 401 and error_of(response)["code"] == "authentication_failed"


def test_a_revoked_token_no_longer_works(api):
    token = register(api).json()["token"]
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    assert api.post("/api/v1/auth/logout").status_code == 204
    response = api.get("/api/v1/me")
    assert response.status_code == 401 and "revoked" in error_of(response)["message"]


def test_a_guest_plays_with_one_request_and_upgrades_keeping_its_account(api):
    response = api.post("/api/v1/auth/guest")
    assert response.status_code == 201
    guest = response.json()["user"]
    assert guest["is_guest"] and guest["display_name"]
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {response.json()['token']}")
    upgraded = api.post(
        "/api/v1/auth/upgrade", {"username": "frank", "password": GOOD_PASSWORD}, format="json"
    )
    assert upgraded.status_code == 200
    assert upgraded.json()["id"] == guest["id"] and not upgraded.json()["is_guest"]
    again = api.post("/api/v1/auth/upgrade", {"username": "frank2", "password": GOOD_PASSWORD}, format="json")
    assert again.status_code == 409 and error_of(again)["code"] == "not_a_guest"
    assert (
        APIClient()
        .post("/api/v1/auth/login", {"username": "frank", "password": GOOD_PASSWORD}, format="json")
        .status_code
        == 200
    )


def test_an_upgrade_to_a_taken_name_changes_nothing(api):
    UserFactory(username="grace")
    response = api.post("/api/v1/auth/guest")
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {response.json()['token']}")
    refused = api.post(
        "/api/v1/auth/upgrade", {"username": "GRACE", "password": GOOD_PASSWORD}, format="json"
    )
    assert refused.status_code == 400 and error_of(refused)["code"] == "username_taken"
    assert User.objects.get(pk=response.json()["user"]["id"]).is_guest


def test_personal_tokens_are_created_shown_once_listed_and_revoked(alice_api):
    created = alice_api.post("/api/v1/tokens", {"name": "my bot", "scopes": ["read", "play"]}, format="json")
    assert created.status_code == 201
    key = created.json()["token"]
    listed = alice_api.get("/api/v1/tokens").json()
    assert [t["name"] for t in listed] == ["my bot"] and "token" not in listed[0]
    bot = APIClient()
    bot.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    assert bot.get("/api/v1/me").status_code == 200
    assert alice_api.delete(f"/api/v1/tokens/{created.json()['id']}").status_code == 204
    assert bot.get("/api/v1/me").status_code == 401
    assert alice_api.get("/api/v1/tokens").json() == []
    assert alice_api.delete(f"/api/v1/tokens/{created.json()['id']}").status_code == 404


def test_a_request_outside_a_tokens_scopes_gets_403_naming_the_scope(alice_api):
    key = alice_api.post("/api/v1/tokens", {"name": "reader", "scopes": ["read"]}, format="json").json()[
        "token"
    ]
    reader = APIClient()
    reader.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    response = reader.post("/api/v1/plays", {"game": "match3"}, format="json")
    assert response.status_code == 403
    body = error_of(response)
    assert body["code"] == "missing_scope" and "'play'" in body["message"]


def test_a_personal_token_cannot_mint_more_tokens(alice_api):
    key = alice_api.post(
        "/api/v1/tokens", {"name": "p", "scopes": ["read", "play", "submit"]}, format="json"
    ).json()["token"]
    tokenized = APIClient()
    tokenized.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    response = tokenized.post("/api/v1/tokens", {"name": "q", "scopes": ["read"]}, format="json")
    assert response.status_code == 403 and error_of(response)["code"] == "login_required"


def test_unknown_scopes_are_refused(alice_api):
    response = alice_api.post("/api/v1/tokens", {"name": "x", "scopes": ["admin"]}, format="json")
    assert response.status_code == 400 and "scopes" in error_of(response)["message"]
    assert not AccessToken.objects.filter(kind="personal").exists()


def test_login_is_throttled_with_retry_after(api, settings):
    UserFactory(username="henry")
    for _ in range(20):
        api.post("/api/v1/auth/login", {"username": "henry", "password": "wrong"}, format="json")
    response = api.post("/api/v1/auth/login", {"username": "henry", "password": PASSWORD}, format="json")
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0 and error_of(response)["code"] == "throttled"


def test_a_guest_upgraded_in_another_process_ranks_its_next_game_at_once(api, settings):
    """The token cache may still hold the guest for a few seconds in a process that did not see the upgrade; a
    game started there must not turn casual for that (a daily allows one attempt): the start reads the account."""
    token = api.post("/api/v1/auth/guest").json()["token"]
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    with time_machine.travel(timezone.now(), tick=False):
        me = api.get("/api/v1/me").json()
        assert me["is_guest"] is True  # this process now keeps the guest
        # Upgraded by another process: the row changes, and this process is not told.
        User.objects.filter(pk=me["id"]).update(is_guest=False, username="upgraded")
        started = api.post("/api/v1/plays", {"game": "match3"}, format="json")
    assert started.status_code == 201, started.json()
    assert started.json()["ranked"] is True, started.json().get("unranked_reason")


def test_a_personal_tokens_last_use_written_by_another_process_is_not_written_again_within_five_minutes(
    alice_api, settings
):
    settings.TOKEN_CACHE_SECONDS = (
        3600  # this process keeps its copy of the token (last use included) throughout
    )
    token = alice_api.post("/api/v1/tokens", {"name": "bot", "scopes": ["read"]}, format="json").json()[
        "token"
    ]
    bot = APIClient()
    bot.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    row = AccessToken.objects.filter(key_hash=AccessToken.hash_key(token))
    start = timezone.now()
    with time_machine.travel(start, tick=False) as clock:
        assert bot.get("/api/v1/me").status_code == 200
        assert row.get().last_used_at == start
        listed = alice_api.get("/api/v1/tokens").json()
        assert [t["last_used_at"] for t in listed] == [start.isoformat().replace("+00:00", "Z")]
        # Another server process, with its own copy of the token, wrote its use 5.5 minutes later.
        elsewhere = start + timedelta(minutes=5, seconds=30)
        row.update(last_used_at=elsewhere)
        clock.move_to(start + timedelta(minutes=6))  # this process's copy says 6 minutes ago
        assert bot.get("/api/v1/me").status_code == 200
        assert row.get().last_used_at == elsewhere  # within the resolution: not written again
        clock.move_to(start + timedelta(minutes=12))
        assert bot.get("/api/v1/me").status_code == 200
        assert row.get().last_used_at == start + timedelta(minutes=12)  # stale everywhere: written


def test_a_sign_in_tokens_first_request_reads_the_token_and_writes_nothing(api, django_assert_num_queries):
    # Its last use is shown nowhere (only personal tokens are listed): the release minute's first requests of
    # every player's sign-in token cost one query, no UPDATE and no commit.
    token = register(api).json()["token"]
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    with django_assert_num_queries(1) as queries:
        assert api.get("/api/v1/me").status_code == 200
    assert queries.captured_queries[0]["sql"].lstrip().upper().startswith("SELECT")
    assert AccessToken.objects.get(key_hash=AccessToken.hash_key(token)).last_used_at is None
