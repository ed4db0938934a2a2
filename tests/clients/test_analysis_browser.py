"""The analysis in a real browser: a lost daily's replay, after the reveal, names the move that lost the win and
steps through the way the win went on beside the player's own game, on the replay's one slider."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from accounts.models import User
from games.models import DailyChallenge, Mode
from games.selectors import daily_grace
from games.services import play_act, play_start
from tests.clients.test_browser_experience import register
from tests.factories import UserFactory
from tests.games.test_analysis_api import CUT, certified_witch_daily

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_lost_dailys_replay_shows_the_turning_point_and_the_way_on_after_the_reveal(live, context):
    user = UserFactory(username="fay")
    challenge, line = certified_witch_daily()
    play = play_start(
        user=user,
        game="witch",
        options=challenge.options,
        seed=challenge.seed,
        mode=Mode.DAILY,
        daily_challenge=challenge,
    )
    for version, action in enumerate(line[:CUT]):
        play_act(play_id=play.pk, user=user, action=action, expected_version=version)
    play_act(play_id=play.pk, user=user, action={"type": "resign"}, expected_version=CUT)
    DailyChallenge.objects.filter(pk=challenge.pk).update(
        closes_at=timezone.now() - daily_grace() - dt.timedelta(minutes=1)
    )
    total = max(CUT + 1, len(line))  # the slider reaches the end of the player's game and of the way on

    page = context.new_page()
    page.goto(f"{live.url}/#/replay/{play.pk}")
    expect(page.get_by_test_id("analysis-verdict")).to_contain_text(
        f"The win slipped away at move {CUT + 1} of {CUT + 1}."
    )
    expect(page.get_by_test_id("turning-move")).to_be_visible()
    expect(page.get_by_test_id("way-column")).to_be_hidden()  # the replay stays the player's until asked
    expect(page.get_by_test_id("replay-position")).to_have_text(f"Step 0 of {CUT + 1}")
    page.get_by_test_id("analysis-turning").click()
    expect(page.get_by_test_id("replay-position")).to_have_text(f"Step {CUT} of {CUT + 1}")

    page.get_by_test_id("analysis-way").click()
    expect(page.get_by_test_id("way-column")).to_be_visible()
    expect(page.get_by_test_id("replay-position")).to_have_text(f"Step {CUT} of {total}")
    expect(page.get_by_test_id("way-caption")).to_contain_text("still winnable from here")
    page.get_by_test_id("replay-first").click()
    expect(page.get_by_test_id("way-caption")).to_contain_text(f"From move {CUT} the game could still be won")
    page.get_by_test_id("analysis-turning").click()
    page.get_by_test_id("replay-forward").click()
    expect(page.get_by_test_id("way-caption")).to_contain_text(f"Way 1 of {len(line) - CUT}")
    page.get_by_test_id("replay-last").click()
    expect(page.get_by_test_id("way-caption")).to_contain_text(f"Way {len(line) - CUT} of {len(line) - CUT}")
    expect(page.get_by_test_id("way-caption")).to_contain_text("· won")


def test_the_result_card_and_its_share_text_carry_the_verdict_once_the_day_is_revealed(live, context):
    page = context.new_page()
    register(page, live, "gus")
    user = User.objects.get(username="gus")
    challenge, line = certified_witch_daily()
    play = play_start(
        user=user,
        game="witch",
        options=challenge.options,
        seed=challenge.seed,
        mode=Mode.DAILY,
        daily_challenge=challenge,
    )
    for version, action in enumerate(line[:CUT]):
        play_act(play_id=play.pk, user=user, action=action, expected_version=version)
    play_act(play_id=play.pk, user=user, action={"type": "resign"}, expected_version=CUT)
    DailyChallenge.objects.filter(pk=challenge.pk).update(
        closes_at=timezone.now() - daily_grace() - dt.timedelta(minutes=1)
    )
    verdict = f"The win slipped away at move {CUT + 1} of {CUT + 1}."

    page.goto(f"{live.url}/#/play/{play.pk}")
    expect(page.get_by_test_id("result-card")).to_be_visible()
    expect(page.get_by_test_id("result-analysis")).to_have_text(verdict)
    page.get_by_test_id("share").click()
    text = page.get_by_test_id("share-text").inner_text()
    assert verdict in text and challenge.seed not in text
