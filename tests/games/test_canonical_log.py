"""The move log stores the listed spelling of an action, whatever spelling the client sent."""

from __future__ import annotations

import pytest

from games.models import Play
from games.selectors import play_log

pytestmark = pytest.mark.django_db


def test_a_move_sent_without_its_optional_field_is_logged_as_listed(alice_api):
    weaver = alice_api.post("/api/v1/plays", {"game": "weaver", "seed": "spelling"}, format="json").json()
    listed = weaver["legal_actions"][0]["action"]
    short = {k: v for k, v in listed.items() if k != "card"}  # 'card' only double-checks the index
    response = alice_api.post(
        f"/api/v1/plays/{weaver['id']}/actions", {"action": short, "expected_version": 0}, format="json"
    )
    assert response.status_code == 200, response.json()
    assert play_log(Play.objects.get(pk=weaver["id"])) == [listed]
