"""Quetinny's values: the cards' numbers, the options, the state, and the routes caravans travel.

Coordinates are ``(x, y)`` with x growing east and y growing south; the grid is unbounded. Suits are their
names (``"Moons"``); cards are the Decktet ids of ``games.engines.cards``.
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass
from typing import Any, cast

from games.engines.base import EngineState, IllegalActionError, OptionSpec, OptionsSchema, Preset
from games.engines.cards import (
    DECKTET_BASIC,
    DECKTET_BY_ID,
    DECKTET_EXCUSE,
    DECKTET_SUITS,
    DecktetCard,
    DecktetKind,
)

Cell = tuple[int, int]

SUITS: tuple[str, ...] = tuple(s.value for s in DECKTET_SUITS)
SUIT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SUITS)}
STARTING_GOLD = 25
HAND_SIZE = 4
CHIPS_PER_SUIT = 6
MAX_RANGE = 10  # the longest caravan any card can send (a Pawn or Court, and the moot Crown)
GOLD_CHART = {2: 4, 3: 8, 4: 16}  # 5 or more paying cards: 32
ORTH: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
KING: tuple[Cell, ...] = (*ORTH, (1, -1), (1, 1), (-1, 1), (-1, -1))
GRID_CELLS: tuple[Cell, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))
CROSS_CELLS: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N, E, S, W of the Excuse at (0, 0)


# ------------------------------------------------------------------------------------------------ cards


@dataclass(frozen=True, slots=True)
class CardInfo:
    """The numbers the rules read off a card (rulings A1.4)."""

    card: DecktetCard
    suits: tuple[str, ...]
    royal: bool
    order: int  # route order: Ace 1, numbers 2-9, Pawn 10, Court 11, Crown 12
    tax_value: int
    reach: int  # caravan range
    extended: bool  # a Pawn or Court: counts toward a route's length but not toward its gold

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def kind(self) -> DecktetKind:
        return self.card.kind


def _info(card: DecktetCard) -> CardInfo:
    kind = card.kind
    order = {DecktetKind.PAWN: 10, DecktetKind.COURT: 11, DecktetKind.CROWN: 12}.get(kind, card.rank or 0)
    tax = {DecktetKind.PAWN: 10, DecktetKind.COURT: 10, DecktetKind.CROWN: 15}.get(kind, card.rank or 0)
    reach = {DecktetKind.PAWN: 10, DecktetKind.COURT: 10, DecktetKind.CROWN: 10}.get(kind, card.rank or 0)
    return CardInfo(
        card=card,
        suits=tuple(s.value for s in card.suits),
        royal=card.is_royal,
        order=order,
        tax_value=tax,
        reach=reach,
        extended=kind in (DecktetKind.PAWN, DecktetKind.COURT),
    )


INFO: dict[str, CardInfo] = {card.id: _info(card) for card in DECKTET_BY_ID.values()}
ACE_OF: dict[str, str] = {INFO[c.id].suits[0]: c.id for c in DECKTET_BASIC if c.kind is DecktetKind.ACE}
CROWN_OF: dict[str, str] = {INFO[c.id].suits[0]: c.id for c in DECKTET_BASIC if c.kind is DecktetKind.CROWN}
EXCUSE = DECKTET_EXCUSE.id


def card_label(card_id: str) -> str:
    """'the Market (6, Leaves/Knots)', 'the Ace of Knots', 'the Sea (Crown of Waves)'."""
    info = INFO[card_id]
    name = info.card.name
    if info.kind is DecktetKind.ACE:
        return f"the {name}"
    if info.kind is DecktetKind.CROWN:
        return f"{name} (Crown of {info.suits[0]})"
    if info.kind is DecktetKind.EXCUSE:
        return name
    rank = info.card.rank if info.card.rank is not None else info.kind.value.capitalize()
    return f"{name} ({rank}, {'/'.join(info.suits)})"


def gold_for(paying: int) -> int:
    return GOLD_CHART.get(paying, 32) if paying >= 2 else 0


def cell_text(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"


# ---------------------------------------------------------------------------------------------- options

OPTIONS = OptionsSchema(
    options=(
        OptionSpec("excuse", bool, False, "Start from a cross around the Excuse, an impassable barren card."),
        OptionSpec("courts", bool, False, "Shuffle the 4 Courts into the deck (3 suits, no caravan income)."),
        OptionSpec("pawns", bool, False, "Shuffle the 4 Pawns into the deck (crossroads holding 2 chips)."),
        OptionSpec(
            "chip_adjacency",
            str,
            "king",
            "Where a new chip must touch its route: 'king' (8 neighbours) or 'orth' (4 neighbours).",
            choices=("king", "orth"),
        ),
        OptionSpec(
            "caravan_cubes",
            str,
            "one",
            "Cubes a caravan takes from its Ace: 'one', or 'all' of them for a single payment.",
            choices=("one", "all"),
        ),
        OptionSpec(
            "spice_cubes", int, 6, "Spice cubes in the game, shared by all Aces.", minimum=1, maximum=36
        ),
        OptionSpec(
            "setup_arrangement",
            str,
            "auto",
            "Starting cards go to their cells in draw order ('auto'), or the player places them ('player').",
            choices=("auto", "player"),
        ),
        OptionSpec(
            "extended_route_rank",
            str,
            "decktet",
            "Pawns and Courts in a route rank 10 and 11 ('decktet'), or are skipped by the rank check "
            "('neutral').",
            choices=("decktet", "neutral"),
        ),
    ),
    presets=(
        Preset("basic", "The basic 36-card Decktet with the default rulings."),
        Preset(
            "extended",
            "The whole extended deck: Courts and Pawns shuffled in, and the Excuse at the heart of a cross.",
            {"excuse": True, "courts": True, "pawns": True},
        ),
    ),
    default_preset="basic",
)


# ------------------------------------------------------------------------------------------------ state


class Phase(enum.Enum):
    SETUP_ARRANGE = "setup_arrange"  # option setup_arrangement 'player': place the kept cards
    SETUP_CHIPS = "setup_chips"
    EXPAND = "expand"
    TAX = "tax"
    OVER = "over"


class Result(enum.Enum):
    WIN_OUTRIGHT = "win_outright"
    WIN = "win"
    LOSS_BANKRUPT = "loss_bankrupt"
    LOSS_NO_GOLD = "loss_no_gold"
    LOSS_COVERAGE = "loss_coverage"

    @property
    def tier(self) -> int:
        return {Result.WIN_OUTRIGHT: 2, Result.WIN: 1}.get(self, 0)


@dataclass(kw_only=True)
class QuetinnyState(EngineState):
    deck: list[str]  # top first; the only hidden zone
    hand: list[str]
    discard: list[str]  # top first, public
    kept: list[str]  # starting cards still to place (setup_arrangement 'player'), in the order kept
    start_cells: list[Cell]  # the starting cells still free while the kept cards are placed
    tableau: dict[Cell, str]  # provinces by cell, in the order they were placed (the Excuse is apart)
    chips: dict[Cell, tuple[str, ...]]  # only cells that carry chips
    excuse_at: Cell | None
    spice: dict[str, int]  # cubes on each suit's Ace
    gold: int
    phase: Phase
    pending_setup: list[Cell]
    taxes_remaining: int = 0
    final_hand: bool = False
    turn: int = 1
    result: Result | None = None


# --------------------------------------------------------------------------------------- derived values


def chip_counts(state: QuetinnyState) -> dict[str, int]:
    counts = dict.fromkeys(SUITS, 0)
    for suits in state.chips.values():
        for suit in suits:
            counts[suit] += 1
    return counts


def tax_of(card: str, counts: dict[str, int]) -> int:
    info = INFO[card]
    return max(0, info.tax_value - sum(counts[s] for s in info.suits))


def spice_supply(state: QuetinnyState) -> int:
    return cast(int, state.options["spice_cubes"]) - sum(state.spice.values())


def cells_of(state: QuetinnyState) -> dict[str, Cell]:
    return {card: cell for cell, card in state.tableau.items()}


def coverage(state: QuetinnyState) -> dict[str, bool]:
    """For each suit: is its Ace or its Crown on the tableau?"""
    on_table = set(state.tableau.values())
    return {s: ACE_OF[s] in on_table or CROWN_OF[s] in on_table for s in SUITS}


def coverage_possible(state: QuetinnyState) -> bool:
    """False once both royals of some uncovered suit are in the discard pile (a hint; play goes on)."""
    gone = set(state.discard)
    covered = coverage(state)
    return all(covered[s] or not (ACE_OF[s] in gone and CROWN_OF[s] in gone) for s in SUITS)


def turns_survived(state: QuetinnyState) -> int:
    if state.result in (Result.WIN_OUTRIGHT, Result.WIN, Result.LOSS_NO_GOLD, Result.LOSS_COVERAGE):
        return state.turn
    return state.turn - 1


def can_take_chip(card: str, chips: tuple[str, ...], suit: str) -> bool:
    """Can this province take a chip of ``suit`` (ignoring where the route is)? Royals never do after setup
    (they are already route ends); a Pawn is a crossroads with room for two chips of different suits."""
    info = INFO[card]
    if info.royal or suit not in info.suits:
        return False
    if info.kind is DecktetKind.PAWN:
        return len(chips) < 2 and suit not in chips
    return not chips


def route_elements(state: QuetinnyState, suit: str) -> set[Cell]:
    """Cells a chip of ``suit`` can extend: provinces with that chip, and that suit's Ace and Crown."""
    elements = {cell for cell, suits in state.chips.items() if suit in suits}
    for cell, card in state.tableau.items():
        if card == ACE_OF[suit] or card == CROWN_OF[suit]:
            elements.add(cell)
    return elements


