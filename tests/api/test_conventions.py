"""The conventions integrators rely on (issue 34): rate-limit headers on every throttled answer, conditional GETs,
idempotent creation, scopes as documented."""

from __future__ import annotations

import datetime as dt
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
import time_machine
from django.db import connection
from rest_framework.test import APIClient

from api.rest import AuthThrottle
from games.apis import ActionThrottle
from games.daily import generation
from games.models import Play
from tests.conftest import client_for
from tests.contract.openapi import openapi_document, operations

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 11, 20)
NOON = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.UTC)
RATE_LIMIT = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")


def rate_limit_of(response) -> tuple[int, int, int]:
    limit, remaining, reset = (int(response[name]) for name in RATE_LIMIT)
    return limit, remaining, reset


# ---------------------------------------------------------------------------------------------- rate limits


def test_every_answer_of_a_throttled_view_says_the_limit_the_remainder_and_the_reset(api, alice_api):
    started = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json")
    answers = {
        "a public read": api.get("/api/v1/games/"),
        "a 404 of a public read": api.get("/api/v1/leaderboards/daily-nope/"),
        "a creation": started,
        "a refused body": alice_api.post("/api/v1/plays", {"game": "chess"}, format="json"),
        "a stale move": alice_api.post(
            f"/api/v1/plays/{started.json()['id']}/actions",
            {"action": {"type": "x"}, "expected_version": 7},
            format="json",
        ),
        "a private read": alice_api.get("/api/v1/me/statistics"),
    }
    for what, response in answers.items():
        assert all(name in response for name in RATE_LIMIT), f"{what}: {dict(response.headers)}"
        limit, remaining, reset = rate_limit_of(response)
        assert 0 <= remaining < limit and 0 < reset <= 60, what


def test_the_remainder_counts_down_and_the_429_says_none_remain(alice_api, monkeypatch):
    monkeypatch.setattr(ActionThrottle, "rate", "3/min", raising=False)
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    move = {"action": {"type": "x"}, "expected_version": 0}
    remaining = [
        rate_limit_of(alice_api.post(f"/api/v1/plays/{play['id']}/actions", move, format="json"))
        for _ in range(3)
    ]
    # The per-move limit (3) is the one closest to refusing, so the headers describe it.
    assert [r[:2] for r in remaining] == [(3, 2), (3, 1), (3, 0)]
    refused = alice_api.post(f"/api/v1/plays/{play['id']}/actions", move, format="json")
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "throttled"
    limit, left, reset = rate_limit_of(refused)
    assert (limit, left) == (3, 0) and 0 < reset <= int(refused["Retry-After"]) <= 60


def test_the_sign_in_forms_answer_with_the_login_limit_too(client, monkeypatch):
    monkeypatch.setitem(AuthThrottle.THROTTLE_RATES, "auth", "2/min")
    answers = [client.post("/admin/login/", {"username": "x", "password": "y"}) for _ in range(3)]
    assert [rate_limit_of(a)[:2] for a in answers] == [(2, 1), (2, 0), (2, 0)]
    assert answers[-1].status_code == 429


# ---------------------------------------------------------------------------------------- conditional GETs


def conditional(client, path: str):
    first = client.get(path)
    assert first.status_code == 200 and first["ETag"].startswith('"'), path
    again = client.get(path, HTTP_IF_NONE_MATCH=first["ETag"])
    return first, again


@time_machine.travel(NOON, tick=False)
def test_the_catalogue_boards_dailies_and_a_finished_play_answer_304_to_their_own_etag(api, alice_api):
    generation.challenge_generate(date=DAY, game_slug="match3")
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    resigned = alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    assert resigned.json()["status"] == "lost"
    paths = {
        api: [
            "/api/v1/games/",
            "/api/v1/leaderboards/",
            "/api/v1/leaderboards/practice-match3-classic/",
            "/api/v1/leaderboards/practice-match3-classic/histogram",
            "/api/v1/daily/",
            f"/api/v1/daily/{DAY}/match3/",
            "/api/v1/daily/?game=match3",
            "/api/v1/daily/today/",
            "/api/v1/daily/archive/?game=match3",
        ],
        alice_api: [
            f"/api/v1/plays/{play['id']}",
            f"/api/v1/plays/{play['id']}/log",
            f"/api/v1/plays/{play['id']}/replay",
            f"/api/v1/plays/{play['id']}/replay/0",
            "/api/v1/leaderboards/practice-match3-classic/me",
        ],
    }
    for client, client_paths in paths.items():
        for path in client_paths:
            first, again = conditional(client, path)
            assert again.status_code == 304 and again.content == b"", path
            assert again["ETag"] == first["ETag"] and "RateLimit-Remaining" in again, path
            listed = client.get(path, HTTP_IF_NONE_MATCH=f'"other", W/{first["ETag"]}')
            assert listed.status_code == 304, path
            assert client.get(path, HTTP_IF_NONE_MATCH="*").status_code == 304, path


