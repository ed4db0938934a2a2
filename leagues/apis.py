"""The leagues' REST endpoints: thin views over ``leagues.services`` and ``leagues.selectors``."""

from __future__ import annotations

import datetime as dt

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.error_codes import ErrorCode
from api.errors import ApiError
from api.idempotency import IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY, idempotent
from api.rest import NAME_PATTERN, StrictIntegerField, StrictRegexField, error_responses, validated_body
from api.throttles import UserThrottle
from games.daily.challenges import today
from games.engines.registry import all_games
from leaderboards.apis import EntrySerializer
from leagues import selectors, services

DESCRIPTION_PATTERN = r"^[^\x00-\x09\x0b-\x1f\x7f-\x9f]*$"


class LeagueCreateThrottle(UserThrottle):
    scope = "leagues"


class InviteSerializer(serializers.Serializer):
    code = serializers.CharField()
    url = serializers.SerializerMethodField(help_text="The page that joins the league with this code.")
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField(allow_null=True, help_text="Null: until revoked.")

    def get_url(self, invite) -> str:
        request = self.context.get("request")
        path = f"/#/leagues/join/{invite.code}"  # the web client's invite page
        return request.build_absolute_uri(path) if request is not None else path


class LeagueSummarySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="Plain text: clients render it as text, never as markup.")
    description = serializers.CharField()
    member_count = serializers.IntegerField()
    created_at = serializers.DateTimeField()


class MemberSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="The membership's id (what the creator removes).")
    player = serializers.CharField()
    joined_at = serializers.DateTimeField()
    creator = serializers.BooleanField()


class LeagueDetailSerializer(LeagueSummarySerializer):
    creator = serializers.CharField(help_text="The creator's public name.")
    is_creator = serializers.BooleanField(
        help_text="Whether I created it (and so manage its invites and members)."
    )
    members = MemberSerializer(many=True)
    invites = InviteSerializer(many=True, help_text="The invites in use; listed to the creator only.")


def _detail(request, league) -> dict:
    members = selectors.members_of(league)
    is_creator = league.creator_id == request.user.pk
    creator = next((m["player"] for m in members if m["creator"]), "")
    return LeagueDetailSerializer(
        {
            "id": league.pk,
            "name": league.name,
            "description": league.description,
            "member_count": len(members),
            "created_at": league.created_at,
            "creator": creator,
            "is_creator": is_creator,
            "members": members,
            "invites": selectors.invites_of(league) if is_creator else [],
        },
        context={"request": request},
    ).data


class LeagueListCreateApi(APIView):
    def get_throttles(self):
        # Creating is throttled on its own (a league is cheap to make and lives for ever); listing is not.
        extra = [LeagueCreateThrottle()] if self.request.method == "POST" else []
        return [*super().get_throttles(), *extra]

    class InputSerializer(serializers.Serializer):
        # The schema says what the service accepts: one line of text with something besides spaces.
        name = StrictRegexField(
            NAME_PATTERN,
            max_length=64,
            trim_whitespace=False,
            error_messages={"invalid": "one line of text, not blank, without control characters."},
        )
        description = StrictRegexField(
            DESCRIPTION_PATTERN,
            max_length=500,
            required=False,
            allow_blank=True,
            trim_whitespace=False,
            error_messages={"invalid": "text without control characters (line breaks are allowed)."},
        )

    @extend_schema(
        operation_id="leagues_create",
        request=InputSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            201: LeagueDetailSerializer,
            **error_responses(
                ErrorCode.REGISTERED_ONLY,
                ErrorCode.TOO_MANY_LEAGUES,
                ErrorCode.UNKNOWN_FIELD,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["leagues"],
        summary="Create a league (a name, an optional description); it comes with a first invite",
        description="Registered players only (a guest gets 403). At most LEAGUE_MAX_PER_PLAYER leagues per "
        "player (409 too_many_leagues). The name is one line of plain text, at most 64 characters.",
    )
    @idempotent
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        league, _ = services.league_create(user=request.user, **data)
        league = selectors.league_for_member(league_id=league.pk, user=request.user)
        return Response(_detail(request, league), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="leagues_list",
        description="Every league I am in, with its member count.",
        responses={
            200: LeagueSummarySerializer(many=True),
            **error_responses(ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_PARAMETER),
        },
        tags=["leagues"],
        summary="My leagues, the most recently joined first",
    )
    def get(self, request):
        return Response(LeagueSummarySerializer(selectors.leagues_of(user=request.user), many=True).data)


class LeagueDetailApi(APIView):
    @extend_schema(
        operation_id="leagues_detail",
        description="Members only: anyone else gets the 404 of a league that does not exist.",
        responses={
            200: LeagueDetailSerializer,
            **error_responses(ErrorCode.NOT_FOUND, ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_PARAMETER),
        },
        tags=["leagues"],
        summary="A league of mine: its members (and, for its creator, its invites)",
    )
    def get(self, request, league_id: int):
        league = selectors.league_for_member(league_id=league_id, user=request.user)
        return Response(_detail(request, league))


class LeagueInviteCreateApi(APIView):
    class InputSerializer(serializers.Serializer):
        expires_in_hours = StrictIntegerField(
            required=False, allow_null=True, min_value=1, max_value=24 * 365, help_text="Null: until revoked."
        )

    @extend_schema(
        operation_id="leagues_invite",
        description="The link (`url`) and the code join anyone signed in who has them, until revoked or expired.",
        request=InputSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            201: InviteSerializer,
            **error_responses(
                ErrorCode.NOT_FOUND, ErrorCode.NOT_CREATOR, ErrorCode.UNKNOWN_FIELD, *IDEMPOTENCY_ERRORS
            ),
        },
        tags=["leagues"],
        summary="A new invite to my league (creator only), with an optional expiry",
    )
    @idempotent
    def post(self, request, league_id: int):
        data = validated_body(self.InputSerializer, request)
        invite = services.invite_create(league_id=league_id, user=request.user, **data)
        return Response(
            InviteSerializer(invite, context={"request": request}).data, status=status.HTTP_201_CREATED
        )


