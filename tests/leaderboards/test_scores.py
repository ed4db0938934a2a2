"""Scores rank only after the server replays them; boards answer the same from Redis and the database."""

from __future__ import annotations

import datetime as dt
import os
import random
import subprocess
import sys
import time
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.utils import timezone

from config.celery import app as celery_app
from games.engines.bots import RandomBot, play_out
from games.engines.registry import get_game
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import index_score, rebuild, uses_redis
from leaderboards.tasks import verify_score
from leaderboards.verification import score_verify
from ops.redis_pool import redis_client
from tests.factories import UserFactory
from tests.support import database_url_for_children, wait_until

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]


def honest_game(seed="honest", game_slug="match3", bot_seed=0):
    game = get_game(game_slug)
    final, log = play_out(game, game.new_game(seed), RandomBot(seed=bot_seed))
    return log, game.score(final)


_COMMIT: dict[str, Any] = {}


@pytest.fixture(autouse=True)
def _run_on_commit_callbacks(django_capture_on_commit_callbacks):
    """Tests run inside a transaction that never commits; run what would run on commit (the enqueueing of
    the verification) at the end of each request, as a real commit would."""
    _COMMIT["capture"] = django_capture_on_commit_callbacks
    yield
    _COMMIT.clear()


def committed(request):
    with _COMMIT["capture"](execute=True):
        return request()


def submit(client, actions, seed="honest", **extra):
    body = {"game": "match3", "seed": seed, "actions": actions, **extra}
    headers = {"HTTP_IDEMPOTENCY_KEY": extra.pop("key")} if "key" in extra else {}
    body.pop("key", None)
    return committed(lambda: client.post("/api/v1/scores", body, format="json", **headers))


def test_an_honest_offline_game_is_verified_with_the_servers_own_score(alice_api):
    actions, score = honest_game()
    response = submit(alice_api, actions, claimed_score=score)
    assert response.status_code == 202
    stored = Score.objects.get(pk=response.json()["id"])
    assert stored.status == ScoreStatus.VERIFIED and stored.score == score and stored.rank_key


def test_an_illegal_action_in_the_middle_is_rejected_with_its_index_and_reason(alice_api):
    actions, _ = honest_game()
    actions[3] = {"type": "slide", "card": 9, "edge": "left", "line": 0}
    stored = Score.objects.get(pk=submit(alice_api, actions).json()["id"])
    assert (
        stored.status == ScoreStatus.REJECTED and stored.rejected_index == 3 and "Action 3" in stored.reason
    )


def test_a_log_for_another_seed_and_a_wrong_claimed_score_are_rejected(alice_api):
    actions, score = honest_game(seed="one-seed")
    other = Score.objects.get(
        pk=submit(alice_api, actions, seed="another-seed", claimed_score=score).json()["id"]
    )
    assert other.status == ScoreStatus.REJECTED and other.reason
    inflated = Score.objects.get(
        pk=submit(alice_api, actions, seed="one-seed", claimed_score=score + 500).json()["id"]
    )
    assert inflated.status == ScoreStatus.REJECTED and "differs" in inflated.reason


def test_a_log_that_stops_before_the_end_is_rejected(alice_api):
    actions, _ = honest_game()
    stored = Score.objects.get(pk=submit(alice_api, actions[:2]).json()["id"])
    assert stored.status == ScoreStatus.REJECTED and "ends before" in stored.reason


def test_the_same_game_sent_twice_yields_one_score_and_an_idempotency_key_is_honoured(alice_api):
    actions, _ = honest_game()
    first, second = submit(alice_api, actions), submit(alice_api, actions)
    assert (
        first.status_code == 202 and second.status_code == 200 and first.json()["id"] == second.json()["id"]
    )
    other_actions, _ = honest_game(seed="honest-2")
    keyed = submit(alice_api, other_actions, seed="honest-2", key="k-1")
    again = submit(alice_api, other_actions, seed="honest-2", key="k-1")
    assert (
        again.status_code == 202 and again["Idempotent-Replayed"] == "true" and again.json() == keyed.json()
    )
    reused = submit(alice_api, honest_game(seed="honest-3")[0], seed="honest-3", key="k-1")
    assert reused.status_code == 422 and reused.json()["error"]["code"] == "idempotency_key_reused"
    assert Score.objects.count() == 2


