"""The player's experience in a real browser (Debian's Chromium through Playwright), at a desktop size
(1280 x 900) and a phone size (390 x 844): the replay viewer, a daily's result card and its Share text, undo
after a loss, keyboard shortcuts, drag and drop in every game, a leaderboard's heading across live updates,
and tap targets measured on the page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from games.daily import challenges as daily
from games.daily import ladder
from games.engines.registry import all_games, get_game
from games.models import DailyChallenge, DailyOrigin, Play
from games.selectors import play_log
from tests.clients.test_browser import Screen, play_id, sign_in_as_guest, snap, start_practice
from tests.support import EVENT_TIMEOUT

pytestmark = pytest.mark.django_db(transaction=True)

DEVICES: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}
MIN_TAP_PX = 40


def new_context(browser, device: str):
    context = browser.new_context(**DEVICES[device])
    context.set_default_timeout(EVENT_TIMEOUT * 1000)  # waits end when the page is ready
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    return context


def close(context) -> None:
    for page in context.pages:
        page.goto("about:blank")  # closes the play's WebSocket cleanly before the server stops
    context.close()


@pytest.fixture(params=list(DEVICES))
def device(request, browser):
    context = new_context(browser, request.param)
    yield request.param, context
    close(context)


@pytest.fixture
def desktop(browser):
    context = new_context(browser, "desktop")
    yield context
    close(context)


@pytest.fixture
def phone(browser):
    context = new_context(browser, "phone")
    yield context
    close(context)


def todays_challenges() -> dict[str, DailyChallenge]:
    """Today's five challenges, made directly (screening each deal with its bot takes a while and is tested
    in tests/games/test_daily.py)."""
    date = daily.today()
    opens, closes = daily.day_bounds(date)
    made = {}
    for game in all_games():
        preset = game.options_schema.default_preset
        made[game.slug], _ = DailyChallenge.objects.get_or_create(
            date=date,
            game=game.slug,
            preset=preset,
            defaults={
                "options": game.resolve_options(preset=preset),
                "engine_version": game.engine_version,
                "seed": f"browser-daily-secret-{game.slug}",
                "commitment": "0" * 64,
                "difficulty": "medium",
                "par": 3,
                "opens_at": opens,
                "closes_at": closes,
            },
        )
    return made


def resign(page: Page) -> None:
    page.locator(".play-controls").get_by_role("button", name="Resign").click()
    page.get_by_test_id("resign-dialog").get_by_role("button", name="Resign").click()
    expect(page.locator(".end-panel")).to_be_visible()


def register(page: Page, live, username: str) -> None:
    """A registered account: only its server-dealt, unassisted games rank (a guest's are casual)."""
    page.goto(live.url + "/#/signin")
    form = page.get_by_test_id("register-form")
    form.get_by_label("Username").fill(username)
    form.get_by_label("Password").fill("a-long-passphrase")
    form.get_by_role("button", name="Register").click()
    expect(page.locator(".account-name")).to_contain_text(username)


def moves(page: Page) -> int:
    return int(page.locator('[data-counter="Moves"]').inner_text())


# ---- replay ---------------------------------------------------------------------------------------------


def test_a_finished_game_is_replayed_step_by_step_from_a_shareable_address(live, device, artifacts):
    name, context = device
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-replay")
    for turn in range(3):
        screen.play(turn)
    resign(page)
    page.get_by_test_id("replay-link").click()
    position = page.get_by_test_id("replay-position")
    expect(position).to_have_text("Step 0 of 4")
    listed = page.locator(".replay-moves button.action")
    expect(listed).to_have_count(5)  # the deal and four moves (the last is the resignation)

    page.get_by_test_id("replay-forward").click()
    expect(position).to_have_text("Step 1 of 4")
    page.get_by_test_id("replay-forward").click()
    expect(position).to_have_text("Step 2 of 4")
    second_move = listed.nth(2).locator(".action__text").inner_text()
    expect(page.locator(".replay-caption")).to_contain_text(second_move)
    garden_at_2 = page.locator('[data-counter="Garden"]').inner_text()
    page.get_by_test_id("replay-back").click()
    expect(position).to_have_text("Step 1 of 4")
    assert page.locator('[data-counter="Garden"]').inner_text() != garden_at_2
    assert page.url.endswith("?step=1")
    snap(page, artifacts / ("replay.png" if name == "desktop" else f"replay-{name}.png"))

    # The address opens the replay where it was, for anyone it is shared with who may see it.
    page.reload()
    expect(position).to_have_text("Step 1 of 4")
    page.get_by_test_id("replay-play").click()
    expect(position).to_have_text("Step 4 of 4", timeout=10_000)
    expect(page.get_by_test_id("replay-play")).to_have_text("Play")


# ---- the daily loop ---------------------------------------------------------------------------------------


def test_a_dailys_result_card_shares_a_text_with_no_card_and_no_seed(live, device, artifacts):
    name, context = device
    challenges = todays_challenges()
    page = context.new_page()
    register(page, live, f"erin{name}")  # a ranked result: a registered account's game on the server's deal
    page.goto(live.url + "/")
    page.get_by_test_id("daily-start-match3").click()
    page.wait_for_url(re.compile(r".*#/play/"))
    expect(page.locator(".connection")).to_have_text("Live")
    expect(page.get_by_test_id("clock")).to_have_text(re.compile(r"\d+ (s|min)"))
    screen = Screen(page)
    screen.play(0)
    screen.play(1)
    resign(page)
    card = page.get_by_test_id("result-card")
    expect(card).to_contain_text("Rank")
    expect(card).to_contain_text("#1 of 1")
    expect(card).to_contain_text("Streak")
    medals = ladder.medals(challenges["match3"].par)
    expect(card.get_by_test_id("result-medals")).to_have_text(
        f"gold {medals['gold']} · silver {medals['silver']} · bronze {medals['bronze']}"
    )
    # A resigned game: the card says a medal is for a win only.
    expect(card.get_by_test_id("result-medal-rule")).to_contain_text("a win: par is a winning score")
    page.get_by_test_id("share").click()
    expect(page.get_by_test_id("share-text")).to_be_visible()
    text = page.evaluate("navigator.clipboard.readText()")
    assert text == page.get_by_test_id("share-text").inner_text()
    assert "Match-3 Solitaire" in text and f"daily {challenges['match3'].date}" in text
    assert "score" in text and "par 3" in text and re.search(r"[🟩🟨⬜🟥]{5}", text)
    assert challenges["match3"].seed not in text
    play = Play.objects.get(pk=play_id(page))
    assert play.id.hex not in text.replace("-", "") and str(play.id) not in text
    game = get_game("match3")
    state = game.replay(play.seed, play.options, play_log(play))
    cards = {str(c) for zone in game.zones(state).values() for c in zone}
    named = {c for c in cards if re.search(rf"(?<![0-9A-Za-z]){re.escape(c)}(?![0-9A-Za-z])", text)}
    assert not named, f"the shared text names cards {named}"
    snap(page, artifacts / ("daily-result.png" if name == "desktop" else f"daily-result-{name}.png"))

    # Back on Today: today's status and the streak.
    page.goto(live.url + "/#/")
    expect(page.get_by_test_id("today-status")).to_contain_text("1 of 5 finished")
    expect(page.get_by_test_id("streak")).to_contain_text("Streak 1 day")


def test_a_visitors_start_makes_an_account_in_one_click_and_the_daily_ranks_provisional(live, desktop):
    """Today's daily is for accounts (a guest's game was a free look at the deal): a visitor's Start makes one,
    and an account made after the day opened plays a provisional attempt (docs/fair-play.md)."""
    from leaderboards.models import Score

    todays_challenges()
    page = desktop.new_page()
    page.goto(live.url + "/")
    page.get_by_test_id("daily-start-match3").click()
    expect(page.get_by_test_id("account-password")).to_have_text(re.compile(r"^\S{20,}$"))
    page.get_by_test_id("account-made-saved").click()
    page.wait_for_url(re.compile(r".*#/play/"))
    expect(page.locator(".connection")).to_have_text("Live")
    resign(page)
    expect(page.get_by_test_id("result-card")).to_be_visible()
    play = Play.objects.get(pk=play_id(page))
    assert play.ranked and not play.player.is_guest
    score = Score.objects.get(play=play)
    assert score.ranked and score.provisional
    # The browser's installation id came with the start (docs/fair-play.md, "Linked accounts"), as a digest.
    origin = DailyOrigin.objects.get(play=play)
    install = page.evaluate("localStorage.getItem('patience.install')")
    assert re.fullmatch(r"[0-9a-f]{32}", install)
    assert origin.install == daily.origin_digest(
        challenge=play.daily_challenge, kind="install", value=install
    )


def test_a_guest_upgraded_by_start_keeps_its_earlier_games(live, desktop):
    """A guest's Start on today's daily asks in a page dialog (not confirm()), turns the guest itself into an
    account (the same user: its practice game stays its own), and keeps the new password in view until the
    player says it is saved."""
    todays_challenges()
    page = desktop.new_page()
    page.on("dialog", lambda d: pytest.fail(f"a browser dialog: {d.message}"))
    sign_in_as_guest(page, live)
    start_practice(page, live, "weaver", seed="guest-keeps")
    earlier = play_id(page)
    guest = Play.objects.get(pk=earlier).player
    assert guest.is_guest
    page.goto(live.url + "/#/")
    page.get_by_test_id("daily-start-match3").click()
    page.get_by_test_id("upgrade-dialog-upgrade").click()
    password = page.get_by_test_id("account-password")
    expect(password).to_be_visible()
    page.keyboard.press("Escape")  # a stray Escape does not hide a password not yet saved
    expect(password).to_be_visible()
    username = page.get_by_test_id("account-username").inner_text()
    page.get_by_test_id("account-made-saved").click()
    page.wait_for_url(re.compile(r".*#/play/"))
    daily_play = Play.objects.get(pk=play_id(page))
    guest.refresh_from_db()
    assert daily_play.player_id == guest.pk and not guest.is_guest and guest.username == username
    assert Play.objects.get(pk=earlier).player_id == guest.pk
    page.goto(f"{live.url}/#/play/{earlier}")
    expect(page.get_by_test_id("board")).to_be_visible()  # still a game of mine, not "no such play"
    page.goto(live.url + "/#/me")
    expect(page.locator(f"a[href='#/play/{earlier}']").first).to_be_attached()


# ---- practice comforts ------------------------------------------------------------------------------------


def test_the_move_that_lost_a_practice_game_is_taken_back_and_play_goes_on(live, device):
    _, context = device
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-take-back")
    screen.play(0)
    resign(page)
    # A guest's game on a chosen seed is casual: it says where it would place, and why it is not ranked.
    expect(page.locator(".end-rank")).to_contain_text(re.compile(r"^Casual game: .+ would place #1 "))
    page.get_by_test_id("take-back").click()
    expect(page.locator(".end-panel")).to_be_hidden()
    expect(page.locator(".play-badges .badge--playing")).to_be_visible()
    assert moves(page) == 1
    assert Play.objects.get(pk=play_id(page)).taken_back_after_end
    # It plays on, and ends unranked.
    screen.play(0)
    resign(page)
    expect(page.locator(".end-rank")).to_have_text(
        "Withdrawn: the game was taken back after it ended, to play on in practice."
    )
    expect(page.get_by_test_id("end-board-link")).to_have_count(0)


def test_keyboard_shortcuts_undo_hint_and_show_themselves(live, desktop):
    page = desktop.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-keys")
    page.keyboard.press("?")
    dialog = page.get_by_test_id("shortcuts")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Ctrl+Z")
    expect(page.get_by_role("dialog", name="Keyboard shortcuts")).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    screen.play(0)
    screen.play(0)
    page.locator("body").click(position={"x": 5, "y": 5})  # the focus leaves the board's buttons
    page.keyboard.press("Control+z")
    expect(page.locator('[data-counter="Moves"]')).to_have_text("1")
    screen.idle()  # the socket's copy of the position may arrive before the request's own answer
    page.keyboard.press("u")
    expect(page.locator('[data-counter="Moves"]')).to_have_text("0")
    expect(page.locator('[data-counter="Undos"]')).to_have_text("2")
    screen.idle()
    page.keyboard.press("u")  # nothing left to undo: nothing happens
    expect(page.locator('[data-counter="Undos"]')).to_have_text("2")

    page.keyboard.press("h")
    expect(page.locator(".prompt__hint")).to_contain_text("Hint:")
    expect(page.locator('[data-counter="Hints"]')).to_have_text("1")
    # Typing in the filter is typing, not shortcuts.
    page.locator(".action-filter").fill("")
    page.locator(".action-filter").press("u")
    expect(page.locator('[data-counter="Undos"]')).to_have_text("2")


# ---- drag and drop ----------------------------------------------------------------------------------------

TWO_PLACE_MOVE = """() => {
    const screen = window.__patience.screen;
    const box = (key) => {
        const el = document.querySelector(`.board [data-key="${CSS.escape(key)}"]`);
        return el ? el.getBoundingClientRect() : null;
    };
    // Both places on one screen at once: a drag cannot leave the window.
    const fits = (entry) => {
        const [a, b] = entry.targets.map(box);
        return a && b && a.width && b.width && Math.abs(a.top - b.top) + Math.max(a.height, b.height) < innerHeight * 0.8;
    };
    const entry = screen.selection.entries.find((e) => e.targets.length === 2 && fits(e));
    return entry ? {targets: entry.targets, action: entry.action, version: screen.snapshot.version} : null;
}"""

# Once the cards have stopped gliding (a move slides them for 200 ms, longer on a loaded machine, and a rectangle
# read meanwhile is where a card passes, not where it lands), scroll so that both places are on the screen, then
# give, in the window's coordinates, a point of each that the pointer reaches it at: its centre, or the first point
# of a grid over it that no other card covers (a press on a covered point picks up the card on top).
DRAG_POINTS = """async ([source, target]) => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
    const find = (key) => document.querySelector(`.board [data-key="${CSS.escape(key)}"]`);
    const [a, b] = [find(source), find(target)];
    const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
    window.scrollTo(0, window.scrollY + (Math.min(ra.top, rb.top) + Math.max(ra.bottom, rb.bottom)) / 2 - innerHeight / 2);
    const reached = (el, x, y) => {
        const hit = document.elementFromPoint(x, y);
        return hit && hit.closest(".board [data-key]") === el;
    };
    return [a, b].map((el) => {
        const r = el.getBoundingClientRect();
        const grid = [[0.5, 0.5]];
        for (const fy of [0.15, 0.35, 0.65, 0.85]) for (const fx of [0.2, 0.5, 0.8]) grid.push([fx, fy]);
        const point = grid.map(([fx, fy]) => [r.x + r.width * fx, r.y + r.height * fy]).find(([x, y]) => reached(el, x, y));
        if (!point) throw new Error(`no point of ${el.dataset.key} is on top`);
        return point;
    });
}"""


def a_move_to_drag(page: Page, screen: Screen, *, setup_moves: int = 15) -> dict:
    """A legal move that names one card and one place, playing the first listed move until there is one
    (Quetinny starts with setup moves that name a single place)."""
    for _ in range(setup_moves):
        screen.idle()  # the position the page shows is the one the move is read from
        move = page.evaluate(TWO_PLACE_MOVE)
        if move:
            return move
        screen.play(0)
    raise AssertionError("no move with one card and one place came up")


def drag_points(page: Page, source: str, target: str) -> tuple[tuple[float, float], tuple[float, float]]:
    (x0, y0), (x1, y1) = page.evaluate(DRAG_POINTS, [source, target])
    return (x0, y0), (x1, y1)


@pytest.mark.parametrize(
    ("game", "preset"),
    [("weaver", None), ("match3", None), ("witch", "magic"), ("journey", "normal"), ("quetinny", "basic")],
)
def test_one_move_of_each_game_is_played_by_drag_and_drop(live, desktop, game, preset):
    page = desktop.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, game, seed=f"browser-drag-{game}", preset=preset)
    move = a_move_to_drag(page, screen)
    source, target = move["targets"]
    (x0, y0), (x1, y1) = drag_points(page, source, target)
    page.mouse.move(x0, y0)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x0 + (x1 - x0) * step / 10, y0 + (y1 - y0) * step / 10)
    expect(page.locator(f'.board [data-key="{target}"]').first).to_have_class(re.compile("is-drop-over"))
    page.mouse.up()
    screen.idle()
    page.wait_for_function(f"() => window.__patience.screen.snapshot.version === {move['version'] + 1}")
    assert play_log(Play.objects.get(pk=play_id(page)))[-1] == move["action"]


