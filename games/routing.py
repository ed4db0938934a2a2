from django.urls import path

from games.consumers import PlayConsumer

websocket_urlpatterns = [path("ws/plays/<uuid:play_id>/", PlayConsumer.as_asgi())]
