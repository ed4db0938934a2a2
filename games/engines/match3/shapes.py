"""Hanafuda Match 3's actions and view, as classes (see games/engines/shapes.py)."""

from typing import Literal, NotRequired, TypedDict

from games.engines.shapes import OutcomeFields, ResignAction


class Match3SlideAction(TypedDict):
    """Slide the row's card in slot ``card`` into the grid from an edge, along a line."""

    type: Literal["slide"]
    card: int  # the row slot, 0 to 2
    edge: str  # left, right, top or bottom
    line: int  # 0 to 2
    card_id: NotRequired[str]  # the card's code, checked against the slot (never listed)


class Match3ResignAction(ResignAction):
    """Give up the game."""


Match3Action = Match3SlideAction | Match3ResignAction


class Match3Options(TypedDict):
    cascade: bool
    entry_points: int
    target_sets: int
    fill_order: str
    reshuffle_initial_lines: bool


class Match3Card(TypedDict):
    """A hanafuda card, face up."""

    id: str
    month: int
    flower: str
    name: str
    type: str


class Match3Entry(TypedDict):
    """A place where a card may enter the grid, and whether this game opens it."""

    edge: str
    line: int
    open: bool


class Match3View(OutcomeFields):
    """What a player of Match 3 may see: the deck as a count."""

    grid: list[list[Match3Card | None]]
    row: list[Match3Card | None]
    entries: list[Match3Entry]
    fill_order: list[list[int]]
    sets: list[list[Match3Card]]
    sets_taken: int
    target_sets: int
    deck_count: int
    discard: list[Match3Card]
    turn: int
    options: Match3Options
    result: str | None  # win or loss, once over
