"""One holder at a time across every process: a lock in Redis that frees itself when its holder dies.

Used for the work that many processes may start at once but only one should do (the first start's daily
generation: every worker and beat ask for it as they start, ``games.tasks``). Redis rather than a PostgreSQL
advisory lock: a session-level advisory lock belongs to one server connection, which PgBouncer in
transaction mode (docs/operations.md) hands to another client between two statements, so the lock would be
held by nobody's session or released by the wrong one. The Redis lock expires ``ttl`` seconds after its holder
stops renewing it (killed, its machine lost), and is renewed every third of that while the work goes on, so a
screening of minutes keeps it however long it takes.

Without ``REDIS_URL`` (the embedded default: one process, no workers) there is nobody to exclude: held.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator

import redis
from django.conf import settings
from redis.exceptions import LockError

from ops.redis_pool import redis_client

logger = logging.getLogger(__name__)

LOCK_TTL_SECONDS = 60


@contextlib.contextmanager
def held_alone(name: str, *, ttl: float = LOCK_TTL_SECONDS) -> Iterator[bool]:
    """``True`` inside when this process holds ``name`` (until the block ends); ``False`` when another holds
    it: the caller skips the work, which the other is doing. Never waits."""
    if not settings.REDIS_URL:
        yield True
        return
    lock = redis_client().lock(f"lock:{name}", timeout=ttl, thread_local=False)
    if not lock.acquire(blocking=False):
        yield False
        return
    stop = threading.Event()

    def renew() -> None:
        while not stop.wait(ttl / 3):
            try:
                lock.reacquire()  # back to a full ttl
            except (LockError, redis.RedisError):
                logger.warning("lost the lock %s while holding it", name)
                return

    renewer = threading.Thread(target=renew, name=f"lock-{name}", daemon=True)
    renewer.start()
    try:
        yield True
    finally:
        stop.set()
        renewer.join()
        with contextlib.suppress(LockError, redis.RedisError):
            lock.release()
