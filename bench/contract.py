"""What the contract test costs per response: each game's opening snapshot (as REST answers it) validated
against the OpenAPI document by openapi-schema-validator (pure Python, what the first version used) and by
jsonschema-rs on the same schema, as published (tests/contract/openapi.py, what the suite uses). Prints ms per response.

    .venv/bin/python bench/contract.py [--repeat 50]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django

django.setup()

from openapi_schema_validator import OAS31Validator  # noqa: E402

from games.engines.registry import all_games  # noqa: E402
from tests.contract.openapi import openapi_document, response_validator  # noqa: E402


def snapshot(game) -> dict:
    """What selectors.play_snapshot answers for a new play, without a database."""
    state = game.new_game("bench-contract")
    return {
        "id": "00000000-0000-0000-0000-000000000000",
        "game": game.slug,
        "mode": "practice",
        "version": 0,
        "status": "playing",
        "end_reason": None,
        "score": 0,
        "rank_key": [0],
        "view": game.player_view(state),
        "legal_actions": [
            {"action": a, "text": game.describe_action(state, a)} for a in game.legal_actions(state)
        ],
        "actions_count": 0,
        "undo_count": 0,
        "hint_count": 0,
        "can_undo": False,
        "ranked": False,
        "unranked_reason": "A practice game.",
        "started_at": "2026-11-28T00:00:00Z",
        "finished_at": None,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    document = openapi_document()
    schema = document["paths"]["/api/v1/plays"]["post"]["responses"]["201"]["content"]["application/json"][
        "schema"
    ]
    python_validator = OAS31Validator({**schema, "components": document["components"]})
    rust_validator = response_validator("plays_start", "201")
    print(f"{'game':<10} {'bytes':>7} {'openapi-schema-validator':>26} {'jsonschema-rs':>15}")
    for game in all_games():
        body = snapshot(game)
        assert python_validator.is_valid(body) and rust_validator.is_valid(body)
        timings = []
        for check in (python_validator.is_valid, rust_validator.is_valid):
            started = time.perf_counter()
            for _ in range(args.repeat):
                check(body)
            timings.append((time.perf_counter() - started) / args.repeat * 1000)
        print(f"{game.slug:<10} {len(json.dumps(body)):>7} {timings[0]:>23.2f} ms {timings[1]:>12.3f} ms")


if __name__ == "__main__":
    main()
