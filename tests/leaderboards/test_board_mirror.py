"""What a score board shows of each entry lives in Redis beside its rank (``leaderboards.entries``): top, my rank
and around me never ask the database, and the mirror says what the database says after a score ranks, after a
withdrawal and after a rebuild, also when Redis lost the board."""

from __future__ import annotations

import datetime as dt
from io import StringIO
from typing import cast

import pytest
from django.core.management import call_command
from django.utils import timezone
from rest_framework.test import APIClient

from games.engines.registry import get_game
from games.models import Play
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import clear_boards, index_score, rank_string, unindex_score, uses_redis
from leaderboards.services import log_digest
from leaderboards.verification import _record, reject, score_verify
from ops.redis_pool import redis_client
from tests.factories import UserFactory
from tests.games.test_undo_after_loss import act, lose, post, start
from tests.leaderboards.helpers import make_challenge
from tests.leaderboards.test_scores import honest_game, make_verified_scores

pytestmark = pytest.mark.services


def assert_mirror_is_the_database(board: Board) -> list:
    """The board's Redis keys agree with each other (one row per ranked member, one member per player) and
    its entries, read from Redis, are the ones the database ranks, field for field. Returns them."""
    assert uses_redis()
    keys, client = board.keys, redis_client()
    # redis-py types every reply `Awaitable | Any` (one signature for its sync and asyncio clients).
    members = cast(list[bytes], client.zrange(keys.ranks, 0, -1))
    assert sorted(cast(list[bytes], client.hvals(keys.best))) == sorted(members)
    assert {member[-12:] for member in members} == set(cast(list[bytes], client.hkeys(keys.entries)))
    from_redis = selectors.board_top(board, limit=100, backend="redis")
    assert from_redis == selectors.board_top(board, limit=100, backend="database")
    return from_redis


@pytest.mark.django_db
def test_top_my_rank_and_around_me_are_read_without_a_database_query(django_assert_num_queries):
    _, users = make_verified_scores(30)
    board = Board.parse("practice-match3-classic")
    me = users[17]
    expected_around = selectors.board_around(board, me.pk, 3, backend="database")
    me_client = APIClient()
    me_client.force_authenticate(me)  # the bearer token's lookup is the authentication's, not the board's
    with django_assert_num_queries(0):
        top = selectors.board_top(board, limit=10)
        around = selectors.board_around(board, me.pk, 3)
        mine = selectors.rank_of(board, me.pk)
        size = selectors.board_size(board)
        top_response = APIClient().get("/api/v1/leaderboards/practice-match3-classic/", {"limit": 10})
        me_response = me_client.get("/api/v1/leaderboards/practice-match3-classic/me", {"k": 3})
    assert top == selectors.board_top(board, limit=10, backend="database") and size == 30
    assert around == expected_around and len(around) == 7 and around[3] == mine and mine.user_id == me.pk
    assert [e["rank"] for e in top_response.json()["entries"]] == list(range(1, 11))
    body = me_response.json()
    assert body["rank"] == mine.rank and [e["player"] for e in body["around"]] == [e.player for e in around]


@pytest.mark.django_db(transaction=True)  # verification and the Redis mirror run after commit
def test_the_mirror_follows_a_ranked_score_a_better_one_and_its_withdrawal(alice_api):
    first = start(alice_api)
    board = Board.practice(game="weaver", preset=Play.objects.get(pk=first["id"]).preset)
    lose(alice_api, first)
    earlier = Score.objects.get(play_id=first["id"])
    (entry,) = assert_mirror_is_the_database(board)
    assert (entry.score_id, entry.player, entry.result, entry.play_id) == (
        earlier.pk,
        "alice",
        "resigned",
        first["id"],
    )

    # A better game replaces the first one's row; taking it back brings the first one's row back.
    play = start(alice_api)
    for _ in range(3):
        play = act(alice_api, play, play["legal_actions"][0]["action"])
    lost = post(alice_api, play, "resign").json()
    better = Score.objects.get(play_id=play["id"])
    assert better.score > earlier.score
    (entry,) = assert_mirror_is_the_database(board)
    assert (entry.score_id, entry.moves) == (better.pk, better.actions_count)

    post(alice_api, lost, "undo")
    assert Score.objects.get(pk=better.pk).status == ScoreStatus.REJECTED
    (entry,) = assert_mirror_is_the_database(board)
    assert entry.score_id == earlier.pk

    call_command("leaderboards", "rebuild", stdout=StringIO())
    (entry,) = assert_mirror_is_the_database(board)
    assert entry.score_id == earlier.pk


@pytest.mark.django_db
def test_a_board_redis_lost_comes_back_whole_with_the_rebuild():
    make_verified_scores(40)
    board = Board.parse("practice-match3-classic")
    before = assert_mirror_is_the_database(board)
    renamed = UserFactory._meta.model.objects.get(pk=before[5].user_id)
    renamed.display_name = "Renamed Player"
    renamed.save(update_fields=["display_name"])

    clear_boards()  # what a restart without persistence or a flush leaves of the boards
    assert selectors.board_top(board, backend="redis") == [] and selectors.board_size(board) == 0
    output = StringIO()
    call_command("leaderboards", "rebuild", stdout=output)

    assert "40 board entries" in output.getvalue()
    after = assert_mirror_is_the_database(board)
    assert [e.score_id for e in after] == [e.score_id for e in before]
    assert after[5].player == "Renamed Player"  # the rebuild reads the names again


