"""CORS: public read endpoints answer any origin; the rest only the origins in CORS_ALLOWED_ORIGINS."""

from __future__ import annotations

import re

from django.conf import settings

_SAFE = {"GET", "HEAD", "OPTIONS"}


def allow_public_reads(sender, request, **kwargs) -> bool:
    if request.method not in _SAFE:
        return False
    return any(re.match(pattern, request.path) for pattern in settings.PUBLIC_CORS_PATHS)
