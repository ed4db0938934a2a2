"""The terminal client full screen, driven in a pseudo-terminal of 80 x 24 (pexpect) whose output is drawn by
a terminal emulator (pyte), so that the tests read the screen as a player sees it."""

from __future__ import annotations

import datetime as dt
import os
import re
import sys
import time
from pathlib import Path

import httpx
import pexpect
import pyte
import pytest
from django.utils import timezone

from accounts.models import AccessToken
from accounts.services import token_issue
from clients.boards import Painter, board
from config.celery import app as celery_app
from games.models import DailyChallenge, Mode
from games.selectors import daily_grace
from games.services import play_act, play_start
from leaderboards.models import Score, ScoreStatus
from leaderboards.tasks import verify_score
from tests.factories import UserFactory
from tests.games.test_analysis_api import CUT, certified_witch_daily
from tests.support import EVENT_TIMEOUT

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]
COLUMNS, LINES = 80, 24


class Screen:
    """The client in a pseudo-terminal, and the screen it draws."""

    def __init__(self, *args: str) -> None:
        env = {
            **os.environ,
            "PYTHONUNBUFFERED": "1",
            "TERM": "xterm-256color",
            "COLUMNS": "80",
            "LINES": "24",
        }
        env.pop("NO_COLOR", None)
        self.child = pexpect.spawn(
            sys.executable,
            ["-m", "clients.terminal", *args],
            cwd=str(ROOT),
            env=env,
            dimensions=(LINES, COLUMNS),
            encoding="utf-8",
            codec_errors="replace",
        )
        self.screen = pyte.Screen(COLUMNS, LINES)
        self.stream = pyte.Stream(self.screen)

    def pump(self) -> None:
        while True:
            try:
                self.stream.feed(self.child.read_nonblocking(65536, timeout=0.05))
            except pexpect.TIMEOUT:
                return
            except pexpect.EOF:
                return

    @property
    def lines(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def text(self) -> str:
        return "\n".join(self.lines)

    def wait_for(self, condition, what: str, timeout: float = EVENT_TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump()
            if condition(self.lines):
                return
        raise AssertionError(f"{what} never showed; the screen was:\n{self.text()}")

    def shows(self, fragment: str, timeout: float = EVENT_TIMEOUT) -> None:
        self.wait_for(lambda lines: any(fragment in line for line in lines), repr(fragment), timeout)

    def type(self, keys: str) -> None:
        self.child.send(keys)

    def close(self) -> None:
        if self.child.isalive():
            self.child.sendcontrol("c")
            self.child.expect(pexpect.EOF, timeout=10)
        self.child.close()


@pytest.fixture
def screens():
    opened: list[Screen] = []

    def open_(*args: str) -> Screen:
        opened.append(Screen(*args))
        return opened[-1]

    yield open_
    for screen in opened:
        screen.close()


@pytest.fixture
def erin(live):
    user = UserFactory(username="erin")
    token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
    api = httpx.Client(
        base_url=live.url + "/api/v1", headers={"Authorization": f"Bearer {token}"}, timeout=20
    )
    yield token, api
    api.close()


def board_is_on_top(lines: list[str], moves: int) -> bool:
    return (
        lines[0].startswith("━━ match3 · practice · playing · score")
        and f"moves {moves} ━━" in lines[0]
        and any(line.startswith("Grid") for line in lines)
        and any(line.startswith("  row 3") for line in lines)
        and any("Legal moves (48)" in line for line in lines)
        and lines[-1].startswith(">")
    )


def test_the_board_stays_on_an_80_by_24_screen_with_48_legal_moves(live, erin, screens):
    token, api = erin
    play = api.post("/plays", json={"game": "match3", "seed": "pty-board"}).json()
    assert len(play["legal_actions"]) == 48
    screen = screens("--server", live.url, "--token", token, "--play", play["id"])
    screen.wait_for(lambda lines: board_is_on_top(lines, 0), "the board at the top with its 48 moves")
    assert any(line.startswith("   1) Slide") for line in screen.lines)

    screen.type("1\r")
    screen.wait_for(lambda lines: board_is_on_top(lines, 1), "the board after a move")
    # Scrolling the list moves the list, never the board.
    screen.type("\x1b[6~")  # Page Down
    screen.wait_for(
        lambda lines: board_is_on_top(lines, 1) and not any(line.startswith("   1) ") for line in lines),
        "the list scrolled under a board that stayed",
    )
    # A filter narrows the list, with the moves' own numbers.
    screen.type("/column 2\r")
    screen.wait_for(lambda lines: any("filter 'column 2'" in line for line in lines), "the filter")
    listed = [line for line in screen.lines if line[:6].strip().endswith(")")]
    assert listed and all("column 2" in line for line in listed)
    assert board_is_on_top(screen.lines, 1)


def test_a_push_while_typing_keeps_the_typed_text(live, erin, screens):
    token, api = erin
    play = api.post("/plays", json={"game": "match3", "seed": "pty-push"}).json()
    screen = screens("--server", live.url, "--token", token, "--play", play["id"])
    screen.wait_for(lambda lines: board_is_on_top(lines, 0), "the board")
    screen.type("12")
    screen.shows("> 12")
    moved = api.post(
        f"/plays/{play['id']}/actions",
        json={"action": play["legal_actions"][0]["action"], "expected_version": 0},
    )
    assert moved.status_code == 200
    screen.wait_for(lambda lines: board_is_on_top(lines, 1), "the pushed move")
    assert screen.lines[-1] == "> 12"
    # The typed line is still the player's: Enter plays move 12 of the new position.
    expected = api.get(f"/plays/{play['id']}").json()["legal_actions"][11]["action"]
    screen.type("\r")
    screen.wait_for(lambda lines: board_is_on_top(lines, 2), "the move typed during the push")
    assert api.get(f"/plays/{play['id']}/log").json()["actions"][-1] == expected


def test_a_finished_game_is_stepped_through_in_the_terminal(live, erin, screens):
    token, api = erin
    play = api.post("/plays", json={"game": "match3", "seed": "pty-replay"}).json()
    for version in range(2):
        snapshot = api.get(f"/plays/{play['id']}").json()
        api.post(
            f"/plays/{play['id']}/actions",
            json={"action": snapshot["legal_actions"][3]["action"], "expected_version": version},
        )
    api.post(f"/plays/{play['id']}/resign", json={"expected_version": 2})
    moves = api.get(f"/plays/{play['id']}/replay").json()["moves"]

    screen = screens("--server", live.url, "--token", token, "--replay", play["id"])
    screen.shows("replay · erin · step 0 of 3")
    screen.shows("The deal.")
    screen.type("\x1b[C")  # →
    screen.shows("step 1 of 3")
    screen.shows(f"Move 1: {moves[0]}"[:60])
    screen.type("n")
    screen.shows("step 2 of 3")
    screen.type("\x1b[D")  # ←
    screen.shows("step 1 of 3")
    screen.type("3\r")
    screen.shows("step 3 of 3")
    screen.shows("Move 3: Resign")
    screen.type("q")
    screen.shows("Choose a number")  # back to the menu
    screen.type("q\r")
    screen.child.expect(pexpect.EOF, timeout=10)


def test_the_weaver_board_lists_every_card_of_the_harvest():
    from patience_client.models import WeaverView

    from games.engines.registry import get_game

    game = get_game("weaver")
    view = game.player_view(game.new_game("harvest-lines", None))
    view["harvest"] = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS"] * 2 + ["AH"]
    lines = board(WeaverView.from_dict(view), Painter(False))  # the SDK's model, as the client reads it
    start = next(i for i, line in enumerate(lines) if line.startswith("Harvest (23): "))
    shown = " ".join(lines[start:]).replace("Harvest (23): ", "").split()
    assert len(shown) == 23 and shown[-1] == "A♥"


def test_a_lost_practice_game_is_taken_back_in_the_terminal(live, erin, screens):
    token, api = erin
    play = api.post("/plays", json={"game": "match3", "seed": "pty-take-back"}).json()
    screen = screens("--server", live.url, "--token", token, "--play", play["id"])
    screen.wait_for(lambda lines: board_is_on_top(lines, 0), "the board")
    screen.type("1\r")
    screen.wait_for(lambda lines: board_is_on_top(lines, 1), "the move")
    screen.type("r\r")
    screen.shows("Resign this game?")
    screen.type("y\r")
    screen.shows("You resigned. Score")
    screen.shows("u: take back the last move")
    screen.type("u\r")
    screen.shows("Taken back: the game plays on, and no longer ranks.")
    screen.wait_for(lambda lines: board_is_on_top(lines, 1), "the game playing again")
    assert api.get(f"/plays/{play['id']}").json()["ranked"] is False


ANSI_CODES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")


def nothing_cut_silently(lines: list[str]) -> bool:
    """A line that fills the 80 columns ends with the ellipsis that says it was cut (and, for the message,
    the key that shows it whole)."""
    return all(len(line) < COLUMNS or line.endswith(("…", "d: details")) for line in lines)


def test_at_80_by_24_nothing_wraps_or_is_cut_silently_and_a_daily_ends_with_the_webs_facts(
    live, erin, screens
):
    from tests.clients.test_browser_experience import todays_challenges

    todays_challenges()
    token, _api = erin
    screen = screens("--server", live.url, "--token", token)
    screen.shows("Choose a number")
    # The menu is plain output: every line of it fits 80 columns (a wrapped line would read as two).
    raw = ANSI_CODES.sub("", screen.child.before or "")
    assert max(len(line) for line in screen.lines) <= COLUMNS
    assert all(len(line) <= COLUMNS for line in raw.split("\n")), raw
    daily = next(line for line in screen.lines if "The Witch of Pendle Hill" in line)
    screen.type(daily.split(")")[0].strip() + "\r")
    screen.shows("Legal moves (")
    screen.wait_for(nothing_cut_silently, "a play screen with nothing cut silently")
    # The moves name cards as the board draws them: 9♦, never 9D.
    moves = [line for line in screen.lines if line[:6].strip().endswith(")")]
    assert moves and not any(re.search(r"\b[2-9TJQKA][SHDC]\b", line) for line in moves), moves
    assert any(re.search(r"[♠♥♦♣]", line) for line in moves)
    # A move cut short is shown whole with "d N".
    screen.type("d 1\r")
    screen.shows("Details · any command goes back")
    assert max(len(line) for line in screen.lines) <= COLUMNS
    screen.type("\r")
    screen.shows("Legal moves (")
    screen.type("r\r")
    screen.shows("Resign this game?")
    screen.type("y\r")
    screen.shows("Next deal in")
    screen.wait_for(nothing_cut_silently, "the result with nothing cut silently")
    text = screen.text()
    assert "You resigned. Score" in text and "medal" in text and "streak 1" in text
    assert "Rank #1 of 1 so far" in text and re.search(r"Next deal in \d\d:\d\d:\d\d", text)


def test_full_screen_a_daily_held_after_it_ends_says_being_verified_then_held_why_and_what_next(
    live, screens
):
    from tests.clients.test_terminal import a_copy_one_move_from_its_end

    token, play_id, number = a_copy_one_move_from_its_end(live)
    screen = screens("--server", live.url, "--token", token, "--play", play_id)
    screen.shows("Legal moves (")
    # From here the verification's task waits in a queue no worker reads, until the test runs it below.
    celery_app.conf.task_always_eager = False
    celery_app.conf.task_default_queue = f"held-screen-{os.getpid()}-{time.monotonic_ns()}"
    try:
        screen.type(f"{number}\r")
        screen.shows("Your score is being verified by the server…")
        score = Score.objects.get(play_id=play_id)
        assert score.status == ScoreStatus.PENDING
        verify_score(score.pk)  # the task, as a worker runs it: after the client's first read
    finally:
        celery_app.conf.task_default_queue = "celery"
    screen.shows("Rank held for review")
    screen.wait_for(nothing_cut_silently, "the result with nothing cut silently")
    text = " ".join(line.strip() for line in screen.lines)
    assert "Rating no change while held for review" in text
    assert "Held for review: its first" in text and "another account (first)" in text
    assert "A review puts it on the board or leaves it off; nothing else is needed from you." in text
    assert "being verified" not in text


def test_a_lost_dailys_replay_shows_where_the_win_slipped_away_and_steps_through_the_way_on(
    live, erin, screens
):
    token, _ = erin
    user = UserFactory(username="erin")
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

    screen = screens("--server", live.url, "--token", token, "--replay", str(play.pk))
    screen.shows(f"The win slipped away at move {CUT + 1} of {CUT + 1}.")
    screen.type(f"{CUT}\r")
    screen.shows(f"step {CUT} of {CUT + 1}")
    screen.shows("Still winnable here (w: the way on)")
    screen.type("w")
    screen.shows(f"the way on · step 0 of {len(line) - CUT}")
    screen.shows(f"The position after move {CUT}")
    screen.type("\x1b[F")  # End
    screen.shows(f"the way on · step {len(line) - CUT} of {len(line) - CUT}")
    screen.shows("· won")
    screen.type("w")  # back to the player's own game, at the turning point
    screen.shows(f"replay · erin · step {CUT} of {CUT + 1}")
    screen.type("q")
    screen.shows("Choose a number")
    screen.type("q\r")
    screen.child.expect(pexpect.EOF, timeout=10)
