from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts.authentication import BearerTokenAuthentication
from accounts.models import Scope
from accounts.permissions import TokenHasScope
from api.conditional import IF_NONE_MATCH, NOT_MODIFIED, ConditionalGetMixin
from api.error_codes import ErrorCode
from api.errors import ApiError
from api.idempotency import IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY, idempotent
from api.rest import error_responses, public_error_responses
from games import selectors
from games.api_schema import ANY_ACTION, AnyActionField, day_path_parameters, play_state_schema
from games.daily import archive, today
from games.daily import challenges as daily
from games.daily.today import my_play_body
from games.models import DailyChallenge, PlayStatus
from games.serializers import GameOptionsField, GameSlugField, MedalLadderSerializer, PresetNameField

if TYPE_CHECKING:
    from rest_framework.permissions import _PermissionClass  # the stubs' name for what APIView accepts


# My attempt; null (what a guest reader gets) comes from the field's allow_null.
@extend_schema_field(
    {
        "type": "object",
        "description": "For a signed-in caller: my attempt at this challenge, or null.",
        "properties": {
            "id": {"type": "string", "format": "uuid"},
            "status": {"type": "string", "enum": list(PlayStatus.values)},
            "score": {"type": "integer"},
            "medal": {
                "type": ["string", "null"],
                "description": "gold, silver, bronze or null: only a won game earns one (null while playing, "
                "and for a loss, a resignation or an abandoned daily).",
            },
            "result": {
                "type": ["string", "null"],
                "description": "won, lost or resigned (an abandoned daily is resigned); null until verified.",
            },
            "provisional": {
                "type": "boolean",
                "description": "The account registered after the day opened: the result ranks below every "
                "established player of the day (docs/fair-play.md).",
            },
            "held_for_review": {
                "type": "boolean",
                "description": "The result is held off the board until reviewed; review_reason says why.",
            },
            "review_reason": {"type": ["string", "null"]},
        },
        "required": ["id", "status", "score"],
    }
)
class MyPlayField(serializers.JSONField):
    pass


class ChallengeOutputSerializer(MedalLadderSerializer):
    id = serializers.IntegerField()
    date = serializers.DateField()
    game = GameSlugField()
    preset = PresetNameField()
    engine_version = serializers.CharField()
    options = GameOptionsField()
    commitment = serializers.CharField(
        help_text="SHA-256 over seed, engine version and options; see docs/daily.md."
    )
    seed = serializers.CharField(
        allow_null=True,
        help_text="Null until the deal can no longer be played: closes_at + the grace period (reveals_at).",
    )
    difficulty = serializers.CharField(help_text="The same as tier (kept for older clients).")
    tier = serializers.CharField(
        help_text="easy, medium, hard or expert: from the screening ladder (unsolved only on days of rule ladder-1, before certification)."
    )
    target_tier = serializers.CharField(allow_null=True, help_text="The weekly schedule's tier for the day.")
    variant = serializers.CharField(help_text="What the preset changes, in one sentence.")
    par = serializers.IntegerField(
        allow_null=True,
        help_text="The best winning score of the screening (rule ladder-2 on: par_by says who reached it).",
    )
    opens_at = serializers.DateTimeField()
    closes_at = serializers.DateTimeField()
    reveals_at = serializers.DateTimeField(
        help_text="When the seed and the export are published: closes_at + DAILY_GRACE_MINUTES."
    )
    seconds_left = serializers.IntegerField()
    board = serializers.CharField(help_text="The id of the day's board (boards_top), where its scores rank.")
    my_play = MyPlayField(allow_null=True)


class ExportedPlaySerializer(serializers.Serializer):
    player = serializers.CharField()
    actions = serializers.ListField(child=AnyActionField())
    claimed_score = serializers.IntegerField()
    status = serializers.ChoiceField(choices=PlayStatus.choices)


