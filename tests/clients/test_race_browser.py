"""A two-player race in two browser contexts: the lobby, the start, each player's own board, the rival's
progress live on the other page, leaving (resigning), and the verified places on both pages."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest
from playwright.sync_api import expect

from accounts.models import AccessToken
from accounts.services import token_issue
from races.services import race_create, race_join
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db(transaction=True)


def page_of(browser, live, user):
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    context.set_default_timeout(15_000)
    page = context.new_page()
    token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
    shown = {"id": user.pk, "username": user.username, "display_name": "", "is_guest": False}
    page.goto(live.url + "/")
    page.evaluate(
        "([token, user]) => { localStorage.setItem('patience.token', token); localStorage.setItem('patience.user', user); }",
        [token, json.dumps(shown)],
    )
    return context, page


def test_two_players_race_in_two_browsers(live, browser, settings):
    settings.RACE_COUNTDOWN_SECONDS = 1
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    # In a thread of their own: Playwright's loop runs in this one, and the services push with async_to_sync.
    with ThreadPoolExecutor(1) as pool:
        race = pool.submit(race_create, user=alice, game="match3").result()
        pool.submit(race_join, race_id=race.pk, user=bob).result()
    contexts = []
    try:
        (alice_context, alice_page), (bob_context, bob_page) = (
            page_of(browser, live, alice),
            page_of(browser, live, bob),
        )
        contexts = [alice_context, bob_context]
        for page in (alice_page, bob_page):
            page.goto(f"{live.url}/#/races/{race.pk}")
            expect(page.get_by_test_id("race-status")).to_contain_text("Lobby: 2 of 4")
        expect(bob_page.get_by_test_id("race-start")).to_have_count(0)  # the creator starts it
        alice_page.get_by_test_id("race-start").click()
        for page in (alice_page, bob_page):
            expect(page.get_by_test_id("race-status")).to_contain_text("Racing")
            expect(page.locator("[data-testid=race-board] [data-testid=board]")).to_be_visible()
        alice_page.locator("[data-testid=race-board] button.action").first.click()
        expect(bob_page.get_by_test_id("racer-0-moves")).to_have_text("1")  # alice's move, live on bob's page
        expect(alice_page.get_by_test_id("racer-0-moves")).to_have_text("1")
        bob_page.get_by_test_id("race-leave").click()
        alice_page.get_by_test_id("race-leave").click()
        for page in (alice_page, bob_page):
            expect(page.get_by_test_id("race-status")).to_have_text("Results")
            expect(page.get_by_test_id("racer-0-place")).not_to_have_text("")
            places = {page.get_by_test_id(f"racer-{seat}-place").inner_text() for seat in (0, 1)}
            assert places == {"1", "2"}
    finally:
        for context in contexts:
            for page in context.pages:
                page.goto("about:blank")
            context.close()
