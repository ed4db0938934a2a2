"""What the OpenAPI document says about the games' own JSON: each game's view, its actions and the play
snapshot that carries them, one shape per game (``oneOf`` with ``game`` as the discriminator), and the
catalogue's options and presets.

The engines return plain JSON whose shapes each game declares as classes (``games/engines/<game>/shapes.py``):
the view and action components are generated from those classes (``api.shapes``), never inferred from play;
``tests/engines/test_shapes.py`` holds every engine to its classes. The serializers here only describe; the
APIs render with the selectors."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from api.schema import add_links, operation_by_id
from api.shapes import SchemaWriter
from games.engines.base import OptionSpec
from games.engines.registry import all_games, get_game, slugs
from games.serializers import PlayStateSerializer, PresetNameField


@cache
def engine_components() -> dict[str, Any]:
    """The components of every game's view and actions, generated from their classes."""
    writer = SchemaWriter()
    for game in all_games():
        writer.schema(game.view_shape)
        writer.schema(game.action_shape)
    return writer.components


def game_actions(slug: str) -> dict[str, Any]:
    """Any action of one game: exactly one of its kinds, told apart by ``type``."""
    return SchemaWriter().schema(get_game(slug).action_shape)


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("-", "_").split("_"))


def _ref(component: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{component}"}


def view_component(slug: str) -> str:
    return get_game(slug).view_shape.__name__


ANY_ACTION: dict[str, Any] = {
    "description": "An action of the play's game: {type, ...}; each game's kinds are in its PlayState.",
    "type": "object",
    "properties": {"type": {"type": "string"}},
    "required": ["type"],
    "additionalProperties": True,
}


@extend_schema_field(ANY_ACTION)
class AnyActionField(serializers.JSONField):
    pass


@extend_schema_field(_ref("GameAction"))
class GameActionField(serializers.JSONField):
    """An action the server names (a hint's, a log's): one of the games' own actions, typed field by field."""


@extend_schema_field(_ref("GameView"))
class AnyGameViewField(serializers.JSONField):
    """A view of a game the answer names elsewhere (a replay's step, a bot's frame): one of the views."""


def add_engine_components(result, generator, request, public):
    """Postprocessing hook: the view and action components the per-game snapshots refer to, and each
    snapshot's ``game`` pinned to its slug (so that ``game`` discriminates)."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    clashes = sorted(set(engine_components()) & set(schemas))
    if clashes:
        raise ValueError(f"a class of the engines and a serializer share the component names {clashes}")
    schemas.update(
        copy.deepcopy(engine_components())
    )  # the document is the caller's to change, the cache not
    schemas["GameView"] = {
        "description": "What a player of one of the games may see: the view of the game the answer is about.",
        "oneOf": [_ref(view_component(slug)) for slug in slugs()],
    }
    # anyOf, not oneOf: two games may share an action's shape ({"type": "resign"}).
    schemas["GameAction"] = {
        "description": "An action of one of the games: the play's own game's (its kinds are in its PlayState).",
        "anyOf": [game_actions(slug) for slug in slugs()],
    }
    for slug in slugs():
        state = schemas.get(f"{_camel(slug)}PlayState")
        if state is not None:
            state["properties"]["game"] = {"type": "string", "enum": [slug]}
    _add_start_requests(result, schemas)
    schemas["GameSlug"] = {"type": "string", "enum": slugs(), "description": "A game's slug."}
    presets = sorted({p.name for slug in slugs() for p in get_game(slug).options_schema.presets})
    schemas["PresetName"] = {
        "type": "string",
        "enum": [*presets, ""],
        "description": "A preset's name; empty for options that match no preset, or a board of every preset.",
    }
    return result


def start_request_component(slug: str) -> str:
    return f"{_camel(slug)}PlayStartRequest"


def _option_schema(spec: OptionSpec) -> dict[str, Any]:
    """The option as a JSON Schema property, from the catalogue's own description of it (``OptionSpec.to_json``)."""
    described = spec.to_json()
    schema = {"type": described["type"], "description": described["description"]}
    if "choices" in described:
        schema["enum"] = described["choices"]
    return schema | {bound: described[bound] for bound in ("minimum", "maximum") if bound in described}


def _add_start_requests(result: dict, schemas: dict) -> None:
    """plays_start's body, one shape per game (told apart by ``game``): its presets by name and its options
    with their types and ranges, as ``OptionsSchema.resolve`` checks them, instead of a free-form object."""
    for slug in slugs():
        options = get_game(slug).options_schema
        schemas[start_request_component(slug)] = {
            "type": "object",
            "properties": {
                "game": {"type": "string", "enum": [slug]},
                "preset": {"type": "string", "enum": [preset.name for preset in options.presets]},
                "options": {
                    "type": "object",
                    "description": "Options over the preset's (or the defaults): only these names.",
                    "properties": {spec.name: _option_schema(spec) for spec in options.options},
                    "additionalProperties": False,
                },
                "seed": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 128,
                    "description": "A deal of your choosing (the game is then casual).",
                },
            },
            "required": ["game"],
            "additionalProperties": False,
        }
    body = {
        "oneOf": [_ref(start_request_component(slug)) for slug in slugs()],
        "discriminator": {
            "propertyName": "game",
            "mapping": {slug: _ref(start_request_component(slug))["$ref"] for slug in slugs()},
        },
    }
    request = operation_by_id(result, "plays_start")["requestBody"]
    for content in request["content"].values():
        content["schema"] = body
    schemas.pop("PlayListCreateApiInputRequest", None)


