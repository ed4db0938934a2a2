"""patience in a terminal: ``python -m clients.terminal --server http://127.0.0.1:8000``.

Signs in (or plays as a guest), lists today's challenges and the practice games, draws the board in colour,
numbers the legal actions and plays the one whose number you type. The board follows the play's WebSocket:
a move made elsewhere (the browser, another terminal) is drawn at once. Only the public API is used.

In a terminal the game is full screen (``clients/screen.py``): the board fixed at the top, the moves in a list
that scrolls, the prompt at the bottom. With ``--plain``, or when the input or the output is not a terminal
(a pipe, a script, a screen reader's line mode), it prints line after line instead.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import getpass
import os
import random
import sys
import textwrap
import threading
from collections.abc import Callable
from typing import Any

import websockets
from patience_client.models import ChallengeOutput, ErrorMessage, GameOutput
from patience_sdk import LiveClosed, LivePlay, PlayState, StateMessage, play_state_of
from prompt_toolkit import PromptSession

from clients.api import Api, ApiError, legal_actions
from clients.boards import Painter, board, card_glyphs, fit
from clients.outcome import (
    BEING_VERIFIED,
    end_words,
    hinted_number,
    result_lines,
    settled_score,
    standing_lines,
)
from clients.screen import PlayScreen, ReplayScreen

COMMANDS = "number = play it · u undo · h hint · r resign · /words filter · m menu · q quit"
MENU_COLUMNS = 80
REASON_INDENT = " " * 6  # under a menu line's name, past its number


class Input:
    """Lines of standard input, read by a thread so that the event loop keeps following the socket."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.loop = loop
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in sys.stdin:
            self.loop.call_soon_threadsafe(self.queue.put_nowait, line.rstrip("\r\n"))
        self.loop.call_soon_threadsafe(self.queue.put_nowait, None)

    async def line(self, prompt: str) -> str | None:
        out(prompt, end="")
        return await self.queue.get()


class TerminalInput:
    """Lines typed at a prompt in a real terminal (prompt_toolkit, which must own the keyboard: no thread
    reads standard input beside the full-screen screens)."""

    def __init__(self) -> None:
        self.session: PromptSession[str] = PromptSession()

    async def line(self, prompt: str) -> str | None:
        try:
            return await self.session.prompt_async(prompt)
        except EOFError:
            return None


async def follow_play(api: Api, play_id: str, version: Callable[[], int], on_event) -> None:
    """Keep a socket open on the play, reconnecting after a drop; the server sends the whole state on
    connect, and a sync by version asks for anything missed. ``on_event(kind, message)`` gets each event: a
    ``state`` as the typed snapshot REST answers, an ``error`` as the SDK's ``ErrorMessage``; in_sync and the
    frames this client does not know draw nothing."""
    attempt = 0
    opening = api.opening.setdefault(play_id, asyncio.Event())
    while True:
        try:
            async with LivePlay(api.client, play_id) as live:  # the SDK's live channel, typed frames
                attempt = 0
                api.channels[play_id] = live  # the moves go over it meanwhile (clients.api.Api.act)
                opening.set()
                try:
                    await live.sync(version())
                    while True:
                        message = await live.message()
                        if isinstance(message, StateMessage):
                            on_event("state", play_state_of(message))
                        elif isinstance(message, ErrorMessage):
                            on_event("error", message)
                finally:
                    if api.channels.get(play_id) is live:
                        del api.channels[play_id]
        except asyncio.CancelledError:
            opening.set()
            raise
        except LiveClosed as closed:
            if closed.close_code in (4401, 4404):
                on_event("closed", closed.close_code)
                return
        except (OSError, websockets.WebSocketException) as exc:  # the first connection refused
            code = getattr(getattr(exc, "rcvd", None), "code", None)
            if code in (4401, 4404):
                on_event("closed", code)
                return
        opening.set()  # no channel for now: moves go over REST until one opens
        attempt += 1
        on_event("reconnecting", attempt)
        await asyncio.sleep(min(10, 0.5 * 2 ** (attempt - 1)) * random.uniform(0.75, 1.25))


def out(text: str = "", end: str = "\n") -> None:
    sys.stdout.write(text + end)
    sys.stdout.flush()


