"""The geometry of Match-3 Solitaire: cells, entry points, lines, fill sequences, and the two grid operations
(pushing a card in, finding lines). Shared by the engine and its bot, so both play by the same code.

Cells are numbered ``r * 3 + c`` (row 0 at the top, column 0 at the left).

>>> cells = ["01a", "02a", "03a", "04a", "05a", "06a", "07a", "08a", "09a"]
>>> push(cells, entry_index("left", 1), "10a")
'06a'
>>> cells[3:6]
['10a', '04a', '05a']
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from games.engines.base import EngineState
from games.engines.cards import HANAFUDA, HANAFUDA_BY_ID, HanafudaCard, HanafudaType

T = TypeVar("T")

GRID_CELLS = 9
ROW_SLOTS = 4
MONTHS = 12
CARDS_PER_MONTH = 4
LINE_LENGTH = 3
CANONICAL_DECK: tuple[str, ...] = tuple(card.id for card in HANAFUDA)


class Edge(enum.Enum):
    """The side of the grid a card is pushed in from."""

    LEFT = "left"
    RIGHT = "right"
    TOP = "top"
    BOTTOM = "bottom"


EDGES: tuple[Edge, ...] = (Edge.LEFT, Edge.RIGHT, Edge.TOP, Edge.BOTTOM)
# The 6-entry variant keeps one end of each row and column.
REDUCED_EDGES: tuple[Edge, ...] = (Edge.LEFT, Edge.TOP)


@dataclass(frozen=True, slots=True)
class Entry:
    """One of the 12 entry points: an edge and a line (a row for left/right, a column for top/bottom).

    ``cells`` runs from the entry side to the far end: the pushed card lands on ``cells[0]`` and the card
    on ``cells[2]`` falls out.
    """

    edge: Edge
    line: int
    cells: tuple[int, int, int]

    @property
    def is_row(self) -> bool:
        return self.edge in (Edge.LEFT, Edge.RIGHT)


def _entry_cells(edge: Edge, line: int) -> tuple[int, int, int]:
    if edge is Edge.LEFT:
        return (line * 3, line * 3 + 1, line * 3 + 2)
    if edge is Edge.RIGHT:
        return (line * 3 + 2, line * 3 + 1, line * 3)
    if edge is Edge.TOP:
        return (line, line + 3, line + 6)
    return (line + 6, line + 3, line)


ENTRIES: tuple[Entry, ...] = tuple(
    Entry(edge, line, _entry_cells(edge, line)) for edge in EDGES for line in range(3)
)


def entry_index(edge: str, line: int) -> int:
    """The position of an entry in :data:`ENTRIES` (edges in the order left, right, top, bottom)."""
    return _EDGE_INDEX[edge] * 3 + line


_EDGE_INDEX: dict[str, int] = {e.value: i for i, e in enumerate(EDGES)}  # no Enum call per slide


def entries_for(entry_points: int) -> tuple[int, ...]:
    """Indices into :data:`ENTRIES` that the ``entry_points`` option allows, in listing order."""
    edges = EDGES if entry_points == 12 else REDUCED_EDGES
    return tuple(i for i, entry in enumerate(ENTRIES) if entry.edge in edges)


# The 8 lines in scoring order: rows 0-2, columns 0-2, main diagonal, anti-diagonal.
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
LINE_NAMES: tuple[str, ...] = (
    "row 1",
    "row 2",
    "row 3",
    "column 1",
    "column 2",
    "column 3",
    "the main diagonal",
    "the anti-diagonal",
)
# The lines through each cell, for checking only what a change can have touched.
LINES_THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, line in enumerate(LINES) if cell in line) for cell in range(GRID_CELLS)
)

# The sequence in which cards are put on the grid (the missing illustration): the initial deal follows it,
# and so do refills (empty cells in this order). The row slots are always dealt left to right after it.
FILL_ORDERS: dict[str, tuple[int, ...]] = {
    "row_major": (0, 1, 2, 3, 4, 5, 6, 7, 8),
    "snake": (0, 1, 2, 5, 4, 3, 6, 7, 8),
    "spiral": (0, 1, 2, 5, 8, 7, 6, 3, 4),
}


def month(code: str) -> int:
    """The suit of a card: its month, 1-12 (``"05c"`` is May, the Iris)."""
    return HANAFUDA_BY_ID[code].month


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in HANAFUDA_BY_ID


def card_words(code: str) -> str:
    """A card for a sentence: ``05c (Iris, chaff)``, ``08a (Susuki grass, Full moon)``."""
    card: HanafudaCard = HANAFUDA_BY_ID[code]
    name = "chaff" if card.type is HanafudaType.CHAFF and card.name == "Chaff" else card.name
    return f"{code} ({card.flower}, {name})"


def push(cells: list[T], entry: int, card: T) -> T:
    """Push ``card`` in at ``ENTRIES[entry]``: the line shifts by one cell; returns the card that falls out."""
    near, middle, far = ENTRIES[entry].cells
    ejected = cells[far]
    cells[far] = cells[middle]
    cells[middle] = cells[near]
    cells[near] = card
    return ejected


def complete_lines(months: Sequence[int]) -> list[int]:
    """Indices into :data:`LINES` of the lines holding three cards of one month, in scoring order.

    ``months`` gives each cell's month, 0 for an empty cell. Lines found together never share a cell: two
    lines through one cell would need five cards of its month, and a month has four.
    """
    found = []
    for index, (a, b, c) in enumerate(LINES):
        m = months[a]
        if m and m == months[b] and m == months[c]:
            found.append(index)
    return found


# ------------------------------------------------------------------------------------------------- the state

WON_REASON = "target_reached"
LOST_REASON = "deck_exhausted"
SLIDE = "slide"
EDGE_NAMES: tuple[str, ...] = tuple(edge.value for edge in Edge)


@dataclass(kw_only=True)
class Match3State(EngineState):
    """``grid[r][c]`` holds a card code (``None`` only where a final, incomplete refill left a hole);
    ``row`` the four cards above the grid by slot; ``deck`` top first (hidden); ``sets`` the sets taken, in
    the order taken, each in line order; ``discard`` top first; ``turn`` the number of the turn being
    played, left at the last turn's number when a slide ends the game."""

    grid: list[list[str | None]]
    row: list[str | None]
    deck: list[str]
    sets: list[list[str]]
    discard: list[str]
    turn: int = 1
