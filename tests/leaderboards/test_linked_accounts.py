"""The linked-account rule (leaderboards.review.linked_reason, docs/fair-play.md "Linked accounts"): a ranked win
that would medal, played after a linked account started the same daily, is held for review, whether that look
ended or not; the origin that links them is recorded when a play starts and when it is resumed."""

from __future__ import annotations

import pytest

from games.engines import audit
from leaderboards.models import KnowledgeAudit, ScoreStatus
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.test_knowledge_audit import NOBODY_WON, play_the_solvers_line, witch_daily

pytestmark = pytest.mark.django_db


@pytest.fixture
def audit_passes_every_win(monkeypatch):
    # The rule under test, not the audit: without the link the win would go on the board.
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})


def test_a_win_after_a_linked_accounts_look_that_is_still_open_is_held(commit, audit_passes_every_win):
    challenge = witch_daily(screening=NOBODY_WON)
    look = client_for(UserFactory(username="looker"))
    start = look.post(f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1").json()
    score = play_the_solvers_line(challenge, UserFactory(username="linked"), commit, install="install-1")
    assert score.status == ScoreStatus.HELD
    assert "another account (looker)" in score.reason and "client installation" in score.reason
    # The look ends after the win: the hold stays for the review, which can still release it.
    resigned = commit(
        lambda: look.post(
            f"/api/v1/plays/{start['id']}/resign", {"expected_version": start["version"]}, format="json"
        )
    )
    assert resigned.status_code == 200
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and "(looker)" in score.reason


def test_a_play_started_after_the_win_ended_does_not_link_it(commit, audit_passes_every_win):
    challenge = witch_daily(screening=NOBODY_WON)
    score = play_the_solvers_line(challenge, UserFactory(username="first"), commit, install="install-1")
    assert score.status == ScoreStatus.VERIFIED and KnowledgeAudit.objects.get(score=score).verdict == "pass"
    later = client_for(UserFactory(username="later"))
    assert later.post(
        f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1"
    ).status_code in (200, 201)
    score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED
