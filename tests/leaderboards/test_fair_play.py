"""Ranked and casual play (docs/fair-play.md), one test per rule: only a deal the server dealt, played on the
server, without hint or undo, by a registered account, ranks; everything else is verified and kept, never on
a board."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from games import fair_play
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import Score, ScoreStatus
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out

pytestmark = pytest.mark.django_db


def on_a_board(score: Score) -> bool:
    """Whether the score is on any board it fits by game, preset and day (in both backends)."""
    assert Board.fitting(score), "the score fits no board: the test would prove nothing"
    for board in Board.fitting(score):
        for backend in ("database", *(("redis",) if selectors.uses_redis() else ())):
            if any(e.score_id == score.pk for e in selectors.board_top(board, backend=backend)):
                return True
    return False


def verified_score_of(play: dict) -> Score:
    score = Score.objects.get(play_id=play["id"])
    assert score.status == ScoreStatus.VERIFIED
    return score


def start_practice(client, **body):
    response = client.post("/api/v1/plays", {"game": "match3", **body}, format="json")
    assert response.status_code == 201
    return response.json()


def test_a_clean_ranked_practice_play_ranks_and_its_seed_stays_secret_until_the_end(alice_api, commit):
    play = start_practice(alice_api)
    assert play["ranked"] is True and play["unranked_reason"] is None
    assert alice_api.get(f"/api/v1/plays/{play['id']}/log").json()["seed"] is None
    final = play_out(alice_api, play, commit)
    assert final["ranked"] is True
    assert alice_api.get(f"/api/v1/plays/{play['id']}/log").json()["seed"]
    score = verified_score_of(play)
    assert score.ranked and on_a_board(score)


def test_a_hinted_play_is_verified_and_on_no_board(alice_api, commit):
    play = start_practice(alice_api)
    alice_api.post(f"/api/v1/plays/{play['id']}/hint")
    play = alice_api.get(f"/api/v1/plays/{play['id']}").json()
    assert play["ranked"] is False and play["unranked_reason"] == fair_play.HINT
    play_out(alice_api, play, commit)
    score = verified_score_of(play)
    assert not score.ranked and score.unranked_reason == fair_play.HINT and not on_a_board(score)


def test_an_undone_play_is_verified_and_on_no_board(alice_api, commit):
    play = start_practice(alice_api)
    moved = alice_api.post(
        f"/api/v1/plays/{play['id']}/actions",
        {"action": play["legal_actions"][0]["action"], "expected_version": 0},
        format="json",
    ).json()
    undone = alice_api.post(
        f"/api/v1/plays/{play['id']}/undo", {"expected_version": moved["version"]}, format="json"
    )
    assert undone.json()["ranked"] is False and undone.json()["unranked_reason"] == fair_play.UNDO
    play_out(alice_api, undone.json(), commit)
    score = verified_score_of(play)
    assert not score.ranked and score.unranked_reason == fair_play.UNDO and not on_a_board(score)


def test_a_chosen_seed_practice_play_is_casual(alice_api, commit):
    play = start_practice(alice_api, seed="my-favourite-deal")
    assert play["ranked"] is False and play["unranked_reason"] == fair_play.CHOSEN_SEED
    play_out(alice_api, play, commit)
    score = verified_score_of(play)
    assert not score.ranked and not on_a_board(score)


def test_an_offline_submission_that_asks_to_rank_gets_its_score_back_unranked(alice_api, commit):
    from games.engines.bots import RandomBot
    from games.engines.bots import play_out as bot_play_out
    from games.engines.registry import get_game

    game = get_game("match3")
    final, actions = bot_play_out(game, game.new_game("offline-deal"), RandomBot(seed=1))
    response = commit(
        lambda: alice_api.post(
            "/api/v1/scores",
            {"game": "match3", "seed": "offline-deal", "actions": actions, "ranked": True},
            format="json",
        )
    )
    assert response.status_code == 202
    body = response.json()
    assert body["ranked"] is False and body["unranked_reason"] == fair_play.OFFLINE
    score = Score.objects.get(pk=body["id"])
    assert score.status == ScoreStatus.VERIFIED and score.score == game.score(final)
    assert not on_a_board(score)


def test_a_registered_daily_play_ranks_even_resigned(alice_api, commit):
    challenge = make_challenge()
    play = alice_api.post(f"/api/v1/daily/{challenge.date}/match3/start").json()
    assert play["ranked"] is True
    final = play_out(alice_api, play, commit, resign_after=2)
    assert final["status"] == "lost"
    score = verified_score_of(play)
    assert score.ranked and score.result == "resigned" and on_a_board(score)


def test_a_hinted_daily_like_practice_says_where_it_would_place(alice_api, bob_api, commit):
    ranked = start_practice(alice_api)
    play_out(alice_api, ranked, commit, resign_after=0)  # alice: resigned at once, the lowest result
    play = start_practice(bob_api)
    bob_api.post(f"/api/v1/plays/{play['id']}/hint")
    play_out(bob_api, bob_api.get(f"/api/v1/plays/{play['id']}").json(), commit)
    score = verified_score_of(play)
    assert not score.ranked and not on_a_board(score)
    board = Board.practice(game="match3", preset=score.preset)
    me = bob_api.get(f"/api/v1/leaderboards/{board.id}/me").json()
    # A game played to its end places above a resignation, whatever either scored.
    assert me["rank"] is None and me["size"] == 1 and me["would_place"] == 1


def test_a_guest_who_upgrades_keeps_its_games_casual(api, commit):
    guest = api.post("/api/v1/auth/guest").json()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {guest['token']}")
    before = start_practice(api)
    finished_before = play_out(api, start_practice(api), commit, resign_after=1)
    upgraded = api.post(
        "/api/v1/auth/upgrade",
        {"username": "upgraded", "password": "a long enough password 1"},
        format="json",
    )
    assert upgraded.status_code == 200
    play_out(api, before, commit)
    for play in (before, finished_before):
        score = verified_score_of(play)
        assert not score.ranked and score.unranked_reason == fair_play.GUEST and not on_a_board(score)
    after = start_practice(api)
    assert after["ranked"] is True  # what the account starts once registered ranks


def test_a_lost_daily_ranks_below_every_win(db):
    challenge = make_challenge()
    verified = timezone.now() - dt.timedelta(minutes=5)

    def ranked_daily(name, *, won, rank_1):
        return Score.objects.create(
            user=UserFactory(username=name), game="match3", preset=challenge.preset, options={},
            engine_version="1", daily_challenge=challenge, seed=challenge.seed, actions=[],
            log_digest=name, score=rank_1 * 10, won=won, rank_key=[rank_1], rank_1=rank_1, ranked=True,
            status=ScoreStatus.VERIFIED, verified_at=verified, result="won" if won else "lost",
        )  # fmt: skip

    from leaderboards.ranking import index_score, uses_redis

    scores = [
        ranked_daily("lost-high", won=False, rank_1=40),
        ranked_daily("won-low", won=True, rank_1=2),
        ranked_daily("won-high", won=True, rank_1=9),
    ]
    if uses_redis():
        for score in scores:
            index_score(score)
    board = Board.daily(game="match3", preset=challenge.preset, date=challenge.date)
    for backend in ("database", *(("redis",) if uses_redis() else ())):
        assert [e.player for e in selectors.board_top(board, backend=backend)] == [
            "won-high",
            "won-low",
            "lost-high",
        ]


def test_the_fair_play_page_is_served_with_the_rules(client):
    response = client.get("/fair-play")
    assert response.status_code == 200
    page = response.content.decode()
    assert "Fair play" in page and "offline" in page and "guest" in page.lower()


def test_every_play_list_entry_and_score_says_whether_it_ranks(alice, commit):
    client = client_for(alice)
    start_practice(client, seed="chosen")
    listed = client.get("/api/v1/plays").json()["results"][0]
    assert listed["ranked"] is False and listed["unranked_reason"] == fair_play.CHOSEN_SEED
