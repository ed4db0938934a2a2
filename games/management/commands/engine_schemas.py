"""``manage.py engine_schemas``: write ``games/engine_schemas.json``, the JSON Schemas of each game's view and
of each kind of action, inferred (with GenSON) from random playouts of every preset.

The engines return plain JSON and declare no schema of their own; these inferred schemas are what the
OpenAPI document publishes for ``view`` and ``legal_actions`` (see ``games/api_schema.py``). The contract
test validates every response of the suite against them, so an engine that changes its view fails there:
run this command again and commit the file. Deterministic: fixed seeds, a seeded PRNG."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand

from games.engines.bots import Observation
from games.engines.registry import all_games, strong_bot_class

OUTPUT = Path(__file__).resolve().parents[2] / "engine_schemas.json"


def _openapi(schema: dict[str, Any]) -> dict[str, Any]:
    """GenSON writes JSON Schema (``type: [null, string]``); OpenAPI 3.0 wants ``nullable`` and ``anyOf``."""
    schema = {k: v for k, v in schema.items() if k != "$schema"}
    if "anyOf" in schema:
        nullable = any(option.get("type") == "null" for option in schema["anyOf"])
        options = [_openapi(option) for option in schema["anyOf"] if option.get("type") != "null"]
        merged: dict[str, Any] = options[0] if len(options) == 1 else {"anyOf": options}
        return {**merged, "nullable": True} if nullable else merged
    kind = schema.get("type")
    if isinstance(kind, list):
        rest = {k: v for k, v in schema.items() if k != "type"}
        types = [t for t in kind if t != "null"]
        if len(types) == 1:
            out = _openapi({**rest, "type": types[0]})
        else:
            out = {
                "anyOf": [
                    _openapi({**rest, "type": t}) if t in ("object", "array") else {"type": t} for t in types
                ]
            }
        return {**out, "nullable": True} if "null" in kind else out
    if kind == "null":
        return {"nullable": True}
    if kind == "object":
        schema["properties"] = {name: _openapi(value) for name, value in schema.get("properties", {}).items()}
        if not schema["properties"]:
            schema.pop("properties")
            schema["additionalProperties"] = True
    if kind == "array" and "items" in schema:
        items = schema["items"]
        schema["items"] = _openapi(items) if isinstance(items, dict) else {}
    return schema


# Kinds of action that random play almost never reaches, written out from the rules (the shapes the engine
# yields): Quetinny's discard exists only when no province, harvest or caravan is possible.
RARE_ACTIONS: dict[str, list[dict[str, Any]]] = {
    "quetinny": [{"type": "discard", "card": "lunatic"}],
}


def _novel(rng: random.Random, legal: list[dict[str, Any]], seen: dict[str, int]) -> dict[str, Any]:
    """Half the time a random move, half the time one of the kind seen least so far: uniform random play
    rarely reaches the late kinds (a Journey home, a Quetinny caravan), and their shapes must be sampled."""
    if rng.random() < 0.5:
        return rng.choice(legal)
    rarest = min(seen.get(action["type"], 0) for action in legal)
    return rng.choice([action for action in legal if seen.get(action["type"], 0) == rarest])


def sample_game(game, seeds: int, moves: int, bot_deals: int) -> dict[str, Any]:
    from genson import SchemaBuilder  # a development dependency: only this command uses it

    views = SchemaBuilder()
    actions: dict[str, SchemaBuilder] = {}
    seen: dict[str, int] = {}

    def walk(state: Any, choose) -> None:
        for _ in range(moves):
            views.add_object(game.player_view(state))
            legal = game.legal_actions(state)
            for action in legal:
                actions.setdefault(action["type"], SchemaBuilder()).add_object(action)
                seen[action["type"]] = seen.get(action["type"], 0) + 1
            if not legal or state.is_over:
                break
            state = game.apply(state, choose(state, legal))
        views.add_object(game.player_view(state if state.is_over else game.resign(state)))

    schema = game.options_schema.to_json()
    # Every preset, and every choice of every option (a few deals each): some kinds of action exist only
    # under an option (Quetinny's setup_place with setup_arrangement=player).
    variants: list[tuple[str, dict[str, Any], int]] = [(p["name"], {}, seeds) for p in schema["presets"]]
    for option in schema["options"]:
        for choice in option.get("choices") or ([True] if option["type"] == "boolean" else []):
            if choice != option["default"]:
                variants.append((f"{option['name']}={choice}", {option["name"]: choice}, max(1, seeds // 5)))
    for preset, options, deals in variants:
        for n in range(deals):
            rng = random.Random(f"{game.slug}-{preset}-{n}")
            seed = f"schema-{preset}-{n}"
            state = game.new_game(seed, options=options) if options else game.new_game(seed, preset=preset)
            walk(state, lambda _state, legal, rng=rng: _novel(rng, legal, seen))
    # Random play seldom wins, and a won game shows fields as they are at the end (Weaver's target gone):
    # the strong bot plays a few deals of each preset, quickly.
    for preset in schema["presets"]:
        for n in range(bot_deals):
            bot = strong_bot_class(game.slug)(seed=n, budget=strong_bot_class(game.slug).low_budget)
            state = game.new_game(f"schema-bot-{preset['name']}-{n}", preset=preset["name"])
            walk(state, lambda state, _legal, bot=bot: bot.choose(Observation(game, state)).action)
    for action in [*RARE_ACTIONS.get(game.slug, []), {"type": "resign"}]:
        actions.setdefault(action["type"], SchemaBuilder()).add_object(action)
    return {
        "view": _openapi(views.to_schema()),
        "actions": {kind: _openapi(builder.to_schema()) for kind, builder in sorted(actions.items())},
    }


def sample(seeds: int, moves: int, bot_deals: int) -> dict[str, Any]:
    return {game.slug: sample_game(game, seeds, moves, bot_deals) for game in all_games()}


class Command(BaseCommand):
    help = (
        "Infer each game's view and action schemas from random playouts and write games/engine_schemas.json."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--seeds", type=int, default=30, help="deals per preset")
        parser.add_argument("--moves", type=int, default=400, help="random moves per deal at most")
        parser.add_argument(
            "--bot-deals", type=int, default=2, help="deals per preset played by the strong bot"
        )

    def handle(self, *args, seeds: int, moves: int, bot_deals: int, **options) -> None:
        OUTPUT.write_text(json.dumps(sample(seeds, moves, bot_deals), indent=1, sort_keys=True) + "\n")
        self.stdout.write(f"wrote {OUTPUT}")