def test_a_changed_answer_gets_a_new_etag_and_a_200(alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    first = alice_api.get(f"/api/v1/plays/{play['id']}")
    alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    after = alice_api.get(f"/api/v1/plays/{play['id']}", HTTP_IF_NONE_MATCH=first["ETag"])
    assert after.status_code == 200 and after.json()["status"] == "lost"
    assert after["ETag"] != first["ETag"]


@pytest.mark.parametrize("header", ["not-a-tag", '"open', "W/", '"a" "b"', ",", 'W/"x", garbage'])
def test_a_malformed_if_none_match_is_ignored(api, header):
    first = api.get("/api/v1/games/")
    response = api.get(
        "/api/v1/games/", HTTP_IF_NONE_MATCH=header + first["ETag"] if header == "," else header
    )
    assert response.status_code == 200 and response.json() == first.json()


def test_writes_and_errors_carry_no_etag(alice_api):
    started = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json")
    missing = alice_api.get("/api/v1/plays/00000000-0000-0000-0000-000000000000")
    assert "ETag" not in started and missing.status_code == 404 and "ETag" not in missing


# ------------------------------------------------------------------------------------------- idempotency


def start(client, key: str | None, body: dict | None = None):
    headers = {} if key is None else {"HTTP_IDEMPOTENCY_KEY": key}
    return client.post("/api/v1/plays", body or {"game": "match3"}, format="json", **headers)


def test_a_retried_start_with_the_same_key_gets_the_first_play_again(alice_api):
    first = start(alice_api, "7d4c2f4e-retry")
    again = start(alice_api, "7d4c2f4e-retry", {"game": "match3"})
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json() and again["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first
    assert Play.objects.count() == 1
    assert start(alice_api, None).json()["id"] != first.json()["id"]  # no key, no replay
    assert start(alice_api, "another key").json()["id"] != first.json()["id"]


def test_the_same_key_with_another_body_is_a_422_and_creates_nothing(alice_api):
    start(alice_api, "k-1")
    reused = start(alice_api, "k-1", {"game": "match3", "preset": "classic"})
    assert reused.status_code == 422 and reused.json()["error"]["code"] == "idempotency_key_reused"
    other_path = alice_api.post(
        "/api/v1/scores",
        {"game": "match3", "seed": "s", "actions": []},
        format="json",
        HTTP_IDEMPOTENCY_KEY="k-1",
    )
    assert other_path.status_code == 422
    assert Play.objects.count() == 1


def test_keys_belong_to_their_caller(alice_api, bob_api):
    alices = start(alice_api, "shared")
    bobs = start(bob_api, "shared")
    assert bobs.status_code == 201 and bobs.json()["id"] != alices.json()["id"]


def test_an_error_is_not_kept_so_the_key_may_be_sent_again(alice_api):
    refused = start(alice_api, "k-2", {"game": "chess"})
    assert refused.status_code == 404  # no such game
    assert start(alice_api, "k-2", {"game": "chess"}).status_code == 404  # run again, not replayed
    assert start(alice_api, "k-2").status_code == 201


@time_machine.travel(NOON, tick=False)
def test_a_daily_start_is_idempotent_too(alice_api):
    generation.challenge_generate(date=DAY, game_slug="match3")
    path = f"/api/v1/daily/{DAY}/match3/start"
    first = alice_api.post(path, HTTP_IDEMPOTENCY_KEY="d-1")
    again = alice_api.post(path, HTTP_IDEMPOTENCY_KEY="d-1")
    assert first.status_code == again.status_code == 201 and again["Idempotent-Replayed"] == "true"
    resumed = alice_api.post(path)  # without a key: the service's own "one attempt" answer
    assert resumed.status_code == 200 and resumed.json()["id"] == first.json()["id"]


@pytest.mark.parametrize("key", ["", "k" * 256, "tab\there", "nul\x00", "bell\x07", "del\x7f"])
def test_a_key_too_long_or_with_a_control_character_is_a_400_naming_the_header(alice_api, key):
    response = start(alice_api, key)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid_idempotency_key" and "Idempotency-Key" in error["message"]
    assert error["details"] == {"header": "Idempotency-Key"}
    assert not Play.objects.exists()


def test_a_key_of_255_characters_is_accepted(alice_api):
    assert start(alice_api, "k" * 255).status_code == 201


# Threads of one process on the suite's SQLite database share its in-memory cache, which locks whole tables
# ("database table is locked"), unlike the embedded default's file in WAL mode: the race is PostgreSQL's to test.
@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_concurrent_requests_with_one_key_create_one_play(alice):
    clients = [client_for(alice) for _ in range(6)]
    barrier = threading.Barrier(len(clients))

    def send(client):
        barrier.wait()
        try:
            return start(client, "same-moment")
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=len(clients)) as pool:
        answers = list(pool.map(send, clients))
    assert Play.objects.count() == 1
    created = [a for a in answers if a.status_code == 201]
    busy = [a for a in answers if a.status_code == 409]
    assert len(created) + len(busy) == len(answers) and created
    assert {a.json()["id"] for a in created} == {str(Play.objects.get().id)}
    for answer in busy:
        assert answer.json()["error"]["code"] == "idempotency_key_in_use" and answer["Retry-After"] == "1"


# ------------------------------------------------------------------------------------------------- scopes

# docs/api.md, "Authentication": the public operations that read no credentials at all (nothing in them
# depends on who asks), and the public ones that show the caller's own plays when a token is sent.
CREDENTIAL_FREE = {
    "games_list",
    "boards_list",
    "boards_top",
    "boards_histogram",
    "daily_month_commitment",
    "auth_guest",
    "auth_login",
    "auth_register",
    "auth_quick",
}
PUBLIC_READING_THE_CALLER = {
    "daily_list",
    "daily_today",
    "daily_archive",
    "daily_get",
    "daily_export",
    "daily_bot_game",
    "plays_log",
    "plays_replay",
    "plays_replay_step",
    "plays_analysis",
    "plays_analysis_step",
    "races_list",
    "races_detail",
    "races_ratings",
}
SUBMIT = {"scores_submit"}
PATH_VALUES = {
    "play_id": "00000000-0000-0000-0000-000000000000",
    "step": "0",
    "board_id": "practice-match3-classic",
    "date": "2026-11-20",
    "game": "match3",
    "month": "2026-11",
    "token_id": "1",
    "league_id": "1",
    "membership_id": "1",
    "code": "no-such-invite",
    "race_id": "00000000-0000-0000-0000-000000000000",
}


def personal_token(user, scopes: list[str]) -> APIClient:
    from accounts.models import AccessToken
    from accounts.services import token_issue

    client = APIClient()
    key = token_issue(user=user, kind=AccessToken.Kind.PERSONAL, name="t", scopes=scopes).key
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    return client


def needed_scope(operation) -> str | None:
    """The scope docs/api.md says an operation asks of a personal token (None: it reads no token)."""
    if operation.operation_id in CREDENTIAL_FREE:
        return None
    if operation.method == "GET":
        return "read"
    return "submit" if operation.operation_id in SUBMIT else "play"


def test_the_schema_says_which_public_operations_read_no_token_and_which_read_one_when_sent():
    """No security requirement: no credentials read. A bearer requirement beside the empty one (``{}``):
    credentials optional, read when sent (issue 44: those declared none, and a bad token's 401 was undeclared)."""
    unsecured = {op.operation_id for op in operations() if not op.spec.get("security")}
    optional = {op.operation_id for op in operations() if {} in op.spec.get("security", [])}
    assert unsecured == CREDENTIAL_FREE
    assert optional == PUBLIC_READING_THE_CALLER
    for operation in operations():
        if operation.operation_id in optional:
            assert {"bearerAuth": []} in operation.spec["security"], operation.operation_id
            assert "authentication_failed" in operation.spec["responses"]["401"]["x-error-codes"]


@pytest.mark.parametrize("bearer", ["Bearer no-such-token", "Token no-such-token", "Bearer a b"])
def test_a_bad_token_is_a_401_where_a_public_operation_reads_tokens_and_ignored_where_it_reads_none(
    alice, bearer
):
    """What the schema says of the public operations, asked of each: a token sent and not valid is refused
    (the caller must learn that its credentials are bad, not get a stranger's view) where tokens are read, and
    changes nothing where none is."""
    for operation in operations():
        if operation.operation_id not in CREDENTIAL_FREE | PUBLIC_READING_THE_CALLER:
            continue
        path = operation.path
        for name, value in PATH_VALUES.items():
            path = path.replace("{" + name + "}", value)
        client = APIClient()
        anonymous = client.generic(operation.method, path, "{}", content_type="application/json")
        client.credentials(HTTP_AUTHORIZATION=bearer)
        response = client.generic(operation.method, path, "{}", content_type="application/json")
        where = f"{operation.operation_id}: {response.status_code} {response.content[:200]!r}"
        if operation.operation_id in PUBLIC_READING_THE_CALLER:
            assert response.status_code == 401, where
            assert response.json()["error"]["code"] == "authentication_failed", where
            assert response["WWW-Authenticate"] == 'Bearer realm="api"', where
        else:
            # The sign-ins make a new account or token each time: the status is what stays the same.
            assert response.status_code == anonymous.status_code, where


def test_every_operation_asks_a_personal_token_for_exactly_the_documented_scope(alice):
    for operation in operations():
        path = operation.path
        for name, value in PATH_VALUES.items():
            path = path.replace("{" + name + "}", value)
        scope = needed_scope(operation)
        for scopes in (["read", "play", "submit"], ["read"], ["play"], ["submit"]):
            client = personal_token(alice, scopes)
            response = client.generic(operation.method, path, "{}", content_type="application/json")
            code = response.json()["error"]["code"] if response.status_code >= 400 else None
            where = f"{operation.operation_id} with {scopes}: {response.status_code} {code}"
            if scope is None or scope in scopes:
                assert code != "missing_scope", where
            else:
                assert response.status_code == 403 and code == "missing_scope", where


# ------------------------------------------------------------------------------- one shape per operation


@time_machine.travel(NOON, tick=False)
def test_today_and_the_archive_have_an_operation_each_and_daily_list_says_it_is_deprecated(api):
    generation.challenge_generate(date=DAY, game_slug="match3")
    today = api.get("/api/v1/daily/today/")
    assert [c["game"] for c in today.json()] == ["match3"] and "Deprecation" not in today
    archive = api.get("/api/v1/daily/archive/", {"page_size": 1})
    assert [d["game"] for d in archive.json()["results"]] == ["match3"] and "Deprecation" not in archive
    old_today, old_archive = api.get("/api/v1/daily/"), api.get("/api/v1/daily/", {"page_size": 1})
    assert old_today.json() == today.json() and old_archive.json() == archive.json()
    for old, successor in ((old_today, "/api/v1/daily/today/"), (old_archive, "/api/v1/daily/archive/")):
        assert old["Deprecation"].startswith("@") and old["Sunset"].endswith("GMT")
        assert old["Link"] == f'<{successor}>; rel="successor-version"'
    document = openapi_document()
    assert document["paths"]["/api/v1/daily/"]["get"]["deprecated"] is True


def test_a_paged_list_gives_the_next_pages_cursor_beside_its_link(alice_api, api):
    for _ in range(3):
        alice_api.post("/api/v1/plays", {"game": "match3"}, format="json")
    first = alice_api.get("/api/v1/plays", {"page_size": 2}).json()
    assert first["cursor"] and f"cursor={first['cursor']}" in first["next"].replace("%3D", "=")
    second = alice_api.get("/api/v1/plays", {"page_size": 2, "cursor": first["cursor"]}).json()
    assert len(second["results"]) == 1 and second["cursor"] is None and second["next"] is None
    boards = api.get("/api/v1/leaderboards/", {"limit": 1}).json()
    following = api.get("/api/v1/leaderboards/", {"limit": 1, "cursor": boards["cursor"]})
    assert boards["cursor"] and following.status_code == 200
    assert alice_api.get("/api/v1/me/scores").json()["cursor"] is None


@time_machine.travel(NOON, tick=False)
def test_a_challenge_names_its_board_and_the_board_answers(api):
    generation.challenge_generate(date=DAY, game_slug="match3")
    challenge = api.get(f"/api/v1/daily/{DAY}/match3/").json()
    assert challenge["board"] == f"daily-match3-{challenge['preset']}-{DAY}"
    assert api.get(f"/api/v1/leaderboards/{challenge['board']}/").status_code == 200
    [item] = api.get("/api/v1/daily/archive/").json()["results"]
    assert item["board"] == challenge["board"]