# Null (none published) comes from the field's allow_null, like MyPlayField's.
@extend_schema_field(
    {
        "type": "object",
        "description": "The month commitment the candidate seeds verify against; null if none was published.",
        "properties": {
            "month": {"type": "string", "description": "YYYY-MM"},
            "rule": {"type": "string", "description": "The screening rule of the month."},
            "root": {
                "type": "string",
                "description": "The hash chain's root over the leaves, published before the month began.",
            },
            "leaves": {
                "type": "array",
                "description": "One per day and game: date order, then the games' order.",
                "items": {
                    "type": "object",
                    "properties": {
                        "date": {"type": "string", "format": "date"},
                        "game": {"$ref": "#/components/schemas/GameSlug"},
                        "leaf": {"type": "string", "description": "SHA-256 of the day's plan."},
                    },
                    "required": ["date", "game", "leaf"],
                },
            },
            "published_at": {"type": "string", "format": "date-time"},
        },
        "required": ["month", "rule", "root", "leaves", "published_at"],
    }
)
class MonthCommitmentField(serializers.JSONField):
    pass


# One rung's game in a screening record (games.daily.ladder): what each rule records differs (the random player
# of rule ladder-1 counts its wins; ladder-2 keeps a winning game's moves), so nothing is required.
_SCREENED_GAME = {
    "type": "object",
    "properties": {
        "won": {"type": "boolean"},
        "score": {"type": "integer"},
        "work": {"type": "integer", "description": "The player's work units (deterministic, not time)."},
        "moves": {"type": "integer"},
        "runs": {"type": "integer", "description": "The random player: the playouts run."},
        "wins": {
            "type": "integer",
            "description": "The random player under rule ladder-1: the playouts won.",
        },
        "actions": {"type": "array", "items": ANY_ACTION, "description": "A winning game's moves."},
    },
}
_WINNING_LINE = {
    "type": "object",
    "properties": {
        "by": {"type": "string", "description": "A ladder player or solver."},
        "score": {"type": "integer"},
        "actions": {"type": "array", "items": ANY_ACTION},
    },
    "required": ["by", "score", "actions"],
}


# The record as it is stored (DailyChallenge.screening, docs/daily.md "The export"), so typed and not nested
# serializers: a record of an older rule keeps every field it has. Nothing is required for the same reason.
@extend_schema_field(
    {
        "type": "object",
        "description": "The screening record: the rule, the schedule's target tier, every candidate and its "
        "players, the chosen attempt, its tier and par (docs/daily.md).",
        "properties": {
            "rule": {"type": "string"},
            "target_tier": {"type": "string"},
            "candidates": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "attempt": {"type": "integer"},
                        "players": {
                            "type": "object",
                            "description": "The rungs played, by name (first_legal, random, greedy, strong_low, "
                            "strong_high).",
                            "additionalProperties": _SCREENED_GAME,
                        },
                        "winner": {"type": ["string", "null"]},
                        "tier": {"type": ["string", "null"]},
                        "solver": {
                            "type": "object",
                            "properties": {
                                "verdict": {"type": "string"},
                                "nodes": {"type": "integer"},
                                "score": {"type": "integer"},
                                "actions": {"type": "array", "items": ANY_ACTION},
                            },
                        },
                    },
                },
            },
            "chosen": {"type": "integer", "description": "The attempt chosen."},
            "tier": {"type": "string"},
            "par": {"type": "integer"},
            "line": {
                **_WINNING_LINE,
                "description": "Rule ladder-2: the winning line, the day's certificate.",
            },
        },
    }
)
class ScreeningRecordField(serializers.JSONField):
    pass


class ExportOutputSerializer(MedalLadderSerializer):
    date = serializers.DateField()
    game = GameSlugField()
    preset = PresetNameField()
    options = GameOptionsField()
    engine_version = serializers.CharField()
    seed = serializers.CharField()
    commitment = serializers.CharField()
    # The screening disclosure (games.daily.screening_disclosure): how the deal was chosen, to verify.
    tier = serializers.CharField(
        help_text="easy, medium, hard or expert: from the screening ladder (unsolved only on days of rule ladder-1, before certification)."
    )
    par = serializers.IntegerField(allow_null=True)
    screening = ScreeningRecordField()
    candidate_seeds = serializers.ListField(
        child=serializers.CharField(), help_text="Every candidate seed the rule drew, in order."
    )
    month = MonthCommitmentField(allow_null=True)
    plays = ExportedPlaySerializer(many=True, help_text="Every finished play of the day, oldest first.")