def test_a_card_held_then_dragged_by_touch_on_a_phone_plays_and_a_quick_swipe_does_not(live, phone):
    page = phone.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-touch")
    move = a_move_to_drag(page, screen)
    source, target = move["targets"]
    (x0, y0), (x1, y1) = drag_points(page, source, target)
    cdp = phone.new_cdp_session(page)

    def touch(kind: str, x: float, y: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", x0, y0)
    page.wait_for_timeout(400)  # held still: a drag, not a scroll
    expect(page.locator(f'.board [data-key="{source}"]').first).to_have_class(re.compile("is-held"))
    for step in range(1, 11):
        touch("touchMove", x0 + (x1 - x0) * step / 10, y0 + (y1 - y0) * step / 10)
    touch("touchEnd", x1, y1)
    page.wait_for_function(f"() => window.__patience.screen.snapshot.version === {move['version'] + 1}")
    assert play_log(Play.objects.get(pk=play_id(page)))[-1] == move["action"]

    # A quick swipe from a card is a scroll: no drag, no move.
    move = page.evaluate(TWO_PLACE_MOVE)
    (x0, y0), (x1, y1) = drag_points(page, *move["targets"])
    touch("touchStart", x0, y0)
    for step in range(1, 11):
        touch("touchMove", x0 + (x1 - x0) * step / 10, y0 + (y1 - y0) * step / 10)
    touch("touchEnd", x1, y1)
    page.wait_for_timeout(500)
    screen.idle()
    assert page.evaluate("() => window.__patience.screen.snapshot.version") == move["version"]
    assert page.locator(".drag-ghost").count() == 0


# ---- leaderboards -----------------------------------------------------------------------------------------


def test_a_daily_boards_heading_stays_after_a_live_update(live, browser):
    challenge = todays_challenges()["match3"]
    watcher_context, player_context = new_context(browser, "desktop"), new_context(browser, "desktop")
    try:
        watcher = watcher_context.new_page()
        watcher.goto(f"{live.url}/#/leaderboards/daily-match3-{challenge.preset}-{challenge.date}")
        heading = f"Match-3 Solitaire · daily of {challenge.date}"
        expect(watcher.get_by_test_id("board-title")).to_have_text(heading)
        expect(watcher.get_by_text("Live", exact=True)).to_be_visible()

        player = player_context.new_page()
        register(player, live, "gina")  # a guest's daily is casual: it would not be on the board
        player.goto(live.url + "/")
        player.get_by_test_id("daily-start-match3").click()
        player.wait_for_url(re.compile(r".*#/play/"))
        expect(player.locator(".connection")).to_have_text("Live")
        resign(player)

        # The watcher's board redraws with the new entry, under the same heading.
        expect(watcher.locator(".board-table tbody tr")).to_have_count(1)
        expect(watcher.locator(".board-table tbody")).to_contain_text("resigned")
        expect(watcher.get_by_test_id("board-title")).to_have_text(heading)
    finally:
        close(watcher_context)
        close(player_context)


# ---- the phone --------------------------------------------------------------------------------------------

TAP_TARGETS = """(selector) => [...document.querySelectorAll(selector)]
    .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden")
    .map((el) => {
        const r = el.getBoundingClientRect();
        return {what: el.dataset.key || el.getAttribute("aria-label") || el.textContent.trim().slice(0, 30),
                width: Math.round(r.width), height: Math.round(r.height)};
    })"""
PLAY_TARGETS = ", ".join(
    [
        ".site-nav a",
        ".account-slot a",
        ".account-slot button",
        ".play-controls button",
        ".rules-link",
        ".board .is-actionable",
        "ol.action-list button.action",
    ]
)


def small_targets(page: Page, selector: str) -> list[dict]:
    targets = page.evaluate(TAP_TARGETS, selector)
    assert targets, f"nothing matched {selector}"
    return [t for t in targets if t["width"] < MIN_TAP_PX or t["height"] < MIN_TAP_PX]


@pytest.mark.parametrize(
    ("game", "preset"),
    [("weaver", None), ("match3", None), ("witch", "magic"), ("journey", "normal"), ("quetinny", "basic")],
)
def test_every_tap_target_of_a_board_on_a_phone_is_at_least_40_px(live, phone, artifacts, game, preset):
    page = phone.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, game, seed=f"browser-phone-{game}", preset=preset)
    screen.play(0)
    assert small_targets(page, PLAY_TARGETS) == []
    overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the phone"
    if game == "match3":
        page.evaluate("window.scrollTo(0, 0)")
        bottom = page.evaluate("() => document.querySelector('.m3-grid').getBoundingClientRect().bottom")
        assert bottom <= 844, f"Match-3's grid ends {bottom - 844:.0f}px below the first screen"
    snap(page, artifacts / f"{game}-phone.png")


