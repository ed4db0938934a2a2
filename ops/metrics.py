"""Prometheus metrics at ``/metrics`` (docs/operations.md, "Metrics").

Two kinds, each collected where it is true:

- **Events** (requests and their latency per route, moves applied, scores verified and failed, Celery task
  durations, sockets open, hints waiting) are counted by the process they happen in. With several processes
  per machine (uvicorn ``--workers``, Celery's prefork children) they must add up: with
  ``PROMETHEUS_MULTIPROC_DIR`` set (an empty folder per machine, shared by its web and worker processes),
  prometheus-client writes each process's values to files there and a scrape of any process sums them all.
  Without it (the embedded default, one process) they live in the process.
- **State** (scores pending and the oldest one's age, the broker's queue, dailies ready for today and tomorrow)
  is read from PostgreSQL and Redis at scrape time, so every process reports the same truth and a process that
  never saw a score still knows it waits: a few indexed queries per scrape.

The endpoint answers only with ``METRICS_TOKEN`` (``Authorization: Bearer <token>``): 401 without it or with
another; 404 when no token is set (metrics off). A machine running only workers serves the same body on
``METRICS_PORT`` (an internal port, no token: it must not be reachable from outside).
"""

from __future__ import annotations

import hmac
import logging
import os
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
    start_http_server,
)
from prometheus_client.registry import Collector

logger = logging.getLogger(__name__)

# Moves answer in milliseconds, board reads and starts in tens; the buckets reach past the 3 s pool timeout.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)

REQUEST_SECONDS = Histogram(
    "patience_http_request_duration_seconds",
    "HTTP requests by route (Django's URL pattern), method and status, with their latency.",
    ["route", "method", "status"],
    buckets=LATENCY_BUCKETS,
)
MOVES_APPLIED = Counter("patience_moves_applied_total", "Moves applied (REST and WebSocket).", ["game"])
SCORES_VERIFIED = Counter("patience_scores_verified_total", "Scores the replay verified.", ["game"])
SCORES_FAILED = Counter("patience_scores_failed_total", "Scores the replay refused (rejected).", ["game"])
TASK_SECONDS = Histogram(
    "patience_celery_task_duration_seconds",
    "Celery tasks by name and final state, with their duration.",
    ["task", "state"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30, 120, 600),
)
# "livesum": the processes alive now, summed (a process's file goes when it is marked dead).
SOCKETS_OPEN = Gauge(
    "patience_websockets_open", "WebSockets open, by endpoint.", ["endpoint"], multiprocess_mode="livesum"
)
HINTS_WAITING = Gauge(
    "patience_hints_waiting",
    "Hint requests waiting for or running in the hint pool (HINT_QUEUE bounds it per process).",
    multiprocess_mode="livesum",
)


# What the apps above register at start (``leaderboards.metrics.StateCollector``, from its app's ready hook):
# ops sits below the apps whose rows it would read.
state_registry = CollectorRegistry(auto_describe=False)
_state_collectors: list[Collector] = []


def register_state(collector: Collector) -> None:
    """Read at every scrape; its ``describe`` must return ``[]`` (no query at registration)."""
    _state_collectors.append(collector)
    state_registry.register(collector)


def _events_registry() -> CollectorRegistry:
    if "PROMETHEUS_MULTIPROC_DIR" in os.environ:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # every process of this machine, summed
        return registry
    return REGISTRY


def render() -> bytes:
    return generate_latest(_events_registry()) + generate_latest(state_registry)


def metrics(request: HttpRequest) -> HttpResponse:
    token = settings.METRICS_TOKEN
    if not token:
        return JsonResponse(_error_json("not_found", f"There is nothing at {request.path}."), status=404)
    sent = request.headers.get("Authorization", "")
    if not hmac.compare_digest(sent.encode(), f"Bearer {token}".encode()):
        return JsonResponse(
            _error_json(
                "not_authenticated", "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>."
            ),
            status=401,
            headers={"WWW-Authenticate": 'Bearer realm="metrics"'},
        )
    return HttpResponse(render(), content_type=CONTENT_TYPE_LATEST)


def _error_json(code: str, message: str) -> dict:
    # The API's one error shape (api.errors.error_body), spelled here: api imports ops, not the reverse.
    return {"error": {"code": code, "message": message, "details": {}}}


class RequestMetricsMiddleware:
    """Outermost, so a request is timed with every middleware (and a refusal by one of them is counted)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        response = self.get_response(request)
        match = request.resolver_match
        # The URL pattern, never the path: one series per route, not per play id.
        route = match.route if match is not None else "unmatched"
        REQUEST_SECONDS.labels(route=route, method=request.method, status=str(response.status_code)).observe(
            time.perf_counter() - started
        )
        return response


# ---- Celery: task durations, and an internal port for machines that run only workers ------------------

_task_started: dict[str, float] = {}


def task_started(task_id: str, **kwargs: Any) -> None:
    _task_started[task_id] = time.perf_counter()


def task_finished(task_id: str, task: Any, state: str | None = None, **kwargs: Any) -> None:
    started = _task_started.pop(task_id, None)
    if started is not None:
        TASK_SECONDS.labels(task=task.name, state=state or "UNKNOWN").observe(time.perf_counter() - started)


def serve_on_port() -> None:
    """A worker machine's ``/metrics`` on ``METRICS_PORT`` (events of every process of the machine, and the
    state); the web processes serve theirs on the web port behind the token."""
    if not settings.METRICS_PORT:
        return
    registry = CollectorRegistry()
    if "PROMETHEUS_MULTIPROC_DIR" in os.environ:
        multiprocess.MultiProcessCollector(registry)
    for collector in _state_collectors:
        registry.register(collector)
    start_http_server(settings.METRICS_PORT, registry=registry)
    logger.info("metrics on port %s", settings.METRICS_PORT)
