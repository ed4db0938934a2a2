from __future__ import annotations

import hashlib
from typing import cast

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Scope
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
)
from api.throttles import UserThrottle
from games.engines.registry import all_games
from games.serializers import GameOptionsField, GameSlugField, PresetNameField
from leaderboards import selectors, services
from leaderboards.boards import CATALOGUE_URL, ID_FORMAT, ID_PATTERN, Board, Kind

BOARD_ID = OpenApiParameter(
    "board_id", str, OpenApiParameter.PATH, pattern=ID_PATTERN, description=f"a board's id: {ID_FORMAT}"
)


class SubmissionThrottle(UserThrottle):
    scope = "submissions"


class ScoreOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = GameSlugField()
    preset = PresetNameField()
    status = serializers.CharField()
    ranked = serializers.BooleanField(help_text="Whether the score can be on a board (see /fair-play).")
    unranked_reason = serializers.SerializerMethodField(help_text="Why not, in words; null when ranked.")
    result = serializers.CharField(help_text="won, lost or resigned; empty until verified.")
    provisional = serializers.BooleanField(
        help_text="A daily of an account registered after the day opened: it ranks below every established "
        "player of the day (see /fair-play)."
    )
    score = serializers.IntegerField(allow_null=True)
    claimed_score = serializers.IntegerField(allow_null=True)
    rank_key = serializers.ListField(child=serializers.IntegerField())
    reason = serializers.CharField()
    rejected_index = serializers.IntegerField(allow_null=True)
    actions_count = serializers.IntegerField()
    submitted_at = serializers.DateTimeField()
    verified_at = serializers.DateTimeField(allow_null=True)

    boards = serializers.SerializerMethodField(
        help_text="The boards it is on when ranked, or where it would place when casual."
    )

    def get_unranked_reason(self, score) -> str | None:
        return score.unranked_reason or None

    def get_boards(self, score) -> list[str]:
        return [board.id for board in Board.fitting(score)]


