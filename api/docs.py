"""The API's own pages under ``/api/``: its documentation, served whole from this project (Swagger UI and
ReDoc from drf-spectacular-sidecar) so that it works with no network, the JSON answer for any path under
``/api/`` that names nothing (Django's own 404 page is HTML, and in development a page of debug output), and
the no-op ``/api/v1/ping``."""

from __future__ import annotations

import json

from django.http import HttpRequest, JsonResponse
from django.urls import Resolver404, resolve
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView
from rest_framework.views import APIView

from api.error_codes import ErrorCode
from api.errors import error_body


def openapi_document() -> dict:
    """The OpenAPI document /api/v1/schema/ serves, as plain JSON (lazy strings and the like resolved)."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return json.loads(OpenApiJsonRenderer().render(schema, renderer_context={}))


class JsonMethodNotAllowed(APIView):
    """These views render HTML or YAML, and DRF renders a 405 with the view's own renderer ("405 Method Not
    Allowed" as text/html): answer it in the API's JSON error shape instead."""

    # DRF's dispatch returns any HttpResponse; its stub asks for a DRF Response here.
    def http_method_not_allowed(self, request, *args, **kwargs) -> JsonResponse:  # type: ignore[override]
        response = JsonResponse(
            error_body(ErrorCode.METHOD_NOT_ALLOWED, f'Method "{request.method}" not allowed.'), status=405
        )
        response["Allow"] = ", ".join(self.allowed_methods)
        return response


class _SelfOnly(APIView):
    """A Content-Security-Policy that lets the docs page load nothing from another host. Swagger UI and ReDoc
    come from drf-spectacular-sidecar, but ReDoc's footer still fetches a logo from its CDN: with this policy
    the browser never sends that request (the page works offline and tells no third party who reads it).
    Inline scripts and styles stay allowed: both UIs start from an inline script and style with JS."""

    CONTENT_SECURITY_POLICY = (
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'"
    )

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        response["Content-Security-Policy"] = self.CONTENT_SECURITY_POLICY
        return response


class ApiSchemaView(JsonMethodNotAllowed, SpectacularAPIView):
    pass


class ApiSwaggerView(_SelfOnly, JsonMethodNotAllowed, SpectacularSwaggerView):
    pass


class ApiRedocView(_SelfOnly, JsonMethodNotAllowed, SpectacularRedocView):
    template_name = "api/redoc.html"  # no web fonts from a CDN


@csrf_exempt  # it changes nothing, and a CSRF refusal would be Django's HTML 403 instead of this JSON 404
def api_not_found(request: HttpRequest, unknown: str = "") -> JsonResponse:
    """Every path under /api/ that no route takes, whatever the method. A path that exists with a trailing
    slash says so: an API client should not have to follow a redirect to learn it."""
    details: dict[str, str] = {"path": request.path}
    message = f"There is nothing at {request.path}."
    if not request.path.endswith("/"):
        try:
            match = resolve(request.path + "/")
        except Resolver404:
            match = None
        if match is not None and match.func is not api_not_found:
            details["did_you_mean"] = request.path + "/"
            message = f"There is nothing at {request.path}; did you mean {request.path}/?"
    return JsonResponse(error_body(ErrorCode.NOT_FOUND, message, details), status=404)


PING_METHODS = ("GET", "HEAD", "OPTIONS")


@csrf_exempt  # so that a POST gets this JSON 405, not the CSRF middleware's HTML 403
def ping(request: HttpRequest) -> JsonResponse:
    """A no-op endpoint: the baseline bench/api.py (and bench/soak.py, tests/processes.py) compares with, a
    plain function so that it costs as little as Django allows. It reads, so it takes only GET, HEAD and
    OPTIONS; any other method is the API's JSON 405, like every other route under /api/."""
    if request.method not in PING_METHODS:
        response = JsonResponse(
            error_body(ErrorCode.METHOD_NOT_ALLOWED, f'Method "{request.method}" not allowed.'), status=405
        )
    else:
        response = JsonResponse({"pong": True})
    response["Allow"] = ", ".join(PING_METHODS)
    return response
