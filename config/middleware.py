from __future__ import annotations

from types import SimpleNamespace

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import reverse


class BodySizeLimitMiddleware:
    """Refuse oversized API bodies with 413 before anything parses them, and chunked ones with 411.

    Django checks DATA_UPLOAD_MAX_MEMORY_SIZE only when ``request.body`` is read, and DRF's JSON parser
    reads the stream directly, so the limit is enforced here from Content-Length (and the body is never read).
    """

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if "chunked" in request.META.get("HTTP_TRANSFER_ENCODING", "").lower():
            # Django reads a body up to Content-Length, so a chunked body (no length) was read as empty and a
            # valid move answered "field required" (issue 23). Refused, saying why, rather than misread.
            return JsonResponse(
                {
                    "error": {
                        "code": "length_required",
                        "message": "Send the body with a Content-Length; chunked bodies are not accepted.",
                        "details": {},
                    }
                },
                status=411,
            )
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if limit is not None and length > limit:
            return JsonResponse(
                {
                    "error": {
                        "code": "payload_too_large",
                        "message": f"The request body is {length} bytes; the limit is {limit} bytes.",
                        "details": {"limit": limit},
                    }
                },
                status=413,
            )
        return self.get_response(request)


class SignInThrottleMiddleware:
    """The session sign-in forms (``/api-auth/login/``, ``/admin/login/``) share the API login's limit.

    They are Django's own views, outside DRF, so the API's throttles never ran on them: 40 password guesses
    in a row were answered, then the right one signed in (issue 23). Each POST is counted by the same
    throttle, scope and key as ``POST /api/v1/auth/login`` (``THROTTLE_AUTH`` per address, counted in Redis
    when there is one), so the three routes share one budget.
    """

    view = SimpleNamespace(throttle_scope="auth")

    def __init__(self, get_response) -> None:
        self.get_response = get_response
        self._paths: frozenset[str] | None = None

    def _sign_in_paths(self) -> frozenset[str]:
        if self._paths is None:
            self._paths = frozenset({reverse("admin:login"), reverse("rest_framework:login")})
        return self._paths

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST" and request.path in self._sign_in_paths():
            from config.api import AuthThrottle

            throttle = AuthThrottle()
            if not throttle.allow_request(request, self.view):
                wait = int(throttle.wait() or 1)
                response = HttpResponse(
                    f"Too many sign-in attempts from your address; try again in {wait} seconds.",
                    status=429,
                    content_type="text/plain; charset=utf-8",
                )
                response["Retry-After"] = str(wait)
                return response
        return self.get_response(request)
