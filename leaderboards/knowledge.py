"""The knowledge audit in the pipeline (docs/fair-play.md, "The knowledge audit").

A ranked daily win that would take a medal or a place in its board's top 10 is verified as usual, then held
(``ScoreStatus.HELD`` with :data:`AUDITING`) while the worker audits it on a queue of its own (``audit``), so
that verification and the day's screening never wait for it. The audit (``games.engines.audit``) asks how far
the play's moves relied on the cards its player could not see, joined with the deal's prior (the screening
ladder's games on the deal) and the account's earlier ranked dailies of the game, won and lost
(``account_history``). Under the game's threshold, or out of its
budget ("unknown"), or sent :data:`AUDIT_ATTEMPTS` times without finishing ("unknown": crashed, killed, lost), the
score goes on its boards as verified; over it, it stays held for review with the
evidence in :class:`~leaderboards.models.KnowledgeAudit` (the admin, ``manage.py leaderboards held``), and a
review can release it (``leaderboards.review.score_release``).
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from dataclasses import dataclass
from typing import Any

from celery import current_app
from django.conf import settings
from django.db import transaction
from django.db.models import Count, F, Q
from django.utils import timezone

from games.daily import ladder
from games.engines import audit
from games.fair_play import AUDITING as AUDITING  # the reason's text beside the others a player sees
from games.models import DailyChallenge
from leaderboards.boards import Board
from leaderboards.linked import linked_reason
from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from leaderboards.ranking import BEST_FIRST, better_than, rank_string
from leaderboards.realtime import back_on_boards, off_boards_on_commit

TOP = 10
logger = logging.getLogger(__name__)


def held_reason(detail: str) -> str:
    return (
        f"Held for review by the knowledge audit: {detail}. A person now looks at the play's moves and puts it on "
        "the board or leaves it off; nothing is needed from you."
    )[:500]


def needs_audit(score: Score) -> bool:
    """A ranked daily win just verified (or held by a rule at its verification) that would medal or enter its
    board's top 10 (its ``verified_at`` set)."""
    challenge = score.daily_challenge
    if not (score.ranked and score.won and challenge is not None):
        return False
    if score.status not in (ScoreStatus.VERIFIED, ScoreStatus.HELD):
        return False
    if ladder.medal_for(score.score, challenge.par, won=True, gold=challenge.gold) is not None:
        return True
    above = Score.objects.filter(
        daily_challenge_id=challenge.pk, ranked=True, status=ScoreStatus.VERIFIED
    ).filter(better_than(score))
    return above.count() < TOP


def deal_prior(screening: dict[str, Any]) -> tuple[int, int]:
    """(won, played) by the screening ladder's information-limited players on the chosen candidate."""
    chosen = screening.get("chosen")
    for candidate in screening.get("candidates") or ():
        if candidate.get("attempt") == chosen:
            return audit.ladder_record(candidate)
    return 0, 0


def audits_queue(scores: list[Score]) -> list[int]:
    """Inside the verification's transaction, of the scores it just recorded verified or held: the wins that
    would medal or enter the top 10 are audited, and a verified one is held meanwhile, for review if it is a
    linked account's (``leaderboards.linked.linked_reason``), else for its audit. Every one gets its audit
    queued, held by a rule too (linked, copy): a review reads its statistic, and a release never ranks a medal win
    unaudited; the audit moves only a score held for it. The ids to send to the audit queue once it commits."""
    queued = []
    for score in scores:
        if not needs_audit(score):
            continue
        if score.status == ScoreStatus.VERIFIED:
            reason = linked_reason(score) or AUDITING
            Score.objects.filter(pk=score.pk, status=ScoreStatus.VERIFIED).update(
                status=ScoreStatus.HELD, reason=reason
            )
            score.status, score.reason = ScoreStatus.HELD, reason
        KnowledgeAudit.objects.get_or_create(score=score, defaults={"sent_at": timezone.now()})
        queued.append(score.pk)
    return queued


