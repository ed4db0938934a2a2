"""The terminal client's full-screen play and replay screens, on prompt_toolkit.

The board stays fixed at the top, the moves (legal moves while playing, the played moves in a replay) fill
the middle in a list that scrolls and filters, one line carries the latest message, and the prompt is at the
bottom. A push from the server redraws the board and the list; the line being typed lives in its own buffer,
which no redraw touches, so typing is never disturbed.

prompt_toolkit rather than textual: it is a small pure-Python library with no runtime of its own, draws a
layout of plain windows around an input buffer (exactly this screen), runs inside our asyncio loop next to
the WebSocket follower, and behaves the same in a pseudo-terminal, which is how the tests drive it.
"""

from __future__ import annotations

import asyncio
import contextlib
import textwrap
from collections.abc import Awaitable, Callable
from typing import Any

from patience_client.models import (
    ContinuationStepOutput,
    PlayAnalysisOutput,
    PlayReplayOutput,
    PlayReplayStepOutput,
)
from patience_sdk import PlayState
from prompt_toolkit.application import Application
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.formatted_text import ANSI
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.layout import HSplit, Layout, Window
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.processors import BeforeInput

from clients.api import Api, ApiError, legal_actions
from clients.boards import Painter, board, card_glyphs, fit, strip, width
from clients.outcome import (
    BEING_VERIFIED,
    end_words,
    hinted_number,
    result_lines,
    settled_score,
    standing_lines,
    verdict_of,
)

FIXED_LINES = 4  # the moves' title, the message, the help and the prompt
MIN_MOVES = 3
PLAY_HELP = "N play · u undo · h hint · r resign · /w filter · d details · m menu · q quit"
DETAILS_KEY = " d: details"
REPLAY_HELP = "→ n next · ← p back · Home End · space play/pause · number: go to step · q back"
WAY_HELP = "w: the way the win went on from the turning point (w again: back to the game)"
ANALYSIS_WAIT_S = 20.0  # how long the replay waits for a pending analysis before it goes on without one
REPLAY_DELAY_S = 0.8


