"""Solitary Journey's actions and view, as classes (see games/engines/shapes.py)."""

from typing import Literal, NotRequired, TypedDict

from games.engines.shapes import OutcomeFields, ResignAction


class JourneySource(TypedDict, total=False):
    """Where a card that unlocks another comes from: exactly one of ``stored`` (a stored card, spent) or
    ``view`` (a King or Queen of the view, discarded)."""

    stored: str
    view: str


class JourneyDiscardAction(TypedDict):
    type: Literal["discard"]
    card: str


class JourneyStoreKeyAction(TypedDict):
    type: Literal["store_key"]
    card: str


class JourneyStoreMapAction(TypedDict):
    type: Literal["store_map"]
    card: str
    key: JourneySource
    crossroads: NotRequired[str]


class JourneyStoreTreasureAction(TypedDict):
    type: Literal["store_treasure"]
    card: str
    key: JourneySource
    map: JourneySource
    crossroads: NotRequired[str]


class JourneyThoroughfareAction(TypedDict):
    type: Literal["thoroughfare"]
    card: str
    crossroads: NotRequired[str]


class JourneyTransportAction(TypedDict):
    type: Literal["transport"]
    card: str
    crossroads: NotRequired[str]


class JourneyThoroughfareTransportAction(TypedDict):
    type: Literal["thoroughfare_transport"]
    cards: list[str]
    crossroads: NotRequired[str]


class JourneyFlyAction(TypedDict):
    type: Literal["fly"]
    card: str
    map: JourneySource
    crossroads: NotRequired[str]


class JourneyStoreFlyingAction(TypedDict):
    type: Literal["store_flying"]
    card: str
    scrying: str
    crossroads: NotRequired[str]


class JourneyStoreBookAction(TypedDict):
    type: Literal["store_book"]
    card: str
    ace: str
    map: JourneySource
    crossroads: NotRequired[str]


class JourneyStoreScryingAction(TypedDict):
    type: Literal["store_scrying"]
    card: str
    key: JourneySource
    book: str
    queen: str
    crossroads: NotRequired[str]


class JourneyHomeAction(TypedDict):
    type: Literal["home"]
    card: str
    flying: str
    book: str
    scrying: str
    crossroads: NotRequired[str]


class JourneyJokerDiscardAction(TypedDict):
    """A Joker in a view of more than 4 cards: discard it and three others."""

    type: Literal["joker_discard"]
    cards: list[str]


class JourneyResignAction(ResignAction):
    """Give up the game."""


JourneyAction = (
    JourneyDiscardAction
    | JourneyStoreKeyAction
    | JourneyStoreMapAction
    | JourneyStoreTreasureAction
    | JourneyThoroughfareAction
    | JourneyTransportAction
    | JourneyThoroughfareTransportAction
    | JourneyFlyAction
    | JourneyStoreFlyingAction
    | JourneyStoreBookAction
    | JourneyStoreScryingAction
    | JourneyHomeAction
    | JourneyJokerDiscardAction
    | JourneyResignAction
)


class JourneyOptions(TypedDict):
    easy_thoroughfare: bool
    easy_transport: bool
    easy_book_any_ace: bool
    hard_four_books: bool
    shuffle_at_jack: bool
    jack_order: str


class JourneyJack(TypedDict):
    """A Jack of the journey, in the order they are reached, with the cards stored behind it."""

    jack: str
    suit: str
    landscape: str
    stored: list[str]


# ``pass`` is a Python keyword, which a class statement cannot declare: the functional form can.
_JourneyPass = TypedDict("_JourneyPass", {"pass": int})


class JourneyView(OutcomeFields, _JourneyPass):
    """What a player of Solitary Journey may see: the face-down front of the deck as a count. ``pass`` is
    the number of the pass through the deck."""

    phase: str
    view: list[str]
    jacks_reached: int
    top_jack: str
    landscape: str
    jacks: list[JourneyJack]
    front_count: int
    known_discards: list[str]
    base_view: int
    home: str | None
    options: JourneyOptions
