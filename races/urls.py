from django.urls import path

from races import apis

urlpatterns = [
    path("races", apis.RaceCreateApi.as_view(), name="races"),
    path("race-lobbies", apis.RaceLobbyListApi.as_view(), name="races-lobbies"),
    path("races/quick-match", apis.RaceQuickMatchApi.as_view(), name="races-quick-match"),
    path("races/ratings/<str:game>", apis.RaceRatingsApi.as_view(), name="races-ratings"),
    path("races/<uuid:race_id>", apis.RaceDetailApi.as_view(), name="race"),
    path("races/<uuid:race_id>/join", apis.RaceJoinApi.as_view(), name="race-join"),
    path("races/<uuid:race_id>/start", apis.RaceStartApi.as_view(), name="race-start"),
    path("races/<uuid:race_id>/leave", apis.RaceLeaveApi.as_view(), name="race-leave"),
]
