"""Rate limits counted atomically in Redis, failing open.

DRF's stock throttles keep a list of request times in the cache and write it back after reading it: two
processes answering the same client at once both read the old list, so concurrent requests (a burst of
logins from a password-guessing script, say) are undercounted. With Redis the count is one ``INCR`` on a key
that expires one period after the client's first request of that period (``EXPIRE NX``), sent with the ``TTL``
that becomes ``Retry-After`` in a single round trip. The embedded default (one process, no Redis) keeps DRF's own counting.

A cache that is down must not turn every request into a 500: while it is down, requests are not counted, and
that is logged.
"""

from __future__ import annotations

import logging

from django.conf import settings
from rest_framework.throttling import (
    AnonRateThrottle,
    BaseThrottle,
    ScopedRateThrottle,
    SimpleRateThrottle,
    UserRateThrottle,
)

from ops.redis_pool import redis_client

logger = logging.getLogger(__name__)


class RedisCountedThrottle(SimpleRateThrottle):
    """Counts in Redis when there is one (see the module docstring), otherwise keeps DRF's history in the cache.

    It comes after DRF's own class in each throttle's bases, so that ``ScopedRateThrottle`` has read the
    view's scope and rate before this counts.
    """

    retry_after: int | None = None
    duration: int  # set by SimpleRateThrottle.__init__ from the rate (DRF's stubs omit them)
    num_requests: int

    def allow_request(self, request, view):
        if not settings.REDIS_URL:
            return super().allow_request(request, view)
        if self.rate is None:
            return True
        self.key = key = self.get_cache_key(request, view)
        if key is None:
            return True
        with redis_client().pipeline(transaction=False) as pipe:
            pipe.incr(key)
            # Opens the period at the first request. Set after INCR, and only where no expiry is set: a key that
            # expired between two steps is recreated by INCR and gets its expiry here (SET NX before INCR left
            # such a key without one, and the client was refused for ever).
            pipe.expire(key, self.duration, nx=True)
            pipe.ttl(key)
            count, _, ttl = pipe.execute()
        if count <= self.num_requests:
            return True
        self.retry_after = ttl if ttl > 0 else self.duration
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
