"""How many WebSockets each token and each account holds, across every server process: the cap behind close
code 4429 (``WS_MAX_SOCKETS``, api/websocket.py).

Issue 36: one token opened 60 sockets, all accepted; each holds a slot in the channel layer and memory in a
server. A socket is counted from its handshake to its disconnect, in Redis sorted sets (``ws:open:<key>``, one
per token and per account) whose scores are lease deadlines: a process renews its sockets' leases every
``LEASE_SECONDS / 3``, so the sockets of a process that died (killed, its machine lost) stop counting within
``LEASE_SECONDS`` instead of blocking their owner. The check and the claim are one Lua script: two handshakes at
once cannot both take the last place. Without Redis (the embedded default: one process) the count is kept here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections import defaultdict

import redis
from django.conf import settings

from ops.redis_pool import redis_client

logger = logging.getLogger(__name__)

LEASE_SECONDS = 60

# KEYS: the sets; ARGV: now, deadline, member, cap. 0 when claimed in every set, else the 1-based index of the
# first set that is full (nothing claimed then).
_CLAIM = """
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[4]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('EXPIRE', key, math.ceil(ARGV[2] - ARGV[1]) + 1)
end
return 0
"""

_local: dict[str, set[str]] = defaultdict(set)
_local_lock = threading.Lock()
_held: dict[str, list[str]] = {}  # this process's sockets: member -> its keys (renewed by _renew)
_renewer: asyncio.Task | None = None


def socket_claim(*, keys: list[str], member: str, cap: int) -> int:
    """Count ``member`` (a channel name) in each of ``keys``, unless one already holds ``cap``: then nothing is
    counted and the 1-based index of that key is returned. 0 when claimed."""
    keys = [f"ws:open:{key}" for key in keys]
    if not settings.REDIS_URL:
        with _local_lock:
            for i, key in enumerate(keys, 1):
                if len(_local[key]) >= cap:
                    return i
            for key in keys:
                _local[key].add(member)
        return 0
    now = time.time()
    try:
        full = int(redis_client().eval(_CLAIM, len(keys), *keys, now, now + LEASE_SECONDS, member, cap))  # type: ignore[arg-type]
    except redis.RedisError:
        # Redis down: the socket is let in uncounted (live pushes wait for Redis anyway), as throttles fail open.
        logger.warning("socket count unavailable (Redis); a socket was let in uncounted")
        return 0
    if not full:
        _held[member] = keys
    return full


def socket_count(*, key: str) -> int:
    """How many sockets are counted under ``key`` now, across every process (the leases not run out). Redis
    down: a figure that cannot be read is taken as many (callers then do the safe thing)."""
    key = f"ws:open:{key}"
    if not settings.REDIS_URL:
        with _local_lock:
            return len(_local[key])
    try:
        return int(redis_client().zcount(key, time.time(), "+inf"))  # type: ignore[arg-type]  # a sync client
    except redis.RedisError:
        logger.warning("socket count unavailable (Redis)")
        return 1_000_000


def socket_release(*, member: str) -> None:
    if not settings.REDIS_URL:
        with _local_lock:
            for members in _local.values():
                members.discard(member)
        return
    keys = _held.pop(member, None)
    if keys:
        with contextlib.suppress(redis.RedisError):  # the lease ends it anyway
            pipe = redis_client().pipeline(transaction=False)
            for key in keys:
                pipe.zrem(key, member)
            pipe.execute()


def ensure_renewer() -> None:
    """Started by the first socket of a server's event loop: renews this process's leases while it lives."""
    global _renewer
    loop = asyncio.get_running_loop()
    if not settings.REDIS_URL or (
        _renewer is not None and not _renewer.done() and _renewer.get_loop() is loop
    ):
        return
    _renewer = loop.create_task(_renew())


async def _renew() -> None:
    while True:
        await asyncio.sleep(LEASE_SECONDS / 3)
        if _held:
            try:
                await asyncio.to_thread(_renew_now)
            except redis.RedisError:
                logger.warning(
                    "could not renew the sockets' leases (Redis); they are renewed at the next try"
                )


def _renew_now() -> None:
    deadline = time.time() + LEASE_SECONDS
    pipe = redis_client().pipeline(transaction=False)
    for member, keys in list(_held.items()):
        for key in keys:
            pipe.zadd(key, {member: deadline}, xx=True)
            pipe.expire(key, LEASE_SECONDS + 1)
    pipe.execute()
