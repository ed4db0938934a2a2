"""Under /api/ every answer is JSON in the error shape, whatever the path and the method: an unknown path is
a 404 (with the slash-ended path named when that one exists), a known path with a method it does not take a
405; and the API documentation pages are served whole by this project."""

from __future__ import annotations

import re
import uuid

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

pytestmark = pytest.mark.django_db

METHODS = ("get", "post", "put", "patch", "delete", "options", "head")


def assert_error_shape(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) == {"error"}
    assert set(body["error"]) == {"code", "message", "details"}
    assert body["error"]["code"] == code
    return body["error"]


@pytest.mark.parametrize("method", [m for m in METHODS if m != "head"])
@pytest.mark.parametrize(
    "path", ["/api/", "/api/v1/", "/api/v1/nothing-here", "/api/v2/plays", "/api/docs/x"]
)
def test_an_unknown_path_under_api_is_a_json_404_for_every_method(alice_api, method, path):
    error = assert_error_shape(getattr(alice_api, method)(path), 404, "not_found")
    assert path in error["message"]


def test_a_path_missing_its_trailing_slash_names_the_one_that_exists(api):
    error = assert_error_shape(api.get("/api/v1/games"), 404, "not_found")
    assert error["details"]["did_you_mean"] == "/api/v1/games/"


def _api_routes(patterns=None, prefix=""):
    """(path, view class) for every route under /api/, path parameters filled with well-formed values."""
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            yield from _api_routes(pattern.url_patterns, route)
        elif isinstance(pattern, URLPattern) and route.startswith("api/"):
            view = getattr(pattern.callback, "view_class", None)
            if view is None or "(?P" in route:
                continue  # the catch-all, and the no-op /api/v1/ping (a plain function, api/docs.py)
            # A fixed id: every pytest-xdist worker must collect the same test names.
            path = re.sub(r"<uuid:\w+>", str(uuid.UUID(int=7)), route)
            path = re.sub(r"<int:\w+>", "7", path)
            path = re.sub(r"<str:date>", "2026-01-01", path)
            path = re.sub(r"<str:game>", "weaver", path)
            path = re.sub(r"<str:\w+>", "daily-1", path)
            yield "/" + path, view


ROUTES = sorted(_api_routes(), key=lambda route: route[0])


def test_the_route_list_covers_the_api():
    paths = {path for path, _ in ROUTES}
    assert {"/api/v1/games/", "/api/v1/plays", "/api/v1/schema/", "/api/docs/", "/api/redoc/"} <= paths


@pytest.mark.parametrize(("path", "view"), ROUTES, ids=[path for path, _ in ROUTES])
def test_a_method_a_route_does_not_take_is_a_json_405(alice_api, path, view):
    allowed = {m for m in METHODS if hasattr(view, m)}
    refused = [m for m in ("put", "patch", "delete", "post", "get") if m not in allowed]
    assert refused, f"{path} takes every method"
    for method in refused:
        response = getattr(alice_api, method)(path)
        error = assert_error_shape(response, 405, "method_not_allowed")
        assert method.upper() in error["message"]


def test_the_no_op_ping_reads_and_refuses_any_other_method_with_a_json_405(api):
    """bench/api.py's baseline: GET (HEAD, OPTIONS) answer; a write is a 405 in the error shape."""
    assert api.get("/api/v1/ping").json() == {"pong": True}
    assert api.head("/api/v1/ping").status_code == 200
    assert api.options("/api/v1/ping").status_code == 200
    for method in ("post", "put", "patch", "delete"):
        response = getattr(api, method)("/api/v1/ping")
        error = assert_error_shape(response, 405, "method_not_allowed")
        assert method.upper() in error["message"] and response["Allow"] == "GET, HEAD, OPTIONS"
    # A browser-like client with CSRF checks on still gets the JSON 405, not the CSRF middleware's HTML 403.
    assert_error_shape(Client(enforce_csrf_checks=True).post("/api/v1/ping"), 405, "method_not_allowed")


@pytest.mark.parametrize("path", ["/api/docs/", "/api/redoc/"])
def test_the_api_docs_load_nothing_from_another_host(api, path):
    page = api.get(path).content.decode()
    assert "/static/drf_spectacular_sidecar/" in page
    assert not re.search(r"""(src|href)=["']https?://""", page), "the page loads something from elsewhere"


def test_an_unknown_path_is_a_json_404_even_where_a_browser_would_need_a_csrf_token(db):
    from rest_framework.test import APIClient

    client = APIClient(enforce_csrf_checks=True)
    assert_error_shape(client.post("/api/v1/plays/not-a-uuid/undo", {}, format="json"), 404, "not_found")
