"""Real traffic through openapi-core as published (issue 44): the answers that strict OpenAPI validators
refused while the document was 3.0 (16 of 1,043 recorded: a practice result card's null ``rank`` and
``rating``, Match-3's empty slots, Weaver's null ``target``), each read from a real request and validated by
openapi-core against the document exactly as /api/v1/schema/ serves it, nothing rewritten.

The contract plugin checks every answer of the suite against the same schemas with jsonschema-rs (JSON
Schema 2020-12, OpenAPI 3.1's dialect, microseconds an answer); openapi-core takes 5-150 ms an answer, so it
reads these few, chosen for the shapes a 3.0 reading got wrong."""

from __future__ import annotations

import json

import pytest
from openapi_core import OpenAPI
from openapi_core.contrib.django import DjangoOpenAPIRequest, DjangoOpenAPIResponse
from openapi_schema_validator import OAS31Validator

from games.engines.registry import get_game
from tests.contract.openapi import openapi_document

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def strict() -> OpenAPI:
    # from_dict validates the document itself (openapi-spec-validator) before anything is read against it.
    return OpenAPI.from_dict(openapi_document())


def validated(strict: OpenAPI, response):
    """The answer, once openapi-core has found it conforming (it raises otherwise)."""
    strict.validate_response(DjangoOpenAPIRequest(response.wsgi_request), DjangoOpenAPIResponse(response))
    return response.json()


def test_the_document_is_openapi_3_1(strict):
    assert openapi_document()["openapi"] == "3.1.0"
    assert '"nullable"' not in json.dumps(openapi_document())  # 3.0's keyword: 3.1 says null as a type


def test_a_practice_result_card_with_no_rank_and_no_rating_passes(strict, alice_api):
    play = validated(strict, alice_api.post("/api/v1/plays", {"game": "weaver"}, format="json"))
    resign = {"expected_version": 0}
    validated(strict, alice_api.post(f"/api/v1/plays/{play['id']}/resign", resign, format="json"))
    card = validated(strict, alice_api.get(f"/api/v1/plays/{play['id']}/result"))
    assert card["rank"] is None and card["rating"] is None


def test_a_match3_snapshot_with_empty_slots_passes(strict, alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "match3", "seed": "a"}, format="json").json()
    for _ in range(60):
        if None in play["view"]["row"] or not play["legal_actions"]:
            break
        body = {"action": play["legal_actions"][0]["action"], "expected_version": play["version"]}
        answer = alice_api.post(f"/api/v1/plays/{play['id']}/actions", body, format="json")
        play = answer.json()
        assert answer.status_code == 200, play
    assert None in play["view"]["row"]  # seed "a": an empty slot after 36 moves
    assert validated(strict, answer)["view"]["row"] == play["view"]["row"]


def test_a_weaver_view_with_no_target_passes_openapi_cores_schema_validator():
    """Weaver's ``target`` is null once no Keiju is left in the Garden, at the end of a won game (too long to
    play here): the view, with the one change, through the schema validator openapi-core uses."""
    game = get_game("weaver")
    view = {**game.player_view(game.new_game("strict")), "target": None}
    schemas = openapi_document()["components"]["schemas"]
    validator = OAS31Validator(
        {"$ref": "#/components/schemas/WeaverView", "components": {"schemas": schemas}}
    )
    validator.validate(view)
    assert not validator.is_valid({**view, "target": "KS"})
