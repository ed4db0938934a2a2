"""The server verifies a score with the engine version it was played under, not the newest one."""

from __future__ import annotations

import pytest

from games.engines.bots import RandomBot, play_out
from games.engines.witch import GAME as WITCH
from leaderboards.models import Score, ScoreStatus
from leaderboards.verification import score_verify
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db
MAGIC = WITCH.resolve_options({"magic": True})


def pending_score(*, version: str, actions: list, claimed: int, digest: str) -> Score:
    return Score.objects.create(
        user=UserFactory.create(),
        game="witch",
        preset="magic",
        options=MAGIC,
        engine_version=version,
        seed="wz-0",
        actions=actions,
        log_digest=digest,
        claimed_score=claimed,
        actions_count=len(actions),
    )


def test_a_score_recorded_under_witch_engine_1_verifies_with_engine_1():
    final, log = play_out(WITCH, WITCH.new_game("wz-0", MAGIC, version="1"), RandomBot(seed=3))
    score = pending_score(version="1", actions=log, claimed=WITCH.score(final), digest="v1")
    verified = score_verify(score_id=score.pk)
    assert verified.status == ScoreStatus.VERIFIED, verified.reason
    assert verified.score == WITCH.score(final)


def test_a_score_under_a_version_this_server_cannot_replay_is_rejected_with_the_reason():
    score = pending_score(version="0", actions=[{"type": "resign"}], claimed=0, digest="v0")
    rejected = score_verify(score_id=score.pk)
    assert rejected.status == ScoreStatus.REJECTED and "Engine 0" in rejected.reason