def test_the_today_page_on_a_phone_has_tap_targets_of_40_px_and_a_guest_banner(live, phone, artifacts):
    todays_challenges()
    page = phone.new_page()
    page.goto(live.url + "/")
    expect(page.locator(".daily-card")).to_have_count(5)
    snap(page, artifacts / "today-phone.png")
    page.get_by_test_id("hero-guest").click()
    banner = page.get_by_test_id("guest-banner")
    expect(banner).to_contain_text("You are playing as a guest")
    expect(banner).to_contain_text("your daily streak")
    expect(page.get_by_test_id("hero-guest")).to_have_count(0)
    snap(page, artifacts / "today-guest-phone.png")
    assert (
        small_targets(
            page,
            ".site-nav a, .account-slot button, .daily-card footer a, .daily-card footer button, .guest-banner a",
        )
        == []
    )


# ---- accessibility ----------------------------------------------------------------------------------------

UNNAMED = """() => {
    const name = (el) => {
        const by = el.getAttribute("aria-labelledby");
        if (by) return by.split(" ").map((id) => document.getElementById(id)?.textContent || "").join(" ").trim();
        if (el.getAttribute("aria-label")) return el.getAttribute("aria-label").trim();
        if (el.labels && el.labels.length) return [...el.labels].map((l) => l.textContent).join(" ").trim();
        return (el.textContent || el.getAttribute("title") || el.getAttribute("placeholder") || "").trim();
    };
    const interactive = "a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex='-1'])";
    return {
        unnamed: [...document.querySelectorAll(interactive)]
            .filter((el) => el.getClientRects().length && !name(el))
            .map((el) => el.outerHTML.slice(0, 120)),
        positiveTabindex: [...document.querySelectorAll("[tabindex]")].filter((el) => el.tabIndex > 0).length,
        lang: document.documentElement.lang,
    };
}"""


