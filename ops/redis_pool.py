"""Redis connections shared by every thread of a process.

Django keeps its cache objects per thread, and under ASGI every request runs its synchronous part in a
thread of its own; with Django's stock client each request therefore built a new pool and opened a new TCP
connection to Redis just to count its throttles. ``SharedConnectionPool`` makes that a reused connection, and
``redis_client`` gives the same kind of shared client to the code that needs more than the cache API (the
throttle counters, the leaderboards). redis-py's pool is thread-safe and notices a fork (a Celery prefork
child) by itself.
"""

from __future__ import annotations

import threading

import redis
from django.conf import settings

# Short enough that a Redis that stopped answering costs a request little (throttles fail open, board
# reads fall back), long enough for a large board rebuild's pipeline.
REDIS_TIMEOUTS = {"socket_connect_timeout": 2, "socket_timeout": 2}

_pools: dict[tuple, redis.ConnectionPool] = {}
_pools_lock = threading.Lock()


class SharedConnectionPool(redis.ConnectionPool):
    # Django's cache calls the pool class's from_url: this hands back the process's shared pool for the URL,
    # a plain ConnectionPool, where redis-py's hints promise an instance of the class.
    @classmethod
    def from_url(cls, url: str, **options) -> redis.ConnectionPool:  # type: ignore[override]
        options = {**REDIS_TIMEOUTS, **options}
        key = (url, tuple(sorted((name, repr(value)) for name, value in options.items())))
        with _pools_lock:
            if key not in _pools:
                _pools[key] = redis.ConnectionPool.from_url(url, **options)
            return _pools[key]


_clients: dict[str, redis.Redis] = {}


def redis_client() -> redis.Redis:
    """The client on this process's pool for ``REDIS_URL``. Kept: building a client object (its command tables)
    cost more than the throttle's round trip it served, on every request (cProfile of a move)."""
    client = _clients.get(settings.REDIS_URL)
    if client is None:
        client = _clients[settings.REDIS_URL] = redis.Redis(
            connection_pool=SharedConnectionPool.from_url(settings.REDIS_URL)
        )
    return client