class LeagueInviteRevokeApi(APIView):
    @extend_schema(
        operation_id="leagues_invite_revoke",
        description="The code stops working at once; members who joined with it stay.",
        request=None,
        responses={204: None, **error_responses(ErrorCode.NOT_FOUND, ErrorCode.NOT_CREATOR)},
        tags=["leagues"],
        summary="Revoke an invite (creator only): it joins no one from now on",
    )
    def delete(self, request, league_id: int, code: str):
        services.invite_revoke(league_id=league_id, user=request.user, code=code)
        return Response(status=status.HTTP_204_NO_CONTENT)


class InvitePreviewSerializer(serializers.Serializer):
    league = LeagueSummarySerializer()
    member = serializers.BooleanField(help_text="Whether I am in it already.")


class InviteDetailApi(APIView):
    @extend_schema(
        operation_id="invites_detail",
        description="What a player sees before joining. Every invite that cannot be used answers the same 404 `invalid_invite`, which names no league.",
        responses={
            200: InvitePreviewSerializer,
            **error_responses(
                ErrorCode.INVALID_INVITE, ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_PARAMETER
            ),
        },
        tags=["leagues"],
        summary="The league an invite leads to, before joining; a revoked or expired invite is a 404 naming no league",
    )
    def get(self, request, code: str):
        invite = services.invite_usable(code)
        league = invite.league
        members = selectors.member_ids(league)
        body = {
            "league": {
                "id": league.pk,
                "name": league.name,
                "description": league.description,
                "member_count": len(members),
                "created_at": league.created_at,
            },
            "member": request.user.pk in members,
        }
        return Response(InvitePreviewSerializer(body).data)


class InviteJoinApi(APIView):
    @extend_schema(
        operation_id="invites_join",
        description="Registered players only. Joining a league I am in already answers it unchanged. A full league (LEAGUE_MAX_MEMBERS) or a player in LEAGUE_MAX_PER_PLAYER leagues: 409.",
        request=None,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            200: LeagueDetailSerializer,
            **error_responses(
                ErrorCode.INVALID_INVITE,
                ErrorCode.LEAGUE_FULL,
                ErrorCode.REGISTERED_ONLY,
                ErrorCode.TOO_MANY_LEAGUES,
                ErrorCode.UNKNOWN_FIELD,
                *IDEMPOTENCY_ERRORS,
            ),
        },
        tags=["leagues"],
        summary="Join the league of an invite (again: no change); full league or too many leagues: 409",
    )
    @idempotent
    def post(self, request, code: str):
        league = services.league_join(user=request.user, code=code)
        league = selectors.league_for_member(league_id=league.pk, user=request.user)
        return Response(_detail(request, league))