def _challenge_body(challenge: DailyChallenge, user) -> dict:
    now = timezone.now()
    body = today.challenge_public_body(challenge, now, target_tier=challenge.screening.get("target_tier"))
    body["seconds_left"] = max(0, int((challenge.closes_at - now).total_seconds()))
    play = archive.my_plays_by_challenge(user=user, challenge_ids=[challenge.id]).get(challenge.id)
    body["my_play"] = my_play_body(play, par=challenge.par, gold=challenge.gold) if play else None
    return body


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise ApiError(
            ErrorCode.INVALID_DATE, f"'{value}' is not a date: expected YYYY-MM-DD, e.g. 2026-11-20."
        ) from None


# YYYY-MM of a month the calendar has (years 0001 to 9999): the schema declares what the view accepts.
MONTH_PATTERN = r"(000[1-9]|00[1-9]\d|0[1-9]\d{2}|[1-9]\d{3})-(0[1-9]|1[0-2])"


def _month(value: str) -> dt.date:
    if not re.fullmatch(MONTH_PATTERN, value):
        raise ApiError(ErrorCode.INVALID_MONTH, f"'{value}' is not a month: expected YYYY-MM, e.g. 2026-11.")
    return dt.date(int(value[:4]), int(value[5:]), 1)


class _OptionalAuth:
    # Typed as APIView declares them, so that the views mixing this in agree with their other base.
    authentication_classes: Sequence[type[BaseAuthentication]] = [BearerTokenAuthentication]
    # Public to anyone; a personal token still needs its read scope to see its owner's attempt (my_play).
    permission_classes: Sequence[_PermissionClass] = [AllowAny, TokenHasScope]


def todays_challenges_body(request) -> list[dict]:
    """Today's challenges (UTC), each with ``my_play`` for a signed-in caller: what ``GET /daily/`` answers
    without parameters (archive_apis.DailyListApi, the one operation at that address)."""
    return today.today_for(user=request.user)


class DailyDetailApi(ConditionalGetMixin, _OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_get",
        parameters=[IF_NONE_MATCH, *day_path_parameters()],
        responses={
            **NOT_MODIFIED,
            200: ChallengeOutputSerializer,
            **public_error_responses(
                403,
                ErrorCode.INVALID_DATE,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.NOT_FOUND,
                ErrorCode.NOT_OPEN,
                optional_auth=True,
            ),
        },
        tags=["daily"],
        summary="One day's challenge for a game (its seed once the day has closed)",
        description="Public; with a bearer token it also says `my_play`. The commitment lets anyone check "
        "after the close that the published seed is the one committed to (docs/daily.md).",
    )
    def get(self, request, date: str, game: str):
        challenge = daily.challenge_get(date=_date(date), game_slug=game)
        return Response(_challenge_body(challenge, request.user))


class MonthLeafSerializer(serializers.Serializer):
    date = serializers.DateField()
    game = GameSlugField()
    leaf = serializers.CharField(help_text="SHA-256 of the day's plan: preset, rule and candidate seeds.")


class MonthCommitmentOutputSerializer(serializers.Serializer):
    month = serializers.CharField(help_text="YYYY-MM")
    rule = serializers.CharField(help_text="The screening rule every day of the month uses.")
    # The metaclass moves declared fields off the class, so this does not hide Field.root at run time.
    root = serializers.CharField(help_text="The hash chain over the leaves (docs/daily.md).")  # type: ignore[assignment]
    leaves = MonthLeafSerializer(
        many=True, help_text="One per day and game: date order, then the games' order."
    )
    published_at = serializers.DateTimeField()


