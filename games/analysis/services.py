"""Writes of the post-game analysis: the request (a pending row and one task) and the computation."""

from __future__ import annotations

import datetime as dt
import logging
import time
from typing import Any

from celery import current_app
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.engines.analysis import ANALYSIS_BUDGETS, Analysis, analyse, positions
from games.engines.base import RESIGN
from games.engines.registry import get_game
from games.engines.solver import DEFAULT_BUDGETS
from games.models import AnalysisStatus, DailyChallenge, Play, PlayAnalysis, PlayStatus
from games.selectors import daily_reveals_at, play_log, seed_is_public

logger = logging.getLogger(__name__)


def _enqueue(play_id: Any) -> None:
    """After commit. A broker that is down loses the message, never the request: the row stays pending and is
    sent again when it is asked for after ``ANALYSIS_RETRY_SECONDS`` or by the sweep."""

    def send() -> None:
        try:
            # By name, from the app's registry (as ops.embedded_beat): games.tasks imports this module, so it
            # is not imported back; the loader imports the apps' task modules once, where none has yet.
            current_app.loader.import_default_modules()
            current_app.tasks["games.tasks.play_analyse"].delay(str(play_id))
        except Exception:
            logger.warning(
                "Could not enqueue the analysis of play %s; it stays pending", play_id, exc_info=True
            )

    transaction.on_commit(send)


def analysis_request(*, play: Play) -> PlayAnalysis:
    """The play's analysis row, created pending (and its task enqueued) on the first request; a pending row
    whose task has not answered for ``ANALYSIS_RETRY_SECONDS`` is sent again. The caller has checked that the
    play is over and its deal public (``games.analysis.selectors.analysed_play``)."""
    now = timezone.now()
    row, created = PlayAnalysis.objects.get_or_create(play=play, defaults={"requested_at": now})
    if created:
        _enqueue(play.pk)
        return row
    stale = now - row.requested_at > dt.timedelta(seconds=settings.ANALYSIS_RETRY_SECONDS)
    # Only the request that moves requested_at sends again: two tabs asking at once send one task.
    moved = stale and row.status == AnalysisStatus.PENDING
    if moved and PlayAnalysis.objects.filter(pk=row.pk, requested_at=row.requested_at).update(
        requested_at=now
    ):
        row.requested_at = now
        _enqueue(play.pk)
    return row


def analyses_request_revealed(*, days: int = 2, limit: int = 500) -> int:
    """Ask for the analysis of every finished play of the dailies revealed in the last ``days`` days (beat runs
    this): a daily's analysis is ready when its players come back after the reveal. Returns how many were asked."""
    now = timezone.now()
    revealed = [
        c.pk
        for c in DailyChallenge.objects.filter(
            closes_at__gte=now - dt.timedelta(days=days), closes_at__lte=now
        )
        if daily_reveals_at(c) <= now
    ]
    plays = (
        Play.objects.filter(daily_challenge_id__in=revealed, analysis__isnull=True)
        .exclude(status=PlayStatus.PLAYING)
        .select_related("daily_challenge")
        .defer("state")[:limit]
    )
    count = 0
    for play in plays:
        analysis_request(play=play)
        count += 1
    return count


def verdict_text(result: dict[str, Any]) -> str:
    """The one-line verdict: move numbers only, so that it spoils nothing of the deal."""
    moves = result.get("moves", 0)
    kind, verdict = result.get("kind"), result.get("verdict")
    if kind == "won":
        return "Won at par or better." if result.get("par") is not None else "Won."
    what = "The win" if kind == "loss" else "Par"
    if verdict == "found":
        return f"{what} slipped away at move {result['losing_move']} of {moves}."
    if verdict == "never":
        return (
            "No win was possible from the deal." if kind == "loss" else "Par was out of reach from the deal."
        )
    good, bad = result.get("proved_good", -1), result.get("proved_bad", moves)
    if good >= 0:
        return f"{what} slipped away somewhere between move {good + 1} and move {bad} of {moves}: the solver's budget ran out there."
    return f"The solver's budget ran out before it could tell where {what.lower()} slipped away."


def analysis_compute(*, play_id: Any) -> PlayAnalysis | None:
    """Compute and keep a play's analysis (the worker; idempotent: a done row is returned as it is). Refuses
    (None) a play that is not over or whose deal is not public yet: the request checks this, and the worker checks
    again, so that no analysis of an open daily's deal is ever computed, kept or sent."""
    row = PlayAnalysis.objects.select_related("play", "play__daily_challenge").filter(pk=play_id).first()
    if row is None or row.status == AnalysisStatus.DONE:
        return row
    play = row.play
    if not play.is_over or not seed_is_public(play):
        return None
    log = play_log(play)
    game = get_game(play.game)
    challenge = play.daily_challenge
    par = challenge.par if challenge is not None else None
    line = (challenge.screening.get("line") or {}).get("actions") if challenge is not None else None
    started = time.process_time()
    row_states = positions(play.game, play.seed, play.options, log, version=play.engine_version)
    share = settings.ANALYSIS_BUDGET_PERCENT
    result: Analysis | None = analyse(
        play.game,
        row_states,
        log,
        par=par,
        known_line=line,
        node_budget=ANALYSIS_BUDGETS[play.game] * share // 100,
        call_budget=DEFAULT_BUDGETS[play.game] * share // 100,
    )
    cpu = time.process_time() - started
    if result is None:
        body: dict[str, Any] = {"kind": "won", "verdict": "none", "moves": len(log), "par": par}
    else:
        body = result.to_json()
        body["par"] = par
        words, state = [], row_states[result.turning] if result.turning is not None else None
        for action in result.continuation:
            assert state is not None
            words.append("Resign" if action == RESIGN else game.describe_action(state, action))
            state = game.apply(state, action)
        body["continuation_moves"] = words
    body["verdict_text"] = verdict_text(body)
    row.status, row.result, row.cpu_seconds, row.done_at = AnalysisStatus.DONE, body, cpu, timezone.now()
    row.save(update_fields=["status", "result", "cpu_seconds", "done_at"])
    return row
