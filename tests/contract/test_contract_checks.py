"""The contract check itself: it must flag a response that drifts from the schema (a wrong type, a missing
field, an undeclared status) and pass one that conforms."""

from __future__ import annotations

import json

import pytest

from tests.contract.openapi import contract_violations, header_violations

pytestmark = pytest.mark.django_db


def test_a_real_response_conforms(api):
    response = api.get("/api/v1/games/")
    assert contract_violations("GET", "/api/v1/games/", 200, response.content, response["Content-Type"]) == []


def test_a_field_of_the_wrong_type_is_flagged(api):
    games = api.get("/api/v1/games/").json()
    games[0]["engine_version"] = 1
    found = contract_violations("GET", "/api/v1/games/", 200, json.dumps(games).encode(), "application/json")
    assert len(found) == 1 and "0/engine_version" in found[0]


def test_a_missing_field_is_flagged(api):
    games = api.get("/api/v1/games/").json()
    del games[0]["options_schema"]["presets"]
    found = contract_violations("GET", "/api/v1/games/", 200, json.dumps(games).encode(), "application/json")
    assert found and "presets" in found[0] and "required" in found[0]


def test_a_view_that_does_not_match_its_games_shape_is_flagged(alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "weaver"}, format="json").json()
    play["view"]["garden"] = "not a list"
    path = f"/api/v1/plays/{play['id']}"
    found = contract_violations("GET", path, 200, json.dumps(play).encode(), "application/json")
    assert found and "view/garden" in found[0]


def test_an_undeclared_status_is_flagged():
    found = contract_violations("GET", "/api/v1/games/", 418, b"{}", "application/json")
    assert found and "does not declare" in found[0]


def test_paths_outside_the_document_are_not_checked():
    assert contract_violations("GET", "/api/v1/nothing", 404, b"{}", "application/json") == []


def test_a_header_the_response_does_not_declare_is_flagged():
    # games_list is no idempotent operation: Idempotent-Replayed is not among its 200's headers.
    found = header_violations("GET", "/api/v1/games/", 200, {"Idempotent-Replayed": "true", "ETag": '"x"'})
    assert len(found) == 1 and "Idempotent-Replayed" in found[0] and "ETag" not in found[0]
    assert (
        header_violations("GET", "/api/v1/games/", 200, {"X-Request-ID": "r", "RateLimit-Limit": "9"}) == []
    )


def test_every_answer_declares_its_request_id_and_a_429_its_retry_after(api):
    response = api.get("/api/v1/games/")
    assert (
        "X-Request-ID" in response and header_violations("GET", "/api/v1/games/", 200, response.headers) == []
    )
    assert header_violations("GET", "/api/v1/games/", 429, {"Retry-After": "5"}) == []
    assert header_violations("GET", "/api/v1/games/", 200, {"Retry-After": "5"})
