"""The terminal client, run as a program against a live server: driven through its standard input to the end
of a game, and following a move made elsewhere over the WebSocket."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import cast

import httpx
import pytest

from accounts.models import AccessToken, User
from accounts.services import token_issue
from config.celery import app as celery_app
from games.models import DailyChallenge, Play
from games.selectors import play_log
from leaderboards.models import Score, ScoreStatus
from leaderboards.tasks import verify_score
from ops.metrics import REQUEST_SECONDS
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.support import EVENT_TIMEOUT, parse_python

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]
ANSI = re.compile(r"\x1b\[[0-9;]*m")


class Program:
    """The client in a subprocess: what it printed so far, and a way to wait for more."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "NO_COLOR": ""}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "clients.terminal", *args],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            encoding="utf-8",
        )
        self.output = ""
        self.seen = 0
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stdout = self.process.stdout
        assert stdout is not None  # piped
        for chunk in iter(lambda: stdout.read(1), ""):
            with self.lock:
                self.output += chunk

    @property
    def plain(self) -> str:
        return ANSI.sub("", self.output)

    def expect(self, pattern: str, timeout: float = EVENT_TIMEOUT) -> re.Match:
        """Wait for ``pattern`` in the output printed since the last match (colours stripped)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                text = ANSI.sub("", self.output)
            match = re.compile(pattern).search(text, self.seen)
            if match:
                self.seen = match.end()
                return match
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        raise AssertionError(f"{pattern!r} never came; the client printed:\n{self.plain[-3000:]}")

    def send(self, line: str) -> None:
        assert self.process.stdin is not None  # piped
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def close(self) -> int:
        if self.process.poll() is None:
            assert self.process.stdin is not None  # piped
            self.process.stdin.close()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return self.process.wait()


@pytest.fixture
def program():
    started: list[Program] = []

    def start(*args: str) -> Program:
        started.append(Program(*args))
        return started[-1]

    yield start
    for p in started:
        p.close()


def rest_moves() -> int:
    """``POST /plays/<id>/actions`` answered by this process's server so far (the request metrics)."""
    return int(
        sum(
            sample.value
            for metric in REQUEST_SECONDS.collect()
            for sample in metric.samples
            if sample.name.endswith("_count")
            and sample.labels["method"] == "POST"
            and sample.labels["route"].endswith("/actions")
        )
    )


def test_a_guest_plays_a_practice_game_to_its_end_by_typing_numbers(live, program):
    rest_before = rest_moves()
    client = program("--server", live.url, "--guest", "--color", "always")
    client.expect(r"Signed in as .+\(guest\)")
    menu = client.expect(r"(\d+)\) Weaver in the Forest of Wyr\n")
    client.expect("Choose a number")
    client.send(menu.group(1))
    client.expect(r"Preset \(Enter for standard")
    client.send("")
    client.expect("Seed")
    client.send("terminal-weaver")
    for _ in range(60):
        step = client.expect(r"Legal moves \(\d+\)|You lost\.|You resigned\.|You won!")
        if not step.group(0).startswith("Legal"):
            break
        client.expect(r"q quit\n> ")
        client.send("1")
    else:
        pytest.fail("the game did not end")
    client.expect(r"Score -?\d+\.")
    client.expect(r"Casual game: Started by a guest")  # a guest's game, and a chosen seed: never ranked
    client.expect(r"Your score would place #1 on practice-weaver-standard\.")
    client.expect("Choose a number")  # straight to the menu
    client.send("q")
    assert client.close() == 0
    assert "\x1b[" in client.output, "the board is drawn in colour"
    assert "♠" in client.plain and "Keiju" in client.plain
    play = Play.objects.get(game="weaver", seed="terminal-weaver")
    assert play.status in ("won", "lost") and play_log(play)
    assert rest_moves() == rest_before, "the moves went over the play's socket, not REST (issue 43)"


