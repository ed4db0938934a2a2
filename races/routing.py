from django.urls import path

from races.consumers import RaceConsumer

# django-stubs types a route's target as a Django view; Channels routes ASGI applications with it.
websocket_urlpatterns = [path("ws/races/<uuid:race_id>/", RaceConsumer.as_asgi())]  # type: ignore[arg-type]