def risen_audits_queue(*, challenge_id: int, freed: int = 1) -> list[int]:
    """``freed`` places in the day's top 10 just came free (a score there held as a copy's original, voided by a
    re-verification, held by its audit or as a linked account's): the verified wins that rose into them were
    asked for no audit, since :func:`needs_audit` asks at verification. Each is held for its audit now, as a new
    one is, and leaves the Redis boards meanwhile. Only the last ``freed`` places of the top 10 are read: a win
    above them stood in the top 10 already (one verified before the audit existed is left as it is). A win waiting
    for its audit keeps its place: it returns to the board when it passes, so holding it frees nothing; one held
    as a linked account's frees its place for the next. In the caller's transaction if there is one, one day at a
    time (its row locked, so that two events of one day read each other's); the ids to send to the audit queue
    once it commits."""
    with transaction.atomic():  # a savepoint in the caller's transaction; its own where there is none
        DailyChallenge.objects.select_for_update().filter(pk=challenge_id).first()
        queued: list[int] = []
        while freed > 0:
            standing = list(
                Score.objects.filter(daily_challenge_id=challenge_id, ranked=True)
                .filter(Q(status=ScoreStatus.VERIFIED) | Q(status=ScoreStatus.HELD, reason=AUDITING))
                .order_by(*BEST_FIRST)
                .values_list("pk", "won", "status", "knowledge_audit__id")[:TOP]
            )
            rose = [
                pk
                for pk, won, status, audited in standing[max(0, TOP - freed) :]
                if won and status == ScoreStatus.VERIFIED and audited is None
            ]
            risen = list(
                Score.objects.select_for_update(of=("self",))
                .select_related("user", "daily_challenge")
                .filter(pk__in=rose, status=ScoreStatus.VERIFIED)
                .order_by("pk")
            )
            held = audits_queue(risen)
            for score in risen:
                if score.pk in held:
                    off_boards_on_commit(score, rank_string(score), Board.of_score(score))
            queued += held
            freed = sum(1 for score in risen if score.pk in held and score.reason != AUDITING)
    return queued


def audits_send(*, score_ids: list[int]) -> None:
    """Send the queued audits of ``score_ids`` to the worker, after the commit that queued them. A send that
    fails (the broker down) is logged: beat sends a queued audit again (:func:`stale_audits_resend`)."""
    # By name from the app's registry: leaderboards.tasks imports this module, so importing it here would circle.
    task = current_app.tasks["leaderboards.tasks.audit_score"]
    for score_id in score_ids:
        try:
            task.delay(score_id)
        except Exception:
            logger.warning(
                "Could not send the audit of score %s; beat sends it again", score_id, exc_info=True
            )


# The account's sum reads at most this many of its latest earlier ranked dailies of the game (about four months
# of one game): the sum is floored (``audit.ACCOUNT_CREDIT``), so an older play moves it little, and each row
# carries its day's screening record.
ACCOUNT_PLAYS = 120


def account_history(score: Score) -> list[audit.EarlierPlay]:
    """The account's earlier ranked dailies of the score's game (days before the score's), oldest first, as its
    sequential test weighs them (``audit.audit_play``'s ``earlier``), in one query: an audited win (pass or hold)
    its statistic; a verified loss (lost, resigned or abandoned) its ``audit.loss_llr``, with the deal's honest
    share from the day's screening record as the prior reads it. A win that was not audited (no medal, not in the
    top 10) or whose audit was unknown is left out, as before; a held or voided loss clears nobody."""
    challenge = score.daily_challenge
    if challenge is None:
        return []
    rows = list(
        Score.objects.filter(
            Q(won=False, status=ScoreStatus.VERIFIED)
            | Q(
                won=True,
                knowledge_audit__verdict__in=[KnowledgeAudit.Verdict.PASS, KnowledgeAudit.Verdict.HOLD],
            ),
            user_id=score.user_id,
            game=score.game,
            ranked=True,
            daily_challenge__date__lt=challenge.date,
        )
        .order_by("-daily_challenge__date")
        .values_list("won", "knowledge_audit__statistic", "daily_challenge__screening")[:ACCOUNT_PLAYS]
    )
    loss_rate = audit.CLAIRVOYANT_LOSS_RATE.get(score.game, audit.LOSS_FLOOR)
    history = []
    for won, statistic, screening in reversed(rows):
        if won:
            if statistic is not None:
                history.append(audit.EarlierPlay(True, statistic))
            continue
        honest_won, honest_played = deal_prior(screening or {})
        history.append(
            audit.EarlierPlay(
                False,
                audit.loss_llr(
                    honest_won=honest_won, honest_played=honest_played, clairvoyant_loss=loss_rate
                ),
            )
        )
    return history


