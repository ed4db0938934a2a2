"""The result card of a finished play, the month's calendar of medals and the trophies (``leaderboards.results``)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from api.error_codes import ErrorCode
from api.rest import error_responses
from games.serializers import MedalsField, gold_by_field, par_by_field, par_note_field
from leaderboards import results
from leaderboards.apis import _QueryFilter


class RankSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    of = serializers.IntegerField()
    settled = serializers.BooleanField(help_text="False while the day is open: the rank so far.")


# Inline (written when OpenAPI 3.0 could not make a $ref nullable; the document is 3.1 since issue 44, where null
# is a type). The answer is leaderboards.results' own.
@extend_schema_field(
    {
        "type": "array",
        "description": "My finished dailies of the day, in the games' order.",
        "items": {
            "type": "object",
            "properties": {
                "game": {"$ref": "#/components/schemas/GameSlug"},
                "play": {"type": "string", "format": "uuid"},
                "verdict": {"type": "string", "enum": ["won", "lost", "resigned"]},
                "score": {"type": "integer"},
                "medal": {
                    "type": ["string", "null"],
                    "description": "gold, silver, bronze or null (only a won game earns one).",
                },
                "rank": {
                    "type": ["object", "null"],
                    "description": "The settled rank on the day's board; null until the day settles.",
                    "properties": {
                        "rank": {"type": "integer"},
                        "of": {"type": "integer"},
                        "settled": {"type": "boolean"},
                    },
                    "required": ["rank", "of", "settled"],
                },
            },
            "required": ["game", "play", "verdict", "score", "medal", "rank"],
        },
    }
)
class CalendarPlaysField(serializers.JSONField):
    pass


class RatingChangeSerializer(serializers.Serializer):
    before = serializers.FloatField()
    after = serializers.FloatField()
    change = serializers.FloatField()
    provisional = serializers.BooleanField(help_text="True until the day settles: it moves as others finish.")


class ShareSerializer(serializers.Serializer):
    rows = serializers.ListField(child=serializers.CharField(), help_text="The grid: emoji and counts only.")
    caption = serializers.CharField()


class StreakSerializer(serializers.Serializer):
    current = serializers.IntegerField()
    best = serializers.IntegerField()


class PlayResultApi(APIView):
    class OutputSerializer(serializers.Serializer):
        play = serializers.UUIDField()
        game = serializers.CharField()
        mode = serializers.CharField()
        verdict = serializers.ChoiceField(choices=["won", "lost", "resigned"])
        end_reason = serializers.CharField()
        score = serializers.IntegerField()
        actions_count = serializers.IntegerField()
        date = serializers.DateField(allow_null=True)
        par = serializers.IntegerField(allow_null=True)
        medal = serializers.CharField(allow_null=True)
        medals = MedalsField(allow_null=True)
        par_by = par_by_field(allow_null=True)
        gold_by = gold_by_field(allow_null=True)
        par_note = par_note_field()
        ranked = serializers.BooleanField()
        unranked_reason = serializers.CharField(allow_null=True)
        held_for_review = serializers.BooleanField(
            help_text="The result is held off the board until reviewed; review_reason says why and what happens "
            "next (the same words as the Today page's)."
        )
        review_reason = serializers.CharField(allow_null=True, help_text="Null unless held_for_review.")
        board = serializers.CharField(required=False)
        rank = RankSerializer(allow_null=True)
        streak = StreakSerializer()
        rating = RatingChangeSerializer(allow_null=True)
        next_deal_at = serializers.DateTimeField()
        share = ShareSerializer()
        share_url = serializers.CharField(allow_null=True, help_text="Null until the deal may be seen.")

    @extend_schema(
        operation_id="plays_result",
        description="The result card of one of my finished plays: verdict, medal, rank so far (settled after the "
        "close), streak, rating change (provisional until the day settles), next deal, and a share grid that "
        "names no card and no seed. 404 for a play that is not mine or not finished.",
        responses={
            200: OutputSerializer,
            **error_responses(404, ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_PARAMETER),
        },
        tags=["daily"],
        summary="My finished play's result card and share grid",
    )
    def get(self, request, play_id):
        return Response(self.OutputSerializer(results.play_result(play_id=play_id, user=request.user)).data)


class TrophySerializer(serializers.Serializer):
    kind = serializers.CharField(help_text="perfect_month, gold_week or full_house.")
    month = serializers.CharField()
    date = serializers.DateField(allow_null=True)
    game = serializers.CharField(allow_null=True)
    title = serializers.CharField()


class CalendarMonthApi(APIView):
    class FilterSerializer(_QueryFilter):
        month = serializers.RegexField(
            r"^[1-9][0-9]{3}-(0[1-9]|1[0-2])$",
            required=False,
            help_text="YYYY-MM; this month by default",
            error_messages={"invalid": "month must be YYYY-MM, for example 2026-11."},
        )
        game = serializers.CharField(
            required=False, max_length=32, help_text="One game; all games by default"
        )

    class OutputSerializer(serializers.Serializer):
        class DaySerializer(serializers.Serializer):
            date = serializers.DateField()
            best_medal = serializers.CharField(allow_null=True)
            plays = CalendarPlaysField()

        month = serializers.CharField()
        game = serializers.CharField(allow_null=True)
        days_in_month = serializers.IntegerField()
        first_weekday = serializers.IntegerField(help_text="0 = Monday.")
        days = DaySerializer(many=True)
        streak = StreakSerializer()
        trophies = TrophySerializer(many=True)

    @extend_schema(
        operation_id="me_calendar",
        parameters=[FilterSerializer],
        description="My finished dailies of a month, day by day, with their medals and settled ranks, my streak "
        "and the month's trophies. A month with nothing in it, however far away, is empty, not an error.",
        responses={
            200: OutputSerializer,
            **error_responses(
                ErrorCode.INVALID_PARAMETER,
                ErrorCode.INVALID_MONTH,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.UNKNOWN_PARAMETER,
            ),
        },
        tags=["daily"],
        summary="My month of dailies: medals, streak, trophies",
    )
    def get(self, request):
        filters = self.FilterSerializer.validated(request)
        month = results.parse_month(filters.get("month"))
        body = results.month_calendar(user=request.user, month=month, game=filters.get("game"))
        return Response(self.OutputSerializer(body).data)


class TrophyListApi(APIView):
    @extend_schema(
        operation_id="me_trophies",
        description="Every trophy I earned, oldest first: perfect month, gold week, full house.",
        responses={
            200: TrophySerializer(many=True),
            **error_responses(ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_PARAMETER),
        },
        tags=["daily"],
        summary="My trophies, month by month",
    )
    def get(self, request):
        return Response(TrophySerializer(results.trophies(user=request.user), many=True).data)
