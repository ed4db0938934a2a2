from django.urls import path

from games import apis

urlpatterns = [
    path("games/", apis.GameListApi.as_view(), name="games"),
    path("plays", apis.PlayListCreateApi.as_view(), name="plays"),
    path("plays/<uuid:play_id>", apis.PlayDetailApi.as_view(), name="play"),
    path("plays/<uuid:play_id>/actions", apis.PlayActApi.as_view(), name="play-act"),
    path("plays/<uuid:play_id>/undo", apis.PlayUndoApi.as_view(), name="play-undo"),
    path("plays/<uuid:play_id>/resign", apis.PlayResignApi.as_view(), name="play-resign"),
    path("plays/<uuid:play_id>/hint", apis.PlayHintApi.as_view(), name="play-hint"),
    path("plays/<uuid:play_id>/log", apis.PlayLogApi.as_view(), name="play-log"),
]
