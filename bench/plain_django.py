"""The plain Django baseline of ``bench/api.py``: one async view, no middleware, no database, no DRF.

Served like the project (uvicorn, two workers), it shows what Django itself costs a request on this machine;
the project's no-op (``/api/v1/ping``) adds the middleware stack, and a move adds everything else.

    .venv/bin/uvicorn plain_django:application --app-dir bench --workers 2
"""

from __future__ import annotations

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="plain-django-benchmark-only",
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[],
    INSTALLED_APPS=[],
)

from django.core.asgi import get_asgi_application  # noqa: E402  (after settings.configure)
from django.http import JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402


async def pong(request):
    return JsonResponse({"pong": True})


urlpatterns = [path("ping", pong)]
application = get_asgi_application()