def test_running_the_verification_twice_ranks_one_entry(alice, alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    committed(
        lambda: alice_api.post(
            f"/api/v1/plays/{play['id']}/resign", {"expected_version": play["version"]}, format="json"
        )
    )
    score_id = Score.objects.get(play_id=play["id"]).pk
    verify_score.delay(score_id)
    score_verify(score_id=score_id)
    board = Board.parse("practice-match3-classic")
    assert selectors.board_size(board, backend="database") == 1
    assert len(selectors.board_top(board, backend="database")) == 1


def test_a_game_ended_on_the_server_is_submitted_and_verified(alice_api):
    play = alice_api.post("/api/v1/plays", {"game": "match3", "seed": "server-ended"}, format="json").json()
    committed(
        lambda: alice_api.post(
            f"/api/v1/plays/{play['id']}/resign", {"expected_version": play["version"]}, format="json"
        )
    )
    stored = Score.objects.get(play_id=play["id"])
    assert stored.status == ScoreStatus.VERIFIED and stored.actions == [{"type": "resign"}]


def test_a_submission_needs_the_submit_scope(alice_api):
    key = alice_api.post("/api/v1/tokens", {"name": "r", "scopes": ["read", "play"]}, format="json").json()[
        "token"
    ]
    from rest_framework.test import APIClient

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    response = submit(client, honest_game()[0])
    assert response.status_code == 403 and "'submit'" in response.json()["error"]["message"]


def make_verified_scores(count, board_game="match3", preset="classic", seed=7):
    """``count`` verified scores of distinct players with many ties, inserted in bulk."""
    rng = random.Random(seed)
    users = UserFactory._meta.model.objects.bulk_create(
        [UserFactory._meta.model(username=f"p{seed}-{n}") for n in range(count)]
    )
    base = timezone.now() - dt.timedelta(days=1)
    scores = [
        Score(
            user=user,
            game=board_game,
            preset=preset,
            options={},
            engine_version="1",
            seed=f"s{n}",
            actions=[],
            log_digest=f"{seed}-{n}",
            score=(sets := rng.randint(0, 9)) * 100,
            rank_key=[sets, 0, -rng.randint(8, 30)],
            rank_1=sets,
            rank_3=-rng.randint(8, 30),
            ranked=True,
            status=ScoreStatus.VERIFIED,
            verified_at=base + dt.timedelta(seconds=rng.randint(0, 5)),
            iso_week="2026-W47",
        )
        for n, user in enumerate(users)
    ]
    created = Score.objects.bulk_create(scores)
    if uses_redis():  # bulk_create skips the services: index the boards as `leaderboards rebuild` would
        rebuild()
    return created, users


def test_around_me_at_the_top_and_bottom_edges(db):
    make_verified_scores(30)
    board = Board.parse("practice-match3-classic")
    top = selectors.board_top(board, backend="database")
    first_user, last_user = top[0].user_id, top[-1].user_id
    at_top = selectors.board_around(board, first_user, 3, backend="database")
    assert [entry.rank for entry in at_top] == [1, 2, 3, 4]
    at_bottom = selectors.board_around(board, last_user, 3, backend="database")
    assert [entry.rank for entry in at_bottom] == [27, 28, 29, 30]
    middle = selectors.board_around(board, top[14].user_id, 2, backend="database")
    assert [entry.rank for entry in middle] == [13, 14, 15, 16, 17]


@pytest.mark.services
def test_a_cached_top_page_is_served_without_the_database_and_a_new_best_shows_at_once(
    db, django_assert_num_queries
):
    created, _ = make_verified_scores(8)
    board = Board.parse("practice-match3-classic")
    first = selectors.board_top(board, backend="redis")
    with django_assert_num_queries(0):
        assert selectors.board_top(board, backend="redis") == first
    champion = created[3]
    champion.rank_1, champion.rank_key, champion.score = 99, [99, 0, 0], 9900
    champion.save()
    index_score(champion)
    top = selectors.board_top(board, backend="redis")
    assert (top[0].rank, top[0].score_id, top[0].score) == (1, champion.pk, 9900)
    assert [e.score_id for e in top] == [e.score_id for e in selectors.board_top(board, backend="database")]


@pytest.mark.services
def test_the_rebuild_command_refills_every_board_and_drops_boards_with_no_scores(db):
    make_verified_scores(50)
    client = redis_client()
    stale_keys = Board.keys_of_id("all-match3-retired")  # a board name of an older release
    client.zadd(stale_keys[0], {"member": 0})
    client.hset(stale_keys[1], "1", "member")
    output = StringIO()
    call_command("leaderboards", "rebuild", stdout=output)
    assert "50 board entries from 50 verified scores" in output.getvalue()
    assert not client.exists(*stale_keys[:2])
    board = Board.parse("practice-match3-classic")
    assert [(e.rank, e.score_id) for e in selectors.board_top(board, backend="redis")] == [
        (e.rank, e.score_id) for e in selectors.board_top(board, backend="database")
    ]


def test_the_board_apis_give_top_my_rank_around_me_and_a_histogram(alice, alice_api, api):
    make_verified_scores(12)
    play = alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    committed(
        lambda: alice_api.post(
            f"/api/v1/plays/{play['id']}/resign", {"expected_version": play["version"]}, format="json"
        )
    )
    top = api.get("/api/v1/leaderboards/practice-match3-classic/").json()
    assert top["size"] == 13 and [e["rank"] for e in top["entries"]] == list(range(1, 14))
    me = alice_api.get("/api/v1/leaderboards/practice-match3-classic/me", {"k": 2}).json()
    assert me["rank"] and any(e["player"] == "alice" for e in me["around"])
    histogram = api.get("/api/v1/leaderboards/practice-match3-classic/histogram").json()
    assert sum(b["count"] for b in histogram["buckets"]) == 13
    missing = api.get("/api/v1/leaderboards/practice-chess-classic/")
    assert missing.status_code == 404 and "/api/v1/leaderboards/" in missing.json()["error"]["message"]
    stats = alice_api.get("/api/v1/me/statistics").json()
    assert stats["best_scores"]["match3/classic"] is not None


@pytest.mark.services
def test_ten_thousand_scores_rank_the_same_in_redis_and_in_the_database(db):
    make_verified_scores(10_000)
    board = Board.parse("practice-match3-classic")
    assert (
        selectors.board_size(board, backend="redis")
        == selectors.board_size(board, backend="database")
        == 10_000
    )
    for offset in (0, 4_950, 9_900):
        redis_ids = [
            (e.rank, e.score_id)
            for e in selectors.board_top(board, offset=offset, limit=100, backend="redis")
        ]
        db_ids = [
            (e.rank, e.score_id)
            for e in selectors.board_top(board, offset=offset, limit=100, backend="database")
        ]
        assert redis_ids == db_ids
    sample = random.Random(3).sample(list(Score.objects.values_list("user_id", flat=True)), 50)
    for user_id in sample:
        redis_rank = selectors.rank_of(board, user_id, backend="redis")
        db_rank = selectors.rank_of(board, user_id, backend="database")
        assert (redis_rank.rank, redis_rank.score_id) == (db_rank.rank, db_rank.score_id)
        assert [e.rank for e in selectors.board_around(board, user_id, 5, backend="redis")] == [
            e.rank for e in selectors.board_around(board, user_id, 5, backend="database")
        ]


def start_worker(env, queue):
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "--loglevel=warning", "--without-heartbeat",
         "--without-gossip", "--without-mingle", "-Q", queue],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_with_the_worker_stopped_scores_stay_pending_and_are_verified_when_it_starts(alice_api, settings):
    celery_app.conf.task_always_eager = False
    queue = f"verify-test-{os.getpid()}-{time.monotonic_ns()}"
    celery_app.conf.task_default_queue = queue
    try:
        actions, score = honest_game()
        score_id = submit(alice_api, actions, claimed_score=score).json()["id"]
        # No worker consumes this queue yet, so the score can only be pending here.
        assert Score.objects.get(pk=score_id).status == ScoreStatus.PENDING
        env = {**os.environ, "DATABASE_URL": database_url_for_children(), "CELERY_TASK_ALWAYS_EAGER": "0"}
        worker = start_worker(env, queue)
        try:
            assert wait_until(lambda: Score.objects.get(pk=score_id).status != ScoreStatus.PENDING, 60)
        finally:
            worker.terminate()
            worker.wait(timeout=20)
        assert Score.objects.get(pk=score_id).status == ScoreStatus.VERIFIED
    finally:
        celery_app.conf.task_default_queue = "celery"
