"""One code for one mistake (issue 34): every operation that takes a preset answers a name the game does not
have with ``400 unknown_preset`` naming the option, where plays_start answered ``invalid_options`` and the
races ``unknown_preset``. A bad option value is still ``invalid_options``."""

from __future__ import annotations

import pytest

from games.models import Play
from races.models import Race


@pytest.mark.parametrize("path", ["/api/v1/plays", "/api/v1/races", "/api/v1/races/quick-match"])
def test_a_preset_the_game_does_not_have_is_unknown_preset_wherever_a_preset_is_taken(alice_api, path):
    response = alice_api.post(path, {"game": "match3", "preset": "impossible"}, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "unknown_preset" and "impossible" in error["message"]
    assert error["details"] == {"option": "preset"}
    assert not Play.objects.exists() and not Race.objects.exists()


def test_an_option_value_out_of_range_is_still_invalid_options(alice_api):
    response = alice_api.post(
        "/api/v1/plays", {"game": "match3", "options": {"no_such_option": 1}}, format="json"
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_options"