@pytest.mark.parametrize(
    ("game", "preset"),
    [("weaver", None), ("match3", None), ("witch", "magic"), ("journey", "normal"), ("quetinny", "basic")],
)
def test_every_control_of_a_board_has_a_name_and_the_tab_order_follows_the_page(live, desktop, game, preset):
    page = desktop.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, game, seed=f"browser-a11y-{game}", preset=preset)
    screen.play(0)
    found = page.evaluate(UNNAMED)
    assert found["lang"] == "en" and found["positiveTabindex"] == 0
    assert found["unnamed"] == []
    # The keyboard reaches the board's places: Tab from the prompt lands on a card that can move.
    page.locator(".prompt").click()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.board [data-key].is-actionable')"):
            break
    else:
        pytest.fail("Tab never reached a place of the board")


def test_a_daily_in_progress_is_listed_among_the_games_in_progress(live, desktop):
    todays_challenges()
    page = desktop.new_page()
    page.goto(live.url + "/")
    page.get_by_test_id("daily-start-witch").click()
    page.get_by_test_id(
        "account-made-saved"
    ).click()  # a visitor's new account: its password, kept till saved
    page.wait_for_url(re.compile(r".*#/play/"))
    expect(page.locator(".connection")).to_have_text("Live")
    page.goto(live.url + "/#/practice")
    listed = page.locator(".play-list li")
    expect(listed).to_have_count(1)
    expect(listed).to_contain_text("The Witch of Pendle Hill")
    expect(listed.locator(".badge--daily")).to_have_text("Daily")


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_win_moment_moves_only_for_players_who_did_not_ask_for_reduced_motion(live, desktop, motion):
    page = desktop.new_page()
    page.emulate_media(reduced_motion=motion)
    page.goto(live.url + "/#/practice")
    page.evaluate("import('/static/web/js/views/result.js').then((m) => m.celebrate())")
    moment = page.get_by_test_id("win-moment")
    expect(moment).to_have_count(1)
    if motion == "reduce":
        expect(moment.locator(".win-moment__ribbon")).to_have_text("★ You won! ★")
        expect(moment.locator(".win-moment__piece")).to_have_count(0)
    else:
        assert moment.locator(".win-moment__piece").count() > 10
        animation = moment.locator(".win-moment__piece").first.evaluate(
            "(el) => getComputedStyle(el).animationName"
        )
        assert animation == "win-fall"
    expect(moment).to_have_count(0, timeout=6_000)  # it leaves by itself


