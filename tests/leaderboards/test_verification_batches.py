"""A verification task verifies a backlog in batches (``leaderboards.verification.scores_verify_queued``), and
a batch writes each result with a conditional UPDATE that leaves a score no longer pending as it is."""

from __future__ import annotations

import pytest
from django.utils import timezone

from games.engines.registry import get_game
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import Score, ScoreStatus
from leaderboards.services import log_digest
from leaderboards.verification import _record, reject, score_verify, scores_verify_queued
from tests.factories import UserFactory
from tests.leaderboards.test_scores import honest_game

pytestmark = pytest.mark.django_db


def pending_scores(count: int, *, cheat_at: int | None = None) -> list[Score]:
    """``count`` pending ranked practice scores of distinct players, the ``cheat_at``-th claiming one point more."""
    version = get_game("match3").engine_version
    scores = []
    for n in range(count):
        actions, claimed = honest_game(seed=f"batch-{n}", bot_seed=n)
        scores.append(
            Score.objects.create(
                user=UserFactory.create(), game="match3", preset="classic", options={}, engine_version=version,
                seed=f"batch-{n}", actions=actions, ranked=True, actions_count=len(actions),
                claimed_score=claimed + (1 if n == cheat_at else 0),
                log_digest=log_digest(game="match3", options={}, seed=f"batch-{n}", actions=actions),
            )
        )  # fmt: skip
    return scores


def test_one_delivery_verifies_its_score_and_the_backlog_behind_it_each_once(
    django_capture_on_commit_callbacks,
):
    scores = pending_scores(7, cheat_at=3)
    with django_capture_on_commit_callbacks(execute=True):
        assert scores_verify_queued(score_id=scores[-1].pk, batch=5) == 5  # its own, then the oldest four
    statuses = dict(Score.objects.values_list("pk", "status"))
    assert statuses[scores[-1].pk] == ScoreStatus.VERIFIED
    assert [statuses[s.pk] for s in scores[:4]] == [ScoreStatus.VERIFIED] * 3 + [ScoreStatus.REJECTED]
    assert statuses[scores[4].pk] == statuses[scores[5].pk] == ScoreStatus.PENDING
    with django_capture_on_commit_callbacks(execute=True):
        assert scores_verify_queued(score_id=scores[0].pk, batch=5) == 0  # its score is done: nothing more
        assert scores_verify_queued(score_id=scores[4].pk, batch=5) == 2
    assert not Score.objects.filter(status=ScoreStatus.PENDING).exists()
    rejected = Score.objects.get(pk=scores[3].pk)
    assert rejected.reason.startswith("The claimed score") and rejected.score is None
    board = Board.practice(game="match3", preset="classic")
    assert selectors.board_size(board, backend="database") == 6
    verified = Score.objects.filter(status=ScoreStatus.VERIFIED)
    assert len({s.verified_at for s in verified}) == 2  # one time per batch


def test_a_score_whose_replay_fails_outside_the_rules_is_held_and_the_rest_of_its_batch_verified(monkeypatch):
    scores = pending_scores(3)
    game = get_game("match3")
    replay = game.replay

    def replay_failing_on_the_second(seed, *args, **kwargs):
        if seed == scores[1].seed:
            raise RuntimeError("an engine bug, not a rule")
        return replay(seed, *args, **kwargs)

    monkeypatch.setattr(game, "replay", replay_failing_on_the_second)
    assert scores_verify_queued(score_id=None) == 3
    statuses = [Score.objects.get(pk=score.pk).status for score in scores]
    assert statuses == [ScoreStatus.VERIFIED, ScoreStatus.HELD, ScoreStatus.VERIFIED]
    assert "could not replay" in Score.objects.get(pk=scores[1].pk).reason
    assert not Score.objects.filter(status=ScoreStatus.PENDING).exists()


def test_a_task_that_claims_a_full_batch_asks_for_another_before_it_replays():
    pending_scores(3)
    asked = []
    assert scores_verify_queued(score_id=None, batch=2, on_full_batch=lambda: asked.append(True)) == 2
    assert asked == [True]
    assert scores_verify_queued(score_id=None, batch=2, on_full_batch=lambda: asked.append(True)) == 1
    assert asked == [True]


def test_a_delivery_whose_score_is_done_costs_one_read(django_assert_num_queries):
    (score,) = pending_scores(1)
    score_verify(score_id=score.pk)
    with django_assert_num_queries(1):
        assert scores_verify_queued(score_id=score.pk) == 0


def test_the_batch_write_skips_a_score_withdrawn_meanwhile():
    first, second = pending_scores(2)
    reject(Score.objects.get(pk=second.pk), "Withdrawn while it was being verified.", None)
    now = timezone.now()
    for score in (first, second):
        score.status, score.score, score.rank_key, score.rank_1 = ScoreStatus.VERIFIED, 42, [42, 7], 42
        score.won, score.result, score.verified_at = True, "won", now
    assert _record([first, second]) == [first]
    written, kept = Score.objects.get(pk=first.pk), Score.objects.get(pk=second.pk)
    assert (written.status, written.score, written.rank_key, written.rank_1, written.won, written.result) == (
        ScoreStatus.VERIFIED, 42, [42, 7], 42, True, "won",
    )  # fmt: skip
    assert written.verified_at == now and written.actions == first.actions
    assert kept.status == ScoreStatus.REJECTED and kept.score is None


@pytest.mark.services
def test_a_burst_of_submissions_sends_one_task_which_verifies_them_all(django_capture_on_commit_callbacks):
    """Sent through the broker, not run eagerly: the first submission sends a task and marks it queued, the
    next ones find the mark and send nothing; the task, when it runs, clears the mark and claims them all."""
    from config.celery import app as celery_app
    from leaderboards.tasks import BURST_KEY, enqueue_verification, verify_score
    from ops.redis_pool import redis_client

    client = redis_client()
    client.delete(BURST_KEY)
    scores = pending_scores(4)
    queue = f"burst-test-{scores[0].pk}"
    celery_app.conf.task_always_eager = False
    celery_app.conf.task_default_queue = queue
    try:
        for score in scores:
            enqueue_verification(score.pk)
        assert client.llen(queue) == 1  # one message for the four
        with django_capture_on_commit_callbacks(execute=True):
            assert verify_score(scores[2].pk) == 4  # the task as a worker runs it: the mark was its to clear
        assert not client.exists(BURST_KEY)
        assert not Score.objects.filter(status=ScoreStatus.PENDING).exists()
        enqueue_verification(scores[0].pk)  # after the task started, a new submission sends its own
        assert client.llen(queue) == 2
    finally:
        celery_app.conf.task_default_queue = "celery"
        client.delete(queue, BURST_KEY)
