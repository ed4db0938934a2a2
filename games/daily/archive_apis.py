"""The daily archive: ``GET /api/v1/daily/?game=&from=&to=`` (cursor-paged) and the screening bot's game."""

from __future__ import annotations

import datetime as dt

from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    PolymorphicProxySerializer,
    extend_schema,
)
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from api.conditional import IF_NONE_MATCH, NOT_MODIFIED, ConditionalGetMixin
from api.error_codes import ErrorCode
from api.errors import ApiError
from api.rest import (
    CURSOR_FIELD_HELP,
    CURSOR_HELP,
    CURSOR_SCHEMA,
    PAGE_SIZE_SCHEMA,
    NewestFirstCursorPagination,
    public_error_responses,
)
from api.versioning import Deprecation
from games import hooks, selectors
from games.api_schema import AnyGameViewField, day_path_parameters
from games.daily import archive
from games.daily import challenges as daily
from games.daily.apis import (
    ChallengeOutputSerializer,
    MyPlayField,
    _date,
    _OptionalAuth,
    my_play_body,
    todays_challenges_body,
)
from games.daily.schedule import variant_of
from games.serializers import GameOptionsField, GameSlugField, MedalLadderSerializer, PresetNameField
from games.services import game_or_404

ARCHIVE_PARAMETERS = {"game", "from", "to", "cursor", "page_size"}


class ArchivePagination(NewestFirstCursorPagination):
    ordering = ("-date", "game")


class ArchiveItemSerializer(MedalLadderSerializer):
    date = serializers.DateField()
    game = GameSlugField()
    preset = PresetNameField()
    variant = serializers.CharField()
    tier = serializers.CharField()
    par = serializers.IntegerField(allow_null=True)
    my_play = MyPlayField(allow_null=True)
    revealed = serializers.BooleanField()
    board = serializers.CharField(help_text="The id of the day's board (boards_top).")
    seed = serializers.CharField(allow_null=True, help_text="Only once revealed.")
    options = GameOptionsField()
    export_url = serializers.CharField(allow_null=True, help_text="Only once revealed.")
    bot_game_url = serializers.CharField(allow_null=True, help_text="Only once revealed.")


class BotGameFrameSerializer(serializers.Serializer):
    move = serializers.CharField(allow_null=True, help_text="The bot's move in words; null for the deal.")
    view = AnyGameViewField(help_text="The position the bot saw, as the game's view (face-down as counts).")
    score = serializers.IntegerField()


class BotGameOutputSerializer(MedalLadderSerializer):
    date = serializers.DateField()
    game = GameSlugField()
    preset = PresetNameField()
    tier = serializers.CharField()
    par = serializers.IntegerField(allow_null=True)
    status = serializers.CharField(
        help_text="How the game ended: won (always, for a certified day), lost or playing (out of budget)."
    )
    by = serializers.CharField(
        allow_null=True,
        help_text="Who played this winning line: a ladder player (first_legal, random, greedy, strong_low, "
        "strong_high) or solver; null on days screened before certification (the strong bot's game).",
    )
    frames = BotGameFrameSerializer(many=True, help_text="The deal, then the position after each move.")


class DailyArchivePage(serializers.Serializer):
    cursor = serializers.CharField(allow_null=True, help_text=CURSOR_FIELD_HELP)
    next = serializers.CharField(allow_null=True)
    previous = serializers.CharField(allow_null=True)
    results = ArchiveItemSerializer(many=True)


ARCHIVE_QUERY = [
    OpenApiParameter("game", {"type": "string", "minLength": 1}, description="one game's days only"),
    OpenApiParameter("from", OpenApiTypes.DATE, description="first day, YYYY-MM-DD (inclusive)"),
    OpenApiParameter("to", OpenApiTypes.DATE, description="last day, YYYY-MM-DD (inclusive)"),
    OpenApiParameter("cursor", CURSOR_SCHEMA, description=CURSOR_HELP),
    OpenApiParameter("page_size", PAGE_SIZE_SCHEMA, description="1 to 100, default 20"),
]
ARCHIVE_ERRORS = (
    403,
    ErrorCode.INVALID_PARAMETER,
    ErrorCode.INVALID_DATE,
    ErrorCode.INVALID_CURSOR,
    ErrorCode.UNKNOWN_GAME,
)
# daily_list answered two shapes (today's list, or an archive page when given parameters): a strict client
# could not type it. Its two halves are daily_today and daily_archive; it answers as before until the sunset.
DAILY_LIST_DEPRECATION = Deprecation(
    since=dt.datetime(2026, 11, 26, tzinfo=dt.UTC),
    sunset=dt.datetime(2027, 2, 24, tzinfo=dt.UTC),
    successor="/api/v1/daily/archive/",
)


def _archive_response(view: APIView, request) -> Response:
    params = request.query_params
    _check_parameters(params)
    game = params.get("game") or None
    if game is not None:
        game_or_404(game)
    start = _date(params["from"]) if params.get("from") else None
    end = _date(params["to"]) if params.get("to") else None
    paginator = ArchivePagination()
    page = paginator.paginate_queryset(
        archive.archive_challenges(game=game, start=start, end=end), request, view=view
    )
    assert page is not None  # None only for a paginator without a page size
    mine = archive.my_plays_by_challenge(user=request.user, challenge_ids=[c.id for c in page])
    now = timezone.now()
    return paginator.get_paginated_response(
        ArchiveItemSerializer([_archive_item(c, mine.get(c.id), now) for c in page], many=True).data
    )


