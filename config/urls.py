"""The root URLconf: each app's routes, mounted. Nothing here but wiring."""

from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path, re_path

from api.docs import api_not_found, ping
from api.urls import docs_urlpatterns, versioned_urlpatterns

# Django tries patterns in order and the play routes carry most of the traffic, so they come first.
api_v1: list[URLPattern | URLResolver] = [
    path("", include("games.urls")),
    path("", include("accounts.urls")),
    path("", include("leaderboards.urls")),
    path("", include("leagues.urls")),
    path("", include("races.urls")),
    *versioned_urlpatterns,
    path("ping", ping, name="ping"),
]

urlpatterns = [
    path("api/v1/", include(api_v1)),
    path("api/", include(docs_urlpatterns)),
    # Last of the /api/ routes: anything else under /api/ is a JSON 404 in the error shape.
    re_path(r"^api/(?P<unknown>.*)$", api_not_found, name="api-not-found"),
    path("", include("ops.urls")),
    path("", include("web.urls")),
    path("admin/", admin.site.urls),
]

handler404 = "api.errors.json_not_found"
handler500 = "api.errors.json_server_error"
