"""``GET /api/v1/plays/<id>/analysis`` and ``GET /api/v1/plays/<id>/analysis/<step>`` (``docs/analysis.md``)."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import TokenHasScope
from api.error_codes import ErrorCode
from api.rest import error_responses
from api.throttles import UserThrottle
from games.analysis import selectors, services
from games.api_schema import AnyActionField, AnyGameViewField
from games.models import AnalysisStatus


class AnalysisThrottle(UserThrottle):
    """An analysis costs up to about 10 s of a worker's core, once a play: a limit of its own per account."""

    scope = "analyses"


class PlayAnalysisOutputSerializer(serializers.Serializer):
    play_id = serializers.UUIDField()
    # Strings, not enums: an enum named after its field ("status", "kind", "verdict") would rename the schema's
    # older enums of the same names and the SDK's models with them; each help text lists the values.
    status = serializers.CharField(
        help_text="`pending` (answered with 202) until the worker has computed it, then `done`.",
    )
    kind = serializers.CharField(
        allow_null=True,
        help_text="What was analysed: a loss (where the win slipped away), a win below par (where par did), "
        "or a win at par or better (nothing to find).",
    )
    verdict = serializers.CharField(
        allow_null=True,
        help_text="`found`: the turning point is proved; `never`: the deal itself was proved out of reach; "
        "`unknown`: the solver's budget ended first (never a guess); `none`: a win with nothing to find.",
    )
    verdict_text = serializers.CharField(
        allow_null=True, help_text="One line that names move numbers only: it spoils nothing of the deal."
    )
    moves = serializers.IntegerField(allow_null=True, help_text="Moves in the play.")
    losing_move = serializers.IntegerField(
        allow_null=True, help_text="The move (1-based) that lost the win or par; null unless `found`."
    )
    turning_point = serializers.IntegerField(
        allow_null=True, help_text="The replay step of the last position the win was provable from."
    )
    proved_good = serializers.IntegerField(
        allow_null=True,
        help_text="The last step proved winnable (-1: none); the turning point is at or after it.",
    )
    proved_bad = serializers.IntegerField(
        allow_null=True, help_text="The first step proved lost; the turning point is before it."
    )
    par = serializers.IntegerField(allow_null=True, help_text="The daily's par, if the play is a daily's.")
    continuation = serializers.ListField(
        child=AnyActionField(), help_text="The winning line from the turning point (empty unless `found`)."
    )
    continuation_moves = serializers.ListField(child=serializers.CharField(), help_text="The same in words.")
    continuation_score = serializers.IntegerField(
        allow_null=True, help_text="The score the continuation wins with."
    )
    solver_calls = serializers.IntegerField(allow_null=True)
    solver_nodes = serializers.IntegerField(allow_null=True)
    cpu_seconds = serializers.FloatField(allow_null=True)


def _body(play, row) -> dict:
    result = row.result if row.status == AnalysisStatus.DONE else {}
    fields = ("kind", "verdict", "verdict_text", "moves", "losing_move", "turning_point", "proved_good")
    body = {name: result.get(name) for name in (*fields, "proved_bad", "par", "continuation_score")}
    body.update(
        {
            "play_id": play.pk,
            "status": row.status,
            "continuation": result.get("continuation", []),
            "continuation_moves": result.get("continuation_moves", []),
            "solver_calls": result.get("solver_calls"),
            "solver_nodes": result.get("solver_nodes"),
            "cpu_seconds": row.cpu_seconds,
        }
    )
    return body


class PlayAnalysisApi(APIView):
    # Who may read the replay may read its analysis, once the deal is public; a token needs its read scope.
    permission_classes = [AllowAny, TokenHasScope]
    throttle_classes = [AnalysisThrottle]

    @extend_schema(
        operation_id="plays_analysis",
        responses={
            200: PlayAnalysisOutputSerializer,
            202: OpenApiResponse(
                PlayAnalysisOutputSerializer, description="Pending: ask again after Retry-After."
            ),
            **error_responses(ErrorCode.NOT_FOUND, ErrorCode.ANALYSIS_NOT_REVEALED),
        },
        tags=["plays"],
        summary="Where the win slipped away: the solver's analysis of a finished play whose deal is public",
        description="The first request enqueues the analysis (202 with `status: pending` and `Retry-After`); "
        "it is kept, so later requests answer at once. A daily's opens after the reveal (403 before, whatever "
        "the play); a race's after its window. Anyone who may see the replay may see the analysis.",
    )
    def get(self, request, play_id):
        play = selectors.analysed_play(play_id=play_id, user=request.user)
        row = services.analysis_request(play=play)
        if row.status == AnalysisStatus.PENDING:
            row.refresh_from_db()  # an eager worker (the embedded default) has computed it by now
        body = PlayAnalysisOutputSerializer(_body(play, row)).data
        if row.status == AnalysisStatus.PENDING:
            return Response(
                body,
                status=status.HTTP_202_ACCEPTED,
                headers={"Retry-After": str(settings.ANALYSIS_POLL_SECONDS)},
            )
        return Response(body)


class ContinuationStepOutputSerializer(serializers.Serializer):
    step = serializers.IntegerField(help_text="Moves of the continuation played, 0 for the turning point.")
    count = serializers.IntegerField(help_text="Moves in the whole continuation.")
    move = serializers.IntegerField(help_text="The same position's number on the play's own step slider.")
    status = serializers.CharField()
    score = serializers.IntegerField()
    view = AnyGameViewField(help_text="The position as a player would see it (face-down cards as counts).")


class PlayAnalysisStepApi(APIView):
    permission_classes = [AllowAny, TokenHasScope]

    @extend_schema(
        operation_id="plays_analysis_step",
        parameters=[OpenApiParameter("step", {"type": "integer", "minimum": 0}, OpenApiParameter.PATH)],
        responses={
            200: ContinuationStepOutputSerializer,
            **error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.ANALYSIS_NOT_REVEALED,
                ErrorCode.ANALYSIS_PENDING,
                ErrorCode.INVALID_STEP,
            ),
        },
        tags=["plays"],
        summary="A position of the winning continuation from the turning point, `step` moves in",
        description="Face-down cards stay hidden, as in the replay. 409 while the analysis is pending.",
    )
    def get(self, request, play_id, step: int):
        play = selectors.analysed_play(play_id=play_id, user=request.user)
        row = selectors.analysis_done(play)
        return Response(ContinuationStepOutputSerializer(selectors.continuation_step(play, row, step)).data)