# ---------------------------------------------------------------------------------------------- routes


@dataclass(frozen=True, slots=True)
class Route:
    suit: str
    path: tuple[Cell, ...]
    length: int  # n: cards on the path, the Ace and the Crown included
    paying: int  # n minus the Pawns and Courts on the path

    @property
    def gold(self) -> int:
        return gold_for(self.paying)

    def to_json(self) -> dict[str, Any]:
        return {"suit": self.suit, "path": [list(c) for c in self.path]}


def diagonal_step(a: Cell, b: Cell) -> tuple[int, int, bool] | None:
    """A diagonal step as (block corner, which diagonal); the two diagonals of one 2x2 block cross."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 or dy == 0:
        return None
    return (min(a[0], b[0]), min(a[1], b[1]), dx == dy)


def routes_for(state: QuetinnyState, suit: str) -> dict[tuple[int, int], Route]:
    """The canonical route of ``suit`` for each (n, paying n): the lexicographically smallest legal path.

    Empty when the Ace has no spice or the Ace or Crown of the suit is not on the tableau.
    """
    if state.spice.get(suit, 0) < 1:
        return {}
    where = cells_of(state)
    ace, crown = where.get(ACE_OF[suit]), where.get(CROWN_OF[suit])
    if ace is None or crown is None:
        return {}
    neutral = state.options["extended_route_rank"] == "neutral"
    steps = {
        cell: state.tableau[cell]
        for cell, suits in state.chips.items()
        if suit in suits and not INFO[state.tableau[cell]].royal
    }
    best: dict[tuple[int, int], tuple[Cell, ...]] = {}
    path: list[Cell] = [ace]
    crossings: set[tuple[int, int, bool]] = set()

    def extend(last_order: int, extended: int) -> None:
        here = path[-1]
        length = len(path) + 1  # if the Crown came next
        for dx, dy in KING:
            nxt = (here[0] + dx, here[1] + dy)
            diagonal = diagonal_step(here, nxt)
            if diagonal is not None and (diagonal[0], diagonal[1], not diagonal[2]) in crossings:
                continue
            if nxt == crown:
                key = (length, length - extended)
                candidate = (*path, crown)
                if key not in best or candidate < best[key]:
                    best[key] = candidate
                continue
            card = steps.get(nxt)
            if card is None or nxt in path or length >= MAX_RANGE:
                continue
            info = INFO[card]
            skip_rank = neutral and info.extended
            if not skip_rank and info.order <= last_order:
                continue
            path.append(nxt)
            if diagonal is not None:
                crossings.add(diagonal)
            extend(last_order if skip_rank else info.order, extended + info.extended)
            if diagonal is not None:
                crossings.discard(diagonal)
            path.pop()

    extend(1, 0)
    return {key: Route(suit, cells, key[0], key[1]) for key, cells in sorted(best.items())}


def check_route(state: QuetinnyState, suit: str, path: list[Cell]) -> Route:
    """A client's path for ``suit``, checked step by step; raises IllegalActionError with the reason."""
    where = cells_of(state)
    ace, crown = where.get(ACE_OF[suit]), where.get(CROWN_OF[suit])
    if ace is None:
        raise IllegalActionError(f"The Ace of {suit} is not on the tableau, so no {suit} caravan can leave.")
    if crown is None:
        raise IllegalActionError(f"{card_label(CROWN_OF[suit])} is not on the tableau: a caravan needs it.")
    if state.spice.get(suit, 0) < 1:
        raise IllegalActionError(f"The Ace of {suit} has no spice to send.")
    if path[0] != ace:
        raise IllegalActionError(f"A {suit} route starts on the Ace of {suit}, at {cell_text(ace)}.")
    if path[-1] != crown:
        raise IllegalActionError(
            f"A {suit} route ends on {card_label(CROWN_OF[suit])}, at {cell_text(crown)}."
        )
    if len(set(path)) != len(path):
        raise IllegalActionError("A route may not use a card twice.")
    neutral = state.options["extended_route_rank"] == "neutral"
    crossings: set[tuple[int, int, bool]] = set()
    last_order, extended = 1, 0
    for here, nxt in itertools.pairwise(path):
        if max(abs(nxt[0] - here[0]), abs(nxt[1] - here[1])) != 1:
            raise IllegalActionError(
                f"{cell_text(here)} and {cell_text(nxt)} do not touch: each step of a route goes to one of "
                "the 8 neighbouring cells."
            )
        diagonal = diagonal_step(here, nxt)
        if diagonal is not None:
            if (diagonal[0], diagonal[1], not diagonal[2]) in crossings:
                raise IllegalActionError("A route may not cross itself.")
            crossings.add(diagonal)
        if nxt == crown:
            continue
        card = state.tableau.get(nxt)
        if card is None or INFO[card].royal or suit not in state.chips.get(nxt, ()):
            what = card_label(card) if card else ("the Excuse" if nxt == state.excuse_at else "nothing")
            raise IllegalActionError(
                f"A {suit} route passes only over provinces with a {suit} chip; {cell_text(nxt)} holds {what}"
                + ("." if card is None or INFO[card].royal else f" without a {suit} chip.")
            )
        info = INFO[card]
        extended += info.extended
        if neutral and info.extended:
            continue
        if info.order <= last_order:
            raise IllegalActionError(
                f"A route must rise in rank: {card_label(card)} at {cell_text(nxt)} does not rise above the "
                "card before it."
            )
        last_order = info.order
    return Route(suit, tuple(path), len(path), len(path) - extended)
