"""Health for balancers and orchestrators (docs/operations.md).

- ``/healthz``, liveness: the process answers. It checks no dependency, so that an outage of the database or
  Redis never gets every web process restarted or taken out at once (issue 23: a Redis outage answered 503
  here while moves kept working).
- ``/readyz``, readiness: the database is required (503 without it: no move can be played); Redis and the
  channel layer are reported, and their loss is ``degraded`` with a 200, because plays go on without them
  (pushes, throttles and the board mirror wait; see docs/operations.md). With
  ``READY_MAX_VERIFICATION_LAG_SECONDS`` set, a score pending longer than that is a 503 too: no worker verifies
  (issue 36: 110 scores waited over 3 minutes while both answered 200).
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Callable

import redis
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import connection
from django.http import JsonResponse


def _check_database() -> str | None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as exc:
        return type(exc).__name__
    return None


def _check_redis() -> str | None:
    try:
        client = redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=1, socket_timeout=1)
        client.ping()
        client.close()
    except Exception as exc:
        return type(exc).__name__
    return None


def _check_channel_layer() -> str | None:
    layer = get_channel_layer()
    if layer is None:
        return "not configured"

    async def round_trip() -> None:
        # Every layer takes the prefix (in-memory and Redis); types-channels' base class omits it.
        channel = await layer.new_channel("healthz.")  # type: ignore[call-arg]
        await asyncio.wait_for(layer.send(channel, {"type": "healthz", "nonce": uuid.uuid4().hex}), 1)
        await asyncio.wait_for(layer.receive(channel), 1)

    try:
        async_to_sync(round_trip)()
    except Exception as exc:
        return type(exc).__name__ or "error"
    return None


REQUIRED = ("database", "verification")

# The oldest pending score's age in seconds, registered by leaderboards (its app's ready hook): ops sits below it.
_verification_lag: Callable[[], float] | None = None


def register_verification_lag(probe: Callable[[], float]) -> None:
    global _verification_lag
    _verification_lag = probe


def _check_verification() -> str | None:
    limit = settings.READY_MAX_VERIFICATION_LAG_SECONDS
    if not limit or _verification_lag is None:
        return None
    age = _verification_lag()
    return f"the oldest pending score is {age:.0f} s old (limit {limit} s)" if age > limit else None


def healthz(request):
    """Liveness: answering at all is the check."""
    return JsonResponse({"status": "ok"})


def readyz(request):
    started = time.perf_counter()
    checks = {"database": _check_database()}
    if settings.READY_MAX_VERIFICATION_LAG_SECONDS and not checks["database"]:
        checks["verification"] = _check_verification()
    if settings.REDIS_URL:
        checks["redis"] = _check_redis()
    checks["channel_layer"] = (
        _check_channel_layer() if not (settings.REDIS_URL and checks["redis"]) else "redis down"
    )
    down = sorted(name for name, problem in checks.items() if problem)
    fatal = [name for name in down if name in REQUIRED]
    body = {
        "status": "unavailable" if fatal else "degraded" if down else "ok",
        "checks": {
            name: ("ok" if problem is None else f"down: {problem}") for name, problem in checks.items()
        },
        "seconds": round(time.perf_counter() - started, 4),
    }
    if fatal:
        body["message"] = f"Unavailable: {', '.join(down)}."
    elif down:
        body["message"] = f"Degraded: {', '.join(down)} down; moves still work, live pushes and ranking wait."
    return JsonResponse(body, status=503 if fatal else 200)