@pytest.mark.django_db
def test_a_verification_reads_the_score_once_and_writes_it_once(
    alice, django_assert_num_queries, django_capture_on_commit_callbacks
):
    challenge = make_challenge()
    actions, claimed = honest_game(seed=challenge.seed)
    daily = Score.objects.create(
        user=alice, game="match3", preset=challenge.preset, options=challenge.options,
        engine_version=get_game("match3").engine_version, daily_challenge=challenge, seed=challenge.seed,
        actions=actions, claimed_score=claimed, ranked=True, actions_count=len(actions),
        log_digest=log_digest(game="match3", options=challenge.options, seed=challenge.seed, actions=actions),
    )  # fmt: skip
    # One SELECT (with the player's name and the daily it ranks on), one conditional UPDATE; the board is Redis.
    with django_capture_on_commit_callbacks(execute=True), django_assert_num_queries(2):
        verified = score_verify(score_id=daily.pk)
    assert verified.status == ScoreStatus.VERIFIED and verified.score == claimed
    board = Board.daily(game="match3", preset=challenge.preset, date=challenge.date)
    (entry,) = assert_mirror_is_the_database(board)
    assert (entry.score_id, entry.player) == (daily.pk, "alice")
    with django_assert_num_queries(1):  # verified already: read, left as it is
        assert score_verify(score_id=daily.pk).verified_at == verified.verified_at


@pytest.mark.django_db
def test_a_verification_that_finds_its_score_withdrawn_meanwhile_writes_nothing(alice):

    actions, claimed = honest_game(seed="withdrawn-meanwhile")
    score = Score.objects.create(
        user=alice, game="match3", preset="", options={}, engine_version="1", seed="withdrawn-meanwhile",
        actions=actions, claimed_score=claimed, ranked=True, log_digest="withdrawn-meanwhile",
    )  # fmt: skip
    replayed = Score.objects.get(pk=score.pk)  # what the verification read before its replay
    reject(Score.objects.get(pk=score.pk), "Withdrawn while it was being verified.", None)
    replayed.status, replayed.score, replayed.verified_at = ScoreStatus.VERIFIED, claimed, timezone.now()

    assert _record([replayed]) == []
    assert Score.objects.get(pk=score.pk).status == ScoreStatus.REJECTED


@pytest.mark.django_db
def test_a_withdrawal_whose_unindex_runs_before_the_verifications_index_keeps_the_score_off_the_board(
    alice, django_capture_on_commit_callbacks
):
    """The verification commits, then a withdrawal commits and mirrors itself out of Redis, and only then does
    the verification's index run: the withdrawn score must not come back onto the board."""
    actions, claimed = honest_game(seed="late-index")
    score = Score.objects.create(
        user=alice, game="match3", preset="classic", options={}, engine_version="1", seed="late-index",
        actions=actions, claimed_score=claimed, ranked=True, log_digest="late-index",
    )  # fmt: skip
    with django_capture_on_commit_callbacks(execute=False) as late_index:
        assert score_verify(score_id=score.pk).status == ScoreStatus.VERIFIED
    board = Board.practice(game="match3", preset="classic")
    verified = Score.objects.get(pk=score.pk)
    member = rank_string(verified)
    reject(verified, "Withdrawn: taken back after it ended.", None)
    verified.save()
    unindex_score(verified, member, [board])  # the withdrawal's mirror ran first
    for callback in late_index:
        callback()  # the verification's index, late

    assert selectors.board_top(board, backend="redis") == []
    assert_mirror_is_the_database(board)


@pytest.mark.django_db
def test_a_board_ranked_before_its_rows_were_kept_still_shows_every_entry():
    """A mirror with members but without their rows (ranked by an older release, or rows lost) reads the
    missing rows from the database: the same page, never a gap or an empty board."""
    _, users = make_verified_scores(12)
    board = Board.parse("practice-match3-classic")
    expected = selectors.board_top(board, limit=100, backend="database")
    expected_around = selectors.board_around(board, users[5].pk, 2, backend="database")
    client = redis_client()
    some_ids = cast(list[bytes], client.hkeys(board.keys.entries))[::2]
    client.hdel(board.keys.entries, *some_ids)
    assert selectors.board_top(board, limit=100, backend="redis") == expected
    assert selectors.board_around(board, users[5].pk, 2, backend="redis") == expected_around
    client.delete(board.keys.entries)
    assert selectors.board_top(board, limit=100, backend="redis") == expected


@pytest.mark.django_db
def test_a_score_verified_again_later_replaces_its_own_member():
    """After a database crash lost a verification, the score is verified again with a later time: its new
    member sorts after the old one, and must still replace it (the same score), not be ignored as worse."""
    scores, _ = make_verified_scores(3)
    score = scores[0]
    board = Board.of_score(score)[0]
    before = selectors.board_top(board, limit=10, backend="redis")
    Score.objects.filter(pk=score.pk).update(verified_at=score.verified_at + dt.timedelta(seconds=5))
    score.refresh_from_db()
    index_score(score)
    assert selectors.board_top(board, limit=10, backend="redis") == selectors.board_top(
        board, limit=10, backend="database"
    )
    mine = [e for e in selectors.board_top(board, limit=10, backend="redis") if e.score_id == score.pk]
    assert len(mine) == 1 and mine[0].verified_at == score.verified_at
    assert len(before) == 3
