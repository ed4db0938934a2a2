from django.urls import path

from games import apis
from games.analysis import apis as analysis_apis
from games.daily import apis as daily_apis
from games.daily import archive_apis

urlpatterns = [
    path("plays", apis.PlayListCreateApi.as_view(), name="plays"),
    path("plays/<uuid:play_id>", apis.PlayDetailApi.as_view(), name="play"),
    path("plays/<uuid:play_id>/actions", apis.PlayActApi.as_view(), name="play-act"),
    path("plays/<uuid:play_id>/undo", apis.PlayUndoApi.as_view(), name="play-undo"),
    path("plays/<uuid:play_id>/resign", apis.PlayResignApi.as_view(), name="play-resign"),
    path("plays/<uuid:play_id>/hint", apis.PlayHintApi.as_view(), name="play-hint"),
    path("plays/<uuid:play_id>/log", apis.PlayLogApi.as_view(), name="play-log"),
    path("plays/<uuid:play_id>/analysis", analysis_apis.PlayAnalysisApi.as_view(), name="play-analysis"),
    path(
        "plays/<uuid:play_id>/analysis/<int:step>",
        analysis_apis.PlayAnalysisStepApi.as_view(),
        name="play-analysis-step",
    ),
    path("plays/<uuid:play_id>/replay", apis.PlayReplayApi.as_view(), name="play-replay"),
    path("plays/<uuid:play_id>/replay/<int:step>", apis.PlayReplayStepApi.as_view(), name="play-replay-step"),
    path("games/", apis.GameListApi.as_view(), name="games"),
    path("commitments/<str:month>", daily_apis.DailyMonthApi.as_view(), name="month-commitment"),
    path("daily/", archive_apis.DailyListApi.as_view(), name="daily-list"),
    path("daily/today/", archive_apis.DailyTodayApi.as_view(), name="daily-today"),
    path("daily/archive/", archive_apis.DailyArchiveApi.as_view(), name="daily-archive"),
    path("daily/<str:date>/<str:game>/", daily_apis.DailyDetailApi.as_view(), name="daily-detail"),
    path("daily/<str:date>/<str:game>/start", daily_apis.DailyStartApi.as_view(), name="daily-start"),
    path("daily/<str:date>/<str:game>/export", daily_apis.DailyExportApi.as_view(), name="daily-export"),
    path(
        "daily/<str:date>/<str:game>/bot-game", archive_apis.DailyBotGameApi.as_view(), name="daily-bot-game"
    ),
]
