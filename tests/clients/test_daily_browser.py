"""The web client's dailies: tier, variant and par medals on the Today page, and the archive, which replays an
old deal as practice (never ranked) and steps through the screening bot's game. Chromium via Playwright."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import time
from typing import cast

import httpx
from playwright.sync_api import expect

from accounts.models import AccessToken, User
from accounts.services import token_issue
from config.celery import app as celery_app
from games.daily.challenges import today
from games.daily.generation import challenge_generate, days_generate
from games.daily.schedule import variant_of
from games.models import DailyChallenge, Mode, MonthCommitment, Play
from games.services import play_act, play_start
from leaderboards.models import Score, ScoreStatus
from leaderboards.tasks import verify_score
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge


def test_the_today_page_shows_each_dailys_tier_variant_and_medals(live, context, artifacts):
    page = context.new_page()
    page.goto(live.url + "/")
    expect(
        page.get_by_test_id("dailies-pending")
    ).to_be_visible()  # nothing generated yet, and no GET generates
    days_generate(start=today(), days=1)
    page.reload()
    expect(page.locator(".daily-card")).to_have_count(5)
    for challenge in DailyChallenge.objects.filter(date=today()):
        card = page.locator(f'.daily-card[data-game="{challenge.game}"]')
        expect(card.get_by_test_id("tier")).to_have_text(challenge.difficulty)
        variant = card.get_by_test_id(f"variant-{challenge.game}")
        expect(variant).to_contain_text(challenge.preset)
        # and what the variant changes, in one sentence
        expect(variant).to_contain_text(variant_of(game_slug=challenge.game, preset=challenge.preset))
        expect(card.get_by_test_id(f"medals-{challenge.game}")).to_have_text(
            re.compile(rf"^gold {challenge.par} · silver")
        )
    page.screenshot(path=str(artifacts / "today-tiers.png"), full_page=True)


def test_the_today_page_names_the_games_still_coming_and_draws_them_without_a_reload(
    live, context, artifacts
):
    for game in ("match3", "witch"):
        challenge_generate(date=today(), game_slug=game)
    page = context.new_page()
    page.goto(live.url + "/")
    expect(page.locator(".daily-card")).to_have_count(2)
    pending = page.get_by_test_id("dailies-pending")
    expect(pending).to_contain_text("Still being prepared")
    for name in ("Weaver in the Forest of Wyr", "Solitary Journey", "Quetinny"):
        expect(pending).to_contain_text(name)
    expect(pending).not_to_contain_text("Witch")
    page.screenshot(path=str(artifacts / "today-pending.png"), full_page=True)
    days_generate(start=today(), days=1)  # the three others arrive while the page is open
    expect(page.locator(".daily-card")).to_have_count(5)
    expect(pending).to_have_count(0)


def test_an_open_today_page_fetches_the_new_day_by_itself_a_few_seconds_after_the_close(live, context):
    days_generate(start=today(), days=1)
    page = context.new_page()
    page.clock.install()  # the page's timers and Date, moved on by hand below
    asked = []
    page.on("request", lambda request: asked.append(request.url) if "/daily/today/" in request.url else None)
    page.goto(live.url + "/")
    expect(page.locator(".daily-card")).to_have_count(5)
    assert len(asked) == 1
    now = dt.datetime.now(dt.UTC)
    midnight = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)
    page.clock.fast_forward(int((midnight - now).total_seconds() * 1000) + 1000)  # one second past the close
    expect(page.locator(".daily-card .clock").first).to_have_text("closed")
    # Each open page waits its own random 2 to 8 s, so that the pages open at midnight do not all ask at once.
    page.clock.fast_forward(1500)
    assert len(asked) == 1
    with page.expect_request("**/api/v1/daily/today/"):
        page.clock.fast_forward(7000)
    expect(page.locator(".daily-card")).to_have_count(5)
    assert len(asked) == 2


def test_the_archive_plays_an_old_deal_as_practice_and_shows_the_bots_game(live, context, artifacts):
    # Two days back, not yesterday: yesterday's deal is revealed only after its close and the grace period, so
    # between midnight and 01:00 UTC it is still secret and has no bot's game to show.
    old_day = today() - dt.timedelta(days=2)
    old = challenge_generate(date=old_day, game_slug="weaver")
    challenge_generate(date=today(), game_slug="weaver")
    page = context.new_page()
    page.goto(live.url + "/#/archive?game=weaver")
    rows = page.get_by_test_id("archive").locator("tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("its deal is revealed after the close")  # today's row: no seed yet
    expect(rows.nth(1)).to_contain_text(old.preset)
    expect(rows.nth(1).get_by_test_id("tier")).to_have_text(old.difficulty)
    # This month's commitment, made with its first day's challenge, is shown for players to keep.
    month = MonthCommitment.objects.get(month=today().replace(day=1))
    shown = page.get_by_test_id(f"commitment-{month.month:%Y-%m}")
    expect(shown).to_have_attribute("title", month.root)
    expect(shown).to_contain_text(month.root[:16])
    page.screenshot(path=str(artifacts / "archive.png"), full_page=True)

    page.get_by_test_id(f"bot-{old_day}").click()
    expect(page.get_by_test_id("bot-step")).to_contain_text("move 0 of")
    page.get_by_test_id("bot-next").click()
    expect(page.get_by_test_id("bot-step")).to_contain_text("move 1 of")
    expect(page.locator(".board")).not_to_be_empty()

    page.goto(live.url + "/#/archive?game=weaver")
    page.get_by_test_id(f"practice-{old_day}").click()
    page.wait_for_url(re.compile(r".*#/play/"))
    expect(page.locator(".badge--practice")).to_have_text("Practice")
    play = Play.objects.get()
    assert (play.mode, play.seed, play.options, play.daily_challenge) == (
        "practice",
        old.seed,
        old.options,
        None,
    )


def _accounts(live, *names: str) -> tuple[dict[str, User], dict[str, httpx.Client]]:
    users, apis = {}, {}
    for name in names:
        # factory_boy returns the model; its stubs say not.
        users[name] = cast(User, UserFactory(username=name))
        token = token_issue(user=users[name], kind=AccessToken.Kind.LOGIN).key
        apis[name] = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)
    return users, apis


def _play_the_first_listed_moves(client: httpx.Client, url: str) -> dict:
    snapshot = client.post(f"{url}/start").json()
    while snapshot["status"] == "playing":
        snapshot = client.post(
            f"/api/v1/plays/{snapshot['id']}/actions",
            json={"action": snapshot["legal_actions"][0]["action"], "expected_version": snapshot["version"]},
        ).json()
    return snapshot


def _sign_in(page, user, client: httpx.Client) -> None:
    """The page is signed in as ``user`` from its first load on (the web client keeps its token there)."""
    token = client.headers["Authorization"].removeprefix("Bearer ")
    shown = {"id": user.pk, "username": user.username, "display_name": user.display_name, "is_guest": False}
    page.add_init_script(
        f"localStorage.setItem('patience.token', {json.dumps(token)});"
        f"localStorage.setItem('patience.user', {json.dumps(json.dumps(shown))});"
    )


def test_a_held_attempt_shows_why_and_what_happens_next_on_the_today_page(live, context):
    challenge = make_challenge(game="witch")
    url = f"/api/v1/daily/{challenge.date}/witch"
    users, apis = _accounts(live, "first", "second")
    # The second account repeats the first's line move for move: the copy rule holds it (and, both ways, the first).
    for name in ("first", "second"):
        _play_the_first_listed_moves(apis[name], url)
    page = context.new_page()
    _sign_in(page, users["second"], apis["second"])
    page.goto(live.url + "/")
    card = page.locator('.daily-card[data-game="witch"]')
    expect(card.get_by_test_id("held-for-review")).to_contain_text("held for review")
    reason = card.get_by_test_id("held-reason")
    expect(reason).to_be_visible()  # shown, not only hovered
    expect(reason).to_contain_text("(first)")
    expect(reason).to_contain_text("A review puts it on the board or leaves it off")


def test_the_end_screen_of_an_attempt_held_after_it_ended_says_why_and_what_happens_next(
    live, context, artifacts
):
    """The score is still pending when the end screen first reads it (no worker has taken its task yet) and is
    held once verified: the end screen and the result card then say so, with the reason, not "being verified"."""
    challenge = make_challenge(game="witch")
    url = f"/api/v1/daily/{challenge.date}/witch"
    users, apis = _accounts(live, "first", "second")
    _play_the_first_listed_moves(apis["first"], url)
    # From here the verification's task waits in a queue no worker reads, until the test runs it below.
    celery_app.conf.task_always_eager = False
    celery_app.conf.task_default_queue = f"held-end-{os.getpid()}-{time.monotonic_ns()}"
    try:
        copy = _play_the_first_listed_moves(apis["second"], url)
        score = Score.objects.get(play_id=copy["id"])
        assert score.status == ScoreStatus.PENDING
        page = context.new_page()
        _sign_in(page, users["second"], apis["second"])
        with page.expect_response(lambda r: f"/me/scores?play={copy['id']}" in r.url) as first_read:
            page.goto(f"{live.url}/#/play/{copy['id']}")
        assert first_read.value.json()["results"][0]["status"] == "pending"
        verify_score(score.pk)  # the task, as a worker runs it
    finally:
        celery_app.conf.task_default_queue = "celery"
    assert Score.objects.get(pk=score.pk).status == ScoreStatus.HELD
    panel = page.locator(".end-panel")
    card = panel.get_by_test_id("result-card")
    expect(card.get_by_test_id("result-held")).to_have_text("held for review")
    reason = card.get_by_test_id("held-reason")
    expect(reason).to_be_visible()
    expect(reason).to_contain_text("(first)")
    expect(reason).to_contain_text(
        "A review puts it on the board or leaves it off; nothing else is needed from you."
    )
    expect(card.get_by_test_id("result-rating")).to_have_text("No change while it is held for review.")
    expect(panel.locator(".end-rank")).to_be_hidden()  # the card says it: no second copy above it
    expect(panel).not_to_contain_text("being verified")
    expect(panel.get_by_test_id("end-board-link")).to_have_count(0)  # on no board meanwhile
    panel.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "held-end-screen.png"), full_page=True)


SOLVER_NOTE = (
    "Par was set by a solver that saw every card; gold here is 901, a score a player who sees only the face-up "
    "cards reached."
)


def test_a_daily_whose_par_the_solver_set_says_so_on_its_card_today_and_after_the_game(live, context):
    # A rule ladder-3 day as generation stores it (tests/games/test_daily_honest_gold.py makes one for real).
    challenge = make_challenge(game="match3")
    DailyChallenge.objects.filter(pk=challenge.pk).update(
        par=903, par_by="solver", gold=901, gold_by="player"
    )
    make_challenge(game="witch")  # a day whose par a player set: no sentence
    user = UserFactory(username="hanna")
    play = play_start(
        user=user,
        game="match3",
        options=challenge.options,
        seed=challenge.seed,
        mode=Mode.DAILY,
        daily_challenge=challenge,
    )
    page = context.new_page()
    page.goto(live.url + "/")
    page.evaluate(
        "([token, user]) => { localStorage.setItem('patience.token', token); localStorage.setItem('patience.user', user); }",
        [
            token_issue(user=user, kind=AccessToken.Kind.LOGIN).key,
            json.dumps(
                {
                    "id": user.pk,
                    "username": user.username,
                    "display_name": user.display_name,
                    "is_guest": False,
                }
            ),
        ],
    )
    page.goto(live.url + "/")
    card = page.locator('.daily-card[data-game="match3"]')
    expect(card.get_by_test_id("par-note-match3")).to_have_text(SOLVER_NOTE)
    expect(card.get_by_test_id("medals-match3")).to_have_text("gold 901 · silver 765 · bronze 629")
    expect(page.locator('.daily-card[data-game="witch"]')).to_be_visible()
    expect(page.get_by_test_id("par-note-witch")).to_have_count(0)
    play_act(play_id=play.pk, user=user, action={"type": "resign"}, expected_version=0)
    page.goto(f"{live.url}/#/play/{play.pk}")
    result = page.get_by_test_id("result-card")
    expect(result.get_by_test_id("result-par-note")).to_have_text(SOLVER_NOTE)
    expect(result.get_by_test_id("result-medals")).to_have_text("gold 901 · silver 765 · bronze 629")
