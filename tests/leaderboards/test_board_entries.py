"""What a board's entries say of each game: how it ended, and the play behind it (for its replay)."""

from __future__ import annotations

import pytest

from leaderboards.models import Score
from leaderboards.services import score_submit_offline
from leaderboards.verification import score_verify

pytestmark = pytest.mark.django_db(transaction=True)  # verification runs after commit


def test_an_entry_says_resigned_and_names_its_play_and_an_offline_game_is_not_on_the_board(
    alice, alice_api, bob, bob_api, api
):
    # No seed: the server deals, so the practice game ranks (a chosen seed would make it casual).
    play = alice_api.post("/api/v1/plays", {"game": "weaver"}, format="json").json()
    assert play["ranked"] is True
    alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    offline, _ = score_submit_offline(
        user=bob, game="weaver", seed="entries-offline", actions=[{"type": "resign"}]
    )
    score_verify(score_id=offline.pk)
    (board_id,) = alice_api.get("/api/v1/me/scores", {"play": play["id"]}).json()["results"][0]["boards"]
    assert board_id == f"practice-weaver-{Score.objects.get(play_id=play['id']).preset}"

    entries = api.get(f"/api/v1/leaderboards/{board_id}/").json()["entries"]
    by_player = {entry["player"]: entry for entry in entries}
    assert by_player["alice"]["result"] == "resigned" and by_player["alice"]["play_id"] == play["id"]
    assert all(entry["won"] is False for entry in entries)
    # An offline game never ranks (the client knew the deck): it is not on the board, but its verified score
    # says how it ended (the server reads a resignation from the log) and names the board it would place on.
    assert set(by_player) == {"alice"}
    (bob_score,) = bob_api.get("/api/v1/me/scores").json()["results"]
    assert bob_score["id"] == offline.pk and bob_score["status"] == "verified"
    assert bob_score["result"] == "resigned" and bob_score["ranked"] is False
    assert bob_score["boards"] == [board_id]
