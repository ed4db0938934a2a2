from django.contrib import admin
from django.urls import include, path, re_path

from config import web
from config.api_docs import ApiRedocView, ApiSchemaView, ApiSwaggerView, api_not_found
from config.asyncapi import AsyncApiView
from config.health import healthz, ping, readyz

# Django tries patterns in order and the play routes carry most of the traffic, so they come first.
api_v1 = [
    path("", include("games.urls")),
    path("", include("accounts.urls")),
    path("", include("leaderboards.urls")),
    path("schema/", ApiSchemaView.as_view(), name="schema"),
    path("asyncapi/", AsyncApiView.as_view(), name="asyncapi"),
    path("ping", ping, name="ping"),
]

urlpatterns = [
    path("api/v1/", include(api_v1)),
    path("api/docs/", ApiSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/redoc/", ApiRedocView.as_view(url_name="schema"), name="api-redoc"),
    # Last of the /api/ routes: anything else under /api/ is a JSON 404 in the error shape.
    re_path(r"^api/(?P<unknown>.*)$", api_not_found, name="api-not-found"),
    path("healthz", healthz, name="healthz"),
    path("readyz", readyz, name="readyz"),
    path("", web.index, name="web-index"),
    path("rules/<slug:slug>", web.rules, name="web-rules"),
    path("fair-play", web.fair_play, name="web-fair-play"),
    path("admin/", admin.site.urls),
    # Session sign-in for the browsable API (the web client signs in through the same session).
    path("api-auth/", include("rest_framework.urls")),
]

handler404 = "config.errors.json_not_found"
handler500 = "config.errors.json_server_error"
