from django.urls import path

from leaderboards import apis

urlpatterns = [
    path("scores", apis.ScoreSubmitApi.as_view(), name="scores-submit"),
    path("leaderboards/", apis.BoardCatalogueApi.as_view(), name="board-catalogue"),
    path("leaderboards/<str:board_id>/", apis.BoardTopApi.as_view(), name="board-top"),
    path("leaderboards/<str:board_id>/me", apis.BoardMeApi.as_view(), name="board-me"),
    path("leaderboards/<str:board_id>/histogram", apis.BoardHistogramApi.as_view(), name="board-histogram"),
    path("me/statistics", apis.PlayerStatisticsApi.as_view(), name="me-statistics"),
    path("me/scores", apis.ScoreHistoryApi.as_view(), name="me-scores"),
    path("me/ratings", apis.RatingHistoryApi.as_view(), name="me-ratings"),
]
