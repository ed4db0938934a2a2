"""The leaderboards in a real browser, reached from the catalogue: daily boards (today and a past day), the
season standings, ranked practice and the rating board, and the rating chart on My games."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from playwright.sync_api import expect

from accounts.models import AccessToken
from accounts.services import token_issue
from games.daily import challenges as daily
from leaderboards.ranking import rebuild, uses_redis
from leaderboards.tasks import settle_closed_dailies
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.leaderboards.test_ratings import result

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def boards(transactional_db):
    """Three registered players: a ranked result on today's daily and on two closed past dailies (settled
    into season points and ratings), and a ranked practice score."""
    players = [UserFactory(username=name, display_name=name.title()) for name in ("ada", "ben", "cy")]
    today = make_challenge()
    for back in (2, 1):
        past = make_challenge(date=daily.today() - dt.timedelta(days=back))
        for n, player in enumerate(players):
            result(player, past, rank_1=10 - n, won=n == 0)
    result(players[1], today, rank_1=4)
    practice = result(players[2], today, rank_1=7)
    practice.daily_challenge, practice.log_digest = None, "practice"
    practice.save()
    settle_closed_dailies.delay().get()
    if uses_redis():  # the scores were inserted directly: index the boards as `leaderboards rebuild` does
        rebuild()
    return {"players": players, "today": today}


def test_every_kind_of_board_and_past_periods_from_the_catalogue(live, context, boards):
    page = context.new_page()
    page.goto(live.url + "/#/leaderboards")
    expect(page.get_by_test_id("board-title")).to_contain_text(f"daily of {daily.today()}")
    expect(page.locator("table.board-table").first).to_contain_text("Ben")
    options = page.get_by_test_id("board-select").locator("option")
    expect(options).to_have_count(3)  # today and two past days
    yesterday = daily.today() - dt.timedelta(days=1)
    page.get_by_test_id("board-select").select_option(f"daily-match3-classic-{yesterday}")
    expect(page.get_by_test_id("board-title")).to_contain_text(f"daily of {yesterday}")
    first_row = page.locator("table.board-table tbody tr").first
    expect(first_row).to_contain_text("Ada")
    expect(first_row).to_contain_text("won")

    page.get_by_test_id("board-kind-season").click()
    expect(page.get_by_test_id("board-title")).to_contain_text("season")
    expect(page.locator("table.board-table thead").first).to_contain_text("Points")
    expect(page.locator("table.board-table tbody tr").first).to_contain_text("Ada")

    page.get_by_test_id("board-kind-practice").click()
    page.get_by_test_id("board-select").select_option("practice-match3-classic")
    expect(page.get_by_test_id("board-title")).to_contain_text("ranked practice")
    expect(page.locator("table.board-table tbody tr").first).to_contain_text("Cy")

    page.get_by_test_id("board-kind-rating").click()
    page.get_by_test_id("board-select").select_option("rating-match3")
    expect(page.locator("table.board-table thead").first).to_contain_text("Rating")
    rows = page.locator("table.board-table").first.locator("tbody tr")
    expect(rows).to_have_count(3)
    expect(rows.first).to_contain_text("Ada")


def test_my_games_draws_my_rating_history(live, context, boards):
    ada = boards["players"][0]
    token = token_issue(user=ada, kind=AccessToken.Kind.LOGIN).key
    user = {"id": ada.pk, "username": ada.username, "display_name": ada.display_name, "is_guest": False}
    page = context.new_page()
    page.goto(live.url + "/")
    page.evaluate(
        "([token, user]) => { localStorage.setItem('patience.token', token); localStorage.setItem('patience.user', user); }",
        [token, json.dumps(user)],
    )
    page.goto(live.url + "/#/me")
    rating = page.get_by_test_id("rating-match3")
    expect(rating).to_contain_text("#1")
    expect(rating.locator("svg.rating-chart polyline")).to_have_count(1)
