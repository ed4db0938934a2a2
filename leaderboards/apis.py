from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import (
    StrictCharField,
    StrictIntegerField,
    error_responses,
    public_error_responses,
    validated_body,
)
from config.throttles import UserThrottle
from leaderboards import selectors, services


class SubmissionThrottle(UserThrottle):
    scope = "submissions"


class ScoreOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    preset = serializers.CharField()
    status = serializers.CharField()
    score = serializers.IntegerField(allow_null=True)
    claimed_score = serializers.IntegerField(allow_null=True)
    rank_key = serializers.ListField(child=serializers.IntegerField())
    reason = serializers.CharField()
    rejected_index = serializers.IntegerField(allow_null=True)
    actions_count = serializers.IntegerField()
    submitted_at = serializers.DateTimeField()
    verified_at = serializers.DateTimeField(allow_null=True)


class ScoreSubmitApi(APIView):
    required_scope = "submit"
    throttle_classes = [SubmissionThrottle]

    class InputSerializer(serializers.Serializer):
        game = StrictCharField(max_length=32)
        options = serializers.DictField(required=False)
        seed = StrictCharField(max_length=128, min_length=1, trim_whitespace=False)
        actions = serializers.ListField(child=serializers.DictField(), max_length=5000)
        claimed_score = StrictIntegerField(required=False, allow_null=True)
        duration_seconds = StrictIntegerField(required=False, allow_null=True, min_value=0)

    @extend_schema(
        operation_id="scores_submit",
        request=InputSerializer,
        parameters=[OpenApiParameter("Idempotency-Key", str, OpenApiParameter.HEADER, required=False)],
        responses={202: ScoreOutputSerializer, 200: ScoreOutputSerializer, **error_responses(404)},
        tags=["leaderboards"],
        summary="Submit a practice game played offline; it ranks once the server has replayed it",
    )
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        key = request.headers.get("Idempotency-Key") or None
        score, created = services.score_submit_offline(user=request.user, idempotency_key=key, **data)
        score.refresh_from_db()
        return Response(
            ScoreOutputSerializer(score).data,
            status=status.HTTP_202_ACCEPTED if created else status.HTTP_200_OK,
        )


class EntrySerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    player = serializers.CharField()
    score = serializers.IntegerField()
    rank_key = serializers.ListField(child=serializers.IntegerField())
    won = serializers.BooleanField()
    result = serializers.ChoiceField(choices=["won", "lost", "resigned"])
    play_id = serializers.UUIDField(
        allow_null=True,
        help_text="The play behind the entry; its replay opens once the daily has closed (null: an offline game).",
    )
    verified_at = serializers.DateTimeField()


def _entries(entries: list[selectors.BoardEntry]) -> list[dict]:
    return EntrySerializer(entries, many=True).data


class BoardTopApi(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="boards_top",
        parameters=[OpenApiParameter("offset", int), OpenApiParameter("limit", int)],
        responses={200: EntrySerializer(many=True), **public_error_responses(404)},
        tags=["leaderboards"],
    )
    def get(self, request, board_id: str):
        board = selectors.Board.parse(board_id)
        offset = max(0, _int(request.query_params.get("offset"), 0))
        limit = min(100, max(1, _int(request.query_params.get("limit"), 100)))
        rows = selectors.board_top(board, offset=offset, limit=limit)
        return Response({"board": board_id, "size": selectors.board_size(board), "entries": _entries(rows)})


class BoardMeApi(APIView):
    @extend_schema(
        operation_id="boards_me",
        parameters=[OpenApiParameter("k", int, description="entries above and below me")],
        responses={200: EntrySerializer(many=True), **error_responses(404)},
        tags=["leaderboards"],
        summary="My rank, score and the board's size, with k entries above and below me",
    )
    def get(self, request, board_id: str):
        board = selectors.Board.parse(board_id)
        k = min(50, max(0, _int(request.query_params.get("k"), 5)))
        around = selectors.board_around(board, request.user.pk, k)
        mine = next((entry for entry in around if entry.user_id == request.user.pk), None)
        return Response(
            {
                "board": board_id,
                "size": selectors.board_size(board),
                "rank": mine.rank if mine else None,
                "score": mine.score if mine else None,
                "around": _entries(around),
            }
        )


def _int(value, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class BoardHistogramApi(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="boards_histogram",
        parameters=[OpenApiParameter("buckets", int)],
        responses={200: OpenApiTypes.OBJECT, **public_error_responses(404)},
        tags=["leaderboards"],
        summary="How the players' best scores on a board are spread",
    )
    def get(self, request, board_id: str):
        buckets = min(100, max(1, _int(request.query_params.get("buckets"), 20)))
        body = selectors.board_histogram(selectors.Board.parse(board_id), buckets=buckets)
        return Response({"board": board_id, **body})


class PlayerStatisticsApi(APIView):
    @extend_schema(
        operation_id="me_statistics",
        responses={200: OpenApiTypes.OBJECT, **error_responses()},
        tags=["leaderboards"],
        summary="My games played and won per game, win rate, daily streaks and best scores",
    )
    def get(self, request):
        return Response(selectors.player_statistics(user=request.user))
