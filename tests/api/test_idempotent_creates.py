"""``Idempotency-Key`` on every POST that creates something (issue 34), over real HTTP: a retry with the same
key and body gets the first answer again and makes one object; the same key with another request is 422
``idempotency_key_reused`` and makes nothing. ``plays_start``, ``daily_start`` and ``scores_submit`` are
tested in test_conventions.py; the operations that issue a token take no key (docs/api.md, "Idempotency")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import httpx
import pytest

from accounts.models import AccessToken
from accounts.services import token_issue
from leagues import services as leagues
from leagues.models import Invite, League, Membership
from races import services as races
from races.models import Race, Racer
from tests.contract.openapi import openapi_document
from tests.factories import UserFactory
from tests.live import LiveServer


@dataclass(frozen=True)
class Creation:
    """One creating POST: its path and body, another request (another body, or the same body at another
    path for an operation without one), and what it makes."""

    path: str
    body: dict | None
    other_path: str
    other_body: dict | None
    made: Callable[[], int]


def _league_of(user) -> League:
    league, _ = leagues.league_create(user=user, name="Tuesday club")
    return league


def leagues_create(alice, bob) -> Creation:
    return Creation(
        "/api/v1/leagues",
        {"name": "Night owls"},
        "/api/v1/leagues",
        {"name": "Early birds"},
        League.objects.count,
    )


def leagues_invite(alice, bob) -> Creation:
    path = f"/api/v1/leagues/{_league_of(alice).pk}/invites"
    return Creation(path, {"expires_in_hours": 24}, path, {"expires_in_hours": 48}, Invite.objects.count)


def invites_join(alice, bob) -> Creation:
    league = _league_of(bob)
    other = leagues.invite_create(league_id=league.pk, user=bob)
    first = Invite.objects.filter(league=league).exclude(pk=other.pk).get()
    return Creation(
        f"/api/v1/invites/{first.code}/join",
        None,
        f"/api/v1/invites/{other.code}/join",
        None,
        Membership.objects.filter(user=alice).count,
    )


def races_create(alice, bob) -> Creation:
    return Creation(
        "/api/v1/races",
        {"game": "match3"},
        "/api/v1/races",
        {"game": "match3", "capacity": 3},
        Race.objects.count,
    )


def races_join(alice, bob) -> Creation:
    first, other = (races.race_create(user=bob, game="match3") for _ in range(2))
    return Creation(
        f"/api/v1/races/{first.pk}/join",
        None,
        f"/api/v1/races/{other.pk}/join",
        None,
        Racer.objects.filter(user=alice).count,
    )


def races_quick_match(alice, bob) -> Creation:
    return Creation(
        "/api/v1/races/quick-match",
        {"game": "match3"},
        "/api/v1/races/quick-match",
        {"game": "weaver"},
        Race.objects.count,
    )


CREATIONS = [leagues_create, leagues_invite, invites_join, races_create, races_join, races_quick_match]


@pytest.fixture
def live():
    server = LiveServer().start()
    yield server
    server.stop()


@pytest.fixture
def players(transactional_db):
    return UserFactory(username="alice"), UserFactory(username="bob")


def client(live, user) -> httpx.Client:
    token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
    return httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)


def post(http: httpx.Client, path: str, body: dict | None, key: str) -> httpx.Response:
    return http.post(path, json=body, headers={"Idempotency-Key": key})


@pytest.mark.parametrize("operation", CREATIONS, ids=lambda f: f.__name__)
def test_a_retry_with_the_same_key_and_body_gets_the_first_answer_and_makes_one(live, players, operation):
    alice, bob = players
    creation = operation(alice, bob)
    before = creation.made()
    with client(live, alice) as http:
        first = post(http, creation.path, creation.body, "3f0c2b9e-first")
        again = post(http, creation.path, creation.body, "3f0c2b9e-first")
    assert first.status_code in (200, 201), first.text
    assert again.status_code == first.status_code and again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first.headers
    assert creation.made() == before + 1


@pytest.mark.parametrize("operation", CREATIONS, ids=lambda f: f.__name__)
def test_the_same_key_with_another_request_is_a_422_and_makes_nothing(live, players, operation):
    alice, bob = players
    creation = operation(alice, bob)
    before = creation.made()
    with client(live, alice) as http:
        post(http, creation.path, creation.body, "3f0c2b9e-reused")
        reused = post(http, creation.other_path, creation.other_body, "3f0c2b9e-reused")
    assert reused.status_code == 422, reused.text
    assert reused.json()["error"]["code"] == "idempotency_key_reused"
    assert creation.made() == before + 1


def test_every_operation_tested_here_declares_the_header_and_its_codes():
    names = {operation.__name__ for operation in CREATIONS} | {"plays_start", "daily_start", "scores_submit"}
    for path in openapi_document()["paths"].values():
        for operation in path.values():
            if operation.get("operationId") in names:
                headers = {p["name"] for p in operation.get("parameters", []) if p["in"] == "header"}
                assert "Idempotency-Key" in headers, operation["operationId"]
                assert {"400", "409", "422"} <= set(operation["responses"]), operation["operationId"]
                names.discard(operation["operationId"])
    assert not names
