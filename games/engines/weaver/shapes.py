"""Weaver's actions and view, as classes (see games/engines/shapes.py)."""

from typing import Literal, NotRequired, TypedDict

from games.engines.shapes import OutcomeFields, ResignAction


class WeaverRemoveAction(TypedDict):
    """Take the card at index of the garden to the harvest, or to a basket pile."""

    type: Literal["remove"]
    index: int
    to: str  # harvest or basket
    card: NotRequired[str]  # the card at index (listed; checked when given)
    pile: NotRequired[int]  # the basket pile, when to is basket


class WeaverEnticeAction(TypedDict):
    """Entice the target keiju with the tops of basket piles."""

    type: Literal["entice"]
    piles: list[int]
    keiju: NotRequired[str]  # the target keiju (listed; checked when given)


class WeaverResignAction(ResignAction):
    """Give up the game."""


WeaverAction = WeaverRemoveAction | WeaverEnticeAction | WeaverResignAction


class WeaverOptions(TypedDict):
    deck: str
    keiju_count: int
    hide_covered_basket: bool


class WeaverBasketCard(TypedDict):
    card: str
    covered: bool


class WeaverPile(TypedDict):
    """A basket pile, bottom to top; with hide_covered_basket only its top card is named."""

    size: int
    top: str | None
    covered: int
    cards: list[WeaverBasketCard]


class WeaverKeijuCard(TypedDict):
    card: str
    number: int
    name: str
    size: int
    request: str


class WeaverKeiju(WeaverKeijuCard):
    place: str  # harvest, garden or removed


class WeaverScoreParts(TypedDict):
    harvest_nature: int
    harvest_keiju: int
    garden_keiju: int
    garden_nature: int


class WeaverView(OutcomeFields):
    """What a player of Weaver may see (the whole table: no card is face down)."""

    garden: list[str]
    garden_rows: list[list[str]]
    row_length: int
    basket: list[WeaverPile]
    harvest: list[str]
    bribed: list[str]
    keiju: list[WeaverKeiju]
    keiju_in_play: list[str]
    keiju_removed: list[str]
    target: WeaverKeijuCard | None
    score_parts: WeaverScoreParts
    options: WeaverOptions
    legal_actions: list[WeaverAction]
