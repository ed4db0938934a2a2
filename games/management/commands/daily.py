from __future__ import annotations

import datetime as dt
import time
from typing import IO, cast

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from games.daily.challenges import today
from games.daily.generation import challenge_generate, pending_days


class Command(BaseCommand):
    help = (
        "Daily challenges: `daily generate [--from YYYY-MM-DD] [--days N]` screens and stores the days' "
        "challenges that are missing (default: today and DAILY_GENERATE_AHEAD_DAYS days ahead)."
    )

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["generate"])
        parser.add_argument("--from", dest="start", help="first UTC date, YYYY-MM-DD (default: today)")
        parser.add_argument("--days", type=int, help="how many days (default: DAILY_GENERATE_AHEAD_DAYS + 1)")

    def handle(self, *args, action, start=None, days=None, **options):
        try:
            first = dt.date.fromisoformat(start) if start else today()
        except ValueError:
            raise CommandError(f"--from must be a date, YYYY-MM-DD, not {start!r}") from None
        days = settings.DAILY_GENERATE_AHEAD_DAYS + 1 if days is None else days
        if days < 1:
            raise CommandError("--days must be at least 1")
        pending = list(pending_days(start=first, days=days))
        started = time.perf_counter()
        rows = []
        with Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            # The bar goes to the command's own stream (so call_command(stdout=...) captures it), unwrapped:
            # Django's OutputWrapper ends every write with a newline, which would break the bar's redraws.
            console=Console(file=cast(IO[str], self.stdout._out)),  # the stubs type _out as a writer function
            disable=not self.stdout.isatty(),
        ) as progress:
            task = progress.add_task("screening", total=len(pending))
            for date, game_slug in pending:
                progress.update(task, description=f"{date} {game_slug:<9}")
                rows.append(challenge_generate(date=date, game_slug=game_slug))
                progress.advance(task)
        for challenge in rows:
            self.stdout.write(
                f"{challenge.date} {challenge.game:<9} {challenge.preset:<15} tier={challenge.difficulty:<7} "
                f"par={challenge.par} commitment={challenge.commitment[:16]}…"
            )
        self.stdout.write(
            self.style.SUCCESS(f"{len(rows)} challenges ready in {time.perf_counter() - started:.1f} s")
        )
