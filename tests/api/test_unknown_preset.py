"""An unknown preset names the option it is about everywhere a preset is taken. The codes stay as each operation
first published them (docs/api-changelog.md, 1.2.0): ``plays_start`` answers ``invalid_options`` (since 1.0),
the races ``unknown_preset`` (since 1.1); changing either would break a client within v1."""

from __future__ import annotations

import pytest

from games.models import Play
from races.models import Race


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("/api/v1/plays", "invalid_options"),
        ("/api/v1/races", "unknown_preset"),
        ("/api/v1/races/quick-match", "unknown_preset"),
    ],
)
def test_a_preset_the_game_does_not_have_is_refused_naming_the_option(alice_api, path, code):
    response = alice_api.post(path, {"game": "match3", "preset": "impossible"}, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code and "impossible" in error["message"]
    assert error["details"] == {"option": "preset"}
    assert not Play.objects.exists() and not Race.objects.exists()


def test_an_option_the_game_does_not_take_is_invalid_options(alice_api):
    response = alice_api.post(
        "/api/v1/plays", {"game": "match3", "options": {"no_such_option": 1}}, format="json"
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_options"


@pytest.mark.parametrize("path", ["/api/v1/races", "/api/v1/races/quick-match"])
def test_a_blank_looking_preset_is_an_unknown_preset_not_a_blank_field(alice_api, path):
    """The schema allows any string up to 32 characters: " " or a no-break space is a preset no game has (found
    by schemathesis as a 400 ``invalid`` "may not be blank", which the schema does not promise)."""
    for preset in (" ", "\u00a0"):
        response = alice_api.post(path, {"game": "match3", "preset": preset}, format="json")
        assert response.status_code == 400 and response.json()["error"]["code"] == "unknown_preset"
        unknown_game = alice_api.post(path, {"game": "no-such-game", "preset": preset}, format="json")
        assert unknown_game.status_code == 404
    assert not Race.objects.exists()
