"""Quetinny's actions and view, as classes (see games/engines/shapes.py). A cell is ``[x, y]``."""

from typing import Literal, NotRequired, TypedDict

from games.engines.shapes import OutcomeFields, ResignAction


class QuetinnySetupPlaceAction(TypedDict):
    type: Literal["setup_place"]
    card: str
    at: list[int]


class QuetinnySetupChipAction(TypedDict):
    type: Literal["setup_chip"]
    at: list[int]
    suit: str


class QuetinnyProvinceAction(TypedDict):
    type: Literal["province"]
    card: str
    suit: str
    at: list[int]
    chip: list[int] | None  # the cell of the chip placed, or null


class QuetinnyHarvestAction(TypedDict):
    type: Literal["harvest"]
    card: str
    order: NotRequired[list[str]]  # the suits to harvest for, in order, when there is a choice


class QuetinnyRoute(TypedDict):
    suit: str
    path: list[list[int]]


class QuetinnyCaravanAction(TypedDict):
    type: Literal["caravan"]
    card: str
    routes: list[QuetinnyRoute]


class QuetinnyDiscardAction(TypedDict):
    type: Literal["discard"]
    card: str


class QuetinnyTaxAction(TypedDict):
    type: Literal["tax"]
    card: str


class QuetinnyResignAction(ResignAction):
    """Give up the game."""


QuetinnyAction = (
    QuetinnySetupPlaceAction
    | QuetinnySetupChipAction
    | QuetinnyProvinceAction
    | QuetinnyHarvestAction
    | QuetinnyCaravanAction
    | QuetinnyDiscardAction
    | QuetinnyTaxAction
    | QuetinnyResignAction
)


class QuetinnyOptions(TypedDict):
    excuse: bool
    courts: bool
    pawns: bool
    chip_adjacency: str
    caravan_cubes: str
    spice_cubes: int
    setup_arrangement: str
    extended_route_rank: str


class QuetinnyCell(TypedDict):
    """A card of the tableau, its chips and (on an Ace) its spice."""

    at: list[int]
    card: str
    chips: list[str]
    spice: int


class QuetinnyBounds(TypedDict):
    """The cells to draw: one beyond the cards on every side."""

    min: list[int]
    max: list[int]


class QuetinnySuitCounts(TypedDict):
    Moons: int
    Suns: int
    Waves: int
    Leaves: int
    Wyrms: int
    Knots: int


class QuetinnySuitFlags(TypedDict):
    Moons: bool
    Suns: bool
    Waves: bool
    Leaves: bool
    Wyrms: bool
    Knots: bool


class QuetinnyRouteView(QuetinnyRoute):
    """A route a caravan may take now, and what it would pay."""

    cards: int
    paying_cards: int
    gold: int


class QuetinnyView(OutcomeFields):
    """What a player of Quetinny may see: the deck as a count."""

    phase: str
    options: QuetinnyOptions
    turn: int
    gold: int
    hand: list[str]
    taxes: dict[str, int]  # by card of the hand
    tableau: list[QuetinnyCell]
    excuse_at: list[int] | None
    bounds: QuetinnyBounds
    spice: dict[str, int]  # by suit whose Ace is on the tableau
    spice_supply: int
    chip_supply: QuetinnySuitCounts
    discard: list[str]
    deck_count: int
    kept: list[str]
    start_cells: list[list[int]]
    pending_setup: list[list[int]]
    taxes_remaining: int
    final_hand: bool
    routes: list[QuetinnyRouteView]
    coverage: QuetinnySuitFlags
    coverage_possible: bool
    result: str | None
    turns_survived: int