def score_audit(*, score_id: int) -> KnowledgeAudit:
    """Audit a queued score (idempotent: an audit already decided is returned as it is). The replay runs
    outside any lock; the verdict is written only if the score is still held for its audit. An audit that
    raises stays queued (logged) for beat to send again; its last run (:data:`AUDIT_ATTEMPTS`) answers
    "unknown" instead, which never holds. Runs are counted as they start, not sends: an audit that waited in a
    slow or stopped queue has not failed, and never ranks unaudited for it."""
    if not audit_run_start(score_id=score_id):
        return KnowledgeAudit.objects.get(score_id=score_id)
    record = KnowledgeAudit.objects.select_related("score", "score__daily_challenge").get(score_id=score_id)
    score = record.score
    won, played = deal_prior(score.daily_challenge.screening if score.daily_challenge else {})
    started = time.process_time()
    try:
        result = audit.audit_play(
            score.game,
            score.seed,
            score.options,
            score.actions,
            honest_won=won,
            honest_played=played,
            earlier=account_history(score),
            version=score.engine_version,
            budget=settings.KNOWLEDGE_AUDIT_UNITS,
        )
    except Exception:
        logger.exception("Knowledge audit of score %s failed (run %s)", score_id, record.attempts)
        if record.attempts < AUDIT_ATTEMPTS:
            return record
        return _verdict_write(record.pk, _gave_up(record.attempts, "failed"))
    cpu_ms = int((time.process_time() - started) * 1000)
    return _verdict_write(
        record.pk,
        {
            "verdict": result.verdict,
            "statistic": None if result.verdict == "unknown" else result.statistic,
            "account": None if result.verdict == "unknown" else result.account,
            "percentile": result.percentile,
            "units": result.units,
            "cpu_ms": cpu_ms,
            "evidence": result.evidence(),
        },
        held=result.reason,
    )


def audit_run_start(*, score_id: int) -> bool:
    """A worker starts the queued audit of ``score_id``: one more run counted and stamped (in its own short
    write, so that a run killed before its verdict still counts). False when it is no longer queued."""
    return bool(
        KnowledgeAudit.objects.filter(score_id=score_id, verdict=KnowledgeAudit.Verdict.QUEUED).update(
            attempts=F("attempts") + 1, sent_at=timezone.now()
        )
    )


def _gave_up(attempts: int, how: str) -> dict[str, Any]:
    return {"verdict": KnowledgeAudit.Verdict.UNKNOWN, "evidence": {"gave_up": how, "attempts": attempts}}


def _verdict_write(record_pk: int, fields: dict[str, Any], *, held: str = "") -> KnowledgeAudit:
    """Write an audit's verdict if it is still queued (another run may have written one meanwhile), and move its
    score accordingly if it is still held for its audit: a hold keeps it held with ``held``'s reason, a pass or
    an unknown puts it on its boards. A score held by another rule (linked, copy) stays held. Locks the audit,
    then its score, as beat's resend does."""
    with transaction.atomic():
        record = KnowledgeAudit.objects.select_for_update().get(pk=record_pk)
        if record.verdict != KnowledgeAudit.Verdict.QUEUED:
            return record
        locked = Score.objects.select_for_update(of=("self",)).select_related("user").get(pk=record.score_id)
        for name, value in fields.items():
            setattr(record, name, value)
        record.audited_at = timezone.now()
        record.save()
        if locked.status == ScoreStatus.HELD and locked.reason == AUDITING:
            if record.verdict == KnowledgeAudit.Verdict.HOLD:
                locked.reason = held_reason(held)
                locked.save(update_fields=["reason"])
                # The place it kept while it waited is free: a win below may rise into the top 10 unaudited.
                if locked.daily_challenge_id is not None:
                    risen = risen_audits_queue(challenge_id=locked.daily_challenge_id)
                    if risen:
                        transaction.on_commit(lambda: audits_send(score_ids=risen))
            else:
                locked.status, locked.reason = ScoreStatus.VERIFIED, ""
                locked.save(update_fields=["status", "reason"])
                player = locked.user.public_name
                transaction.on_commit(lambda: back_on_boards(locked, player))
    return record


