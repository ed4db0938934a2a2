"""Practice comfort: the move that lost a practice game can be taken back; the game then plays on, unranked
for good. Dailies and won games are never reopened."""

from __future__ import annotations

import pytest

from games.models import Play
from games.services import play_start
from leaderboards.models import Score, ScoreStatus
from leaderboards.ranking import uses_redis
from leaderboards.services import WITHDRAWN_REASON

# Transactions commit, so that verification and the Redis mirror (both after commit) run as in production.
pytestmark = pytest.mark.django_db(transaction=True)

BOARD = "practice-weaver-{preset}"


def start(client, game="weaver"):
    """A practice game the server deals (no chosen seed), so that it ranks until it is taken back."""
    response = client.post("/api/v1/plays", {"game": game}, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["ranked"] is True
    return response.json()


def act(client, play, action):
    response = client.post(
        f"/api/v1/plays/{play['id']}/actions",
        {"action": action, "expected_version": play["version"]},
        format="json",
    )
    assert response.status_code == 200, response.json()
    return response.json()


def post(client, play, what):
    return client.post(
        f"/api/v1/plays/{play['id']}/{what}", {"expected_version": play["version"]}, format="json"
    )


def my_rank(client, preset):
    response = client.get(f"/api/v1/leaderboards/{BOARD.format(preset=preset)}/me?k=0")
    assert response.status_code == 200, response.json()
    return response.json()["rank"]


def lose(client, play):
    """One move, then a resignation: a lost practice game with a score on its preset's board."""
    played = act(client, play, play["legal_actions"][0]["action"])
    lost = post(client, played, "resign").json()
    assert lost["status"] == "lost" and lost["can_undo"] is True
    assert Score.objects.get(play_id=play["id"]).status == ScoreStatus.VERIFIED  # eager Celery, on commit
    return lost


def test_the_move_that_lost_a_practice_game_is_taken_back_and_the_game_plays_on(alice_api):
    play = start(alice_api)
    lost = lose(alice_api, play)
    undone = post(alice_api, lost, "undo")
    assert undone.status_code == 200, undone.json()
    body = undone.json()
    assert body["status"] == "playing" and body["end_reason"] is None and body["finished_at"] is None
    assert body["actions_count"] == 1 and body["version"] == lost["version"] + 1 and body["undo_count"] == 1
    assert body["ranked"] is False and body["legal_actions"]
    # And it plays on.
    assert act(alice_api, body, body["legal_actions"][0]["action"])["actions_count"] == 2


def test_a_taken_back_game_leaves_the_board_and_never_ranks_again(alice_api):
    play = start(alice_api)
    preset = Play.objects.get(pk=play["id"]).preset
    lost = lose(alice_api, play)
    score = Score.objects.get(play_id=play["id"])
    assert score.status == ScoreStatus.VERIFIED and my_rank(alice_api, preset) == 1

    reopened = post(alice_api, lost, "undo").json()
    score.refresh_from_db()
    assert score.status == ScoreStatus.REJECTED and score.reason == WITHDRAWN_REASON
    assert my_rank(alice_api, preset) is None

    # Ending it again makes no new score: the withdrawn row stays the play's one score.
    again = post(alice_api, reopened, "resign").json()
    assert again["status"] == "lost" and again["ranked"] is False
    assert list(Score.objects.filter(play_id=play["id"]).values_list("status", flat=True)) == ["rejected"]
    assert my_rank(alice_api, preset) is None


def test_a_won_practice_game_cannot_be_taken_back(alice_api):
    play = start(alice_api)
    played = act(alice_api, play, play["legal_actions"][0]["action"])
    Play.objects.filter(pk=play["id"]).update(status="won", end_reason="won")
    response = post(alice_api, played, "undo")
    assert response.status_code == 409 and response.json()["error"]["code"] == "game_over"
    assert Play.objects.get(pk=play["id"]).version == played["version"]


def test_a_lost_daily_is_never_reopened_and_keeps_its_score(alice, alice_api):
    play = play_start(user=alice, game="weaver", seed="daily-loss", mode="daily")
    snapshot = alice_api.get(f"/api/v1/plays/{play.id}").json()
    lost = post(alice_api, snapshot, "resign").json()
    assert lost["status"] == "lost" and lost["can_undo"] is False
    response = post(alice_api, lost, "undo")
    assert response.status_code == 403 and response.json()["error"]["code"] == "undo_not_allowed"
    assert Play.objects.get(pk=play.id).status == "lost"
    assert Score.objects.get(play_id=play.id).status == ScoreStatus.VERIFIED


@pytest.mark.services
def test_a_withdrawn_score_leaves_the_redis_board_and_the_players_earlier_best_comes_back(alice_api):
    assert uses_redis()
    first = start(alice_api)
    preset = Play.objects.get(pk=first["id"]).preset
    lose(alice_api, first)
    earlier = Score.objects.get(play_id=first["id"])
    # A second game scores better (more moves before resigning), and is then taken back.
    play = start(alice_api)
    for _ in range(3):
        play = act(alice_api, play, play["legal_actions"][0]["action"])
    lost = post(alice_api, play, "resign").json()
    better = Score.objects.get(play_id=play["id"])
    board = alice_api.get(f"/api/v1/leaderboards/{BOARD.format(preset=preset)}/me?k=0").json()
    best_id = better.pk if better.score > earlier.score else earlier.pk
    assert board["score"] == Score.objects.get(pk=best_id).score

    post(alice_api, lost, "undo")
    board = alice_api.get(f"/api/v1/leaderboards/{BOARD.format(preset=preset)}/me?k=0").json()
    assert board["rank"] == 1 and board["score"] == earlier.score and board["size"] == 1
