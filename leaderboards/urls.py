from django.urls import path

from leaderboards import apis, result_apis

urlpatterns = [
    path("scores", apis.ScoreSubmitApi.as_view(), name="scores-submit"),
    path("leaderboards/", apis.BoardCatalogueApi.as_view(), name="board-catalogue"),
    path("leaderboards/<str:board_id>/", apis.BoardTopApi.as_view(), name="board-top"),
    path("leaderboards/<str:board_id>/me", apis.BoardMeApi.as_view(), name="board-me"),
    path("leaderboards/<str:board_id>/histogram", apis.BoardHistogramApi.as_view(), name="board-histogram"),
    path("me/statistics", apis.PlayerStatisticsApi.as_view(), name="me-statistics"),
    path("me/scores", apis.ScoreHistoryApi.as_view(), name="me-scores"),
    path("me/ratings", apis.RatingHistoryApi.as_view(), name="me-ratings"),
    path("me/calendar", result_apis.CalendarMonthApi.as_view(), name="me-calendar"),
    path("me/trophies", result_apis.TrophyListApi.as_view(), name="me-trophies"),
    path("plays/<uuid:play_id>/result", result_apis.PlayResultApi.as_view(), name="play-result"),
]
