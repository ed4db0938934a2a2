from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse


class BodySizeLimitMiddleware:
    """Refuse oversized API bodies with 413 before anything parses them.

    Django checks DATA_UPLOAD_MAX_MEMORY_SIZE only when ``request.body`` is read, and DRF's JSON parser
    reads the stream directly, so the limit is enforced here from Content-Length (and the body is never read).
    """

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
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