def test_forced_moves_are_offered_and_played_only_when_asked(live, desktop):
    page = desktop.new_page()
    sign_in_as_guest(page, live)
    # This deal, played by its first listed move, reaches one forced move (a tax) after six moves.
    screen = start_practice(page, live, "quetinny", seed="forced-2", preset="basic")
    for _ in range(6):
        screen.play(0)
    expect(page.locator(".prompt")).to_contain_text("Only one move is possible")
    page.wait_for_timeout(300)
    assert moves(page) == 6, "a forced move is offered, never played unasked"
    page.get_by_test_id("auto-finish").click()
    expect(page.locator('[data-counter="Moves"]')).to_have_text("7")
    expect(page.get_by_test_id("auto-finish")).to_have_count(0)  # a choice again: it stopped there
    assert page.locator("ol.action-list button.action").count() > 1


def test_a_closed_dailys_board_opens_each_ranked_play_in_the_replay_viewer(live, desktop):
    import datetime as dt

    from django.utils import timezone

    from games.selectors import daily_grace
    from games.services import play_act, play_start
    from tests.factories import UserFactory

    game = get_game("match3")
    preset = game.options_schema.default_preset
    yesterday = daily.today() - dt.timedelta(days=1)
    opens, closes = daily.day_bounds(yesterday)
    challenge = DailyChallenge.objects.create(
        date=yesterday,
        game="match3",
        preset=preset,
        options=game.resolve_options(preset=preset),
        engine_version=game.engine_version,
        seed="browser-closed-daily",
        commitment="0" * 64,
        opens_at=opens,
        closes_at=timezone.now(),  # open while it is played, closed when it is looked at
    )
    frank = UserFactory(username="frank")
    play = play_start(
        user=frank,
        game="match3",
        options=challenge.options,
        seed=challenge.seed,
        mode="daily",
        daily_challenge=challenge,
    )
    DailyChallenge.objects.filter(pk=challenge.pk).update(closes_at=closes + dt.timedelta(days=1))
    for version in range(2):
        play.refresh_from_db()
        first = game.legal_actions(game.deserialize(play.state))[0]
        play_act(play_id=play.pk, user=frank, action=first, expected_version=version)
    play_act(play_id=play.pk, user=frank, action={"type": "resign"}, expected_version=2)
    # The day is over and so is its grace period (whatever the hour the test runs at): the seed is revealed.
    revealed_close = min(closes, timezone.now() - daily_grace() - dt.timedelta(minutes=1))
    DailyChallenge.objects.filter(pk=challenge.pk).update(closes_at=revealed_close)

    page = desktop.new_page()
    page.goto(f"{live.url}/#/leaderboards/daily-match3-{preset}-{yesterday}")
    expect(page.get_by_test_id("board-title")).to_have_text(f"Match-3 Solitaire · daily of {yesterday}")
    link = page.get_by_role("link", name="Replay frank's game")
    expect(link).to_be_visible()
    link.click()
    expect(page.get_by_test_id("replay-position")).to_have_text("Step 0 of 3")
    page.get_by_test_id("replay-last").click()
    expect(page.get_by_test_id("replay-position")).to_have_text("Step 3 of 3")
    expect(page.locator(".replay-caption")).to_contain_text("Move 3: Resign")
