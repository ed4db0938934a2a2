"""axe-core (pinned in tests/clients/a11y/package-lock.json, installed with ``npm ci`` on first use) finds no
violation on any page of the web client: Today, each game, a replay, the boards, the archive, my games, the
calendar and the badges, and in light and dark for a registered player with a row of their own (boards,
leagues, races, rules, fair play); and a game is played to its end with the keyboard alone, each move announced."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from games.daily import challenges as daily
from games.models import Play
from leaderboards.ranking import rebuild, uses_redis
from leaderboards.standings import settle_due_dailies
from leagues.services import league_create, league_join
from races.models import Racer
from races.services import race_create, race_join, race_leave, race_start
from tests.clients.test_browser import Screen, play_id, sign_in_as_guest, start_practice
from tests.clients.test_browser_experience import close, new_context, resign, todays_challenges
from tests.clients.test_leagues_browser import signed_in
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.leaderboards.test_ratings import result

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(shutil.which("npm") is None, reason="Node.js is absent"),
]
HERE = Path(__file__).resolve().parent / "a11y"
GAMES = [("match3", None), ("weaver", None), ("witch", None), ("journey", None), ("quetinny", "basic")]


@pytest.fixture(scope="module")
def axe() -> str:
    lock = json.loads((HERE / "package-lock.json").read_text())
    installed = HERE / "node_modules" / ".package-lock.json"
    if not installed.exists() or json.loads(installed.read_text())["packages"] != {
        name: entry for name, entry in lock["packages"].items() if name
    }:
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=HERE, capture_output=True, text=True, timeout=600
        )
        assert done.returncode == 0, done.stdout + done.stderr
    return (HERE / "node_modules" / "axe-core" / "axe.min.js").read_text()


def violations(page: Page, axe: str) -> list[str]:
    page.wait_for_load_state("networkidle")
    # A finished game's screen is built off the page until its end panel has filled in (1.5 s at most: the
    # layout-shift fix in views/play.js), which can outlast the network's quiet: axe then read an empty page
    # ("page-has-heading-one"). Every page has its heading once drawn; one that never gets one is reported.
    with contextlib.suppress(PlaywrightTimeoutError):
        page.wait_for_selector("h1", state="attached", timeout=5_000)
    page.wait_for_timeout(300)  # the last redraw after the last answer
    # A toast fading out is half transparent for 0.4 s, and axe reads its contrast as it is at that moment.
    page.wait_for_function("!document.querySelector('.toast--leaving')")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe)
    found = page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ["violations"]})).violations.map(
            (v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)"""
    )
    return found


@pytest.fixture
def desktop(browser):
    context = new_context(browser, "desktop")
    yield context
    close(context)


def test_the_pages_around_the_games_have_no_axe_violation(live, desktop, axe):
    todays_challenges()
    page = desktop.new_page()
    page.goto(live.url + "/")
    expect(page.locator(".daily-card")).to_have_count(5)
    found = {"today (nobody)": violations(page, axe)}
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="axe-replay")
    screen.play(0)
    resign(page)
    found["end of a game"] = violations(page, axe)
    pid = play_id(page)
    for name, path in [
        ("today", "/#/"),
        ("replay", f"/#/replay/{pid}"),
        ("boards", "/#/leaderboards"),
        ("archive", "/#/archive"),
        ("me", "/#/me"),
        ("calendar", "/#/calendar"),
        ("badges", "/#/badges"),
        ("practice", "/#/practice"),
        ("rules", "/rules/weaver"),
    ]:
        page.goto(live.url + path)
        found[name] = violations(page, axe)
    page.emulate_media(color_scheme="dark")
    for name, path in [
        ("today, dark", "/#/"),
        ("calendar, dark", "/#/calendar"),
        ("a game, dark", f"/#/play/{pid}"),
    ]:
        page.goto(live.url + path)
        found[name] = violations(page, axe)
    page.goto(live.url + "/share/00000000-0000-0000-0000-000000000000")
    found["share, not found"] = violations(page, axe)
    assert {k: v for k, v in found.items() if v} == {}


@pytest.mark.parametrize(("game", "preset"), GAMES)
def test_each_game_page_has_no_axe_violation(live, desktop, axe, game, preset):
    page = desktop.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, game, seed=f"axe-{game}", preset=preset)
    found = {"start": violations(page, axe)}
    screen.play(0)
    found["after a move"] = violations(page, axe)
    assert {k: v for k, v in found.items() if v} == {}


KEYBOARD_SEED = "kbd-14"  # Match-3's strong bot wins this deal in 12 moves (found once, pinned here)


PICK_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "="]  # static/web/js/keyboard.js


def press_to_pick(page: Page, key: str) -> int:
    """Picks the board place `key` as a keyboard user would: its key of the number row when it has one, else
    the arrows from where the focus is, then Enter. Returns the presses it took."""
    places = page.evaluate(
        "() => [...document.querySelectorAll('[data-testid=board] [data-key][aria-keyshortcuts]')]"
        ".map((el) => [el.dataset.key, el.getAttribute('aria-keyshortcuts')])"
    )
    shortcut = dict(places).get(key)
    if shortcut:
        page.keyboard.press(shortcut)
        return 1
    presses = 0
    while page.evaluate("document.activeElement && document.activeElement.dataset.key") != key:
        page.keyboard.press("ArrowRight")
        presses += 1
        assert presses <= len(places), f"the arrows never reached {key}"
    page.keyboard.press("Enter")
    return presses + 1