# A play's start answers its first snapshot, and every move the next one: the snapshot carries the play's id,
# its version and its legal actions, so a client's next request is in the answer.
_PLAY = {"play_id": "$response.body#/id"}
_NEXT_MOVE = {
    "PlayTheFirstLegalAction": {
        "operationId": "plays_act",
        "parameters": _PLAY,
        "requestBody": {
            "action": "$response.body#/legal_actions/0/action",
            "expected_version": "$response.body#/version",
        },
        "description": "The first legal action of this snapshot, at its version.",
    },
    "ReadThePlay": {"operationId": "plays_get", "parameters": _PLAY},
    "UndoTheLastMove": {
        "operationId": "plays_undo",
        "parameters": _PLAY,
        "requestBody": {"expected_version": "$response.body#/version"},
    },
    "Resign": {
        "operationId": "plays_resign",
        "parameters": _PLAY,
        "requestBody": {"expected_version": "$response.body#/version"},
    },
    "AskForAHint": {"operationId": "plays_hint", "parameters": _PLAY},
    "ReadTheLog": {"operationId": "plays_log", "parameters": _PLAY},
}
_FINISHED = {
    "ReadTheReplay": {"operationId": "plays_replay", "parameters": _PLAY},
    # "0", not 0: OpenAPI 3.1's schema holds a link's parameters to strings (a path segment is one anyway).
    "ReadTheDeal": {"operationId": "plays_replay_step", "parameters": {**_PLAY, "step": "0"}},
    "ShareByLink": {"operationId": "plays_share", "parameters": _PLAY, "requestBody": {"is_public": True}},
    "ReadTheLog": {"operationId": "plays_log", "parameters": _PLAY},
}


def add_play_links(result, generator, request, public):
    """Postprocessing hook: the links between the play operations (see api.schema.add_links)."""
    return add_links(
        result,
        {
            ("plays_start", "201"): _NEXT_MOVE,
            ("daily_start", "201"): _NEXT_MOVE,
            ("daily_start", "200"): _NEXT_MOVE,
            ("plays_act", "200"): _NEXT_MOVE,
            ("plays_undo", "200"): _NEXT_MOVE,
            ("plays_resign", "200"): _FINISHED,
        },
    )


@cache
def _play_state_serializers() -> dict[str, type[serializers.Serializer]]:
    by_game: dict[str, type[serializers.Serializer]] = {}
    for slug in slugs():
        name = _camel(slug)
        action_field = extend_schema_field(game_actions(slug))(
            type(f"{name}ActionField", (serializers.JSONField,), {})
        )
        view_field = extend_schema_field(_ref(view_component(slug)))(
            type(f"{name}ViewField", (serializers.JSONField,), {})
        )
        legal_action = type(
            f"{name}LegalActionSerializer",
            (serializers.Serializer,),
            {"action": action_field(), "text": serializers.CharField(help_text="The move in words.")},
        )
        by_game[slug] = type(
            f"{name}PlayStateSerializer",
            (PlayStateSerializer,),
            {
                "__module__": __name__,
                "game": serializers.CharField(),
                "view": view_field(help_text="The position as the player may see it."),
                "legal_actions": legal_action(many=True, help_text="Every legal action, in a stable order."),
            },
        )
    return by_game


def play_state_schema() -> PolymorphicProxySerializer:
    """The play snapshot (REST responses and the WebSocket's ``state`` message): one shape per game."""
    return PolymorphicProxySerializer(
        component_name="PlayState",
        serializers=dict(_play_state_serializers()),  # typed as the wider dict the hint asks for
        resource_type_field_name="game",
    )


@extend_schema_field({"anyOf": [{"type": "boolean"}, {"type": "integer"}, {"type": "string"}]})
class OptionValueField(serializers.JSONField):
    pass


@extend_schema_field({"anyOf": [{"type": "integer"}, {"type": "string"}]})
class OptionChoiceField(serializers.JSONField):
    pass


class GameOptionSerializer(serializers.Serializer):
    name = serializers.CharField()
    type = serializers.ChoiceField(choices=["boolean", "integer", "string"])
    default = OptionValueField()
    description = serializers.CharField()
    choices = serializers.ListField(
        child=OptionChoiceField(),
        required=False,
        help_text="The only values allowed, when the option lists them.",
    )
    minimum = serializers.IntegerField(required=False)
    maximum = serializers.IntegerField(required=False)
    view_only = serializers.BooleanField(
        required=False, help_text="Changes only what the player sees, never the deal or the rules."
    )


class GamePresetSerializer(serializers.Serializer):
    name = PresetNameField()
    description = serializers.CharField()
    options = serializers.DictField(
        child=OptionValueField(), help_text="The options this preset sets; the others keep their default."
    )


class OptionsSchemaSerializer(serializers.Serializer):
    options = GameOptionSerializer(many=True)
    presets = GamePresetSerializer(many=True)
    default_preset = PresetNameField()


def day_path_parameters() -> list[OpenApiParameter]:
    """A day's address, ``/daily/{date}/{game}/``. Django's ``str`` converter takes anything, but the views
    take a real date only (anything else is a 400); a game that is not in the catalogue is a 404."""
    return [
        OpenApiParameter("date", OpenApiTypes.DATE, OpenApiParameter.PATH, description="YYYY-MM-DD (UTC)"),
        OpenApiParameter("game", str, OpenApiParameter.PATH, description="a game's slug (games_list)"),
    ]