def test_the_terminal_follows_a_move_made_elsewhere(live, program):
    user = UserFactory(username="erin")
    token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
    api = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)
    play = api.post("/api/v1/plays", json={"game": "match3", "seed": "terminal-follow"}).json()

    client = program("--server", live.url, "--token", token, "--play", play["id"], "--color", "never")
    client.expect(r"moves 0 ━━")
    client.expect(r"q quit\n> ")
    # A move from another client (the browser, a bot): the terminal redraws without any key pressed.
    rest_before = rest_moves()
    moved = api.post(
        f"/api/v1/plays/{play['id']}/actions",
        json={"action": play["legal_actions"][0]["action"], "expected_version": 0},
    )
    assert moved.status_code == 200
    client.expect(r"moves 1 ━━")
    client.expect(r"\n> ")
    # And the terminal plays on from the position it was sent, over its socket: REST counted the other move only.
    client.send("2")
    client.expect(r"moves 2 ━━")
    assert rest_moves() == rest_before + 1
    client.send("q")
    assert client.close() == 0
    assert "\x1b[" not in client.output


def test_an_unknown_command_says_so_once_and_the_menu_takes_the_next_number(live, program):
    client = program("--server", live.url, "--guest", "--color", "never")
    menu = client.expect(r"(\d+)\) Match-3 Solitaire\n")
    client.expect("Choose a number")
    client.send(menu.group(1))
    client.expect("Preset")
    client.send("")
    client.expect("Seed")
    client.send("terminal-glitches")
    client.expect(r"q quit\n> ")
    client.send("xyz")
    client.expect(r"Unknown command 'xyz'\.\n")
    client.expect(r"q quit\n> ")
    after = client.plain[client.plain.rindex("Unknown command 'xyz'") :]
    assert after.count("u undo") == 1, "the commands are listed once, by the prompt"
    # Back to the menu: the number typed there is taken at once (no prompt in between swallows it).
    client.send("m")
    client.expect("Choose a number")
    client.send(menu.group(1))
    client.expect(r"Preset \(Enter for")
    client.send("b")
    client.expect("Choose a number")
    client.send("q")
    assert client.close() == 0


def test_the_terminal_client_reaches_the_server_only_through_the_sdk():
    """No hand-rolled HTTP or socket: clients/*.py call the generated operations (patience_client) and the
    SDK's live channel (patience_sdk.LivePlay); httpx and websockets are named only for a timeout and errors."""
    allowed = {"httpx": {"Timeout", "HTTPError"}, "websockets": {"WebSocketException"}}
    for path in Path(__file__).resolve().parents[2].joinpath("clients").glob("*.py"):
        for node in ast.walk(parse_python(path.read_text())):
            # Only `import httpx` / `import websockets` under their own names, so every use is seen below.
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] in allowed:
                        assert alias.asname is None and alias.name in allowed, (path, alias.name)
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module.split(".")[0] not in allowed, (path, node.module)
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in allowed
            ):
                assert node.attr in allowed[node.value.id], (path, f"{node.value.id}.{node.attr}")


def test_the_terminal_client_reads_socket_frames_as_the_sdks_models():
    """A frame's kind and fields come from the SDK's typed models (patience_sdk parses each frame by its
    type): no ``json.loads``, and no ``["type"]``, ``.get("type")`` or ``["error"]`` on a dict, in clients/*.py."""
    for path in Path(__file__).resolve().parents[2].joinpath("clients").glob("*.py"):
        for node in ast.walk(parse_python(path.read_text())):
            key = None
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
                key = node.slice.value
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
                if node.func.attr == "get" and isinstance(node.args[0], ast.Constant):
                    key = node.args[0].value
                assert node.func.attr != "loads", (path, node.lineno)
            assert key not in ("type", "error"), (path, node.lineno, key)


def a_copy_one_move_from_its_end(live, game: str = "witch") -> tuple[str, str, int]:
    """Two accounts on today's ``game`` daily: the first plays the first listed move to the end, the second
    repeats its line but for the last move (the copy rule holds it once it ends). The second's token, its play
    and the number of the move that ends it."""
    challenge = make_challenge(game=game)
    url = f"/api/v1/daily/{challenge.date}/{game}"
    apis = {}
    for name in ("first", "second"):
        user = cast(User, UserFactory(username=name))  # factory_boy returns the model; its stubs say not
        token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key
        apis[name] = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)

    def act(client: httpx.Client, snapshot: dict, action: dict) -> dict:
        return client.post(
            f"/api/v1/plays/{snapshot['id']}/actions",
            json={"action": action, "expected_version": snapshot["version"]},
        ).json()

    snapshot = apis["first"].post(f"{url}/start").json()
    log = []
    while snapshot["status"] == "playing":
        log.append(snapshot["legal_actions"][0]["action"])
        snapshot = act(apis["first"], snapshot, log[-1])
    snapshot = apis["second"].post(f"{url}/start").json()
    for action in log[:-1]:
        snapshot = act(apis["second"], snapshot, action)
    number = [entry["action"] for entry in snapshot["legal_actions"]].index(log[-1]) + 1
    return apis["second"].headers["Authorization"].removeprefix("Bearer "), snapshot["id"], number