class DailyTodayApi(ConditionalGetMixin, _OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_today",
        parameters=[IF_NONE_MATCH],
        responses={
            **NOT_MODIFIED,
            200: ChallengeOutputSerializer(many=True),
            **public_error_responses(403, optional_auth=True),
        },
        tags=["daily"],
        summary="Today's challenges (UTC), one per game, each as daily_get answers it",
        description="Public; with a bearer token each says `my_play`.",
    )
    def get(self, request):
        return Response(todays_challenges_body(request))


class DailyArchiveApi(ConditionalGetMixin, _OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_archive",
        parameters=[IF_NONE_MATCH, *ARCHIVE_QUERY],
        responses={
            **NOT_MODIFIED,
            200: DailyArchivePage,
            **public_error_responses(*ARCHIVE_ERRORS, optional_auth=True),
        },
        tags=["daily"],
        summary="The days that have opened, newest first, cursor-paged; filter by game and dates",
        description="Each day says whether its seed is revealed, with its medals and, with a token, my play.",
    )
    def get(self, request):
        return _archive_response(self, request)


class DailyListApi(ConditionalGetMixin, _OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_list",
        deprecated=True,
        parameters=[IF_NONE_MATCH, *ARCHIVE_QUERY],
        responses={
            **NOT_MODIFIED,
            200: PolymorphicProxySerializer(
                component_name="DailyTodayOrArchive",
                serializers=[ChallengeOutputSerializer(many=True), DailyArchivePage],
                resource_type_field_name=None,
                many=False,
            ),
            **public_error_responses(*ARCHIVE_ERRORS, optional_auth=True),
        },
        tags=["daily"],
        summary="Deprecated (sunset 2027-02-24): use daily_today or daily_archive. Without parameters today's "
        "challenges, with any of game, from, to or cursor the archive",
        description="Answers as before, with `Deprecation`, `Sunset` and a `Link` to its successor "
        "(docs/api-changelog.md).",
    )
    def get(self, request):
        if not ARCHIVE_PARAMETERS & set(request.query_params):
            return Response(todays_challenges_body(request))
        return _archive_response(self, request)

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        headers = DAILY_LIST_DEPRECATION.headers()
        if not ARCHIVE_PARAMETERS & set(request.query_params):
            headers["Link"] = '</api/v1/daily/today/>; rel="successor-version"'
        for name, value in headers.items():
            response[name] = value
        return response


def _check_parameters(params) -> None:
    for name in ARCHIVE_PARAMETERS & set(params):
        if params[name] == "":
            raise ApiError(
                ErrorCode.INVALID_PARAMETER, f"The parameter '{name}' is empty: give a value or leave it out."
            )
    size = params.get("page_size")
    if size is not None and not (size.isdigit() and 1 <= int(size) <= 100):
        raise ApiError(ErrorCode.INVALID_PARAMETER, "page_size must be a whole number from 1 to 100.")


def _archive_item(challenge, play, now) -> dict:
    revealed = selectors.daily_is_revealed(challenge, now)
    base = f"/api/v1/daily/{challenge.date.isoformat()}/{challenge.game}"
    return {
        "date": challenge.date,
        "game": challenge.game,
        "board": hooks.daily_board_id(game=challenge.game, preset=challenge.preset, date=challenge.date),
        "preset": challenge.preset,
        "variant": variant_of(game_slug=challenge.game, preset=challenge.preset),
        "tier": challenge.difficulty,
        "par": challenge.par,
        **daily.challenge_medals(challenge),
        "my_play": my_play_body(play, par=challenge.par, gold=challenge.gold) if play else None,
        "revealed": revealed,
        "seed": challenge.seed if revealed else None,
        "options": challenge.options,
        "export_url": f"{base}/export" if revealed else None,
        "bot_game_url": f"{base}/bot-game" if revealed else None,
    }


class DailyBotGameApi(ConditionalGetMixin, _OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_bot_game",
        parameters=[IF_NONE_MATCH, *day_path_parameters()],
        description="Public. A winning line found in screening (certified days), else the screening bot's "
        "game. Each frame is the position the player saw (face-down cards as counts) with its move and score; 403 `not_revealed` until the day's seed is published (closes_at + the grace period).",
        responses={
            **NOT_MODIFIED,
            200: BotGameOutputSerializer,
            **public_error_responses(
                ErrorCode.INVALID_DATE,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.NOT_FOUND,
                ErrorCode.NOT_OPEN,
                ErrorCode.NOT_REVEALED,
                ErrorCode.NO_BOT_GAME,
                optional_auth=True,
            ),
        },
        tags=["daily"],
        summary="Once the seed is revealed: a winning line of the deal (the one that set par), position by position",
    )
    def get(self, request, date: str, game: str):
        challenge = daily.challenge_get(date=_date(date), game_slug=game)
        if not selectors.daily_is_revealed(challenge):
            raise ApiError(
                ErrorCode.NOT_REVEALED, "The bot's game shows the deal: it is published with the seed."
            )
        return Response(BotGameOutputSerializer(archive.bot_game(challenge=challenge)).data)
