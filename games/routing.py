from django.urls import path

from games.consumers import PlayConsumer

# django-stubs types a route's target as a Django view; Channels routes ASGI applications with it.
websocket_urlpatterns = [path("ws/plays/<uuid:play_id>/", PlayConsumer.as_asgi())]  # type: ignore[arg-type]
