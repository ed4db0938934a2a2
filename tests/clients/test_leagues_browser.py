"""Leagues in a real browser: the invite flow from the link to the league's page, with a name full of markup
shown as the text it is."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from accounts.models import AccessToken
from accounts.services import token_issue
from leagues.services import league_create
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db(transaction=True)

MARKUP = '<img src=x onerror="window.pwned=1">Friends & <b>co</b>'


def signed_in(page, live, user) -> None:
    token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
    shown = {"id": user.pk, "username": user.username, "display_name": user.public_name, "is_guest": False}
    page.goto(live.url + "/")
    page.evaluate(
        "([token, user]) => { localStorage.setItem('patience.token', token); localStorage.setItem('patience.user', user); }",
        [token, json.dumps(shown)],
    )


def test_an_invite_link_joins_the_league_and_its_name_is_text(live, context):
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    _, invite = league_create(user=alice, name=MARKUP, description="<script>window.pwned=2</script>")
    page = context.new_page()
    signed_in(page, live, bob)
    page.goto(f"{live.url}/#/leagues/join/{invite.code}")
    expect(page.get_by_test_id("league-name")).to_have_text(MARKUP)
    page.get_by_test_id("join-button").click()
    expect(page.get_by_test_id("league-page")).to_contain_text("Members (2)")
    expect(page.get_by_test_id("league-name")).to_have_text(MARKUP)
    assert page.locator("[data-testid=league-page] img, [data-testid=league-page] b").count() == 0
    assert page.evaluate("window.pwned") is None
    page.goto(f"{live.url}/#/leagues/join/not-a-code")
    expect(page.get_by_test_id("invite-page")).to_contain_text("This invite does not exist")


def test_an_invite_link_opened_signed_out_survives_the_sign_in(live, context):
    alice = UserFactory(username="alice")
    _, invite = league_create(user=alice, name="Night owls")
    page = context.new_page()
    page.goto(f"{live.url}/#/leagues/join/{invite.code}")
    page.get_by_test_id("league-signin").click()
    form = page.get_by_test_id("register-form")
    form.get_by_label("Username").fill("carol")
    form.get_by_label("Password").fill("a-long-passphrase")
    form.get_by_role("button", name="Register").click()
    # Back on the invite, not on Today: one click joins.
    expect(page.get_by_test_id("league-name")).to_have_text("Night owls")
    page.get_by_test_id("join-button").click()
    expect(page.get_by_test_id("league-page")).to_contain_text("Members (2)")
