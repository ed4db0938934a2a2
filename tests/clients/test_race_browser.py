"""A two-player race in two browser contexts: a lobby joined by its link, the start by its creator without a
reload, each player's own board, the rival's progress live on the other page, leaving (resigning), and each
player's place, time, score and race rating in view on both pages."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from accounts.models import AccessToken
from accounts.services import token_issue
from races.models import Racer
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


def test_two_players_race_from_a_link_and_both_see_their_place_and_rating(live, browser, settings):
    settings.RACE_COUNTDOWN_SECONDS = 1
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    contexts = []
    try:
        (alice_context, alice_page), (bob_context, bob_page) = (
            page_of(browser, live, alice),
            page_of(browser, live, bob),
        )
        contexts = [alice_context, bob_context]
        alice_page.goto(f"{live.url}/#/races")
        alice_page.get_by_test_id("new-race-match3").click()
        link = alice_page.get_by_test_id("race-link")
        expect(link).to_be_visible()
        bob_page.goto(link.inner_text())  # the link, as a friend receives it
        expect(bob_page.get_by_test_id("race-status")).to_contain_text("Lobby: 1 of 4")
        expect(bob_page.get_by_test_id("race-start")).to_have_count(0)  # the creator starts it
        bob_page.get_by_test_id("race-join").click()
        # The join's frame reaches the creator's page: the seat and the controls stay hers, no reload.
        for page in (alice_page, bob_page):
            expect(page.get_by_test_id("race-status")).to_contain_text("Lobby: 2 of 4")
            expect(page.get_by_test_id("race-leave")).to_be_visible()
            expect(page.get_by_test_id("race-join")).to_have_count(0)
        alice_page.get_by_test_id("race-start").click()
        for page in (alice_page, bob_page):
            expect(page.get_by_test_id("race-status")).to_contain_text("Racing")
            expect(page.locator("[data-testid=race-board] [data-testid=board]")).to_be_visible()
            expect(page.locator("[data-testid=race-board] .badge--race")).to_have_text("Race")
        alice_page.locator("[data-testid=race-board] button.action").first.click()
        expect(bob_page.get_by_test_id("racer-0-moves")).to_have_text("1")  # alice's move, live on bob's page
        expect(alice_page.get_by_test_id("racer-0-moves")).to_have_text("1")
        bob_page.get_by_test_id("race-leave").click()
        alice_page.get_by_test_id("race-leave").click()
        places = {}
        for name, page in (("alice", alice_page), ("bob", bob_page)):
            expect(page.get_by_test_id("race-status")).to_have_text("Results")
            result = page.get_by_test_id("race-result")
            expect(result).to_be_in_viewport()  # not scrolled away to the game's own end panel
            places[name] = page.get_by_test_id("race-result-place").inner_text()
            # A first race: the rating after it, and its change from 0.
            expect(page.get_by_test_id("race-rating-change")).to_have_text(
                re.compile(r"^\u2212?\d+\.\d \([+\u2212]\d+\.\d\)$")
            )
            expect(page.get_by_test_id("race-result-score")).to_have_text(re.compile(r"^\d+$"))
            expect(page.get_by_test_id("race-result-time")).not_to_be_empty()
        assert sorted(places.values()) == ["1st", "2nd"]
        assert set(Racer.objects.filter(race__creator=alice).values_list("placement", flat=True)) == {1, 2}
    finally:
        for context in contexts:
            for page in context.pages:
                page.goto("about:blank")
            context.close()
