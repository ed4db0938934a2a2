"""The state ``/metrics`` reads at each scrape (``ops.metrics``): what waits for verification, and whether the
days are ready. Read from PostgreSQL and Redis, so every process reports the same and a process that never saw a
score still knows one waits (the alerts in ops/prometheus/alerts.yml watch these)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import cast

from django.conf import settings
from django.db.models import Count, Min
from django.utils import timezone
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from games.engines.registry import slugs
from games.models import DailyChallenge
from leaderboards.knowledge import AUDIT_RATE_DAYS, AuditOutcomes, audit_outcomes
from leaderboards.models import Score, ScoreStatus
from ops.redis_pool import redis_client


def oldest_pending_age(now: dt.datetime | None = None) -> tuple[int, float]:
    """Scores pending, and the oldest one's age in seconds (0 when none): one indexed query."""
    pending = Score.objects.filter(status=ScoreStatus.PENDING).aggregate(
        count=Count("id"), oldest=Min("submitted_at")
    )
    oldest = pending["oldest"]
    return pending["count"], ((now or timezone.now()) - oldest).total_seconds() if oldest else 0.0


class StateCollector(Collector):
    def describe(self) -> list[Metric]:
        return []  # collected when scraped, never at registration: no query at start

    def collect(self) -> Iterator[Metric]:
        now = timezone.now()
        depth, age = oldest_pending_age(now)
        yield GaugeMetricFamily(
            "patience_verification_queue_depth", "Scores waiting for verification (pending).", value=depth
        )
        yield GaugeMetricFamily(
            "patience_verification_oldest_pending_seconds",
            "Age of the oldest pending score: grows while no worker verifies.",
            value=age,
        )
        today = now.astimezone(dt.UTC).date()
        tomorrow = today + dt.timedelta(days=1)
        counts = dict(
            DailyChallenge.objects.filter(date__in=[today, tomorrow])
            .values("date")
            .annotate(n=Count("id"))
            .values_list("date", "n")
        )
        ready = GaugeMetricFamily(
            "patience_dailies_ready", "Daily challenges generated, for today and tomorrow.", labels=["day"]
        )
        ready.add_metric(["today"], counts.get(today, 0))
        ready.add_metric(["tomorrow"], counts.get(tomorrow, 0))
        yield ready
        yield from audit_rates(now)
        if settings.REDIS_URL:
            # Every queue (config/settings.py): an audit queue no worker consumes holds top wins, unseen when only
            # the default queue was read.
            queues = [queue.name for queue in settings.CELERY_TASK_QUEUES]
            try:
                pipe = redis_client().pipeline(transaction=False)
                for name in queues:
                    pipe.llen(name)
                lengths = [float(cast(int, length)) for length in pipe.execute()]
            except Exception:  # Redis down: the pending age above still shows the lag
                lengths = [float("nan")] * len(queues)
            waiting = GaugeMetricFamily(
                "patience_celery_queue_length", "Messages waiting in the broker's queue.", labels=["queue"]
            )
            for name, length in zip(queues, lengths, strict=True):
                waiting.add_metric([name], length)
            yield waiting


def audit_rates(now: dt.datetime) -> Iterator[Metric]:
    """The knowledge audit's verdicts over the last :data:`AUDIT_RATE_DAYS` days, and the holds a review released:
    its limits hold 1% of the bench's honest wins, and these show what they hold of people's
    (``AuditHoldsHigh``). Every game has its series, zero when it had no audit."""
    outcomes = {row.game: row for row in audit_outcomes(since=now - dt.timedelta(days=AUDIT_RATE_DAYS))}
    decided = GaugeMetricFamily(
        "patience_knowledge_audits_recent",
        f"Knowledge audits decided in the last {AUDIT_RATE_DAYS} days, by game and verdict.",
        labels=["game", "verdict"],
    )
    released = GaugeMetricFamily(
        "patience_knowledge_audit_holds_released_recent",
        f"Of the last {AUDIT_RATE_DAYS} days' audits that held a win, those a review released (found honest).",
        labels=["game"],
    )
    for game in sorted(slugs()):
        row = outcomes.get(game) or AuditOutcomes(game=game, passed=0, held=0, released=0, unknown=0)
        for verdict, count in (("pass", row.passed), ("hold", row.held), ("unknown", row.unknown)):
            decided.add_metric([game, verdict], count)
        released.add_metric([game], row.released)
    yield decided
    yield released