class Pane:
    """The shared frame: board, moves, message, help, prompt, sized to the terminal at each redraw."""

    def __init__(self, painter: Painter, help_text: str) -> None:
        self.p = painter
        self.help_text = help_text
        self.board_lines: list[str] = []
        self.board_offset = 0
        self.entries: list[str] = []
        self.current: int | None = None  # the entry shown as current (a replay's step)
        self.filter = ""
        self.offset = 0
        self.message = ""
        self.details: list[str] | None = None  # shown in the moves' place: a message or a move in full
        self.title = ""
        self.input = Buffer(multiline=False)
        self.bindings = KeyBindings()
        self.app: Application | None = None
        self._bind_scrolling()

    # ---- sizes ---------------------------------------------------------------------------------------

    def rows(self) -> int:
        return self.app.output.get_size().rows if self.app else 24

    def columns(self) -> int:
        return self.app.output.get_size().columns if self.app else 80

    def board_height(self) -> int:
        return max(1, min(len(self.board_lines), self.rows() - FIXED_LINES - MIN_MOVES))

    def moves_height(self) -> int:
        return max(1, self.rows() - FIXED_LINES - self.board_height())

    # ---- content -------------------------------------------------------------------------------------

    def shown(self) -> list[tuple[int, str]]:
        wanted = self.filter.lower()
        return [(n, text) for n, text in enumerate(self.entries, start=1) if wanted in text.lower()]

    def board_text(self) -> ANSI:
        height = self.board_height()
        self.board_offset = max(0, min(self.board_offset, len(self.board_lines) - height))
        return ANSI("\n".join(self.board_lines[self.board_offset : self.board_offset + height]))

    def moves_title(self) -> ANSI:
        if self.details is not None:
            return ANSI(
                fit(
                    self.p.paint("── ", 36) + self.p.bold("Details") + " · any command goes back",
                    self.columns(),
                )
            )
        shown = self.shown()
        height = self.moves_height()
        self.offset = max(0, min(self.offset, max(0, len(shown) - height)))
        parts = [self.p.bold(self.title)]
        if self.filter:
            parts.append(f"filter '{self.filter}': {len(shown)} shown")
        if len(shown) > height:
            last = min(len(shown), self.offset + height)
            parts.append(f"{self.offset + 1}-{last} of {len(shown)} (↑↓ PgUp PgDn)")
        if len(self.board_lines) > self.board_height():
            parts.append("Ctrl+↑↓ scroll the board")
        return ANSI(fit(self.p.paint("── ", 36) + " · ".join(parts), self.columns()))

    def moves_text(self) -> ANSI:
        columns = self.columns()
        if self.details is not None:
            wrapped = [part for line in self.details for part in textwrap.wrap(line, columns - 1) or [""]]
            return ANSI("\n".join(wrapped[: self.moves_height()]))
        lines = []
        for number, text in self.shown()[self.offset : self.offset + self.moves_height()]:
            # A move longer than the screen is cut, never wrapped: "d N" shows it whole.
            line = fit(f"{number:>4}) {text}", columns)
            lines.append(self.p.paint(line, 7) if number == self.current else line)
        return ANSI("\n".join(lines))

    def message_text(self) -> ANSI:
        columns = self.columns()
        if width(self.message) <= columns:
            return ANSI(self.message)
        return ANSI(fit(self.message, columns - len(DETAILS_KEY)) + self.p.dim(DETAILS_KEY))

    def show_details(self, lines: list[str]) -> None:
        self.details = [strip(line) for line in lines]
        self.redraw()

    def layout(self) -> Layout:
        prompt = BufferControl(self.input, input_processors=[BeforeInput("> ")])
        return Layout(
            HSplit(
                [
                    Window(FormattedTextControl(self.board_text), height=self.board_height, wrap_lines=False),
                    Window(FormattedTextControl(self.moves_title), height=1, wrap_lines=False),
                    Window(FormattedTextControl(self.moves_text), height=self.moves_height, wrap_lines=False),
                    Window(FormattedTextControl(self.message_text), height=1, wrap_lines=False),
                    Window(
                        FormattedTextControl(lambda: ANSI(self.p.dim(fit(self.help_text, self.columns())))),
                        height=1,
                        wrap_lines=False,
                    ),
                    Window(prompt, height=1),
                ]
            ),
            focused_element=prompt,
        )

    def say(self, text: str, colour: int | None = None) -> None:
        self.message = self.p.paint(text, colour) if colour else text
        self.redraw()

    def redraw(self) -> None:
        if self.app:
            self.app.invalidate()

    def scroll_to(self, number: int) -> None:
        """Bring entry ``number`` into the list's view."""
        index = next((i for i, (n, _) in enumerate(self.shown()) if n == number), 0)
        height = self.moves_height()
        if index < self.offset or index >= self.offset + height:
            self.offset = max(0, index - height // 2)

    def _bind_scrolling(self) -> None:
        kb = self.bindings

        def scroll(by: Callable[[], int]):
            def handler(event) -> None:
                self.offset = max(0, self.offset + by())
                self.redraw()

            return handler

        kb.add("up")(scroll(lambda: -1))
        kb.add("down")(scroll(lambda: 1))
        kb.add("pageup")(scroll(lambda: -max(1, self.moves_height() - 1)))
        kb.add("pagedown")(scroll(lambda: max(1, self.moves_height() - 1)))

        @kb.add("c-up")
        def _(event) -> None:
            self.board_offset = max(0, self.board_offset - 1)
            self.redraw()

        @kb.add("c-down")
        def _(event) -> None:
            self.board_offset += 1
            self.redraw()

    def application(self) -> Application:
        self.app = Application(layout=self.layout(), key_bindings=self.bindings, full_screen=True)
        return self.app

    @property
    def running(self) -> Application:
        """The application, for the handlers that run only while it does."""
        assert self.app is not None
        return self.app


class PlayScreen(Pane):
    """One play, live. ``run()`` returns "menu", "quit" or ("replay", play id)."""

    def __init__(self, api: Api, painter: Painter, snapshot: PlayState, follow) -> None:
        super().__init__(painter, PLAY_HELP)
        self.api = api
        self.snapshot = snapshot
        self.follow = follow  # async (on_event) -> None: the play's WebSocket
        self.confirming = False
        self.ended = False
        self.result: list[str] = []  # the finished play's result card, once read
        self.input.accept_handler = self._accept
        self._draw_snapshot()

        @self.bindings.add("c-c")
        def _(event) -> None:
            event.app.exit(result="quit")

    @property
    def id(self) -> str:
        return str(self.snapshot.id)

    def _draw_snapshot(self) -> None:
        s = self.snapshot
        mode = "daily challenge" if s.mode == "daily" else "practice"
        status = str(s.status) if s.status == "playing" else verdict_of(s)
        header = f"{s.game} · {mode} · {status} · score {s.score} · moves {s.actions_count}"
        self.board_lines = [self.p.paint(f"━━ {header} ━━", 1, 36), *board(s.view, self.p)]
        playing = s.status == "playing"
        self.entries = [card_glyphs(str(s.game), entry.text) for entry in legal_actions(s)] if playing else []
        self.title = f"Legal moves ({len(self.entries)})" if playing else "The game is over"
        self.help_text = PLAY_HELP if playing else "Enter or m: the menu · v: replay this game · q: quit"
        if not playing and s.mode == "practice" and s.can_undo:
            self.help_text = "Enter/m: menu · v: replay · u: take back the last move · q: quit"
        self.redraw()

    def apply(self, snapshot: PlayState) -> None:
        if snapshot.version < self.snapshot.version:
            return
        changed = snapshot.version != self.snapshot.version
        self.snapshot = snapshot
        if changed:
            self.offset = 0  # the filter stays: it is the player's choice of what to see
        self._draw_snapshot()
        if snapshot.status == "playing":
            self.ended = False  # a lost practice game taken back plays on
            if changed:
                # A new position replaces what was shown in the moves' place; the same position again (the
                # socket's first frame, a resync) leaves the details the player asked for.
                self.result, self.details = [], None
        elif not self.ended and self.app:
            self.ended = True
            self.running.create_background_task(self._finish())

    def on_event(self, kind: str, message: Any) -> None:
        if kind == "state":
            self.apply(message)
        elif kind == "error":
            self.say(message.error.message, 31)
        elif kind == "reconnecting":
            self.say(f"(connection lost: reconnecting, attempt {message})", 2)
        elif kind == "closed":
            self.say("The server closed the live connection.", 31)

    def _accept(self, buffer: Buffer) -> bool:
        text = buffer.text.strip()
        self.running.create_background_task(self.command(text))
        return False  # the buffer is emptied (a submitted line is not kept as the input)

    async def command(self, answer: str) -> None:
        s = self.snapshot
        lowered = answer.lower()
        if lowered == "d" or (lowered.startswith("d ") and lowered[2:].strip().isdigit()):
            number = int(lowered[2:]) if lowered != "d" else 0
            if number and 1 <= number <= len(self.entries):
                self.show_details([f"{number}) {self.entries[number - 1]}"])
            else:
                self.show_details(self.result or [self.message or "Nothing to show."])
            return
        if self.details is not None and not self.result:
            self.details = None
        if self.confirming:
            self.confirming = False
            if lowered == "y":
                await self._change(self.api.resign(self.id, s.version))
            else:
                self.say("Not resigned.")
            return
        if s.status != "playing":
            if lowered in ("", "m", "menu"):
                self.running.exit(result="menu")
            elif lowered in ("q", "quit"):
                self.running.exit(result="quit")
            elif lowered == "v":
                self.running.exit(result=("replay", self.id))
            elif lowered == "u" and s.can_undo:
                await self._change(self.api.undo(self.id, s.version))
                self.say("Taken back: the game plays on, and no longer ranks.")
            else:
                self.say("The game is over: Enter or m for the menu, v to replay it, q to quit.", 33)
            return
        if lowered.isdigit():
            number = int(lowered)
            if not 1 <= number <= len(s.legal_actions):
                self.say(f"Choose a move between 1 and {len(s.legal_actions)}.", 31)
                return
            action = legal_actions(s)[number - 1].action
            await self._change(self.api.act(self.id, action, s.version))
        elif lowered == "u":
            await self._change(self.api.undo(self.id, s.version))
        elif lowered == "h":
            try:
                hint = await self.api.hint(self.id)
            except ApiError as exc:
                self.say(exc.message, 31)
                return
            hinted = hinted_number(s, hint)
            if hinted:
                self.scroll_to(hinted)
            reason = f" ({hint.reason})" if hint.reason else ""
            self.say(self.p.paint(f"Hint: {hinted}) {card_glyphs(str(s.game), hint.text)}", 36) + reason)
        elif lowered == "r":
            self.confirming = True
            self.say("Resign this game? Type y and Enter to resign, anything else to play on.", 33)
        elif lowered.startswith("/"):
            self.filter = answer[1:].strip()
            self.offset = 0
            self.say(f"Showing the moves with '{self.filter}'." if self.filter else "Showing every move.")
        elif lowered in ("m", "menu"):
            self.running.exit(result="menu")
        elif lowered in ("q", "quit"):
            self.running.exit(result="quit")
        elif lowered == "":
            self.redraw()
        else:
            self.say(f"Unknown command {answer!r}: see the line below.", 31)

    async def _change(self, request: Awaitable[PlayState]) -> None:
        """A move, an undo or a resignation: its snapshot, or its refusal (and the latest snapshot after a
        409, whose position moved on elsewhere)."""
        try:
            self.apply(await request)
            self.say("")
        except ApiError as exc:
            self.say(exc.message, 31)
            if exc.status == 409:
                with contextlib.suppress(ApiError):
                    self.apply(await self.api.play(self.id))

    async def _finish(self) -> None:
        s = self.snapshot
        words = end_words(s)
        self.say(words)
        # The wait is said where the result will be: the message line has no room beside the end's words.
        score = await settled_score(self.api, s, waiting=lambda: self.show_details([words, BEING_VERIFIED]))
        standing = await standing_lines(self.api, score)
        self.say(f"{words} {' '.join(standing)}" if standing else words)
        # A daily's result card fills the place of the moves (there are none left), the web's same facts.
        self.result = [*(await result_lines(self.api, s, score) or [words]), *standing]
        self.show_details(self.result)

    async def run(self) -> Any:
        app = self.application()
        follower = asyncio.ensure_future(self.follow(self.on_event))
        try:
            if self.snapshot.status != "playing":
                self.ended = True
                app.create_background_task(self._finish())
            return await app.run_async()
        finally:
            follower.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await follower


class ReplayScreen(Pane):
    """A finished play, step by step, from the replay API."""

    def __init__(self, api: Api, painter: Painter, play_id: str) -> None:
        super().__init__(painter, REPLAY_HELP)
        self.api = api
        self.play_id = play_id
        self.step = 0
        self.count = 0
        self.views: dict[int, PlayReplayStepOutput] = {}
        self.way_views: dict[int, ContinuationStepOutput] = {}
        self.analysis: PlayAnalysisOutput | None = None
        self.way = False  # stepping through the winning continuation instead of the player's moves
        self.own_entries: list[str] = []  # the player's moves while the way is shown
        self.own_count = 0
        self.playing: asyncio.Task | None = None
        self.input.accept_handler = self._accept
        kb = self.bindings

        def go(delta: Callable[[], int]):
            def handler(event) -> None:
                if self.input.text and len(event.data) == 1:  # a letter typed after a number
                    self.input.insert_text(event.data)
                    return
                self._stop()
                event.app.create_background_task(self.go(delta()))

            return handler

        kb.add("right")(go(lambda: self.step + 1))
        kb.add("left")(go(lambda: self.step - 1))
        kb.add("n")(go(lambda: self.step + 1))
        kb.add("p")(go(lambda: self.step - 1))
        kb.add("home")(go(lambda: 0))
        kb.add("end")(go(lambda: self.count))

        @kb.add("w")
        def _(event) -> None:
            if self.input.text:
                self.input.insert_text("w")
                return
            self._stop()
            event.app.create_background_task(self.toggle_way())

        @kb.add("space")
        def _(event) -> None:
            if self.input.text:
                self.input.insert_text(" ")
            elif self.playing:
                self._stop()
            else:
                self.playing = event.app.create_background_task(self._play())

        @kb.add("q")
        @kb.add("escape")
        @kb.add("c-c")
        def _(event) -> None:
            if self.input.text and event.data == "q":
                self.input.insert_text("q")
                return
            self._stop()
            event.app.exit(result="back")

    def _accept(self, buffer: Buffer) -> bool:
        text = buffer.text.strip()
        if text.isdigit():
            self.running.create_background_task(self.go(int(text)))
        elif text in ("q", "quit"):
            self.running.exit(result="back")
        return False

    def _stop(self) -> None:
        if self.playing:
            self.playing.cancel()
            self.playing = None

    async def _play(self) -> None:
        if self.step >= self.count:
            await self.go(0)
        while self.step < self.count:
            await asyncio.sleep(REPLAY_DELAY_S)
            await self.go(self.step + 1)
        self.playing = None

    async def view(self, step: int) -> PlayReplayStepOutput:
        if step not in self.views:
            self.views[step] = await self.api.replay_step(self.play_id, step)
        return self.views[step]

    async def go(self, step: int) -> None:
        step = max(0, min(self.count, step))
        if self.way:
            await self.go_way(step)
            return
        try:
            data = await self.view(step)
        except ApiError as exc:
            self.say(exc.message, 31)
            return
        self.step = step
        header = f"{self.info.game} · replay · {self.info.player} · step {step} of {self.count}"
        header += f" · score {data.score}"
        self.board_lines = [self.p.paint(f"━━ {header} ━━", 1, 36), *board(data.view, self.p)]
        self.current = step or None
        self.scroll_to(step)
        said = f"Move {step}: {self.entries[step - 1]}" if step else "The deal."
        analysis = self.analysis
        if analysis is not None and analysis.verdict == "found" and step == analysis.turning_point:
            # First, so that a narrow screen cuts the move's words rather than this.
            said = f"Still winnable here (w: the way on) · {said}"
        self.say(said)

    # ---- the analysis: the turning point and the way the win went on from it (docs/analysis.md) ----------

    async def load_analysis(self) -> None:
        """Ask for the analysis, and again while it is pending (a daily's is computed after the reveal); a replay
        whose analysis is refused (an open daily) or slow simply shows none."""
        waited = 0.0
        while waited <= ANALYSIS_WAIT_S:
            try:
                analysis = await self.api.analysis(self.play_id)
            except ApiError:
                return
            if analysis.status != "pending":
                self.found(analysis)
                return
            await asyncio.sleep(1.0)
            waited += 1.0

    def found(self, analysis: PlayAnalysisOutput) -> None:
        self.analysis = analysis
        if analysis.verdict == "found" and analysis.losing_move:
            index = analysis.losing_move - 1
            self.entries[index] = f"{self.entries[index]}  ✗ the win slipped away here"
            self.help_text = f"{REPLAY_HELP} · {WAY_HELP}"
        self.title = f"Moves ({self.count}) · {analysis.verdict_text}"
        self.redraw()

    async def toggle_way(self) -> None:
        analysis = self.analysis
        if analysis is None or analysis.verdict != "found" or not isinstance(analysis.turning_point, int):
            self.say("There is no winning continuation to show for this game.", 33)
            return
        turning = analysis.turning_point
        if self.way:
            self.way = False
            self.entries, self.count = self.own_entries, self.own_count
            self.title = f"Moves ({self.count}) · {analysis.verdict_text}"
            await self.go(turning)
            return
        self.way = True
        self.own_entries, self.own_count = self.entries, self.count
        self.entries = [str(text) for text in analysis.continuation_moves]
        self.count = len(self.entries)
        self.title = f"The way on from move {turning} ({self.count} moves)"
        await self.go(0)

    async def way_view(self, step: int) -> ContinuationStepOutput:
        if step not in self.way_views:
            self.way_views[step] = await self.api.analysis_step(self.play_id, step)
        return self.way_views[step]

    async def go_way(self, step: int) -> None:
        try:
            data = await self.way_view(step)
        except ApiError as exc:
            self.say(exc.message, 31)
            return
        self.step = step
        header = f"{self.info.game} · the way on · step {step} of {self.count} · score {data.score}"
        self.board_lines = [self.p.paint(f"━━ {header} ━━", 1, 32), *board(data.view, self.p)]
        self.current = step or None
        self.scroll_to(step)
        if step:
            self.say(f"Way {step}: {self.entries[step - 1]}" + (" · won" if data.status == "won" else ""))
        else:
            self.say(f"The position after move {data.move}: from here the game could still be won.")

    async def run(self) -> str:
        try:
            self.info: PlayReplayOutput = await self.api.replay(self.play_id)
        except ApiError as exc:
            return exc.message
        self.entries = list(self.info.moves)
        self.count = len(self.entries)
        self.title = f"Moves ({self.count})"
        app = self.application()
        app.create_background_task(self.go(0))
        app.create_background_task(self.load_analysis())
        await app.run_async()
        return ""
