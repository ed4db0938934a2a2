"""WebSocket routes of every app."""

from games.routing import websocket_urlpatterns as game_routes
from leaderboards.routing import websocket_urlpatterns as board_routes
from races.routing import websocket_urlpatterns as race_routes

websocket_urlpatterns = [*game_routes, *board_routes, *race_routes]
