"""The leader's ghost in a real browser: after a daily's reveal, my replay with another player's game of the same
deal beside it, both moved by one step slider."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from games.daily import challenges as daily
from games.engines.registry import get_game
from games.models import Mode, Play, PlayAction, PlayStatus
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge

pytestmark = pytest.mark.django_db(transaction=True)


def finished_play(user, challenge, moves: int) -> Play:
    """A play of the revealed daily, played on the engine: the first legal action ``moves`` times, then resign."""
    game = get_game(challenge.game)
    state = game.new_game(challenge.seed, challenge.options, version=challenge.engine_version)
    actions = []
    for _ in range(moves):
        if state.is_over:
            break
        action = game.legal_actions(state)[0]
        state = game.apply(state, action)
        actions.append(action)
    if not state.is_over:
        state = game.resign(state)
        actions.append({"type": "resign"})
    outcome = game.outcome(state)
    play = Play.objects.create(
        player=user,
        game=challenge.game,
        engine_version=challenge.engine_version,
        options=challenge.options,
        preset=challenge.preset,
        seed=challenge.seed,
        mode=Mode.DAILY,
        daily_challenge=challenge,
        status=PlayStatus.WON if outcome.status.value == "won" else PlayStatus.LOST,
        score=outcome.score,
        action_count=len(actions),
        state=game.serialize(state),
        dealt_by_server=True,
        ranked=True,
    )
    PlayAction.objects.bulk_create(PlayAction(play=play, index=n, action=a) for n, a in enumerate(actions))
    return play


def test_my_replay_plays_beside_anothers_game_of_the_same_deal_on_one_slider(live, context):
    challenge = make_challenge(game="match3", date=daily.today() - dt.timedelta(days=2))  # revealed
    mine = finished_play(UserFactory(username="me"), challenge, moves=2)
    leader = finished_play(UserFactory(username="leader"), challenge, moves=5)
    page = context.new_page()
    page.goto(f"{live.url}/#/replay/{mine.pk}?beside={leader.pk}")
    expect(page.get_by_test_id("ghost-board")).to_be_visible()
    expect(page.get_by_test_id("replay-position")).to_have_text(f"Step 0 of {leader.action_count}")
    expect(page.get_by_test_id("ghost-caption")).to_have_text("The deal")
    page.get_by_test_id("replay-forward").click()
    expect(page.get_by_test_id("replay-position")).to_have_text(f"Step 1 of {leader.action_count}")
    expect(page.get_by_test_id("ghost-caption")).to_contain_text(f"Move 1 of {leader.action_count}")
    page.get_by_test_id("replay-last").click()  # past the end of my game: mine stays on its last position
    expect(page.get_by_test_id("ghost-caption")).to_contain_text(f"Move {leader.action_count} of")
    expect(page.get_by_test_id("replay-position")).to_have_text(
        f"Step {leader.action_count} of {leader.action_count}"
    )
