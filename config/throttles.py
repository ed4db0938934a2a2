"""Throttles that fail open: the counters live in the cache (Redis in the full stack), and a cache that is
down must not turn every request into a 500. While it is down, requests are not counted; that is logged."""

from __future__ import annotations

import logging

from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle, UserRateThrottle

logger = logging.getLogger(__name__)


class FailOpenMixin:
    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception:
            logger.warning("Rate limiting skipped: the cache is unavailable", exc_info=True)
            return True


class AnonThrottle(FailOpenMixin, AnonRateThrottle):
    pass


class UserThrottle(FailOpenMixin, UserRateThrottle):
    pass


class ScopedThrottle(FailOpenMixin, ScopedRateThrottle):
    pass
