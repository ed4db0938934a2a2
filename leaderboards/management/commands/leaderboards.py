from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from games.engines.registry import UnknownGameError, get_game
from leaderboards.knowledge import AUDIT_RATE_DAYS, audit_outcomes
from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from leaderboards.ranking import rebuild, uses_redis
from leaderboards.reverify import scores_reverify
from leaderboards.review import score_release
from leaderboards.tasks import requeue_pending


class Command(BaseCommand):
    help = (
        "`leaderboards rebuild`: refill the Redis boards from the database. `leaderboards requeue`: "
        "enqueue every score still pending verification (after an outage). `leaderboards reverify --game G "
        "[--engine-version V] [--since YYYY-MM-DD]`: replay stored games with the engine as it is now, void "
        "those that no longer verify and rebuild the boards they were on (docs/operations.md). `leaderboards "
        "held`: the scores held for review, with why. `leaderboards release --score ID`: a reviewed held score "
        "goes on its boards (docs/fair-play.md). `leaderboards audits [--days N]`: per game, the knowledge "
        "audits decided in the last N days, the share held and how many of those a review released."
    )

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["rebuild", "requeue", "reverify", "held", "release", "audits"])
        parser.add_argument("--score", type=int, help="release: the held score's id")
        parser.add_argument("--game", help="reverify: the game whose scores to replay")
        parser.add_argument("--engine-version", help="reverify: only scores recorded with this engine")
        parser.add_argument("--since", type=_date, help="reverify: only scores submitted on or after it")
        parser.add_argument(
            "--days",
            type=_days,
            default=AUDIT_RATE_DAYS,
            help="audits: the last N days (default: the alert's)",
        )

    def handle(self, *args, action, **options):
        if action == "reverify":
            self.reverify(options)
            return
        if action == "held":
            held = Score.objects.filter(status=ScoreStatus.HELD).select_related("user", "knowledge_audit")
            for score in held.order_by("id"):
                self.stdout.write(f"{score.pk}\t{score.user.username}\t{score.game}\t{score.reason}")
                record = getattr(score, "knowledge_audit", None)
                if record is not None and record.verdict != KnowledgeAudit.Verdict.QUEUED:
                    # The evidence a review reads, whatever held the win (a linked or copied win is audited
                    # too): figures and move indices, never a card.
                    evidence = json.dumps(record.evidence, sort_keys=True)
                    self.stdout.write(f"\tknowledge audit ({record.verdict}): {evidence}")
            return
        if action == "audits":
            self.audits(options["days"])
            return
        if action == "release":
            if not options["score"]:
                raise CommandError("release needs --score <id>")
            try:
                released = score_release(score_id=options["score"])
            except (Score.DoesNotExist, ValueError) as exc:
                raise CommandError(str(exc)) from None
            if released.status == ScoreStatus.HELD:
                # Held before any audit, it would now medal or enter the top 10: it is audited first.
                self.stdout.write(
                    f"score {options['score']} released from review, held again: {released.reason}"
                )
            else:
                self.stdout.write(f"score {options['score']} released onto its boards")
            return
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

    def reverify(self, options) -> None:
        if not options["game"]:
            raise CommandError("reverify needs --game <slug>")
        try:
            game = get_game(options["game"])
        except UnknownGameError:
            raise CommandError(f"There is no game '{options['game']}'.") from None

        def progress(checked: int, voided: int) -> None:
            if checked % 1000 == 0:
                sys.stdout.write(f"\r{checked:,} replayed, {voided:,} voided")
                sys.stdout.flush()

        report = scores_reverify(
            game=game.slug,
            engine_version=options["engine_version"],
            since=options["since"],
            on_progress=progress,
        )
        for score_id, reason in report.voided:
            self.stdout.write(f"voided score {score_id}: {reason}")
        boards = ", ".join(sorted(b.id for b in report.boards)) or "none"
        self.stdout.write(
            f"{report.checked:,} {game.slug} scores replayed with engine {game.engine_version}, "
            f"{len(report.voided):,} voided; boards rebuilt: {boards}"
        )

    def audits(self, days: int) -> None:
        outcomes = audit_outcomes(since=timezone.now() - dt.timedelta(days=days))
        self.stdout.write(f"knowledge audits decided in the last {days} days")
        self.stdout.write("game\tdecided\tpassed\theld\treleased by review\tunknown")
        for row in outcomes:
            self.stdout.write(
                f"{row.game}\t{row.decided}\t{row.passed}\t{row.held} ({row.held / row.decided:.1%})\t"
                f"{row.released}\t{row.unknown} ({row.unknown / row.decided:.1%})"
            )
        if not outcomes:
            self.stdout.write("(none)")
        # What to compare with, so that the figures read without the docs at hand.
        self.stdout.write(
            "The limits hold 1% of the bench's honest wins (bots); held far above 1% with most released by review "
            'means people\'s wins need their own limits (docs/fair-play.md, "Watched on people").'
        )


def _days(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number of days (1 or more)")
    return int(text)


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        # argparse's own error: the usage and this line, exit status 2 (a CommandError here is a traceback).
        raise argparse.ArgumentTypeError(f"'{text}' is not a date (YYYY-MM-DD)") from None
