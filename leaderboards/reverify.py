"""Re-verifying stored games after an engine fix (``manage.py leaderboards reverify``).

Every verified score of a game (optionally only those recorded under one engine version, or submitted since a
date) is replayed again with the engine as it is now, under the rules of the version the score was recorded
with (a fix made inside a version re-checks its scores; a fix that bumped the version leaves older games their
own rules, docs/architecture.md). A score that no longer replays to the same result is
*voided*: kept with its log, taken off every board, with the reason in ``Score.reason`` (the player's history
says "voided: <reason>") and a ``ScoreAudit`` record. The season points it earned go; rating changes of
already settled dailies stay (a rating is the history of what was known; see docs/operations.md). The affected
Redis boards are then rebuilt from the database.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field

from django.db import transaction

from games.engines.base import EngineError, GameDefinition, Status
from games.engines.registry import get_game
from leaderboards.boards import Board
from leaderboards.knowledge import audits_send, risen_audits_queue
from leaderboards.models import Score, ScoreAudit, ScoreStatus, SeasonPoints
from leaderboards.ranking import rebuild, uses_redis
from leaderboards.verification import result_of


@dataclass
class ReverifyReport:
    checked: int = 0
    voided: list[tuple[int, str]] = field(default_factory=list)
    boards: set[Board] = field(default_factory=set)
    rebuilt_entries: int = 0


def replay_problem(game: GameDefinition, score: Score) -> str | None:
    """Why the score's log no longer gives its recorded result with this engine; None when it still does."""
    try:
        final = game.replay(score.seed, score.options, score.actions, version=score.engine_version)
    except EngineError as exc:
        return f"action {exc.details.get('index')} is refused by engine {game.engine_version}: {exc.message}"
    if final.status is Status.PLAYING:
        return f"with engine {game.engine_version} the log ends before the game does"
    outcome = game.outcome(final)
    replayed = (outcome.score, list(outcome.rank_key), outcome.status is Status.WON)
    if replayed != (score.score, list(score.rank_key), score.won):
        return (
            f"engine {game.engine_version} replays it to score {outcome.score} "
            f"({result_of(outcome.status, score.actions)}), not the recorded {score.score} ({score.result})"
        )
    return None


def score_void(
    *, score_id: int, reason: str, engine_version: str, risen: list[int] | None = None
) -> Score | None:
    """Void one verified score (kept, with the reason and an audit record); None if it is not verified. A win that
    rises into its day's top 10 is held for its audit (``leaderboards.knowledge.risen_audits_queue``): its id is
    added to ``risen`` for the caller to send, or with no list, sent once the void commits."""
    with transaction.atomic():
        score = (
            Score.objects.select_for_update(of=("self",)).select_related("daily_challenge").get(pk=score_id)
        )
        if score.status != ScoreStatus.VERIFIED:
            return None
        ScoreAudit.objects.create(
            score=score,
            action=ScoreAudit.Action.VOIDED,
            reason=reason[:500],
            engine_version=engine_version,
            previous_status=score.status,
            previous_score=score.score,
        )
        score.status, score.reason = ScoreStatus.VOIDED, reason[:500]
        score.save(update_fields=["status", "reason"])
        SeasonPoints.objects.filter(score=score).delete()
        # It leaves its day's board: a win below it may rise into the top 10, and is audited first.
        if score.ranked and score.daily_challenge_id is not None:
            queued = risen_audits_queue(challenge_id=score.daily_challenge_id)
            if risen is not None:
                risen += queued
            elif queued:
                transaction.on_commit(lambda: audits_send(score_ids=queued))
    return score


def scores_reverify(
    *,
    game: str,
    engine_version: str | None = None,
    since: dt.date | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> ReverifyReport:
    """Replay, void what no longer verifies, then rebuild the Redis boards those scores were on."""
    definition = get_game(game)
    scores = Score.objects.filter(game=definition.slug, status=ScoreStatus.VERIFIED).order_by("id")
    if engine_version:
        scores = scores.filter(engine_version=engine_version)
    if since:
        scores = scores.filter(submitted_at__date__gte=since)
    report = ReverifyReport()
    risen: list[int] = []  # wins held for their audit as they rose into a top 10
    for score in scores.iterator(chunk_size=500):
        report.checked += 1
        problem = replay_problem(definition, score)
        if problem is not None:
            voided = score_void(
                score_id=score.pk, reason=problem, engine_version=definition.engine_version, risen=risen
            )
            if voided is not None:
                report.voided.append((voided.pk, problem))
                report.boards.update(Board.fitting(voided) if voided.ranked else ())
        if on_progress:
            on_progress(report.checked, len(report.voided))
    if report.boards and uses_redis():
        report.rebuilt_entries = rebuild(boards=report.boards)
    # Sent after the rebuild: an audit that passed while it ran would be overwritten by the rebuilt boards.
    audits_send(score_ids=risen)
    return report
