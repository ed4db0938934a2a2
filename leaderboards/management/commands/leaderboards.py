from __future__ import annotations

import sys
import time

from django.core.management.base import BaseCommand, CommandError

from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import rebuild, uses_redis, verified_scores_to_index
from leaderboards.services import scores_requeue_pending


class Command(BaseCommand):
    help = (
        "`leaderboards rebuild`: refill the Redis boards from the database. `leaderboards requeue`: "
        "enqueue every score still pending verification (after an outage)."
    )

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["rebuild", "requeue"])

    def handle(self, *args, action, **options):
        if action == "requeue":
            self.stdout.write(f"{scores_requeue_pending()} pending scores enqueued")
            return
        if not uses_redis():
            raise CommandError(
                "REDIS_URL is not set: the boards are answered by the database, nothing to rebuild"
            )
        total = Score.objects.filter(status=ScoreStatus.VERIFIED).count()
        started = time.perf_counter()

        def progress(done: int) -> None:
            width = 40
            filled = int(width * done / total) if total else width
            sys.stdout.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
            sys.stdout.flush()

        scores = verified_scores_to_index()
        count = rebuild(scores, on_progress=progress)
        self.stdout.write(f"\n{count} scores indexed in {time.perf_counter() - started:.1f} s")
