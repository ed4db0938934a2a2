from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import Throttled
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Scope
from accounts.permissions import TokenHasScope
from api.conditional import IF_NONE_MATCH, NOT_MODIFIED, ConditionalGetMixin
from api.error_codes import ErrorCode
from api.errors import ApiError
from api.idempotency import IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY, idempotent
from api.rest import (
    CURSOR_FIELD_HELP,
    CURSOR_HELP,
    INT32_MAX,
    NewestFirstCursorPagination,
    StrictBooleanField,
    StrictCharField,
    StrictIntegerField,
    error_responses,
    public_error_responses,
    validated_body,
    validated_data,
)
from api.throttles import UserThrottle
from games import selectors, services
from games.api_schema import (
    AnyActionField,
    AnyGameViewField,
    GameActionField,
    OptionsSchemaSerializer,
    play_state_schema,
)
from games.daily.apis import INSTALL_PARAMETER, request_origin
from games.daily.challenges import daily_play_origin_record
from games.engines.registry import all_games
from games.hints import hint_slot
from games.models import Mode, Play, PlayStatus
from games.serializers import GameOptionsField, GameSlugField, PresetNameField


class ActionThrottle(UserThrottle):
    scope = "actions"


class HintThrottle(UserThrottle):
    """Each hint costs up to 200 ms of bot CPU: a tighter limit of its own than moves (games.hints)."""

    scope = "hints"


class GameOutputSerializer(serializers.Serializer):
    slug = GameSlugField()
    name = serializers.CharField()
    engine_version = serializers.CharField()
    options_schema = OptionsSchemaSerializer()
    rules_url = serializers.CharField()


def _catalogue_entry(game) -> dict:
    return {**game.catalogue_entry(), "rules_url": f"/rules/{game.slug}"}


class GameListApi(ConditionalGetMixin, APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="games_list",
        parameters=[IF_NONE_MATCH],
        responses={**NOT_MODIFIED, 200: GameOutputSerializer(many=True), **public_error_responses()},
        tags=["games"],
        auth=[],
        summary="The catalogue: every game with its options, presets and rules page",
        description="Public. Each game's options (type, default, allowed values) and named presets: start a "
        "play with a preset, or with options that differ from the defaults.",
    )
    def get(self, request):
        return Response(GameOutputSerializer([_catalogue_entry(g) for g in all_games()], many=True).data)


class PlaySummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = GameSlugField()
    preset = PresetNameField()
    mode = serializers.CharField()
    status = serializers.CharField()
    score = serializers.IntegerField()
    version = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    ranked = serializers.BooleanField()
    unranked_reason = serializers.CharField(allow_blank=True)


class PlayPageSerializer(serializers.Serializer):
    cursor = serializers.CharField(allow_null=True, help_text=CURSOR_FIELD_HELP)
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = PlaySummarySerializer(many=True)