class ScoreSubmitApi(APIView):
    required_scope = Scope.SUBMIT
    throttle_classes = [SubmissionThrottle]

    class InputSerializer(serializers.Serializer):
        game = StrictCharField(max_length=32)
        options = GameOptionsField(required=False)
        seed = StrictCharField(max_length=128, min_length=1, trim_whitespace=False)
        actions = serializers.ListField(child=serializers.DictField(), max_length=5000)
        claimed_score = StrictIntegerField(required=False, allow_null=True)  # 32-bit, like the column
        duration_seconds = StrictIntegerField(required=False, allow_null=True, min_value=0)
        ranked = StrictBooleanField(
            required=False,
            help_text="Accepted for clients that ask to rank; an offline game never ranks and its score "
            "comes back with ranked: false and the reason.",
        )

    @extend_schema(
        operation_id="scores_submit",
        description="Submit an offline practice game's log for verification (202). It is replayed from the seed by the server and never ranks: the client knew the deck.",
        request=InputSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            202: ScoreOutputSerializer,
            200: ScoreOutputSerializer,
            **error_responses(
                ErrorCode.UNKNOWN_FIELD,
                ErrorCode.INVALID_OPTIONS,
                ErrorCode.INVALID_SEED,
                ErrorCode.DAILY_SEED,
                ErrorCode.UNKNOWN_GAME,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["leaderboards"],
        summary="Submit a practice game played offline: replayed and kept in history, never ranked",
    )
    @idempotent
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        key = request.headers.get("Idempotency-Key") or None
        # api.idempotency replays an answer for 24 h; the score also keeps the key (hashed to fit its column,
        # keys may be 255 characters), so that the same key finds the same score after that too.
        stored_key = hashlib.sha256(key.encode()).hexdigest() if key else None
        data.pop("ranked", None)  # asking does not make it so: the score says ranked: false and why
        score, created = services.score_submit_offline(user=request.user, idempotency_key=stored_key, **data)
        score.refresh_from_db()
        return Response(
            ScoreOutputSerializer(score).data,
            status=status.HTTP_202_ACCEPTED if created else status.HTTP_200_OK,
        )


class EntrySerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    player = serializers.CharField()
    score = serializers.IntegerField(
        allow_null=True, help_text="Score boards; null on season and rating boards."
    )
    rank_key = serializers.ListField(child=serializers.IntegerField())
    won = serializers.BooleanField(allow_null=True)
    result = serializers.CharField(allow_null=True, help_text="won, lost or resigned (score boards).")
    moves = serializers.IntegerField(allow_null=True, help_text="Actions played (score boards).")
    seconds = serializers.IntegerField(allow_null=True, help_text="Time from start to end (score boards).")
    verified_at = serializers.DateTimeField(allow_null=True, help_text="When the server replayed it.")
    provisional = serializers.BooleanField(
        allow_null=True,
        help_text="Score boards: an account registered after the day opened, ranked below the established "
        "players (see /fair-play).",
    )
    deals = serializers.IntegerField(
        allow_null=True,
        help_text="Practice boards: the ranked deals the player has played (every drawn deal counts once), "
        "beside their best.",
    )
    play_id = serializers.UUIDField(
        allow_null=True,
        help_text="The play behind the entry; its replay opens once the daily is revealed (null: an offline game).",
    )
    points = serializers.IntegerField(allow_null=True, help_text="Season boards: the season's points.")
    dailies = serializers.IntegerField(
        allow_null=True, help_text="Season and rating boards: dailies counted."
    )
    rating = serializers.FloatField(allow_null=True, help_text="Rating boards: mu - 3 sigma.")
    mu = serializers.FloatField(allow_null=True)
    sigma = serializers.FloatField(allow_null=True)


class BoardFieldsSerializer(serializers.Serializer):
    board = serializers.CharField(source="board.id", help_text="The board's id, as in the catalogue.")
    kind = serializers.ChoiceField(choices=[k.value for k in Kind], source="board.kind")
    game = GameSlugField(source="board.game")
    preset = PresetNameField(source="board.preset")
    period = serializers.CharField(
        source="board.period", help_text="daily: YYYY-MM-DD; season: YYYY-MM; practice and rating: all-time."
    )
    size = serializers.IntegerField(help_text="Ranked players on the board.")


class CatalogueEntrySerializer(BoardFieldsSerializer):
    opens = serializers.DateTimeField(allow_null=True)
    closes = serializers.DateTimeField(allow_null=True)
    url = serializers.SerializerMethodField()

    def get_url(self, entry) -> str:
        return f"{CATALOGUE_URL}{entry.board.id}/"


class CataloguePageSerializer(serializers.Serializer):
    cursor = serializers.CharField(allow_null=True, help_text=CURSOR_FIELD_HELP)
    next = serializers.CharField(allow_null=True, help_text="The next page's URL, null on the last page.")
    results = CatalogueEntrySerializer(many=True)


class _QueryFilter(serializers.Serializer):
    """Query parameters checked like a body: an unknown or invalid one is a 400 that names it."""

    @classmethod
    def validated(cls, request) -> dict:
        params = request.query_params.dict()
        unknown = sorted(set(params) - set(cls().fields))
        if unknown:
            raise ApiError(
                ErrorCode.UNKNOWN_PARAMETER, f"Unknown query parameter '{unknown[0]}'.", parameter=unknown[0]
            )
        serializer = cls(data=params)
        serializer.is_valid(raise_exception=True)
        return dict(serializer.validated_data)


_PERIOD = r"^(\d{4}-\d{2}-\d{2}|\d{4}-\d{2}|all-time)$"


class BoardCatalogueApi(ConditionalGetMixin, APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    class FilterSerializer(_QueryFilter):
        kind = serializers.ChoiceField(choices=[k.value for k in Kind], required=False)
        game = serializers.ChoiceField(choices=[], required=False)
        preset = serializers.RegexField(r"^[a-z0-9_-]{1,32}$", required=False)
        period = serializers.RegexField(
            _PERIOD,
            required=False,
            error_messages={"invalid": "Use YYYY-MM-DD, YYYY-MM or all-time."},
            help_text="YYYY-MM-DD (daily), YYYY-MM (season) or all-time",
        )
        cursor = serializers.CharField(required=False, max_length=200, help_text=CURSOR_HELP)
        limit = serializers.IntegerField(
            required=False, min_value=1, max_value=100, default=50, help_text="1 to 100, default 50"
        )

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            cast(serializers.ChoiceField, self.fields["game"]).choices = [g.slug for g in all_games()]

    @extend_schema(
        operation_id="boards_list",
        description="Public. Filter by kind, game, preset and period; cursor-paged. Each entry names the board and links to it.",
        auth=[],
        parameters=[IF_NONE_MATCH, FilterSerializer],
        responses={
            **NOT_MODIFIED,
            200: CataloguePageSerializer,
            **public_error_responses(ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_CURSOR),
        },
        tags=["leaderboards"],
        summary="Every board: daily, season, ranked practice and rating, with size, opening and closing",
    )
    def get(self, request):
        filters = self.FilterSerializer.validated(request)
        limit, cursor = filters.pop("limit"), filters.pop("cursor", None)
        entries = selectors.board_catalogue(**filters)
        page, next_cursor = selectors.catalogue_page(entries, cursor=cursor, limit=limit)
        next_url = None
        if next_cursor:
            query = request.query_params.copy()
            query["cursor"] = next_cursor
            next_url = request.build_absolute_uri(f"{request.path}?{query.urlencode()}")
        return Response(
            CataloguePageSerializer({"cursor": next_cursor or None, "next": next_url, "results": page}).data,
        )


class BoardTopOutputSerializer(BoardFieldsSerializer):
    entries = EntrySerializer(many=True)


class BoardTopApi(ConditionalGetMixin, APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    class FilterSerializer(_QueryFilter):
        # Bounded like every integer the API takes: an offset past a 64-bit integer was a Redis error (a 500).
        offset = serializers.IntegerField(required=False, min_value=0, max_value=INT32_MAX, default=0)
        limit = serializers.IntegerField(
            required=False, min_value=1, max_value=100, default=100, help_text="1 to 100"
        )

    @extend_schema(
        operation_id="boards_top",
        description="Public. A page of the board's top entries (offset, limit); only ranked results appear (see /fair-play).",
        auth=[],
        parameters=[BOARD_ID, IF_NONE_MATCH, FilterSerializer],
        responses={
            **NOT_MODIFIED,
            200: BoardTopOutputSerializer,
            **public_error_responses(
                ErrorCode.UNKNOWN_PARAMETER, ErrorCode.MALFORMED_BOARD_ID, ErrorCode.UNKNOWN_BOARD
            ),
        },
        tags=["leaderboards"],
        summary="A board's entries, best first",
    )
    def get(self, request, board_id: str):
        board = Board.parse(board_id)
        params = self.FilterSerializer.validated(request)
        rows = selectors.board_top(board, offset=params["offset"], limit=params["limit"])
        body = {"board": board, "size": selectors.board_size(board), "entries": rows}
        return Response(BoardTopOutputSerializer(body).data)


class BoardMeOutputSerializer(BoardFieldsSerializer):
    rank = serializers.IntegerField(allow_null=True, help_text="Null when I am not on the board.")
    score = serializers.IntegerField(allow_null=True)
    would_place = serializers.IntegerField(
        allow_null=True,
        help_text="When I am not on the board: where my best casual result (a guest's daily, a hinted "
        "game) would place among the ranked players.",
    )
    around = EntrySerializer(many=True)


class BoardMeApi(ConditionalGetMixin, APIView):
    class FilterSerializer(_QueryFilter):
        k = serializers.IntegerField(
            required=False,
            min_value=0,
            max_value=50,
            default=5,
            help_text="entries above and below me, 0 to 50",
        )

    @extend_schema(
        operation_id="boards_me",
        description="My rank and score with `k` entries above and below, or, for a casual result, where it would place.",
        parameters=[BOARD_ID, IF_NONE_MATCH, FilterSerializer],
        responses={
            **NOT_MODIFIED,
            200: BoardMeOutputSerializer,
            **error_responses(
                ErrorCode.UNKNOWN_PARAMETER, ErrorCode.MALFORMED_BOARD_ID, ErrorCode.UNKNOWN_BOARD
            ),
        },
        tags=["leaderboards"],
        summary="My rank, score and the board's size, with k entries above and below me",
    )
    def get(self, request, board_id: str):
        board = Board.parse(board_id)
        k = self.FilterSerializer.validated(request)["k"]
        around = selectors.board_around(board, request.user.pk, k)
        mine = next((entry for entry in around if entry.user_id == request.user.pk), None)
        body = {
            "board": board,
            "size": selectors.board_size(board),
            "rank": mine.rank if mine else None,
            "score": mine.score if mine else None,
            "would_place": None if mine else selectors.would_place(board, request.user.pk),
            "around": around,
        }
        return Response(BoardMeOutputSerializer(body).data)


class HistogramOutputSerializer(serializers.Serializer):
    class BucketSerializer(serializers.Serializer):
        from_ = serializers.IntegerField()
        to = serializers.IntegerField()
        count = serializers.IntegerField()

        def get_fields(self):
            fields = super().get_fields()
            fields["from"] = fields.pop("from_")
            return fields

    board = serializers.CharField()
    count = serializers.IntegerField()
    buckets = BucketSerializer(many=True)


class BoardHistogramApi(ConditionalGetMixin, APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    class FilterSerializer(_QueryFilter):
        buckets = serializers.IntegerField(
            required=False, min_value=1, max_value=100, default=20, help_text="1 to 100"
        )

    @extend_schema(
        operation_id="boards_histogram",
        description="Public. How the board's scores spread, in buckets.",
        auth=[],
        parameters=[BOARD_ID, IF_NONE_MATCH, FilterSerializer],
        responses={
            **NOT_MODIFIED,
            200: HistogramOutputSerializer,
            **public_error_responses(
                ErrorCode.UNKNOWN_PARAMETER, ErrorCode.MALFORMED_BOARD_ID, ErrorCode.UNKNOWN_BOARD
            ),
        },
        tags=["leaderboards"],
        summary="How the players' best results on a board are spread",
    )
    def get(self, request, board_id: str):
        board = Board.parse(board_id)
        buckets = self.FilterSerializer.validated(request)["buckets"]
        body = selectors.board_histogram(board, buckets=buckets)
        return Response({"board": board.id, **body})


class GameStatisticsSerializer(serializers.Serializer):
    played = serializers.IntegerField()
    won = serializers.IntegerField()
    win_rate = serializers.FloatField(help_text="won / played, 0 to 1.")


class DailyStreakSerializer(serializers.Serializer):
    current = serializers.IntegerField(help_text="Consecutive days up to today or yesterday; 0 if broken.")
    best = serializers.IntegerField()


class PlayerStatisticsOutputSerializer(serializers.Serializer):
    player = serializers.CharField()
    games = serializers.DictField(child=GameStatisticsSerializer(), help_text="By game slug.")
    played = serializers.IntegerField()
    won = serializers.IntegerField()
    daily_streak = DailyStreakSerializer()
    best_scores = serializers.DictField(
        child=serializers.IntegerField(),
        help_text="My best verified ranked score by '<game>/<preset>' (a casual one, a guest's say, is not here).",
    )


class PlayerStatisticsApi(APIView):
    @extend_schema(
        operation_id="me_statistics",
        description="My games per game: played, won, best score, and my daily streak.",
        responses={200: PlayerStatisticsOutputSerializer, **error_responses()},
        tags=["leaderboards"],
        summary="My games played and won per game, win rate, daily streaks and best scores",
    )
    def get(self, request):
        return Response(PlayerStatisticsOutputSerializer(selectors.player_statistics(user=request.user)).data)


class ScoreHistorySerializer(ScoreOutputSerializer):
    note = serializers.SerializerMethodField(
        help_text="In words: ranked, casual: <why>, rejected: <why>, voided: <why> or being verified."
    )

    def get_note(self, score) -> str:
        return selectors.history_note(score)


class ScoreHistoryPageSerializer(serializers.Serializer):
    cursor = serializers.CharField(allow_null=True, help_text=CURSOR_FIELD_HELP)
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = ScoreHistorySerializer(many=True)


class ScoreHistoryPagination(NewestFirstCursorPagination):
    ordering = ("-submitted_at", "-id")


class ScoreHistoryApi(APIView):
    class FilterSerializer(_QueryFilter):
        # A game's slug: the published pattern refuses what the server would trim empty (a tab alone was schema-valid
        # and a 400, which the schema fuzzer found); an unknown slug is a filter that matches nothing.
        game = serializers.RegexField(r"^[a-z0-9_-]{1,32}$", required=False, help_text="A game's slug")
        play = serializers.UUIDField(required=False, help_text="The score of this play of mine.")
        cursor = serializers.CharField(required=False, help_text=CURSOR_HELP)
        page_size = serializers.IntegerField(
            required=False, min_value=1, max_value=100, help_text="1 to 100, default 20"
        )

    @extend_schema(
        operation_id="me_scores",
        description="My scores, newest first: status (pending, verified, held for review or voided with the reason, rejected), ranked and why not, the boards each is on.",
        parameters=[FilterSerializer],
        responses={
            200: ScoreHistoryPageSerializer,
            **error_responses(ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_CURSOR),
        },
        tags=["leaderboards"],
        summary="My scores, newest first: ranked or casual and why, verified, rejected or voided and why",
    )
    def get(self, request):
        filters = self.FilterSerializer.validated(request)
        paginator = ScoreHistoryPagination()
        page = paginator.paginate_queryset(
            selectors.scores_of(user=request.user, game=filters.get("game"), play_id=filters.get("play")),
            request,
            view=self,
        )
        return paginator.get_paginated_response(ScoreHistorySerializer(page, many=True).data)


class RatingPointSerializer(serializers.Serializer):
    date = serializers.DateField()
    placement = serializers.IntegerField()
    entrants = serializers.IntegerField()
    rating = serializers.FloatField()
    mu = serializers.FloatField()
    sigma = serializers.FloatField()


class RatingOutputSerializer(serializers.Serializer):
    game = GameSlugField()
    board = serializers.CharField()
    rating = serializers.FloatField(help_text="mu - 3 sigma, what the rating board orders by.")
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    dailies = serializers.IntegerField()
    rank = serializers.IntegerField(allow_null=True)
    history = RatingPointSerializer(many=True, help_text="After each closed daily, oldest first.")


class RatingHistoryApi(APIView):
    @extend_schema(
        operation_id="me_ratings",
        description="My skill rating per game after each settled daily (openskill Plackett-Luce), oldest first.",
        responses={200: RatingOutputSerializer(many=True), **error_responses()},
        tags=["leaderboards"],
        summary="My skill rating per game from closed dailies, with its history for a chart",
    )
    def get(self, request):
        return Response(RatingOutputSerializer(selectors.rating_history(user=request.user), many=True).data)
