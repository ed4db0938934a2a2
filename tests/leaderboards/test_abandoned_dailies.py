"""A daily left unfinished ends as a resignation when its deal is revealed, and ranks like any other loss: walking
away from a bad start must not keep an account off the day's board, its season points or its rating."""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine

from games.models import Play
from games.selectors import play_log
from leaderboards.models import RatingChange, Score, ScoreStatus, SeasonPoints, SettledDaily
from leaderboards.standings import dailies_due
from leaderboards.tasks import settle_closed_dailies
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 11, 20)
NOON = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.UTC)
IN_GRACE = dt.datetime(2026, 11, 21, 0, 30, tzinfo=dt.UTC)
REVEALED = dt.datetime(2026, 11, 21, 1, 5, tzinfo=dt.UTC)


@pytest.fixture
def day(settings):
    settings.DAILY_GRACE_MINUTES = 60
    return make_challenge(date=DAY)


def start(user, commit) -> tuple:
    api = client_for(user)
    return api, commit(lambda: api.post(f"/api/v1/daily/{DAY}/match3/start")).json()


def one_move(api, snapshot, commit) -> dict:
    move = {"action": snapshot["legal_actions"][0]["action"], "expected_version": snapshot["version"]}
    return commit(lambda: api.post(f"/api/v1/plays/{snapshot['id']}/actions", move, format="json")).json()


def test_a_daily_walked_away_from_ranks_as_a_resignation_with_points_and_rating(day, commit):
    players = [UserFactory(username=name) for name in ("finisher", "resigner", "quitter")]
    with time_machine.travel(NOON, tick=False):
        (finisher_api, finisher), (resigner_api, resigner), (quitter_api, quitter) = (
            start(user, commit) for user in players
        )
        play_out(finisher_api, finisher, commit, resign_after=3)
        play_out(resigner_api, resigner, commit, resign_after=0)
        left = one_move(quitter_api, quitter, commit)
    assert left["status"] == "playing"

    with time_machine.travel(IN_GRACE, tick=False):
        # Still playable in the grace period: nothing is ended, nothing is settled.
        assert commit(lambda: settle_closed_dailies.delay().get()) == 0
        assert Play.objects.get(pk=quitter["id"]).status == "playing"

    with time_machine.travel(REVEALED, tick=False):
        # The first run ends the play (its score then waits for verification); a later one settles the day.
        settled = commit(lambda: settle_closed_dailies.delay().get())
        settled += commit(lambda: settle_closed_dailies.delay().get())
        ended = quitter_api.get(f"/api/v1/plays/{quitter['id']}").json()

    assert settled == 1
    assert (ended["status"], ended["end_reason"], ended["version"]) == (
        "lost",
        "abandoned",
        left["version"] + 1,
    )
    assert play_log(Play.objects.get(pk=quitter["id"]))[-1] == {"type": "resign"}
    score = Score.objects.get(user=players[2], daily_challenge=day)
    assert score.ranked and score.status == ScoreStatus.VERIFIED and score.result == "resigned"
    assert SettledDaily.objects.get(challenge=day).entrants == 3
    assert SeasonPoints.objects.filter(challenge=day).count() == 3
    assert RatingChange.objects.filter(challenge=day, user=players[2]).exists()
    # Settling again ends and changes nothing.
    with time_machine.travel(REVEALED, tick=False):
        assert commit(lambda: settle_closed_dailies.delay().get()) == 0
    assert Score.objects.filter(daily_challenge=day).count() == 3


def test_a_day_is_not_settled_while_one_of_its_plays_is_still_in_progress(day, commit):
    users = [UserFactory(username=name) for name in ("done", "open")]
    with time_machine.travel(NOON, tick=False):
        (done_api, done), (_, _open) = (start(user, commit) for user in users)
        play_out(done_api, done, commit, resign_after=0)
    # Without ending the open play first (the settle run does that), the day is not due.
    assert dailies_due(now=REVEALED) == []
