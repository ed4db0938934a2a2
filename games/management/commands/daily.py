from __future__ import annotations

import datetime as dt
import time

from django.core.management.base import BaseCommand, CommandError

from games.daily import day_ensure, today


class Command(BaseCommand):
    help = "Daily challenges: `daily ensure [--date YYYY-MM-DD]` creates a day's challenges if missing."

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["ensure"])
        parser.add_argument("--date", help="UTC date, YYYY-MM-DD (default: today)")

    def handle(self, *args, action, date=None, **options):
        try:
            day = dt.date.fromisoformat(date) if date else today()
        except ValueError:
            raise CommandError(f"--date must be YYYY-MM-DD, not {date!r}") from None
        started = time.perf_counter()
        challenges = day_ensure(date=day, progress=lambda line: self.stdout.write(f"  {line}"))
        for challenge in challenges:
            self.stdout.write(
                f"{challenge.date} {challenge.game:<9} {challenge.preset:<10} difficulty={challenge.difficulty:<6} "
                f"par={challenge.par} commitment={challenge.commitment[:16]}…"
            )
        self.stdout.write(
            self.style.SUCCESS(f"{len(challenges)} challenges ready in {time.perf_counter() - started:.1f} s")
        )
