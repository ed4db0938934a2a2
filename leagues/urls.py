from django.urls import path

from leagues import apis

urlpatterns = [
    path("leagues", apis.LeagueListCreateApi.as_view(), name="leagues"),
    path("leagues/<int:league_id>", apis.LeagueDetailApi.as_view(), name="league"),
    path("leagues/<int:league_id>/invites", apis.LeagueInviteCreateApi.as_view(), name="league-invites"),
    path(
        "leagues/<int:league_id>/invites/<str:code>",
        apis.LeagueInviteRevokeApi.as_view(),
        name="league-invite",
    ),
    path("leagues/<int:league_id>/leave", apis.LeagueLeaveApi.as_view(), name="league-leave"),
    path(
        "leagues/<int:league_id>/members/<int:membership_id>",
        apis.LeagueMemberRemoveApi.as_view(),
        name="league-member",
    ),
    path("leagues/<int:league_id>/today", apis.LeagueTodayApi.as_view(), name="league-today"),
    path(
        "leagues/<int:league_id>/boards/<str:game>", apis.LeagueDailyBoardApi.as_view(), name="league-board"
    ),
    path("leagues/<int:league_id>/season/<str:game>", apis.LeagueSeasonApi.as_view(), name="league-season"),
    path("invites/<str:code>", apis.InviteDetailApi.as_view(), name="invite"),
    path("invites/<str:code>/join", apis.InviteJoinApi.as_view(), name="invite-join"),
]
