"""The knowledge audit watched on people (docs/fair-play.md, "Watched on people"): its limits hold 1% of the bench's
honest wins, and the bench's honest players are bots, so what it holds of real wins, and what a review gives back,
is read per game from the database: ``leaderboards.knowledge.audit_outcomes``, ``manage.py leaderboards audits``
and ``/metrics`` (the ``AuditHoldsHigh`` and ``AuditsUnknown`` alerts)."""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from games.models import DailyChallenge
from leaderboards.knowledge import AuditOutcomes, audit_outcomes, held_reason
from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from leaderboards.review import score_release
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.ops.test_metrics import TOKEN, scrape, value

pytestmark = pytest.mark.django_db

Verdict = KnowledgeAudit.Verdict


def audited_win(game: str, verdict: str, *, days_ago: float = 1.0) -> Score:
    """A ranked daily win of ``game`` whose audit answered ``verdict`` ``days_ago`` days ago: held for review
    when the audit held it, on its boards otherwise (a queued audit's win waits, held)."""
    date = timezone.now().date() - dt.timedelta(days=int(days_ago))
    challenge = DailyChallenge.objects.filter(game=game, date=date).first() or make_challenge(
        game=game, date=date
    )
    user = UserFactory.create()
    held = verdict in (Verdict.HOLD, Verdict.QUEUED)
    score = Score.objects.create(
        user=user, game=game, options=challenge.options, engine_version=challenge.engine_version,
        daily_challenge=challenge, seed=challenge.seed, actions=[], log_digest=f"rates-{challenge.pk}-{user.pk}",
        ranked=True, won=True, finished=True, status=ScoreStatus.HELD if held else ScoreStatus.VERIFIED,
        reason=held_reason("statistic 12.3 over the limit 8.07") if verdict == Verdict.HOLD else "",
    )  # fmt: skip
    audited_at = None if verdict == Verdict.QUEUED else timezone.now() - dt.timedelta(days=days_ago)
    KnowledgeAudit.objects.create(score=score, verdict=verdict, statistic=1.0, audited_at=audited_at)
    return score


@pytest.fixture
def week_of_audits() -> None:
    """The Witch: 3 passed, 2 held (one of them released by a review), 1 unknown, 1 still queued and 1 passed
    before the window; Match-3: 1 held. Nothing else."""
    for _ in range(3):
        audited_win("witch", Verdict.PASS)
    audited_win("witch", Verdict.HOLD)
    score_release(score_id=audited_win("witch", Verdict.HOLD, days_ago=2).pk)
    audited_win("witch", Verdict.UNKNOWN, days_ago=6.5)
    audited_win("witch", Verdict.QUEUED)
    audited_win("witch", Verdict.PASS, days_ago=8)
    audited_win("match3", Verdict.HOLD)


def test_the_outcomes_count_each_games_decided_audits_and_the_holds_a_review_released(
    week_of_audits, django_assert_num_queries
):
    with django_assert_num_queries(1):
        outcomes = audit_outcomes(since=timezone.now() - dt.timedelta(days=7))
    assert outcomes == [
        AuditOutcomes(game="match3", passed=0, held=1, released=0, unknown=0),
        AuditOutcomes(game="witch", passed=3, held=2, released=1, unknown=1),
    ]
    assert outcomes[1].decided == 6  # the queued audit is not decided, the one 8 days old is outside


def test_the_command_prints_each_games_shares_and_refuses_a_bad_window(week_of_audits):
    out = StringIO()
    call_command("leaderboards", "audits", "--days", "7", stdout=out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "knowledge audits decided in the last 7 days"
    assert "match3\t1\t0\t1 (100.0%)\t0\t0 (0.0%)" in lines
    assert "witch\t6\t3\t2 (33.3%)\t1\t1 (16.7%)" in lines
    out = StringIO()
    call_command("leaderboards", "audits", "--days", "9", stdout=out)
    assert "witch\t7\t4\t2 (28.6%)\t1\t1 (14.3%)" in out.getvalue().splitlines()
    for bad in ("0", "-1", "week"):
        with pytest.raises(CommandError, match="whole number of days"):
            call_command("leaderboards", "audits", "--days", bad)


def test_with_no_audit_the_command_says_so():
    out = StringIO()
    call_command("leaderboards", "audits", stdout=out)
    assert "(none)" in out.getvalue().splitlines()


def test_the_scrape_reads_the_weeks_verdicts_for_every_game(week_of_audits, client, settings):
    settings.METRICS_TOKEN = TOKEN
    text = scrape(client).content.decode()
    recent = "patience_knowledge_audits_recent"
    assert value(text, recent, game="witch", verdict="pass") == 3
    assert value(text, recent, game="witch", verdict="hold") == 2
    assert value(text, recent, game="witch", verdict="unknown") == 1
    assert value(text, recent, game="match3", verdict="hold") == 1
    assert value(text, "patience_knowledge_audit_holds_released_recent", game="witch") == 1
    # A game without audits has its series, at zero, so that a dashboard and the alerts see every game.
    assert value(text, recent, game="quetinny", verdict="pass") == 0
    assert value(text, "patience_knowledge_audit_holds_released_recent", game="weaver") == 0
