from django.urls import re_path

from leaderboards.consumers import LeaderboardConsumer

websocket_urlpatterns = [
    re_path(r"^ws/leaderboards/(?P<board_id>[A-Za-z0-9_-]+)/$", LeaderboardConsumer.as_asgi())
]
