"""Match-3 Solitaire (hanafuda), as ruled in ``docs/rules/match3.md``.

Nine face-up cards form a 3x3 grid; four more wait in the row above it. A turn slides one row card into the
grid from an edge, the far card of that line falls out to the discard pile, and any line of three cards of
one month goes to the scoring pile, the grid and the row being refilled from the deck. Nine sets win; a
refill that the deck cannot complete loses.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, cast

from games.engines.base import (
    Action,
    GameDefinition,
    IllegalActionError,
    InvalidActionError,
    OptionSpec,
    OptionsSchema,
    Preset,
    Status,
    check_type,
    handles,
)
from games.engines.cards import HANAFUDA, HANAFUDA_BY_ID
from games.engines.match3.rules import (
    CANONICAL_DECK,
    EDGE_NAMES,
    ENTRIES,
    FILL_ORDERS,
    GRID_CELLS,
    LINES,
    LOST_REASON,
    MONTHS,
    ROW_SLOTS,
    SLIDE,
    WON_REASON,
    Match3State,
    card_words,
    complete_lines,
    entries_for,
    entry_index,
    is_card,
    push,
)
from games.engines.match3.shapes import (
    Match3Action,
    Match3SlideAction,
    Match3View,
)
from games.engines.rng import DealRng


def card_view(code: str) -> dict[str, Any]:
    card = HANAFUDA_BY_ID[code]
    return {
        "id": code,
        "month": card.month,
        "flower": card.flower,
        "name": card.name,
        "type": card.type.value,
    }


# (edge name, line) of each open entry, in listing order, by the entry_points option: no enum lookups when
# the legal actions are listed.
_ENTRY_FIELDS: dict[int, tuple[tuple[str, int], ...]] = {
    points: tuple((ENTRIES[e].edge.value, ENTRIES[e].line) for e in entries_for(points)) for points in (6, 12)
}


class Match3Game(GameDefinition[Match3State]):
    slug = "match3"
    name = "Match-3 Solitaire"
    engine_version = "1"
    state_class = Match3State
    hidden_zones = ("deck",)
    # Every turn that does not end the game draws at least one card from the 35-card deck (the row refill),
    # and a turn begun with an empty deck always ends the game: at most 35 + 1 slides, or 35 and a resign.
    max_actions = 36
    rules_path = "docs/rules/match3.md"
    view_shape = Match3View
    action_shape = Match3Action
    options_schema: ClassVar[OptionsSchema] = OptionsSchema(
        options=(
            OptionSpec(
                "cascade",
                bool,
                True,
                "After a scoring turn, keep taking lines and refilling until none is left "
                "(false: one extra check only, as the text literally says).",
            ),
            OptionSpec(
                "entry_points",
                int,
                12,
                "12: push in at either end of every row and column; 6: only from the left or the top.",
                choices=(12, 6),
            ),
            OptionSpec("target_sets", int, 9, "Sets needed to win.", minimum=1, maximum=MONTHS),
            OptionSpec(
                "fill_order",
                str,
                "row_major",
                "The order in which cards are dealt onto the grid and refill it: "
                "row_major (reading order), snake, or spiral.",
                choices=tuple(FILL_ORDERS),
            ),
            OptionSpec(
                "reshuffle_initial_lines",
                bool,
                True,
                "Redeal the opening grid while it holds a line of one month (false: keep it; it is "
                "taken at the first scoring check).",
            ),
        ),
        presets=(
            Preset("classic", "The game as written: 12 entry points, 9 sets to win, cascades."),
            Preset(
                "hard", "Cards enter only from the left or the top (6 entry points).", {"entry_points": 6}
            ),
        ),
        default_preset="classic",
    )

    # ---- setup -----------------------------------------------------------------------------------------

    def _setup(self, rng: DealRng, options: dict[str, Any], version: str | None) -> Match3State:
        order = FILL_ORDERS[options["fill_order"]]
        cards = list(CANONICAL_DECK)
        rng.shuffle(cards)
        cells = _deal_grid(cards, order)
        # A rejected grid goes back on top of the deck in the order it was dealt, so the 48 cards are
        # shuffled again exactly as they lay; the stream continues.
        while options["reshuffle_initial_lines"] and complete_lines(_months(cells)):
            rng.shuffle(cards)
            cells = _deal_grid(cards, order)
        return Match3State(
            options=dict(options),
            rng=rng,
            engine_version=version,
            grid=_rows(cells),
            row=list(cards[GRID_CELLS : GRID_CELLS + ROW_SLOTS]),
            deck=list(cards[GRID_CELLS + ROW_SLOTS :]),
            sets=[],
            discard=[],
        )

    # ---- actions ---------------------------------------------------------------------------------------

    def legal_actions(self, state: Match3State) -> list[Action]:
        if state.is_over:
            return []
        entries = _ENTRY_FIELDS[state.options["entry_points"]]
        row = state.row
        return [
            {"type": SLIDE, "card": slot, "edge": edge, "line": line}
            for slot in range(ROW_SLOTS)
            if row[slot] is not None
            for edge, line in entries
        ]

    def _parse(self, state: Match3State, action: Action) -> tuple[int, int]:
        """The row slot and the entry index of a slide whose fields have the right JSON types, or the error
        that says what is wrong with it."""
        slot, edge, line = action["card"], action["edge"], action["line"]
        if not 0 <= slot < ROW_SLOTS:
            raise InvalidActionError(
                f"There is no row slot {slot}: the slots are numbered 0 to 3.", field="card"
            )
        if edge not in EDGE_NAMES:
            raise InvalidActionError(
                f"'{edge}' is not an edge: cards enter from the left, right, top or bottom.", field="edge"
            )
        if not 0 <= line <= 2:
            raise InvalidActionError(
                f"There is no line {line}: rows and columns are numbered 0 to 2.", field="line"
            )
        card = state.row[slot]
        if "card_id" in action:
            check_type(action, "card_id", str)
            if not is_card(action["card_id"]):
                raise InvalidActionError(
                    f"'{action['card_id']}' is not a hanafuda card code (month 01-12 and a letter a-d).",
                    field="card_id",
                )
            if card != action["card_id"]:
                holds = f"holds {card_words(card)}" if card is not None else "is empty"
                raise IllegalActionError(f"Row slot {slot} {holds}, not {action['card_id']}.")
        if card is None:
            raise IllegalActionError(f"Row slot {slot} is empty: choose a slot that holds a card.")
        if state.options["entry_points"] == 6 and edge in ("right", "bottom"):
            raise IllegalActionError(
                f"In this game cards enter only from the left or the top, not from the {edge}."
            )
        return slot, entry_index(edge, line)

    @handles(
        SLIDE,
        shape=Match3SlideAction,
        describe=lambda game, state, action: game.describe_slide(state, action),
    )
    def _slide(self, state: Match3State, action: Action) -> Action | None:
        slot, entry = self._parse(state, action)
        cells = [card for row in state.grid for card in row]
        card = state.row[slot]
        state.row[slot] = None
        ejected = push(cells, entry, card)
        assert ejected is not None  # the grid is full while the game goes on (a short refill ends it)
        state.discard.insert(0, ejected)
        self._resolve(state, cells, slot)
        state.grid = _rows(cells)
        if "card_id" not in action:
            return None  # already the listed spelling
        where = ENTRIES[entry]
        return {"type": SLIDE, "card": slot, "edge": where.edge.value, "line": where.line}  # no card_id

    def _resolve(self, state: Match3State, cells: list[str | None], slot: int) -> None:
        """The automatic steps after a push: take lines, check the target, refill, cascade."""
        if not self._take_lines(state, cells):
            if not state.deck:
                self._end_short(state, cells)
                return
            state.row[slot] = state.deck.pop(0)
            state.turn += 1
            return
        if self._won(state):
            return
        if not self._refill(state, cells):
            self._end_short(state, cells)
            return
        if not state.deck:
            self._end_short(state, cells)
            return
        state.row[slot] = state.deck.pop(0)
        while self._take_lines(state, cells):
            if self._won(state):
                return
            if not self._refill(state, cells):
                self._end_short(state, cells)
                return
            if not state.options["cascade"]:
                break  # the text's single extra check; a line still standing waits for the next push
        state.turn += 1

    def _take_lines(self, state: Match3State, cells: list[str | None]) -> int:
        """Move every line of one month to the scoring pile (one set per line, in line order)."""
        found = complete_lines(_months(cells))
        for index in found:
            state.sets.append(cast(list[str], [cells[i] for i in LINES[index]]))  # a complete line is full
            for i in LINES[index]:
                cells[i] = None
        return len(found)

    def _won(self, state: Match3State) -> bool:
        if len(state.sets) >= state.options["target_sets"]:
            state.status, state.end_reason = Status.WON, WON_REASON
            return True
        return False

    def _refill(self, state: Match3State, cells: list[str | None]) -> bool:
        """Deal deck cards into the empty cells in fill order; False when the deck ran out first."""
        for cell in FILL_ORDERS[state.options["fill_order"]]:
            if cells[cell] is None:
                if not state.deck:
                    return False
                cells[cell] = state.deck.pop(0)
        return True

    def _end_short(self, state: Match3State, cells: list[str | None]) -> None:
        """The deck cannot complete the formation: the cards that remain are already placed; one last look
        for lines on the grid as it stands (a set still counts, the target still wins), then the loss."""
        self._take_lines(state, cells)
        if not self._won(state):
            state.status, state.end_reason = Status.LOST, LOST_REASON

    # ---- outcome ---------------------------------------------------------------------------------------

    def turns_played(self, state: Match3State) -> int:
        finished_by_a_slide = state.is_over and state.end_reason in (WON_REASON, LOST_REASON)
        return state.turn if finished_by_a_slide else state.turn - 1

    def score(self, state: Match3State) -> int:
        return 100 * len(state.sets) + (len(state.deck) if state.status is Status.WON else 0)

    def rank_key(self, state: Match3State) -> tuple[int, ...]:
        deck_left = len(state.deck) if state.status is Status.WON else 0
        return (len(state.sets), deck_left, -self.turns_played(state))

    # ---- views -----------------------------------------------------------------------------------------

    def view(self, state: Match3State) -> dict[str, Any]:
        open_entries = set(entries_for(state.options["entry_points"]))
        result = {Status.WON: "win", Status.LOST: "loss"}.get(state.status)
        return {
            "grid": [[card_view(c) if c is not None else None for c in row] for row in state.grid],
            "row": [card_view(c) if c is not None else None for c in state.row],
            "entries": [
                {"edge": entry.edge.value, "line": entry.line, "open": i in open_entries}
                for i, entry in enumerate(ENTRIES)
            ],
            "fill_order": [[cell // 3, cell % 3] for cell in FILL_ORDERS[state.options["fill_order"]]],
            "sets": [[card_view(c) for c in taken] for taken in state.sets],
            "sets_taken": len(state.sets),
            "target_sets": state.options["target_sets"],
            "deck_count": len(state.deck),
            "discard": [card_view(c) for c in state.discard],
            "turn": state.turn,
            "options": dict(state.options),
            "result": result,
        }

    def zones(self, state: Match3State) -> dict[str, list[str]]:
        return {
            "grid": [c for row in state.grid for c in row if c is not None],
            "row": [c for c in state.row if c is not None],
            "deck": list(state.deck),
            "sets": [c for taken in state.sets for c in taken],
            "discard": list(state.discard),
        }

    def describe_slide(self, state: Match3State, action: Action) -> str:
        slot, entry = self._parse(state, action)
        where = ENTRIES[entry]
        line = f"{'row' if where.is_row else 'column'} {where.line + 1}"
        falls = state.grid[where.cells[2] // 3][where.cells[2] % 3]
        pushed = f", pushing {card_words(falls)} out" if falls is not None else ""
        card = state.row[slot]
        assert card is not None  # _parse refused an empty slot
        return f"Slide {card_words(card)} in from the {where.edge.value} of {line}{pushed}."

    # ---- hooks -----------------------------------------------------------------------------------------

    def copy_state(self, state: Match3State) -> Match3State:
        # Sets are never changed once taken, so the copy may share them.
        return Match3State(
            options=state.options,
            rng=state.rng.copy(),
            engine_version=state.engine_version,
            status=state.status,
            end_reason=state.end_reason,
            actions_taken=state.actions_taken,
            grid=[row[:] for row in state.grid],
            row=state.row[:],
            deck=state.deck[:],
            sets=state.sets[:],
            discard=state.discard[:],
            turn=state.turn,
        )

    def sample_hidden(self, state: Match3State, rng: random.Random) -> Match3State:
        """The deck in a random order. No shuffle happens after setup, but the generator is replaced all the
        same: its key would let anyone rebuild the deal."""
        sample = self.copy_state(state)
        rng.shuffle(sample.deck)
        sample.rng = DealRng(bytes(rng.getrandbits(8) for _ in range(32)))
        return sample

    def _decode_fields(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        kwargs["options"] = dict(kwargs["options"])
        return kwargs


def _deal_grid(cards: list[str], order: tuple[int, ...]) -> list[str | None]:
    cells: list[str | None] = [None] * GRID_CELLS
    for position, cell in enumerate(order):
        cells[cell] = cards[position]
    return cells


def _months(cells: list[str | None]) -> list[int]:
    return [_MONTH[c] for c in cells]


_MONTH: dict[str | None, int] = {None: 0, **{card.id: card.month for card in HANAFUDA}}


def _rows(cells: list[str | None]) -> list[list[str | None]]:
    return [cells[0:3], cells[3:6], cells[6:9]]


GAME = Match3Game()
