"""Output shapes shared by the play and daily APIs."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.daily.ladder import GOLD_BY, PAR_BY
from games.models import Mode, PlayStatus


# Typed by reference to one component each (games.api_schema.add_engine_components makes them from the
# registry), so that a strict client reads a slug or a preset as the enum the start body and the board filter
# take, without a cast.
@extend_schema_field({"$ref": "#/components/schemas/GameSlug"})
class GameSlugField(serializers.CharField):
    pass


@extend_schema_field({"$ref": "#/components/schemas/PresetName"})
class PresetNameField(serializers.CharField):
    pass


# The medal thresholds of a daily (games.daily.ladder.medals); null (no par) comes from the field's allow_null.
MEDALS_SCHEMA = {
    "type": "object",
    "description": "The least score of each medal (a won game only earns one); null when the day has no par.",
    "properties": {
        "gold": {
            "type": "integer",
            "description": "Par; on a day of rule ladder-3 whose par came from the solver, the best score an "
            "information-limited player reached (gold_by says who reached it).",
        },
        "silver": {"type": "integer"},
        "bronze": {"type": "integer"},
    },
    "required": ["gold", "silver", "bronze"],
}


@extend_schema_field(MEDALS_SCHEMA)
class MedalsField(serializers.JSONField):
    pass


def par_by_field(**kwargs) -> serializers.ChoiceField:
    return serializers.ChoiceField(
        choices=PAR_BY,
        help_text="Who reached par: a ladder player, who chooses from the face-up cards only, or the solver, "
        "which saw every card (then no ladder player won the deal). Known from the opening; it names no card.",
        **kwargs,
    )


def par_note_field() -> serializers.CharField:
    return serializers.CharField(
        allow_null=True,
        help_text="The card's sentence when par came from the solver (who set gold, and what it is), for a client "
        "to show as it is; null when a player reached par.",
    )


def gold_by_field(**kwargs) -> serializers.ChoiceField:
    return serializers.ChoiceField(
        choices=GOLD_BY,
        help_text="Who reached the gold score: a player who sees only the face-up cards; the solver (gold at a "
        "par only a player who saw every card reached: rule ladder-2's solver-par days); or the rule (no "
        "information-limited player won at the bigger budget: gold one step below par). docs/daily.md.",
        **kwargs,
    )


class MedalLadderSerializer(serializers.Serializer):
    """The fields every daily answer shares about its medals (games.daily.challenges.challenge_medals)."""

    medals = MedalsField(allow_null=True)
    par_by = par_by_field()
    gold_by = gold_by_field()
    par_note = par_note_field()


# A game's options by name: each value a boolean, an integer or a string, as the catalogue's options declare
# (games_options). Typed so that a generated client reads a value without a cast.
GAME_OPTIONS_SCHEMA = {
    "type": "object",
    "description": "Option values by name (the game's options, games_options).",
    "additionalProperties": {"anyOf": [{"type": "boolean"}, {"type": "integer"}, {"type": "string"}]},
}


@extend_schema_field(GAME_OPTIONS_SCHEMA)
class GameOptionsField(serializers.DictField):
    pass


class PlayStateSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = serializers.CharField()
    mode = serializers.ChoiceField(choices=Mode.choices)
    version = serializers.IntegerField(
        help_text="Grows by one with every move or undo; send it back as expected_version."
    )
    status = serializers.ChoiceField(choices=PlayStatus.choices)
    end_reason = serializers.CharField(allow_null=True)
    score = serializers.IntegerField()
    rank_key = serializers.ListField(child=serializers.IntegerField())
    view = serializers.JSONField(
        help_text="The position as the player may see it (face-down cards as counts)."
    )
    legal_actions = serializers.ListField(
        child=serializers.JSONField(), help_text="[{action, text}] in a stable order."
    )
    actions_count = serializers.IntegerField()
    undo_count = serializers.IntegerField()
    hint_count = serializers.IntegerField()
    can_undo = serializers.BooleanField(
        help_text="Practice only: while playing, or once lost (taking back the losing move makes it casual)."
    )
    ranked = serializers.BooleanField(
        help_text="Whether this play can rank on a board (see /fair-play); a hint or an undo makes it casual."
    )
    unranked_reason = serializers.CharField(allow_null=True, help_text="Why not, in words; null when ranked.")
    started_at = serializers.DateTimeField(help_text="When the play started (the clients' timer).")
    finished_at = serializers.DateTimeField(allow_null=True)
