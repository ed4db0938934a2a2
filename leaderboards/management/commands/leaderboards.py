from __future__ import annotations

import sys
import time

from django.core.management.base import BaseCommand, CommandError

from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import rebuild, uses_redis
from leaderboards.tasks import requeue_pending


class Command(BaseCommand):
    help = (
        "`leaderboards rebuild`: refill the Redis boards from the database. `leaderboards requeue`: "
        "enqueue every score still pending verification (after an outage)."
    )

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["rebuild", "requeue"])

    def handle(self, *args, action, **options):
        if action == "requeue":
            self.stdout.write(f"{requeue_pending()} pending scores enqueued")
            return
        if not uses_redis():
            raise CommandError(
                "REDIS_URL is not set: the boards are answered by the database, nothing to rebuild"
            )
        verified = Score.objects.filter(status=ScoreStatus.VERIFIED).count()
        started = time.perf_counter()

        def progress(written: int) -> None:
            sys.stdout.write(f"\r{written:,} board entries written")
            sys.stdout.flush()

        written = rebuild(on_progress=progress)
        self.stdout.write(
            f"\n{written:,} board entries from {verified:,} verified scores in {time.perf_counter() - started:.1f} s"
        )