class LeagueLeaveApi(APIView):
    @extend_schema(
        operation_id="leagues_leave",
        description="A creator who leaves hands the league to the member who joined first after them.",
        request=None,
        responses={204: None, **error_responses(ErrorCode.NOT_FOUND, ErrorCode.UNKNOWN_FIELD)},
        tags=["leagues"],
        summary="Leave a league (a creator hands it to the longest member; the last one out ends it)",
    )
    def post(self, request, league_id: int):
        services.league_leave(league_id=league_id, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LeagueMemberRemoveApi(APIView):
    @extend_schema(
        operation_id="leagues_member_remove",
        description="The member's id is the membership id of the league's member list; the creator leaves rather than removes themselves (409).",
        request=None,
        responses={
            204: None,
            **error_responses(ErrorCode.NOT_FOUND, ErrorCode.NOT_CREATOR, ErrorCode.CANNOT_REMOVE_CREATOR),
        },
        tags=["leagues"],
        summary="Remove a member (creator only)",
    )
    def delete(self, request, league_id: int, membership_id: int):
        services.member_remove(league_id=league_id, user=request.user, membership_id=membership_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _game(slug: str) -> str:
    if slug not in {g.slug for g in all_games()}:
        raise ApiError(ErrorCode.UNKNOWN_GAME, f"There is no game '{slug}'.")
    return slug


class LeagueBoardSerializer(serializers.Serializer):
    league = serializers.IntegerField()
    board = serializers.CharField(help_text="The global board whose entries these are.")
    entries = EntrySerializer(many=True, help_text="The members' entries, ranked among the league.")


class LeagueDailyBoardApi(APIView):
    class FilterSerializer(serializers.Serializer):
        date = serializers.DateField(required=False, help_text="YYYY-MM-DD; default today (UTC).")

    @extend_schema(
        operation_id="leagues_daily_board",
        description="No second source: the global daily board's verified entries, kept to the league's members and ranked among them (read from the Redis mirror like the global board).",
        parameters=[FilterSerializer],
        responses={
            200: LeagueBoardSerializer,
            **error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.INVALID_DATE,
                ErrorCode.UNKNOWN_PARAMETER,
                ErrorCode.INVALID_PARAMETER,
            ),
        },
        tags=["leagues"],
        summary="A league's board of one game's daily: the global board's verified entries of its members",
    )
    def get(self, request, league_id: int, game: str):
        league = selectors.league_for_member(league_id=league_id, user=request.user)
        query = self.FilterSerializer(data=request.query_params.dict())
        query.is_valid(raise_exception=True)
        date = query.validated_data.get("date") or today()
        board, entries = selectors.league_daily_board(league=league, game=_game(game), date=date)
        return Response(
            LeagueBoardSerializer({"league": league.pk, "board": board.id, "entries": entries}).data
        )


class LeagueSeasonApi(APIView):
    class FilterSerializer(serializers.Serializer):
        month = serializers.RegexField(
            r"^\d{4}-\d{2}$", required=False, help_text="YYYY-MM; default this month."
        )

    @extend_schema(
        operation_id="leagues_season",
        description="The global season's points (from settled dailies), kept to the league's members.",
        parameters=[FilterSerializer],
        responses={
            200: LeagueBoardSerializer,
            **error_responses(
                ErrorCode.NOT_FOUND,
                ErrorCode.UNKNOWN_GAME,
                ErrorCode.INVALID_MONTH,
                ErrorCode.UNKNOWN_PARAMETER,
                ErrorCode.INVALID_PARAMETER,
            ),
        },
        tags=["leagues"],
        summary="A league's season standings of one game: the season's points of its members",
    )
    def get(self, request, league_id: int, game: str):
        league = selectors.league_for_member(league_id=league_id, user=request.user)
        query = self.FilterSerializer(data=request.query_params.dict())
        query.is_valid(raise_exception=True)
        try:
            month = (
                dt.date.fromisoformat(f"{query.validated_data['month']}-01")
                if "month" in query.validated_data
                else today()
            )
        except ValueError:
            raise ApiError(ErrorCode.INVALID, "month: not a month.", parameter="month") from None
        board, entries = selectors.league_season(league=league, game=_game(game), month=month.replace(day=1))
        return Response(
            LeagueBoardSerializer({"league": league.pk, "board": board.id, "entries": entries}).data
        )


class TodaySerializer(serializers.Serializer):
    class GameSerializer(serializers.Serializer):
        class PlayerSerializer(serializers.Serializer):
            player = serializers.CharField()
            state = serializers.ChoiceField(
                choices=["not_played", "playing", "verifying", "finished"],
                help_text="finished: the verdict is verified and shown; playing says nothing more.",
            )
            result = serializers.CharField(allow_null=True, help_text="won, lost or resigned once finished.")
            score = serializers.IntegerField(allow_null=True)

        game = serializers.CharField()
        preset = serializers.CharField()
        players = PlayerSerializer(many=True)

    league = serializers.IntegerField()
    date = serializers.DateField()
    games = GameSerializer(many=True)


class LeagueTodayApi(APIView):
    @extend_schema(
        operation_id="leagues_today",
        description="A play in progress says only that it is in progress; an ended one its verified verdict. No move is shown: replays open at the reveal.",
        responses={
            200: TodaySerializer,
            **error_responses(ErrorCode.NOT_FOUND, ErrorCode.UNKNOWN_PARAMETER, ErrorCode.INVALID_PARAMETER),
        },
        tags=["leagues"],
        summary="Who of the league has played today's dailies, and each verdict once that player has finished",
    )
    def get(self, request, league_id: int):
        league = selectors.league_for_member(league_id=league_id, user=request.user)
        return Response(TodaySerializer({"league": league.pk, **selectors.league_today(league=league)}).data)