# Runs of one audit (counted as each starts) before it answers "unknown": a crash or a kill that repeats is a
# bug or a play the audit cannot finish, and the player was told that a win the audit cannot decide goes on the
# board. A send that no worker took counts nothing: a stopped audit worker holds wins, it never ranks them.
AUDIT_ATTEMPTS = 3


def _stale(older_than_seconds: int):
    cutoff = timezone.now() - dt.timedelta(seconds=older_than_seconds)
    return KnowledgeAudit.objects.filter(verdict=KnowledgeAudit.Verdict.QUEUED).filter(
        Q(sent_at__lte=cutoff) | Q(sent_at__isnull=True, created_at__lte=cutoff)
    )


def stale_audit_ids(*, older_than_seconds: int) -> list[int]:
    """Scores whose audit is still queued ``older_than_seconds`` after its last send: its task was lost, or its
    run crashed, was killed or is still running."""
    return list(_stale(older_than_seconds).values_list("score_id", flat=True))


def stale_audits_resend(*, older_than_seconds: int) -> list[int]:
    """Beat's work on the audits still queued ``older_than_seconds`` after their last send or start: one whose
    run started :data:`AUDIT_ATTEMPTS` times answers "unknown" (its score ranks unless another rule holds it);
    the others are stamped sent now. The score ids to send again once this commits. In score order, so that two
    beats, or a beat and a verification batch, lock scores in one order."""
    resend = []
    with transaction.atomic():
        stale = list(
            _stale(older_than_seconds)
            .order_by("score_id")
            .select_for_update(skip_locked=True)
            .values_list("pk", "attempts")
        )
        for record_pk, attempts in stale:
            if attempts >= AUDIT_ATTEMPTS:
                _verdict_write(record_pk, _gave_up(attempts, "timed out"))
            else:
                resend.append(record_pk)
        KnowledgeAudit.objects.filter(pk__in=resend).update(sent_at=timezone.now())
        return list(
            KnowledgeAudit.objects.filter(pk__in=resend)
            .order_by("score_id")
            .values_list("score_id", flat=True)
        )


# The window the live hold rate is read over (the metric and its alert, docs/operations.md): a day's board sends at
# most its top 10 and its medals, so it takes a week of a game's audits for a share of a few percent to mean something
# (the alert also waits for 20 of them).
AUDIT_RATE_DAYS = 7


@dataclass(frozen=True)
class AuditOutcomes:
    """A game's knowledge audits decided since some time, by verdict, and how many of the held ones a review
    released (found honest): the live counterpart of the bench's rates, which come from bots."""

    game: str
    passed: int
    held: int
    released: int
    unknown: int

    @property
    def decided(self) -> int:
        return self.passed + self.held + self.unknown


def audit_outcomes(*, since: dt.datetime) -> list[AuditOutcomes]:
    """Every game's audits decided at or after ``since`` (one grouped query). The limits were set to hold 1% of
    the bench's honest wins; people are not the bench's bots, so what the audit holds of theirs, and what a
    review gives back, is watched here (``manage.py leaderboards audits``, ``/metrics``)."""
    verdict = KnowledgeAudit.Verdict
    rows = (
        KnowledgeAudit.objects.filter(audited_at__gte=since)
        .exclude(verdict=verdict.QUEUED)
        .values("score__game")
        .annotate(
            passed=Count("pk", filter=Q(verdict=verdict.PASS)),
            held=Count("pk", filter=Q(verdict=verdict.HOLD)),
            # Only a review puts a win the audit held back on its boards (``review.score_release``).
            released=Count("pk", filter=Q(verdict=verdict.HOLD, score__status=ScoreStatus.VERIFIED)),
            unknown=Count("pk", filter=Q(verdict=verdict.UNKNOWN)),
        )
        .order_by("score__game")
    )
    return [
        AuditOutcomes(
            game=row["score__game"],
            passed=row["passed"],
            held=row["held"],
            released=row["released"],
            unknown=row["unknown"],
        )
        for row in rows
    ]