class DailyMonthApi(ConditionalGetMixin, APIView):
    authentication_classes: Sequence[type[BaseAuthentication]] = []
    permission_classes: Sequence[_PermissionClass] = [AllowAny]

    @extend_schema(
        operation_id="daily_month_commitment",
        parameters=[
            IF_NONE_MATCH,
            OpenApiParameter(
                "month",
                OpenApiTypes.STR,
                OpenApiParameter.PATH,
                description="YYYY-MM",
                pattern=f"^{MONTH_PATTERN}$",
            ),
        ],
        responses={
            **NOT_MODIFIED,
            200: MonthCommitmentOutputSerializer,
            **public_error_responses(ErrorCode.INVALID_MONTH, ErrorCode.NOT_COMMITTED),
        },
        tags=["daily"],
        auth=[],
        summary="A month's commitment to every day's candidate seeds, published about a month ahead",
        description="Public from the moment the server makes it, before the month starts (404 "
        "`not_committed` until then). Keep the root: every revealed day of the month must verify against it "
        "(`python -m games.verify export.json --root ROOT`, docs/daily.md). Leaves are hashes: they reveal "
        "no seed.",
    )
    def get(self, request, month: str):
        commitment = daily.month_commitment_get(month=_month(month))
        return Response(daily.month_commitment_body(commitment))


# A random id a client keeps for its installation (docs/fair-play.md, "Linked accounts"): two accounts that start
# or resume one daily from one installation are linked. Optional; kept as a day-keyed digest for two days after the
# close. Sent on the start and on GET /plays/<id> (games.apis.PlayDetailApi).
INSTALL_HEADER = "X-Client-Install"
INSTALL_PARAMETER = OpenApiParameter(
    INSTALL_HEADER,
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    required=False,
    description="A random id the client keeps for its installation. Two accounts that start or resume one daily "
    "from the same installation (or network address) are linked: a win by one after the other started the deal "
    "is held for review. Kept only as a digest keyed by the day, deleted two days after the day closes.",
)


def request_origin(request) -> tuple[str, str]:
    """(network address, installation id) of a request, as the daily's origins keep them: the address the rate
    limits count by, the installation's header if sent."""
    return BaseThrottle().get_ident(request) or "", request.headers.get(INSTALL_HEADER, "")


class DailyStartApi(APIView):
    required_scope = Scope.PLAY

    @extend_schema(
        operation_id="daily_start",
        parameters=[IDEMPOTENCY_KEY, INSTALL_PARAMETER, *day_path_parameters()],
        request=None,
        responses={
            201: play_state_schema(),
            200: play_state_schema(),
            **error_responses(
                ErrorCode.INVALID_DATE,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.NOT_FOUND,
                ErrorCode.NOT_OPEN,
                ErrorCode.DAILY_CLOSED,
                ErrorCode.ACCOUNT_REQUIRED,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["daily"],
        summary="Start (or resume) my one scored attempt at a challenge: no undo, no hints",
        description="201 with a new play; 200 with the play already started (one attempt per player and "
        "day). 410 once the day and its grace period are over. 403 `account_required` for a guest: a guest "
        "is free to make, so its game would be a free look at the deal; `POST /api/v1/auth/quick` makes an "
        "account in one request. An account registered after the day opened plays a provisional attempt: it "
        "ranks below every established player of the day (docs/fair-play.md).",
    )
    @idempotent
    def post(self, request, date: str, game: str):
        address, install = request_origin(request)
        play, created = daily.daily_start(
            user=request.user, date=_date(date), game_slug=game, address=address, install=install
        )
        return Response(
            selectors.play_snapshot(play), status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class DailyExportApi(ConditionalGetMixin, _OptionalAuth, APIView):
    @extend_schema(
        operation_id="daily_export",
        parameters=[IF_NONE_MATCH, *day_path_parameters()],
        responses={
            **NOT_MODIFIED,
            200: ExportOutputSerializer,
            **public_error_responses(
                ErrorCode.INVALID_DATE,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.NOT_FOUND,
                ErrorCode.NOT_OPEN,
                ErrorCode.NOT_CLOSED,
                optional_auth=True,
            ),
        },
        tags=["daily"],
        summary="After the close: seed, options, engine version and every finished play's log, to verify",
        description="Public once the day has closed (403 `not_closed` before). Replaying each log from the "
        "seed recomputes every score of the day with no trust in the server (python -m games.verify).",
    )
    def get(self, request, date: str, game: str):
        challenge = daily.challenge_get(date=_date(date), game_slug=game)
        return Response(daily.challenge_export(challenge=challenge))
