"""/healthz: the database, Redis (when configured) and the channel layer, each checked for real."""

from __future__ import annotations

import time
import uuid

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
        import asyncio

        channel = await layer.new_channel("healthz.")
        await asyncio.wait_for(layer.send(channel, {"type": "healthz", "nonce": uuid.uuid4().hex}), 1)
        await asyncio.wait_for(layer.receive(channel), 1)

    try:
        async_to_sync(round_trip)()
    except Exception as exc:
        return type(exc).__name__ or "error"
    return None


def healthz(request):
    started = time.perf_counter()
    checks = {"database": _check_database()}
    if settings.REDIS_URL:
        checks["redis"] = _check_redis()
    checks["channel_layer"] = (
        _check_channel_layer() if not (settings.REDIS_URL and checks["redis"]) else "redis down"
    )
    down = sorted(name for name, problem in checks.items() if problem)
    body = {
        "status": "ok" if not down else "unavailable",
        "checks": {
            name: ("ok" if problem is None else f"down: {problem}") for name, problem in checks.items()
        },
        "seconds": round(time.perf_counter() - started, 4),
    }
    if down:
        body["message"] = f"Unavailable: {', '.join(down)}."
    return JsonResponse(body, status=503 if down else 200)


def ping(request):
    """A no-op endpoint: the baseline the API benchmark compares actions with."""
    return JsonResponse({"pong": True})
