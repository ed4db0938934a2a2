from __future__ import annotations

import datetime as dt

from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.authentication import BearerTokenAuthentication
from config.api import error_responses, public_error_responses
from config.errors import ApiError
from games import daily, selectors
from games.api_schema import AnyActionField, play_state_schema
from games.engines.registry import all_games
from games.models import DailyChallenge, Play, PlayStatus


# Inline and nullable on purpose: a nullable nested serializer becomes {allOf: [$ref], nullable: true}, which
# OpenAPI 3.0 validators read as "the referenced object, never null" (null is what a guest reader gets).
@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "description": "For a signed-in caller: my attempt at this challenge, or null.",
        "properties": {
            "id": {"type": "string", "format": "uuid"},
            "status": {"type": "string", "enum": list(PlayStatus.values)},
            "score": {"type": "integer"},
        },
        "required": ["id", "status", "score"],
    }
)
class MyPlayField(serializers.JSONField):
    pass


class ChallengeOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    date = serializers.DateField()
    game = serializers.CharField()
    preset = serializers.CharField()
    engine_version = serializers.CharField()
    options = serializers.DictField()
    commitment = serializers.CharField(
        help_text="SHA-256 over seed, engine version and options; see docs/daily.md."
    )
    seed = serializers.CharField(allow_null=True, help_text="Null until the day closes.")
    difficulty = serializers.CharField()
    par = serializers.IntegerField(allow_null=True)
    opens_at = serializers.DateTimeField()
    closes_at = serializers.DateTimeField()
    seconds_left = serializers.IntegerField()
    board = serializers.CharField()
    my_play = MyPlayField(allow_null=True)


class ExportedPlaySerializer(serializers.Serializer):
    player = serializers.CharField()
    actions = serializers.ListField(child=AnyActionField())
    claimed_score = serializers.IntegerField()
    status = serializers.ChoiceField(choices=PlayStatus.choices)


class ExportOutputSerializer(serializers.Serializer):
    date = serializers.DateField()
    game = serializers.CharField()
    preset = serializers.CharField()
    options = serializers.DictField()
    engine_version = serializers.CharField()
    seed = serializers.CharField()
    commitment = serializers.CharField()
    plays = ExportedPlaySerializer(many=True, help_text="Every finished play of the day, oldest first.")


def _challenge_body(challenge: DailyChallenge, user) -> dict:
    from django.utils import timezone

    now = timezone.now()
    mine = None
    if user is not None and user.is_authenticated:
        play = (
            Play.objects.filter(player=user, daily_challenge=challenge).only("id", "status", "score").first()
        )
        mine = {"id": str(play.id), "status": play.status, "score": play.score} if play else None
    return {
        "id": challenge.id,
        "date": challenge.date,
        "game": challenge.game,
        "preset": challenge.preset,
        "engine_version": challenge.engine_version,
        "options": challenge.options,
        "commitment": challenge.commitment,
        "seed": challenge.seed if challenge.closes_at <= now else None,
        "difficulty": challenge.difficulty,
        "par": challenge.par,
        "opens_at": challenge.opens_at,
        "closes_at": challenge.closes_at,
        "seconds_left": max(0, int((challenge.closes_at - now).total_seconds())),
        "board": f"daily-{challenge.id}",
        "my_play": mine,
    }


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise ApiError("invalid_date", f"'{value}' is not a date (YYYY-MM-DD).", 400) from None


class _OptionalAuth:
    authentication_classes = [BearerTokenAuthentication]
    permission_classes = [AllowAny]


class DailyTodayApi(_OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_today",
        responses={200: ChallengeOutputSerializer(many=True), **public_error_responses()},
        tags=["daily"],
        auth=[],
        summary="Today's challenges (UTC), with my status when signed in",
        description="Public; with a bearer token each challenge also says `my_play`. One challenge per game, "
        "the same deal for everyone; its seed is published when the day closes.",
    )
    def get(self, request):
        date = daily.today()
        challenges = [daily.challenge_ensure(date=date, game_slug=g.slug) for g in all_games()]
        return Response([_challenge_body(c, request.user) for c in challenges])


class DailyDetailApi(_OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_get",
        responses={200: ChallengeOutputSerializer, **public_error_responses(404)},
        tags=["daily"],
        auth=[],
        summary="One day's challenge for a game (its seed once the day has closed)",
        description="Public; with a bearer token it also says `my_play`. The commitment lets anyone check "
        "after the close that the published seed is the one committed to (docs/daily.md).",
    )
    def get(self, request, date: str, game: str):
        challenge = daily.challenge_get(date=_date(date), game_slug=game)
        return Response(_challenge_body(challenge, request.user))


class DailyStartApi(APIView):
    required_scope = "play"

    @extend_schema(
        operation_id="daily_start",
        request=None,
        responses={201: play_state_schema(), 200: play_state_schema(), **error_responses(404, 410)},
        tags=["daily"],
        summary="Start (or resume) my one scored attempt at a challenge: no undo, no hints",
        description="201 with a new play; 200 with the play already started (one attempt per player and "
        "day). 410 once the day and its grace period are over.",
    )
    def post(self, request, date: str, game: str):
        play, created = daily.daily_start(user=request.user, date=_date(date), game_slug=game)
        return Response(
            selectors.play_snapshot(play), status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class DailyExportApi(_OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_export",
        responses={200: ExportOutputSerializer, **public_error_responses(403, 404)},
        tags=["daily"],
        auth=[],
        summary="After the close: seed, options, engine version and every finished play's log, to verify",
        description="Public once the day has closed (403 `not_closed` before). Replaying each log from the "
        "seed recomputes every score of the day with no trust in the server (games/verify.py).",
    )
    def get(self, request, date: str, game: str):
        challenge = daily.challenge_get(date=_date(date), game_slug=game)
        return Response(daily.challenge_export(challenge=challenge))
