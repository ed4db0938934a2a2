"""What a board's entries say of each game: how it ended, and the play behind it (for its replay)."""

from __future__ import annotations

import pytest

from leaderboards.models import Score
from leaderboards.services import score_submit_offline
from leaderboards.verification import score_verify

pytestmark = pytest.mark.django_db(transaction=True)  # verification runs after commit


def test_an_entry_says_resigned_and_names_its_play_and_an_offline_game_says_lost(alice, alice_api, bob, api):
    play = alice_api.post("/api/v1/plays", {"game": "weaver", "seed": "entries"}, format="json").json()
    alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    offline, _ = score_submit_offline(
        user=bob, game="weaver", seed="entries-offline", actions=[{"type": "resign"}]
    )
    score_verify(score_id=offline.pk)
    preset = Score.objects.get(play_id=play["id"]).preset

    entries = api.get(f"/api/v1/leaderboards/all-weaver-{preset}/").json()["entries"]
    by_player = {entry["player"]: entry for entry in entries}
    assert by_player["alice"]["result"] == "resigned" and by_player["alice"]["play_id"] == play["id"]
    bob_entry = next(entry for name, entry in by_player.items() if name != "alice")
    assert bob_entry["result"] == "lost" and bob_entry["play_id"] is None
    assert all(entry["won"] is False for entry in entries)