class Terminal:
    def __init__(
        self, api: Api, painter: Painter, keyboard: Input | TerminalInput, full_screen: bool
    ) -> None:
        self.api = api
        self.p = painter
        self.keyboard = keyboard
        self.full_screen = full_screen

    async def ask(self, prompt: str) -> str:
        line = await self.keyboard.line(prompt)
        if line is None:
            raise EOFError
        return line.strip()

    # ---- signing in ----------------------------------------------------------------------------------

    async def sign_in(self, args: argparse.Namespace) -> None:
        if args.guest:
            user = await self.api.guest()
        elif args.username:
            password = args.password or os.environ.get("PATIENCE_PASSWORD") or getpass.getpass("Password: ")
            user = await self.api.login(args.username, password)
        elif args.token:
            self.api.token = args.token
            user = await self.api.me()
        else:
            while True:
                choice = await self.ask("1) play as a guest  2) sign in  3) register  > ")
                try:
                    if choice == "1":
                        user = await self.api.guest()
                    elif choice in ("2", "3"):
                        username = await self.ask("Username: ")
                        password = await self.ask("Password: ")
                        if choice == "2":
                            user = await self.api.login(username, password)
                        else:
                            user = await self.api.register(username, password)
                    else:
                        continue
                    break
                except ApiError as exc:
                    out(self.p.paint(exc.message, 31))
        kind = " (guest)" if user.is_guest else ""
        out(f"Signed in as {self.p.bold(user.display_name)}{kind}.")

    # ---- menus ---------------------------------------------------------------------------------------

    async def menu(self) -> str | None:
        """The play id chosen (started or resumed), or None to quit."""
        daily = await self.api.todays_dailies()
        catalogue = await self.api.games()
        names = {str(g.slug): g.name for g in catalogue}
        out()
        out(self.p.title("Today's challenges"))
        choices: list[ChallengeOutput | GameOutput] = []
        for challenge in daily:
            choices.append(challenge)
            mine = challenge.my_play
            held = bool(mine and mine.held_for_review)
            if not mine:
                status = "not started"
            else:
                # "held for review" in place of the score: the line has room for one of them, not both.
                status = "held for review" if held else f"{mine.status}, score {mine.score}"
            hours, minutes = divmod(challenge.seconds_left // 60, 60)
            slug = str(challenge.game)
            # One line of at most 80 columns: a line the terminal wraps reads as two choices.
            out(
                fit(
                    f"  {len(choices):>2}) {names.get(slug, slug):<27.27} "
                    f"{challenge.difficulty or '?':<7.7} par {challenge.par!s:<4} "
                    f"{hours:>2}:{minutes:02d} left  {status}",
                    MENU_COLUMNS,
                )
            )
            if held and mine and mine.review_reason:
                # Why, and what happens next (#42), under the choice, indented past its number.
                for line in textwrap.wrap(str(mine.review_reason), MENU_COLUMNS - len(REASON_INDENT)):
                    out(self.p.dim(REASON_INDENT + line))
        out(self.p.title("Practice"))
        for game in catalogue:
            choices.append(game)
            out(fit(f"  {len(choices):>2}) {game.name}", MENU_COLUMNS))
        out(self.p.dim("   v) replay one of my finished games"))
        while True:
            answer = await self.ask("Choose a number (v to replay, q to quit) > ")
            if answer.lower() in ("q", "quit"):
                return None
            if answer.lower() == "v":
                await self.choose_replay()
                return await self.menu()
            if answer.isdigit() and 1 <= int(answer) <= len(choices):
                item = choices[int(answer) - 1]
                play: PlayState | None
                try:
                    if isinstance(item, ChallengeOutput):
                        play = await self.api.daily_start(item.date, str(item.game))
                    else:
                        play = await self.start_practice(item)
                        if play is None:
                            continue
                    return str(play.id)
                except ApiError as exc:
                    out(self.p.paint(exc.message, 31))

    async def choose_replay(self) -> None:
        finished = [p for p in await self.api.my_plays(page_size=30) if p.status != "playing"][:15]
        if not finished:
            out("No finished game yet.")
            return
        for i, play in enumerate(finished, start=1):
            out(f"  {i:>2}) {play.game!s:<9} {play.mode:<8} {play.status:<5} score {play.score}")
        answer = await self.ask("Which one (Enter to go back) > ")
        if answer.isdigit() and 1 <= int(answer) <= len(finished):
            await self.replay(str(finished[int(answer) - 1].id))

    async def replay(self, play_id: str) -> None:
        if not self.full_screen:
            out("The replay viewer needs a terminal (it is full screen); open it in the web client instead.")
            return
        problem = await ReplayScreen(self.api, self.p, play_id).run()
        if problem:
            out(self.p.paint(problem, 31))

    async def start_practice(self, game: GameOutput) -> PlayState | None:
        presets = [str(preset.name) for preset in game.options_schema.presets]
        for i, described in enumerate(game.options_schema.presets, start=1):
            out(f"  {i}) {described.name}: {described.description}")
        answer = await self.ask(f"Preset (Enter for {presets[0]}, b to go back) > ")
        if answer.lower() == "b":
            return None
        preset = presets[int(answer) - 1] if answer.isdigit() and 0 < int(answer) <= len(presets) else None
        seed = await self.ask("Seed (Enter for a random deal) > ")
        return await self.api.start(str(game.slug), preset=preset or presets[0], seed=seed or None)

    # ---- playing -------------------------------------------------------------------------------------

    async def play(self, play_id: str) -> bool:
        """Play until the game ends or the player leaves; False when the player quits the program."""
        snapshot = await self.api.play(play_id)
        if self.full_screen:

            def follow(on_event):
                return follow_play(self.api, play_id, lambda: screen.snapshot.version, on_event)

            screen = PlayScreen(self.api, self.p, snapshot, follow)
            result = await screen.run()
            out(end_words(screen.snapshot) if screen.snapshot.status != "playing" else "")
            if isinstance(result, tuple):
                await self.replay(result[1])
                return True
            return result != "quit"
        game = Game(self, snapshot)
        follower = asyncio.create_task(game.follow())
        try:
            return await game.loop()
        finally:
            follower.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await follower


class Game:
    def __init__(self, terminal: Terminal, snapshot: PlayState) -> None:
        self.t = terminal
        self.p = terminal.p
        self.api = terminal.api
        self.snapshot = snapshot
        self.events: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        self.filter = ""

    @property
    def id(self) -> str:
        return str(self.snapshot.id)

    async def follow(self) -> None:
        await follow_play(
            self.api, self.id, lambda: self.snapshot.version, lambda k, m: self.events.put_nowait((k, m))
        )

    def draw(self) -> None:
        s = self.snapshot
        out()
        mode = "daily challenge" if s.mode == "daily" else "practice"
        header = f"{s.game} · {mode} · {s.status} · score {s.score} · moves {s.actions_count}"
        out(self.p.paint(f"━━ {header} ━━", 1, 36))
        for line in board(s.view, self.p):
            out(line)
        if s.status != "playing":
            return
        out(self.p.title(f"Legal moves ({len(s.legal_actions)})"))
        for number, entry in enumerate(legal_actions(s), start=1):
            if self.filter and self.filter not in entry.text.lower():
                continue
            out(f"  {self.p.bold(f'{number:>3}')}) {card_glyphs(str(s.game), entry.text)}")

    async def loop(self) -> bool:
        self.draw()
        prompt_task: asyncio.Task | None = None
        event_task: asyncio.Task | None = None
        try:
            while True:
                if self.snapshot.status != "playing":
                    await self.finish()
                    return True
                if prompt_task is None:
                    prompt_task = asyncio.create_task(self.t.ask(f"{COMMANDS}\n> "))
                if event_task is None:
                    event_task = asyncio.create_task(self.events.get())
                done, _ = await asyncio.wait({prompt_task, event_task}, return_when=asyncio.FIRST_COMPLETED)
                if event_task in done:
                    kind, message = event_task.result()
                    event_task = None
                    if self.on_event(kind, message):
                        out("> ", end="")
                if prompt_task in done:
                    answer = prompt_task.result()
                    prompt_task = None
                    outcome = await self.command(answer)
                    if outcome is not None:
                        return outcome
        finally:
            for task in (prompt_task, event_task):
                if task is not None:
                    task.cancel()

    def on_event(self, kind: str, message: Any) -> bool:
        """Handle a socket event; True when the screen changed (and the prompt must be shown again)."""
        if kind == "state" and message.version > self.snapshot.version:
            self.snapshot = message
            self.filter = ""
            self.draw()
            return self.snapshot.status == "playing"
        if kind == "error":
            out(self.p.paint(message.error.message, 31))
            return True
        if kind == "reconnecting":
            out(self.p.dim(f"(connection lost: reconnecting, attempt {message})"))
            return True
        if kind == "closed":
            out(self.p.paint("The server closed the live connection.", 31))
            return True
        return False

    async def command(self, answer: str) -> bool | None:
        """Run one typed command; True/False to leave the game (to the menu / quit), None to stay."""
        s = self.snapshot
        lowered = answer.lower()
        try:
            if lowered.isdigit():
                number = int(lowered)
                if not 1 <= number <= len(s.legal_actions):
                    out(self.p.paint(f"Choose a move between 1 and {len(s.legal_actions)}.", 31))
                    return None
                action = legal_actions(s)[number - 1].action
                self.apply(await self.api.act(self.id, action, s.version))
            elif lowered == "u":
                self.apply(await self.api.undo(self.id, s.version))
            elif lowered == "h":
                hint = await self.api.hint(self.id)
                hinted = hinted_number(s, hint)
                out(
                    self.p.paint(f"Hint: {hinted}) {hint.text}", 36)
                    + (f" ({hint.reason})" if hint.reason else "")
                )
            elif lowered == "r":
                confirm = await self.t.ask("Resign this game? (y/N) > ")
                if confirm.lower() == "y":
                    self.apply(await self.api.resign(self.id, s.version))
            elif lowered.startswith("/"):
                self.filter = lowered[1:].strip()
                self.draw()
            elif lowered in ("m", "menu"):
                return True
            elif lowered in ("q", "quit"):
                return False
            elif lowered == "":
                self.draw()
            else:
                # The prompt that follows lists the commands: saying them here too printed them twice.
                out(self.p.paint(f"Unknown command {answer!r}.", 31))
        except ApiError as exc:
            out(self.p.paint(exc.message, 31))
            if exc.status == 409:
                self.apply(await self.api.play(self.id))
        return None

    def apply(self, snapshot: PlayState) -> None:
        if snapshot.version >= self.snapshot.version:
            self.snapshot = snapshot
            self.filter = ""
            self.draw()

    async def finish(self) -> None:
        s = self.snapshot
        out(self.p.paint(end_words(s), 32 if s.status == "won" else 33, 1))
        score = await settled_score(self.api, s, waiting=lambda: out(self.p.dim(BEING_VERIFIED)))
        # A daily's card from its second line (the first repeats the words above): par's origin, rank, streak.
        for line in (await result_lines(self.api, s, score))[1:]:
            out(line)
        for line in await standing_lines(self.api, score):
            out(line)


async def run(args: argparse.Namespace) -> int:
    colour = args.color == "always" or (
        args.color == "auto" and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    )
    api = Api(args.server)
    full_screen = not args.plain and sys.stdin.isatty() and sys.stdout.isatty()
    keyboard = TerminalInput() if full_screen else Input(asyncio.get_running_loop())
    terminal = Terminal(api, Painter(colour), keyboard, full_screen)
    try:
        await terminal.sign_in(args)
        if args.replay:
            await terminal.replay(args.replay)
        if args.play and not await terminal.play(args.play):
            return 0
        while True:
            # Straight back to the menu: a "Press Enter" prompt here used to swallow the number typed next.
            play_id = await terminal.menu()
            if play_id is None or not await terminal.play(play_id):
                return 0
    except ApiError as exc:
        out(f"Error: {exc.message}")
        return 1
    except EOFError:
        out()
        return 0
    finally:
        await api.close()


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="patience-terminal", description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", default=os.environ.get("PATIENCE_SERVER", "http://127.0.0.1:8000"))
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--guest", action="store_true", help="play at once as a new guest")
    who.add_argument("--username", help="sign in with this username (the password is asked for)")
    who.add_argument(
        "--token", default=os.environ.get("PATIENCE_TOKEN"), help="a token from an earlier sign-in"
    )
    parser.add_argument("--password", help=argparse.SUPPRESS)
    parser.add_argument("--play", metavar="PLAY_ID", help="open this play of yours at once")
    parser.add_argument("--replay", metavar="PLAY_ID", help="step through this finished play first")
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    parser.add_argument(
        "--plain", action="store_true", help="print line after line instead of the full-screen layout"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return asyncio.run(run(args))
    except KeyboardInterrupt:
        out()
        return 130


if __name__ == "__main__":
    sys.exit(main())
