from django.urls import re_path

from leaderboards.consumers import LeaderboardConsumer

websocket_urlpatterns = [
    # django-stubs types a route's target as a Django view; Channels routes ASGI applications with it.
    re_path(r"^ws/leaderboards/(?P<board_id>[A-Za-z0-9_-]+)/$", LeaderboardConsumer.as_asgi())  # type: ignore[arg-type]
]
