"""Rate limits counted atomically in Redis, failing open.

DRF's stock throttles keep a list of request times in the cache and write it back after reading it: two
processes answering the same client at once both read the old list, so concurrent requests (a burst of
logins from a password-guessing script, say) are undercounted. With Redis the count is one ``INCR`` on a key
that expires one period after the client's first request of that period (``EXPIRE NX``), sent with the ``TTL``
that becomes ``Retry-After`` in a single round trip. The embedded default (one process, no Redis) keeps DRF's own counting.

Every response of a throttled view says where the client stands, not only the 429 (issue 34: a client learnt
of the limit by hitting it): ``RateLimit-Limit`` (requests per window), ``RateLimit-Remaining`` and
``RateLimit-Reset`` (seconds until the window restarts), the three fields of the IETF httpapi draft that most
client libraries read. Of a view's several throttles (every request is counted per user, a move also per
move), the headers describe the one closest to refusing. A throttle writes them into the view's
``headers``, which DRF's ``finalize_response`` puts on every answer of the view, errors and 429s included.

A cache that is down must not turn every request into a 500: while it is down, requests are not counted, and
that is logged.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass

import redis
from django.conf import settings
from redis.commands.core import Script
from rest_framework.throttling import (
    AnonRateThrottle,
    BaseThrottle,
    ScopedRateThrottle,
    SimpleRateThrottle,
    UserRateThrottle,
)

from ops.redis_pool import redis_client

logger = logging.getLogger(__name__)


# One command: INCR, then the period opened at the first request (EXPIRE NX: only where no expiry is set, so a key
# that expired between two requests is recreated by INCR and gets its expiry here; SET NX before INCR once left
# such a key without one, and the client was refused for ever), and the TTL that becomes ``Retry-After``. As a
# three-command pipeline, redis-py's packing and parsing were a tenth of a move's CPU (issue 33); the
# script is also atomic. redis-py sends EVALSHA and loads the script again after a
# Redis restart (NOSCRIPT).
_COUNT = """
local count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX')
return {count, redis.call('TTL', KEYS[1])}
"""


@functools.cache
def _count_script(client: redis.Redis) -> Script:
    return client.register_script(_COUNT)


@dataclass(frozen=True)
class RateLimitState:
    limit: int
    remaining: int
    reset: int  # seconds until the window restarts

    def headers(self) -> dict[str, str]:
        return {
            "RateLimit-Limit": str(self.limit),
            "RateLimit-Remaining": str(self.remaining),
            "RateLimit-Reset": str(self.reset),
        }


RATE_LIMIT_HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")


def publish_rate_limit(view: object, state: RateLimitState) -> None:
    """Puts ``state`` in the view's response headers unless one of its other throttles is closer to refusing
    (fewer requests remaining; of two equal, the later reset)."""
    headers = getattr(view, "headers", None)
    if not isinstance(headers, dict):
        return  # not a DRF view (the sign-in forms' middleware sets its own)
    if "RateLimit-Remaining" in headers:
        current = (int(headers["RateLimit-Remaining"]), -int(headers["RateLimit-Reset"]))
        if current <= (state.remaining, -state.reset):
            return
    headers.update(state.headers())  # dispatch() made this dict for the request: its figures stay its own


class RedisCountedThrottle(SimpleRateThrottle):
    """Counts in Redis when there is one (see the module docstring), otherwise keeps DRF's history in the cache.

    It comes after DRF's own class in each throttle's bases, so that ``ScopedRateThrottle`` has read the
    view's scope and rate before this counts.
    """

    retry_after: int | None = None
    state: RateLimitState | None = None
    duration: int  # set by SimpleRateThrottle.__init__ from the rate (DRF's stubs omit them)
    num_requests: int

    def allow_request(self, request, view):
        allowed = self._count(request, view)
        if self.state is not None:
            publish_rate_limit(view, self.state)
        return allowed

    def _count(self, request, view) -> bool:
        if not settings.REDIS_URL:
            allowed = super().allow_request(request, view)
            if self.rate is not None and getattr(self, "key", None) is not None:
                # DRF's history, newest first: the window restarts when its oldest request leaves it.
                oldest = self.history[-1] if self.history else self.now
                reset = max(1, int(self.duration - (self.now - oldest) + 0.999))
                self.state = RateLimitState(
                    self.num_requests, max(0, self.num_requests - len(self.history)), reset
                )
            return allowed
        if self.rate is None:
            return True
        self.key = key = self.get_cache_key(request, view)
        if key is None:
            return True
        client = redis_client()
        count, ttl = _count_script(client)(keys=[key], args=[self.duration])
        reset = ttl if ttl > 0 else self.duration
        self.state = RateLimitState(self.num_requests, max(0, self.num_requests - count), reset)
        if count <= self.num_requests:
            return True
        self.retry_after = reset
        return False

    def wait(self):
        if self.retry_after is not None:
            return self.retry_after
        return super().wait()


class FailOpenMixin(BaseThrottle):  # a throttle base, so that super() reaches the throttle it wraps
    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception:
            logger.warning("Rate limiting skipped: the cache is unavailable", exc_info=True)
            return True


class AnonThrottle(FailOpenMixin, AnonRateThrottle, RedisCountedThrottle):
    pass


class UserThrottle(FailOpenMixin, UserRateThrottle, RedisCountedThrottle):
    pass


class ScopedThrottle(FailOpenMixin, ScopedRateThrottle, RedisCountedThrottle):
    pass