def test_a_held_daily_says_why_and_what_happens_next_when_it_ends(live, program):
    token, play_id, number = a_copy_one_move_from_its_end(live)
    client = program("--server", live.url, "--token", token, "--play", play_id, "--color", "never")
    client.expect(r"q quit\n> ")
    client.send(str(number))
    client.expect(r"Held for review: its first \d+ moves that turned up hidden cards repeat")
    client.expect(r"A review puts it on the board or leaves it off; nothing else is needed from you\.")
    client.send("q")
    client.close()


def test_a_daily_still_pending_when_it_ends_and_held_after_says_so_at_the_end_and_in_the_menu(live, program):
    """With a worker behind, the terminal's first read finds the score pending: it says so, reads again, and
    once the verification (run here, after that read) holds the copy it says why and what happens next, in
    the end lines and in the menu's line for that daily, instead of "being verified" for ever."""
    token, play_id, number = a_copy_one_move_from_its_end(live)
    client = program("--server", live.url, "--token", token, "--play", play_id, "--color", "never")
    client.expect(r"q quit\n> ")
    # From here the verification's task waits in a queue no worker reads, until the test runs it below.
    celery_app.conf.task_always_eager = False
    celery_app.conf.task_default_queue = f"held-terminal-{os.getpid()}-{time.monotonic_ns()}"
    try:
        client.send(str(number))
        client.expect(r"Your score is being verified by the server…")
        score = Score.objects.get(play_id=play_id)
        assert score.status == ScoreStatus.PENDING
        verify_score(score.pk)  # the task, as a worker runs it: after the terminal's first read
    finally:
        celery_app.conf.task_default_queue = "celery"
    assert Score.objects.get(pk=score.pk).status == ScoreStatus.HELD
    client.expect(r"Rank held for review · streak")
    client.expect(r"Rating no change while held for review")
    client.expect(
        r"Held for review: its first \d+ moves that turned up hidden cards repeat, move for move, an "
    )
    client.expect(
        r"\(first\)\. A review puts it on the board or leaves it off; nothing else is needed from you\."
    )
    # Straight back to the menu: the daily's line says it is held, and the lines under it why.
    client.expect(r"Today's challenges")
    client.expect(r"\) The Witch of Pendle Hill .* left  held for review\n")
    reason = client.expect(r"((?: {6}\S.*\n)+)").group(1)
    assert all(len(line) <= 80 for line in reason.splitlines())
    assert " ".join(line.strip() for line in reason.splitlines()) == Score.objects.get(pk=score.pk).reason
    client.expect(r"Choose a number")
    assert "being verified for" not in client.plain
    client.send("q")
    assert client.close() == 0


def test_a_daily_whose_par_the_solver_set_says_so_on_its_result_card(live, program):
    # A rule ladder-3 day as generation stores it (tests/games/test_daily_honest_gold.py makes one for real).
    challenge = make_challenge(game="match3")
    DailyChallenge.objects.filter(pk=challenge.pk).update(
        par=903, par_by="solver", gold=901, gold_by="player"
    )
    token = token_issue(user=UserFactory(username="ida"), kind=AccessToken.Kind.LOGIN).key
    api = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20)
    snapshot = api.post(f"/api/v1/daily/{challenge.date}/match3/start").json()
    client = program("--server", live.url, "--token", token, "--play", snapshot["id"], "--color", "never")
    client.expect(r"q quit\n> ")
    client.send("r")
    client.expect(r"Resign this game\? \(y/N\) > ")
    client.send("y")
    client.expect(r"Par was set by a solver that saw every card;\n")
    client.expect(r"gold here is 901, a score a player who sees only the face-up cards reached\.")
    client.send("q")
    client.close()
