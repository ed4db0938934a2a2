"""The races' REST endpoints: thin views over ``races.services`` and ``races.selectors``."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import TokenHasScope
from api.error_codes import ErrorCode
from api.idempotency import IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY, idempotent
from api.rest import (
    StrictCharField,
    StrictIntegerField,
    error_responses,
    public_error_responses,
    validated_body,
)
from api.throttles import UserThrottle
from games.models import PlayStatus
from games.serializers import GameSlugField, PresetNameField
from races import selectors, services
from races.models import MAX_PLAYERS, MIN_PLAYERS, RaceStatus


class RaceCreateThrottle(UserThrottle):
    scope = "races"


class RacerSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    player = serializers.CharField()
    left = serializers.BooleanField(help_text="Left the running race: resigned.")
    finished = serializers.BooleanField()
    placement = serializers.IntegerField(allow_null=True, help_text="Once the results are verified.")
    rating = serializers.FloatField(
        allow_null=True, help_text="The race rating after this race (mu - 3 sigma)."
    )
    rating_before = serializers.FloatField(
        allow_null=True,
        help_text="The race rating before this race (null for a first race, and before the results).",
    )
    seconds = serializers.FloatField(
        allow_null=True, help_text="From the start (the countdown's end) to this racer's finish."
    )
    status = serializers.ChoiceField(
        choices=PlayStatus.choices, allow_null=True, help_text="The play's status; null before the start."
    )
    score = serializers.IntegerField(allow_null=True)
    moves = serializers.IntegerField(allow_null=True)
    progress = serializers.DictField(
        child=serializers.IntegerField(), help_text="The game's own counters (sets, Keiju enticed...)."
    )


class RaceSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = GameSlugField()
    preset = PresetNameField()
    status = serializers.ChoiceField(
        choices=RaceStatus.choices,
        help_text="lobby, running (the countdown, then the race), finished, rated or cancelled.",
    )
    quick = serializers.BooleanField()
    capacity = serializers.IntegerField()
    time_limit_seconds = serializers.IntegerField()
    creator = serializers.CharField(allow_null=True)
    created_at = serializers.DateTimeField()
    starts_at = serializers.DateTimeField(
        allow_null=True, help_text="The end of the countdown: moves from then."
    )
    ends_at = serializers.DateTimeField(
        allow_null=True, help_text="The time limit: a move from then is a 410."
    )
    finished_at = serializers.DateTimeField(allow_null=True)
    seed = serializers.CharField(allow_null=True, help_text="Null until the race is over.")
    racers = RacerSerializer(many=True)
    my_seat = serializers.IntegerField(allow_null=True)
    my_play = serializers.UUIDField(
        allow_null=True, help_text="My play of the deal, once the race has started."
    )


def _race(request, race_id) -> Response:
    return Response(RaceSerializer(selectors.race_for(race_id=race_id, user=request.user)).data)


class RaceCreateApi(APIView):
    def get_throttles(self):
        extra = [RaceCreateThrottle()] if self.request.method == "POST" else []
        return [*super().get_throttles(), *extra]

    class InputSerializer(serializers.Serializer):
        game = StrictCharField(
            max_length=32, trim_whitespace=False
        )  # " " is an unknown game (404), not blank
        # " " is an unknown preset (400 unknown_preset, or 404 for an unknown game), not a blank field.
        preset = StrictCharField(max_length=32, required=False, trim_whitespace=False)
        capacity = StrictIntegerField(required=False, min_value=MIN_PLAYERS, max_value=MAX_PLAYERS)
        time_limit_seconds = StrictIntegerField(required=False, min_value=30, max_value=3600)

    @extend_schema(
        operation_id="races_create",
        request=InputSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            201: RaceSerializer,
            **error_responses(
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.UNKNOWN_PRESET,
                ErrorCode.REGISTERED_ONLY,
                ErrorCode.UNKNOWN_FIELD,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["races"],
        summary="Open a race lobby (game, preset, 2 to 8 players, a time limit); others join by its link",
        description="Registered players only. The creator starts it (POST /races/<id>/start) once two or more "
        "have joined. The deal is drawn by the server at the start, its seed secret until the race ends.",
    )
    @idempotent
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        race = services.race_create(user=request.user, **data)
        response = _race(request, race.pk)
        response.status_code = status.HTTP_201_CREATED
        return response


class RaceLobbyListApi(APIView):
    permission_classes = [AllowAny, TokenHasScope]

    class FilterSerializer(serializers.Serializer):
        # Not trimmed: the schema admits any non-empty string, and a game named by whitespace alone is no game
        # (an empty list), not a blank field (400).
        game = serializers.CharField(required=False, max_length=32, trim_whitespace=False)

    @extend_schema(
        operation_id="races_list",
        parameters=[FilterSerializer],
        responses={
            200: RaceSerializer(many=True),
            **public_error_responses(
                ErrorCode.MISSING_SCOPE,
                ErrorCode.UNKNOWN_PARAMETER,
                ErrorCode.INVALID_PARAMETER,
                optional_auth=True,
            ),
        },
        tags=["races"],
        summary="Open lobbies, newest first",
        description="Public: the races waiting for players (at most 50).",
    )
    def get(self, request):
        query = self.FilterSerializer(data=request.query_params.dict())
        query.is_valid(raise_exception=True)
        lobbies = selectors.open_lobbies(user=request.user, game=query.validated_data.get("game"))
        return Response(RaceSerializer(lobbies, many=True).data)


class RaceDetailApi(APIView):
    permission_classes = [AllowAny, TokenHasScope]

    @extend_schema(
        operation_id="races_detail",
        responses={
            200: RaceSerializer,
            **public_error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.MISSING_SCOPE,
                ErrorCode.UNKNOWN_PARAMETER,
                ErrorCode.INVALID_PARAMETER,
                optional_auth=True,
            ),
        },
        tags=["races"],
        summary="A race: its racers' progress (counters, never a card or a move), and mine",
        description="Public, so that spectators may follow it; the seed only once it is over.",
    )
    def get(self, request, race_id):
        return _race(request, race_id)


class RaceJoinApi(APIView):
    @extend_schema(
        operation_id="races_join",
        request=None,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            200: RaceSerializer,
            **error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.REGISTERED_ONLY,
                ErrorCode.RACE_STARTED,
                ErrorCode.RACE_FULL,
                ErrorCode.UNKNOWN_FIELD,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["races"],
        summary="Join a race's lobby (by its link); a full, started or finished race is a 409",
        description="Joining a race I am in already answers it unchanged.",
    )
    @idempotent
    def post(self, request, race_id):
        services.race_join(race_id=race_id, user=request.user)
        return _race(request, race_id)


class RaceStartApi(APIView):
    @extend_schema(
        operation_id="races_start",
        request=None,
        responses={
            200: RaceSerializer,
            **error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.NOT_CREATOR,
                ErrorCode.RACE_STARTED,
                ErrorCode.TOO_FEW_PLAYERS,
                ErrorCode.UNKNOWN_FIELD,
            ),
        },
        tags=["races"],
        summary="Start the race (its creator, two players or more): the countdown begins",
        description="Deals a fresh deal and a play of it per racer; moves are accepted from `starts_at` "
        "(409 not_started before) until `ends_at` (410 time_up from then). The socket pushes the countdown.",
    )
    def post(self, request, race_id):
        services.race_start(race_id=race_id, user=request.user)
        return _race(request, race_id)


class RaceLeaveApi(APIView):
    @extend_schema(
        operation_id="races_leave",
        request=None,
        responses={
            204: None,
            **error_responses(ErrorCode.NOT_FOUND, ErrorCode.RACE_OVER, ErrorCode.UNKNOWN_FIELD),
        },
        tags=["races"],
        summary="Leave a race: a free seat in the lobby; in a running race, resigning",
        description="A racer who leaves a running race places below everyone who stayed.",
    )
    def post(self, request, race_id):
        services.race_leave(race_id=race_id, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class RaceQuickMatchApi(APIView):
    throttle_classes = [UserThrottle, RaceCreateThrottle]

    class InputSerializer(serializers.Serializer):
        game = StrictCharField(
            max_length=32, trim_whitespace=False
        )  # " " is an unknown game (404), not blank
        # " " is an unknown preset (400 unknown_preset, or 404 for an unknown game), not a blank field.
        preset = StrictCharField(max_length=32, required=False, trim_whitespace=False)

    @extend_schema(
        operation_id="races_quick_match",
        request=InputSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            200: RaceSerializer,
            **error_responses(
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.UNKNOWN_PRESET,
                ErrorCode.REGISTERED_ONLY,
                ErrorCode.UNKNOWN_FIELD,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["races"],
        summary="The quick-match queue of a game: join the oldest open quick race, or open one",
        description="A quick race starts by itself when it is full (RACE_QUICK_MATCH_PLAYERS).",
    )
    @idempotent
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        race = services.race_quick_match(user=request.user, **data)
        return _race(request, race.pk)


class RaceRatingSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    player = serializers.CharField()
    rating = serializers.FloatField(help_text="mu - 3 sigma.")
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    races = serializers.IntegerField()


class RaceRatingsApi(APIView):
    permission_classes = [AllowAny, TokenHasScope]

    @extend_schema(
        operation_id="races_ratings",
        responses={
            200: RaceRatingSerializer(many=True),
            **public_error_responses(
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.MISSING_SCOPE,
                ErrorCode.UNKNOWN_PARAMETER,
                ErrorCode.INVALID_PARAMETER,
                optional_auth=True,
            ),
        },
        tags=["races"],
        summary="The race rating of a game, best first (top 100)",
        description="openskill Plackett-Luce over verified race results; apart from the daily rating.",
    )
    def get(self, request, game: str):
        services.game_or_404(game)
        rows = selectors.race_ratings(game=game)
        return Response(
            RaceRatingSerializer(
                [
                    {
                        "rank": i + 1,
                        "player": r.user.public_name,
                        "rating": round(r.ordinal, 3),
                        "mu": round(r.mu, 3),
                        "sigma": round(r.sigma, 3),
                        "races": r.races,
                    }
                    for i, r in enumerate(rows)
                ],
                many=True,
            ).data
        )
