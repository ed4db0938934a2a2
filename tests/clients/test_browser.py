"""The web client in a real browser (Debian's Chromium through Playwright) against a live ASGI server: whole
games played by clicking the board, the other games started and played, live updates between tabs, the
daily challenges, accounts, leaderboards and a phone-sized screen. Screenshots go to tests/artifacts/."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from games.daily.challenges import today
from games.daily.generation import days_generate
from games.models import Play
from games.selectors import play_snapshot

pytestmark = pytest.mark.django_db(transaction=True)


class Screen:
    """The play screen as a player sees it."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def moves(self) -> int:
        return int(self.page.locator('[data-counter="Moves"]').inner_text())

    def over(self) -> bool:
        return self.page.locator(".end-panel").is_visible()

    def idle(self) -> None:
        self.page.wait_for_function("() => window.__patience && !window.__patience.screen.busy")

    def play(self, index: int = 0) -> str:
        """Play the index-th legal move by clicking the board places it names (a card, then where it goes);
        when those clicks leave several moves, pick it in the narrowed list of legal moves. Returns how it
        was played: 'board' or 'list'."""
        # The index-th legal move as the server lists it (the page groups a long list by card).
        move = self.page.evaluate(
            """(index) => {
                const screen = window.__patience.screen;
                const entry = screen.selection.entries[index];
                return {targets: entry.targets, number: String(entry.index), before: screen.snapshot.version};
            }""",
            index,
        )
        assert move["targets"], f"move {move['number']} names no place on the board"
        for key in move["targets"]:
            self.page.locator(f'.board [data-key="{key}"]').first.click()
        self.idle()
        if self.version() == move["before"]:
            listed = self.page.locator(f'ol.action-list button.action[data-index="{move["number"]}"]')
            if not listed.count():  # in a collapsed group of the card's moves: open it ("N more")
                group = self.page.locator(f'li.action-group[data-group="{move["targets"][0]}"]')
                group.locator(".action-group__more").click()
            listed.click()
            self.idle()
            assert self.version() == move["before"] + 1
            return "list"
        assert self.version() == move["before"] + 1
        return "board"

    def version(self) -> int:
        return self.page.evaluate("() => window.__patience.screen.snapshot.version")


def snap(page: Page, path) -> None:
    """A screenshot of the settled page: animations finished, no toast over the board."""
    page.add_style_tag(content=".toasts { display: none !important; }")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=path, full_page=True, animations="disabled")


def sign_in_as_guest(page: Page, live) -> None:
    page.goto(live.url + "/#/practice")
    page.get_by_test_id("guest-button").click()
    expect(page.locator(".account-name")).to_be_visible()


def start_practice(page: Page, live, game: str, seed: str, preset: str | None = None) -> Screen:
    page.goto(f"{live.url}/#/practice?game={game}")
    expect(page.locator(f'.game-choice[data-game="{game}"] input')).to_be_checked()
    if preset:
        page.locator(f'input[name="preset"][value="{preset}"]').check()
    page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("practice-start").click()
    page.wait_for_url(re.compile(r".*#/play/[0-9a-f-]{36}$"))
    expect(page.locator(".connection")).to_have_text("Live")
    return Screen(page)


def play_id(page: Page) -> str:
    return page.url.rsplit("/", 1)[1]


def test_a_whole_weaver_game_is_played_by_clicking(live, context, artifacts):
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-weaver")
    ways = set()
    for turn in range(60):
        if screen.over():
            break
        if turn == 12:
            snap(page, artifacts / "weaver.png")
        # Remove to the Harvest or to a basket pile, in turn (the moves of one card come in that order).
        ways.add(screen.play(turn % 6))
    assert screen.over(), "the game did not end"
    assert "board" in ways
    play = Play.objects.get(pk=play_id(page))
    assert play.status in ("won", "lost") and play.version == screen.moves()
    expect(page.get_by_test_id("final-score")).to_have_text(str(play.score))
    # A guest's game on a seed of its choosing is casual (docs/fair-play.md): it says where it would place.
    expect(page.locator(".end-rank")).to_contain_text("Casual game")
    expect(page.locator(".end-rank")).to_contain_text("would place #1")
    snap(page, artifacts / "weaver-end.png")
    page.get_by_test_id("end-board-link").click()
    expect(page.get_by_test_id("would-place")).to_contain_text("would place #1")
    expect(page.get_by_text("Live", exact=True)).to_be_visible()  # the board's own socket
    snap(page, artifacts / "leaderboard.png")


