"""``manage.py leaderboards reverify`` after a (simulated) engine fix: a score whose log no longer replays is
voided, kept with its reason and an audit record, and leaves the board in Redis and in the database alike."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from games.engines.base import InvalidActionError
from games.engines.registry import get_game
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import Score, ScoreAudit, ScoreStatus
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import play_out

pytestmark = pytest.mark.django_db
BOARD = Board.practice(game="match3", preset="classic")


def ranked_practice(user, commit, *, moves: int) -> Score:
    client = client_for(user)
    play = client.post("/api/v1/plays", {"game": "match3"}, format="json").json()
    play_out(client, play, commit, resign_after=moves)
    score = Score.objects.get(play_id=play["id"])
    assert score.status == ScoreStatus.VERIFIED and score.ranked
    return score


def on_board(backend: str) -> set[int]:
    return {e.score_id for e in selectors.board_top(BOARD, backend=backend) if e.score_id is not None}


@pytest.mark.services
def test_reverify_voids_a_score_that_no_longer_replays_and_the_board_loses_it_everywhere(commit, monkeypatch):
    kept = ranked_practice(UserFactory(username="resigned-at-once"), commit, moves=0)
    broken = ranked_practice(UserFactory(username="moved-first"), commit, moves=2)
    assert on_board("redis") == on_board("database") == {kept.pk, broken.pk}

    game = get_game("match3")
    original = game._apply_in_place  # the step both apply and replay take

    def fixed_engine(state, action):  # the "fix": the engine now refuses every move but resigning
        if action.get("type") != "resign":
            raise InvalidActionError("a corrected rule refuses this move")
        return original(state, action)

    monkeypatch.setattr(game, "_apply_in_place", fixed_engine)
    output = StringIO()
    call_command("leaderboards", "reverify", "--game", "match3", stdout=output)
    assert "2 match3 scores replayed" in output.getvalue() and "1 voided" in output.getvalue()

    broken.refresh_from_db()
    assert broken.status == ScoreStatus.VOIDED and "action 0 is refused" in broken.reason
    audit = ScoreAudit.objects.get(score=broken)
    assert audit.previous_status == ScoreStatus.VERIFIED and audit.reason == broken.reason
    assert on_board("redis") == on_board("database") == {kept.pk}
    assert (
        selectors.board_size(BOARD, backend="redis") == selectors.board_size(BOARD, backend="database") == 1
    )

    history = client_for(broken.user).get("/api/v1/me/scores").json()["results"]
    assert history[0]["note"] == f"voided: {broken.reason}"
    monkeypatch.undo()
    call_command("leaderboards", "reverify", "--game", "match3", stdout=StringIO())
    assert Score.objects.get(pk=kept.pk).status == ScoreStatus.VERIFIED  # still verifies: left alone


def test_reverify_filters_by_engine_version_and_date_and_refuses_bad_arguments(commit):
    ranked_practice(UserFactory(username="old-engine"), commit, moves=0)
    output = StringIO()
    call_command(
        "leaderboards", "reverify", "--game", "match3", "--engine-version", "0.0-none", stdout=output
    )
    assert "0 match3 scores replayed" in output.getvalue()
    call_command("leaderboards", "reverify", "--game", "match3", "--since", "2000-01-01", stdout=output)
    assert "1 match3 scores replayed" in output.getvalue()
    with pytest.raises(CommandError, match="no game 'chess'"):
        call_command("leaderboards", "reverify", "--game", "chess")
    with pytest.raises(CommandError, match="needs --game"):
        call_command("leaderboards", "reverify")