class PlayListCreateApi(APIView):
    required_scope = Scope.PLAY

    class InputSerializer(serializers.Serializer):
        game = StrictCharField(max_length=32)
        preset = StrictCharField(max_length=32, required=False)
        options = serializers.DictField(required=False)
        seed = StrictCharField(max_length=128, min_length=1, required=False, trim_whitespace=False)

    class FilterSerializer(serializers.Serializer):
        game = serializers.CharField(required=False, max_length=32)
        status = serializers.ChoiceField(choices=PlayStatus.choices, required=False)
        mode = serializers.ChoiceField(choices=Mode.choices, required=False)
        cursor = serializers.CharField(required=False, help_text=CURSOR_HELP)
        page_size = serializers.IntegerField(
            required=False, min_value=1, max_value=100, help_text="1 to 100, default 20"
        )

    @extend_schema(
        operation_id="plays_start",
        parameters=[IDEMPOTENCY_KEY],
        request=InputSerializer,
        responses={
            201: play_state_schema(),
            **error_responses(
                ErrorCode.UNKNOWN_FIELD,
                ErrorCode.INVALID_OPTIONS,
                ErrorCode.INVALID_SEED,
                ErrorCode.DAILY_SEED,
                ErrorCode.UNKNOWN_GAME,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["plays"],
        summary="Start a practice game (game, a preset or options, an optional seed); without a seed the "
        "server draws a ranked deal, its seed secret until the game ends (see /fair-play)",
        description="Deals a new practice game and answers its first snapshot. Without a seed the server draws a "
        "ranked deal (its seed secret until the game ends); with a seed of your choosing the game is casual. "
        "Practice games may be undone and hinted, which makes them casual (see /fair-play).",
    )
    @idempotent
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        play = services.play_start(user=request.user, **data)
        return Response(selectors.play_snapshot(play), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="plays_list",
        parameters=[FilterSerializer],
        responses={200: PlayPageSerializer, **error_responses(ErrorCode.INVALID_CURSOR)},
        tags=["plays"],
        summary="My plays, newest first (cursor pagination)",
        description="Follow `next` until it is null. Filters: game, status, mode.",
    )
    def get(self, request):
        # A plain dict: with a QueryDict, DRF treats "?status=" as "not given" and lets an empty value through.
        filters = self.FilterSerializer(data=request.query_params.dict())
        filters.is_valid(raise_exception=True)
        paginator = NewestFirstCursorPagination()
        criteria = {k: v for k, v in filters.validated_data.items() if k in ("game", "status", "mode")}
        page = paginator.paginate_queryset(
            selectors.plays_of(user=request.user, **criteria), request, view=self
        )
        return paginator.get_paginated_response(PlaySummarySerializer(page, many=True).data)


class PlayDetailApi(ConditionalGetMixin, APIView):
    class InputSerializer(serializers.Serializer):
        is_public = StrictBooleanField()

    @extend_schema(
        operation_id="plays_get",
        parameters=[IF_NONE_MATCH, INSTALL_PARAMETER],
        responses={**NOT_MODIFIED, 200: play_state_schema(), **error_responses(ErrorCode.NOT_FOUND)},
        tags=["plays"],
        summary="One of my plays: the position, the legal actions and the version",
        description="The same snapshot the WebSocket sends as a `state` message. Another player's play is a "
        "404, as if it did not exist. Reading an open daily attempt records where it is resumed from "
        '(docs/fair-play.md, "Linked accounts").',
    )
    def get(self, request, play_id):
        play = selectors.play_of(play_id=play_id, user=request.user)
        address, install = request_origin(request)
        daily_play_origin_record(play=play, address=address, install=install)
        return Response(selectors.play_snapshot(play))

    @extend_schema(
        operation_id="plays_share",
        request=InputSerializer,
        responses={
            200: play_state_schema(),
            **error_responses(ErrorCode.UNKNOWN_FIELD, ErrorCode.NOT_FOUND, ErrorCode.CANNOT_SHARE),
        },
        tags=["plays"],
        summary="Share (or stop sharing) a finished practice game's log by link",
        description="Once shared, anyone with the play's id may read its log (plays_log).",
    )
    def patch(self, request, play_id):
        data = validated_body(self.InputSerializer, request)
        play = services.play_set_public(play_id=play_id, user=request.user, is_public=data["is_public"])
        return Response(selectors.play_snapshot(play))


# Required on every change (issue 23: without it, 50 identical moves were applied 33 times): a client that
# resends after a lost answer gets a 409 for the duplicate instead of a second move.
EXPECTED_VERSION_HELP = "The version the move is meant for (the snapshot's version); a stale one is a 409."


class _VersionedInput(serializers.Serializer):
    expected_version = StrictIntegerField(min_value=0, help_text=EXPECTED_VERSION_HELP)


class PlayActApi(APIView):
    required_scope = Scope.PLAY
    throttle_classes = [ActionThrottle]

    class InputSerializer(serializers.Serializer):
        action = AnyActionField(help_text="One of the legal actions, e.g. {'type': 'slide', ...}.")
        expected_version = StrictIntegerField(min_value=0, help_text=EXPECTED_VERSION_HELP)

    @extend_schema(
        operation_id="plays_act",
        request=InputSerializer,
        responses={
            200: play_state_schema(),
            **error_responses(
                ErrorCode.INVALID_ACTION,
                ErrorCode.ILLEGAL_ACTION,
                ErrorCode.NOT_FOUND,
                ErrorCode.STALE_VERSION,
                ErrorCode.GAME_OVER,
                ErrorCode.BUSY,
                ErrorCode.UNKNOWN_FIELD,
                ErrorCode.DAILY_CLOSED,
                ErrorCode.NOT_STARTED,
                ErrorCode.TIME_UP,
            ),
        },
        tags=["plays"],
        summary="Make a move; 409 when expected_version is stale or the game is over",
        description="Send one of the snapshot's `legal_actions[].action` as it is. An action the rules "
        "forbid is a 400 that says why, and changes nothing.",
    )
    def post(self, request, play_id):
        return Response(act(play_id=play_id, user=request.user, data=request.data).snapshot)


def act(*, play_id, user, data: Any, known: Play | None = None, push: bool = True) -> services.PlayChange:
    """A move as sent, its fields checked (``move_input``) and applied (``games.services.play_act``): the REST
    view and the play socket both move through this (the socket with the play it knows, pushing itself)."""
    move = move_input(data)
    return services.play_act(
        play_id=play_id,
        user=user,
        action=move["action"],
        expected_version=move["expected_version"],
        known=known,
        push=push,
    )


@dataclass(frozen=True)
class _Mover:
    """What a user's throttle reads of a request (``UserRateThrottle.get_cache_key``): its user; ``META`` is
    read only for an anonymous one, which never moves."""

    user: Any
    META: dict


def action_allowed(*, user) -> None:
    """``ActionThrottle`` for a move that comes over a socket: counted under the same key as the REST move's
    (one limit for both ways of moving), ``Throttled`` past it, answered with REST's 429 body."""
    throttle = ActionThrottle()
    if not throttle.allow_request(_Mover(user=user, META={}), None):
        raise Throttled(wait=throttle.wait())


_MOVE_FIELDS = {"action", "expected_version"}


def move_input(data: Any) -> dict:
    """A move's fields checked, from a REST body or a socket's ``action`` message alike."""
    if (
        type(data) is dict
        and data.keys() == _MOVE_FIELDS
        and type(data["action"]) is dict
        and type(data["expected_version"]) is int
        and 0 <= data["expected_version"] <= INT32_MAX
    ):
        # What the serializer would accept as it is (its JSON field takes any decoded object): checked here
        # without it, which was a twentieth of a move's CPU. Anything else goes through it, for its errors.
        return {"action": data["action"], "expected_version": data["expected_version"]}
    move = validated_data(PlayActApi.InputSerializer, data)
    if not isinstance(move["action"], dict):
        raise ApiError(ErrorCode.INVALID_ACTION, "The action must be a JSON object with a 'type'.")
    return move


class PlayUndoApi(APIView):
    required_scope = Scope.PLAY
    throttle_classes = [ActionThrottle]

    class InputSerializer(_VersionedInput):
        pass

    @extend_schema(
        operation_id="plays_undo",
        request=InputSerializer,
        responses={
            200: play_state_schema(),
            **error_responses(
                ErrorCode.UNDO_NOT_ALLOWED,
                ErrorCode.NOT_FOUND,
                ErrorCode.STALE_VERSION,
                ErrorCode.GAME_OVER,
                ErrorCode.BUSY,
                ErrorCode.UNKNOWN_FIELD,
                ErrorCode.NOTHING_TO_UNDO,
            ),
        },
        tags=["plays"],
        summary="Take back the last move (practice only; counted)",
        description="A daily game cannot be undone (409). Each undo is counted in `undo_count`.",
    )
    def post(self, request, play_id):
        data = validated_body(self.InputSerializer, request)
        change = services.play_undo(
            play_id=play_id, user=request.user, expected_version=data["expected_version"]
        )
        return Response(change.snapshot)


class PlayResignApi(APIView):
    required_scope = Scope.PLAY

    class InputSerializer(_VersionedInput):
        pass

    @extend_schema(
        operation_id="plays_resign",
        request=InputSerializer,
        responses={
            200: play_state_schema(),
            **error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.STALE_VERSION,
                ErrorCode.GAME_OVER,
                ErrorCode.BUSY,
                ErrorCode.UNKNOWN_FIELD,
                ErrorCode.DAILY_CLOSED,
            ),
        },
        tags=["plays"],
        summary="Give up: the game ends lost, with the score reached so far",
        description="A daily game resigned is finished: its score counts on the day's board.",
    )
    def post(self, request, play_id):
        data = validated_body(self.InputSerializer, request)
        change = services.play_resign(
            play_id=play_id, user=request.user, expected_version=data["expected_version"]
        )
        return Response(change.snapshot)


class HintOutputSerializer(serializers.Serializer):
    action = GameActionField()
    text = serializers.CharField()
    reason = serializers.CharField()
    hint_count = serializers.IntegerField()
    version = serializers.IntegerField()


class PlayHintApi(APIView):
    required_scope = Scope.PLAY
    throttle_classes = [ActionThrottle, HintThrottle]

    @extend_schema(
        operation_id="plays_hint",
        request=None,
        responses={
            200: HintOutputSerializer,
            **error_responses(
                ErrorCode.HINT_NOT_ALLOWED,
                ErrorCode.NOT_FOUND,
                ErrorCode.GAME_OVER,
                ErrorCode.HINT_IN_PROGRESS,
                ErrorCode.HINTS_BUSY,
            ),
        },
        tags=["plays"],
        summary="What the game's bot would play here, and why (practice only; counted)",
        description="A daily game has no hints (409). Each hint is counted in `hint_count`.",
    )
    def post(self, request, play_id):
        with hint_slot(user_id=request.user.pk):  # one hint in flight per player (429), a bounded queue (503)
            return Response(services.play_hint(play_id=play_id, user=request.user))


class PlayLogOutputSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = GameSlugField()
    engine_version = serializers.CharField()
    options = GameOptionsField()
    seed = serializers.CharField(
        allow_null=True, help_text="Null while the seed is secret (a daily game before its close)."
    )
    actions = serializers.ListField(child=GameActionField())
    status = serializers.CharField()
    score = serializers.IntegerField()
    player = serializers.CharField()
    ranked = serializers.BooleanField()
    unranked_reason = serializers.CharField(allow_null=True)


class PlayLogApi(ConditionalGetMixin, APIView):
    # Anyone may read what is public; a personal token still needs its read scope for the owner's plays.
    permission_classes = [AllowAny, TokenHasScope]

    @extend_schema(
        operation_id="plays_log",
        parameters=[IF_NONE_MATCH],
        responses={
            **NOT_MODIFIED,
            200: PlayLogOutputSerializer,
            **public_error_responses(403, ErrorCode.NOT_FOUND, optional_auth=True),
        },
        tags=["plays"],
        summary="The action log (the seed only once it is public); others may read a log shared by link",
        description="Public for a finished play its owner shared; the owner (with a token) reads it at any "
        "time. With the seed, options and engine version, the log replays the game exactly.",
    )
    def get(self, request, play_id):
        play = Play.objects.select_related("player", "daily_challenge").filter(pk=play_id).first()
        owner = play is not None and request.user.is_authenticated and play.player_id == request.user.pk
        if play is None or not (owner or (play.is_public and play.is_over)):
            raise ApiError(ErrorCode.NOT_FOUND, "There is no such play, or it is not shared.")
        return Response(
            {
                "id": play.id,
                "game": play.game,
                "engine_version": play.engine_version,
                "options": play.options,
                "seed": play.seed if selectors.seed_is_public(play) else None,
                "actions": selectors.play_log(play),
                "status": play.status,
                "score": play.score,
                "player": play.player.public_name,
                "ranked": play.ranked,
                "unranked_reason": play.unranked_reason or None,
            }
        )


class PlayReplayOutputSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = GameSlugField()
    mode = serializers.CharField()
    player = serializers.CharField()
    status = serializers.CharField()
    end_reason = serializers.CharField(allow_null=True)
    score = serializers.IntegerField()
    date = serializers.DateField(allow_null=True, help_text="The daily challenge's date, if it is one.")
    moves = serializers.ListField(child=serializers.CharField(), help_text="Each move in words, in order.")


class PlayReplayApi(ConditionalGetMixin, APIView):
    # Anyone may read what is public; a personal token still needs its read scope for the owner's plays.
    permission_classes = [AllowAny, TokenHasScope]

    @extend_schema(
        operation_id="plays_replay",
        parameters=[IF_NONE_MATCH],
        description="A finished play's moves in words: my own, one shared by link, or any play of a revealed daily. Anything else is 404.",
        responses={**NOT_MODIFIED, 200: PlayReplayOutputSerializer, **error_responses(ErrorCode.NOT_FOUND)},
        tags=["plays"],
        summary="A finished play's moves in words: mine, one shared by link, or any play of a closed daily",
    )
    def get(self, request, play_id):
        play = selectors.replay_of(play_id=play_id, user=request.user)
        body = {
            "id": play.id,
            "game": play.game,
            "mode": play.mode,
            "player": play.player.public_name,
            "status": play.status,
            "end_reason": play.end_reason or None,
            "score": play.score,
            "date": play.daily_challenge.date if play.daily_challenge else None,
            "moves": selectors.replay_moves(play),
        }
        return Response(PlayReplayOutputSerializer(body).data)


class PlayReplayStepOutputSerializer(serializers.Serializer):
    step = serializers.IntegerField(help_text="Moves played so far, 0 for the deal.")
    count = serializers.IntegerField(help_text="Moves in the whole play.")
    status = serializers.CharField()
    score = serializers.IntegerField()
    view = AnyGameViewField(help_text="The position as its player saw it (face-down cards as counts).")


class PlayReplayStepApi(ConditionalGetMixin, APIView):
    # Anyone may read what is public; a personal token still needs its read scope for the owner's plays.
    permission_classes = [AllowAny, TokenHasScope]

    @extend_schema(
        operation_id="plays_replay_step",
        description="The position after `step` moves, as its player saw it then (face-down cards stay hidden).",
        parameters=[
            IF_NONE_MATCH,
            OpenApiParameter("step", {"type": "integer", "minimum": 0}, OpenApiParameter.PATH),
        ],
        responses={
            **NOT_MODIFIED,
            200: PlayReplayStepOutputSerializer,
            **error_responses(ErrorCode.NOT_FOUND, ErrorCode.INVALID_STEP),
        },
        tags=["plays"],
        summary="The position of a finished play after its first `step` moves",
    )
    def get(self, request, play_id, step: int):
        play = selectors.replay_of(play_id=play_id, user=request.user)
        return Response(PlayReplayStepOutputSerializer(selectors.replay_step(play, step)).data)