def test_a_whole_match3_game_is_played_by_clicking_a_card_then_an_arrow(live, context, artifacts):
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "match3", seed="browser-match3")
    ways = set()
    for turn in range(120):
        if screen.over():
            break
        if turn == 6:
            snap(page, artifacts / "match3.png")
        # Vary the row card and the arrow so that the grid really changes.
        ways.add(screen.play(turn % 7))
    assert screen.over(), "the game did not end"
    assert ways == {"board"}, "a card then an arrow always names one move"
    play = Play.objects.get(pk=play_id(page))
    assert play.status in ("won", "lost")
    expect(page.locator(".end-panel h2")).to_have_text("You won!" if play.status == "won" else "You lost.")
    snap(page, artifacts / "match3-end.png")


@pytest.mark.parametrize(
    ("game", "preset", "moves"),
    [("witch", "magic", 6), ("journey", "normal", 6), ("quetinny", "basic", 8)],
)
def test_the_other_games_start_and_take_moves_on_the_board(live, context, artifacts, game, preset, moves):
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, game, seed=f"browser-{game}", preset=preset)
    for _ in range(moves):
        if screen.over():
            break
        # The last listed move is the most interesting one (discards and "end round" come first or last
        # depending on the game); fall back to the first when there is only one.
        count = page.evaluate("window.__patience.screen.selection.entries.length")
        screen.play(count - 1 if game != "witch" else 0)
    assert Play.objects.get(pk=play_id(page)).version == screen.moves() >= min(moves, 1)
    snap(page, artifacts / f"{game}.png")


def test_undo_and_hint_in_practice(live, context):
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-undo")
    expect(page.get_by_test_id("undo")).to_be_disabled()
    screen.play(0)
    page.get_by_test_id("undo").click()
    expect(page.locator('[data-counter="Moves"]')).to_have_text("0")
    expect(page.locator('[data-counter="Undos"]')).to_have_text("1")
    page.get_by_test_id("hint").click()
    expect(page.locator(".prompt__hint")).to_contain_text("Hint:")
    expect(page.locator("button.action.is-hint")).to_have_count(1)
    page.get_by_role("button", name="Play it").click()
    expect(page.locator('[data-counter="Moves"]')).to_have_text("1")


def test_a_move_made_in_a_second_tab_appears_in_the_first_even_after_a_drop(live, context):
    first = context.new_page()
    sign_in_as_guest(first, live)
    start_practice(first, live, "match3", seed="browser-tabs")
    second = context.new_page()
    second.goto(first.url)
    expect(second.locator(".connection")).to_have_text("Live")

    Screen(second).play(0)
    expect(first.locator('[data-counter="Moves"]')).to_have_text("1")
    assert first.locator(".board").inner_html() == second.locator(".board").inner_html()

    # The first tab loses its socket; the move made meanwhile reaches it when it has reconnected.
    first.evaluate("window.__patience.drop()")
    Screen(second).play(3)
    expect(first.locator('[data-counter="Moves"]')).to_have_text("2")
    expect(first.locator(".connection")).to_have_text("Live")

    # And the first tab plays on from the position it caught up with.
    Screen(first).play(1)
    expect(second.locator('[data-counter="Moves"]')).to_have_text("3")


def test_todays_challenges_start_a_daily_game_without_undo_or_hints(live, context, artifacts):
    days_generate(start=today(), days=1)  # generated ahead, as beat or the embedded server's thread does
    page = context.new_page()
    page.goto(live.url + "/")
    expect(page.locator(".daily-card")).to_have_count(5)
    card = page.locator('.daily-card[data-game="match3"]')
    expect(card).to_contain_text("not started")
    expect(card.locator(".clock")).to_have_text(re.compile(r"\d+ (h|min|s)"))
    snap(page, artifacts / "today.png")
    # One click: nobody is signed in, so an account (not a guest: today's daily is for accounts) is made on the way.
    page.get_by_test_id("daily-start-match3").click()
    page.get_by_test_id("account-made-saved").click()  # its password, in view until the player has it
    page.wait_for_url(re.compile(r".*#/play/"))
    expect(page.locator(".badge--guest")).to_have_count(0)
    expect(page.locator(".badge--daily")).to_have_text("Daily challenge")
    expect(page.get_by_test_id("undo")).to_have_count(0)
    expect(page.get_by_test_id("hint")).to_have_count(0)
    Screen(page).play(0)
    page.goto(live.url + "/#/")
    expect(page.get_by_test_id("daily-open-match3")).to_have_text("Resume")