def test_a_game_is_won_with_the_keyboard_alone_in_three_keys_a_move_each_announced(live, desktop):
    """Into the board with one Tab (a single stop: roving focus), then each move in at most three presses: a
    card and its place, each by its key of the number row (or the arrows and Enter), announced as it goes."""
    from games.engines.bots import play_out
    from games.engines.registry import get_game, strong_bot_class

    game = get_game("match3")
    options = game.resolve_options(None)
    end, actions = play_out(
        game, game.new_game(KEYBOARD_SEED, options), strong_bot_class("match3")(), max_actions=200
    )
    assert end.status.value == "won"
    page = desktop.new_page()
    sign_in_as_guest(page, live)
    Screen(page)
    start_practice(page, live, "match3", seed=KEYBOARD_SEED)
    announcer = page.get_by_test_id("announcer")
    page.locator(".prompt").click()
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('[data-testid=board] [data-key]')"):
            break
    else:
        pytest.fail("Tab never reached the board")
    # One Tab stop: every other place of the board is out of the Tab order.
    assert page.locator("[data-testid=board] [data-key][tabindex='0']").count() == 1
    counts = []
    for number, action in enumerate(actions, start=1):
        targets = page.evaluate(
            """(wanted) => { const same = (a, b) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
                const entry = window.__patience.screen.selection.entries.find((e) => same(e.action, wanted));
                return entry.targets; }""",
            action,
        )
        presses = 0
        for i, key in enumerate(targets):
            presses += press_to_pick(page, key)
            if i < len(targets) - 1:
                expect(announcer).to_contain_text("Picked")
                focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
                assert focused and focused.strip()  # the focus is on a named place, read out
        counts.append(presses)
        expect(page.locator('[data-counter="Moves"]')).to_have_text(str(number))
        expect(announcer).to_contain_text("Score")
    expect(page.get_by_test_id("end-heading")).to_have_text("You won!")
    expect(announcer).to_contain_text("You won!")
    assert Play.objects.get(pk=play_id(page)).status == "won"
    assert max(counts) <= 3, counts


SHOTS = {  # the pictures of docs/screenshots (copied from tests/artifacts)
    ("league", "light"): "league.png",
    ("race", "light"): "race-result.png",
    ("boards", "dark"): "dark-board-own-row.png",
    ("race game", "dark"): "dark-match3.png",
}


def test_every_page_in_both_themes_with_my_own_row_has_no_axe_violation(
    live, desktop, axe, settings, artifacts
):
    """A registered player with a row of their own on each table (today's and the season's boards, a league's
    day and season, a rated race) in light and dark: the contrast of one's own highlighted row, of tables on
    panels (not the felt's ink) and of code on the rules pages."""
    settings.RACE_COUNTDOWN_SECONDS = 0
    players = [UserFactory(username=name, display_name=name.title()) for name in ("ada", "ben")]
    ada, ben = players
    today = make_challenge()
    for back in (2, 1):
        past = make_challenge(date=daily.today() - dt.timedelta(days=back))
        for n, player in enumerate(players):
            result(player, past, rank_1=10 - n, won=n == 0)
    result(ada, today, rank_1=9)
    result(ben, today, rank_1=4)
    settle_due_dailies()  # what beat's task runs, called directly: no task context to leak into later tests
    if uses_redis():
        rebuild()
    league, invite = league_create(user=ada, name="Tuesday club")
    league_join(user=ben, code=invite.code)
    # In a thread of their own: Playwright's loop runs in this one, and the services push with async_to_sync.
    with ThreadPoolExecutor(1) as pool:
        race = pool.submit(race_create, user=ada, game="match3").result()
        pool.submit(race_join, race_id=race.pk, user=ben).result()
        pool.submit(race_start, race_id=race.pk, user=ada).result()
        for player in (ben, ada):
            pool.submit(race_leave, race_id=race.pk, user=player).result()
    my_race_play = Racer.objects.get(race=race, user=ada).play_id
    page = desktop.new_page()
    signed_in(page, live, ada)
    page.reload()  # the header drawn for the signed-in player
    found = {}
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for name, path, ready in [
            ("today", "/#/", ".daily-card"),
            ("boards", "/#/leaderboards", "table.board-table tr.is-me"),
            ("league", f"/#/leagues/{league.pk}", "[data-testid=league-season] tr.is-me"),
            ("race", f"/#/races/{race.pk}", "[data-testid=race-result-place]"),
            ("races", "/#/races", "[data-testid=race-lobbies]"),
            ("race game", f"/#/play/{my_race_play}", "[data-testid=end-heading]"),
            ("me", "/#/me", "main"),
            ("calendar", "/#/calendar", "[data-testid=calendar]"),
            ("rules", "/rules/match3", "main code"),
            ("fair play", "/fair-play", "main"),
        ]:
            page.goto(live.url + path)
            expect(page.locator(ready).first).to_be_visible()
            found[f"{name}, {scheme}"] = violations(page, axe)
            if (name, scheme) in SHOTS:
                # The race's result as the player sees it: scrolled into view under the sticky header.
                page.screenshot(path=str(artifacts / SHOTS[name, scheme]), full_page=name != "race")
        page.goto(live.url + "/#/leaderboards")
        page.get_by_test_id("board-kind-season").click()
        expect(page.locator("table.board-table tr.is-me").first).to_be_visible()
        found[f"season board, {scheme}"] = violations(page, axe)
    assert {k: v for k, v in found.items() if v} == {}