def test_register_sign_out_sign_in_and_errors_are_clear(live, context):
    page = context.new_page()
    page.goto(live.url + "/#/signin")
    register = page.get_by_test_id("register-form")
    register.get_by_label("Username").fill("carol")
    register.get_by_label("Password").fill("a-long-passphrase")
    register.get_by_role("button", name="Register").click()
    expect(page.locator(".account-name")).to_contain_text(re.compile(r"\S"))
    expect(page.locator(".badge--guest")).to_have_count(0)
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("link", name="Sign in", exact=True)).to_be_visible()

    page.goto(live.url + "/#/signin")
    login = page.get_by_test_id("login-form")
    login.get_by_label("Username").fill("carol")
    login.get_by_label("Password").fill("wrong password")
    login.get_by_role("button", name="Sign in").click()
    expect(login.locator(".form-error")).not_to_be_empty()
    login.get_by_label("Password").fill("a-long-passphrase")
    login.get_by_role("button", name="Sign in").click()
    expect(page.locator(".account-name")).to_be_visible()


def test_a_guest_upgrades_and_keeps_its_games(live, context):
    page = context.new_page()
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "weaver", seed="browser-upgrade")
    screen.play(0)
    page.goto(live.url + "/#/me")
    form = page.get_by_test_id("upgrade-form")
    form.get_by_label("Username").fill("dave")
    form.get_by_label("Password").fill("another-long-passphrase")
    form.get_by_role("button", name="Upgrade").click()
    expect(page.get_by_test_id("upgrade-form")).to_have_count(0)
    expect(page.locator(".site-header .badge--guest")).to_have_count(0)
    expect(page.locator(".plays-table")).to_contain_text("Weaver")


def test_a_board_fits_a_phone_screen(live, browser, artifacts):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        sign_in_as_guest(page, live)
        start_practice(page, live, "weaver", seed="browser-phone")
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the page is {overflow}px wider than the phone"
        snap(page, artifacts / "weaver-phone.png")
    finally:
        context.close()


def test_moves_go_over_the_socket_and_a_drop_never_applies_one_twice(live, context):
    """Issue 43: the page moves over its play's socket, not over REST; a move whose socket drops is sent on the
    next socket only if it did not land, with the same expected_version, so it is applied once either way."""
    page = context.new_page()
    frames: list[dict] = []
    received: list[str] = []
    posts: list[str] = []

    def follow(socket) -> None:
        socket.on("framesent", lambda payload: frames.append(json.loads(payload)))
        socket.on("framereceived", lambda payload: received.append(json.loads(payload)["type"]))

    page.on("websocket", follow)
    page.on(
        "request",
        lambda request: request.method == "POST" and "/plays/" in request.url and posts.append(request.url),
    )
    sign_in_as_guest(page, live)
    screen = start_practice(page, live, "match3", seed="browser-socket-moves")
    moved = lambda: [frame for frame in frames if frame["type"] == "action"]  # noqa: E731

    screen.play(0)
    assert len(moved()) == 1 and posts == []

    def act_with_a_drop(order: str) -> None:
        # The first legal move, and the socket dropped just before it is sent (it travels on the next socket) or
        # just after (it reached the server, whose answer the dropped socket never delivers).
        before = screen.version()
        page.evaluate(
            """(order) => {
                const screen = window.__patience.screen;
                if (order === "before") screen.live.drop();
                screen.play(screen.selection.entries[0]);
                if (order === "after") screen.live.drop();
            }""",
            order,
        )
        page.wait_for_function(f"() => window.__patience.screen.snapshot.version === {before + 1}")
        expect(page.locator(".connection")).to_have_text("Live")
        screen.idle()

    act_with_a_drop("before")
    act_with_a_drop("after")
    # Each move once: in the sockets' frames (a move that landed before its drop is not sent again), in the play
    # and in its log; and none over REST.
    assert len(moved()) == 3, moved()
    assert len({json.dumps(frame, sort_keys=True) for frame in moved()}) == 3
    assert posts == []
    play = Play.objects.get(pk=play_id(page))
    assert play.version == 3 and play.action_count == 3 and play.log.count() == 3
    assert screen.version() == 3 and screen.moves() == 3

    # And the page plays on over its new socket.
    screen.play(0)
    assert len(moved()) == 4 and Play.objects.get(pk=play_id(page)).version == 4
    # The socket answers compactly (?answer=compact): the page rebuilt the very snapshot REST would answer.
    assert "patch" in received
    held = page.evaluate(
        "() => { const { type, ...snapshot } = window.__patience.screen.snapshot; return snapshot; }"
    )
    assert held == json.loads(json.dumps(play_snapshot(Play.objects.get(pk=play_id(page)))))
