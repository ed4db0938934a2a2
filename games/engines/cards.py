"""The card sets the five games use, as frozen values in their canonical (pre-shuffle) order.

- French cards: ``rank + suit`` codes (``TH`` is the ten of hearts); suits S, H, D, C; ranks A, 2-9, T, J, Q, K.
  Jokers and game-specific special cards are named by each game (Journey ``X1 X2``; Witch ``W1 W2 W3 WZ``).
- The Decktet: 36 basic cards and 9 extended ones, by the ids of our Quetinny rulings.
- Hanafuda: 48 cards, ``MMx`` codes (``05c``), months 01-12, letters a-d.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

# --------------------------------------------------------------------------------------------------- French


class Suit(enum.Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


FRENCH_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
FRENCH_RANKS: str = "A23456789TJQK"


@dataclass(frozen=True, slots=True)
class FrenchCard:
    rank: str  # one of FRENCH_RANKS
    suit: Suit

    @property
    def code(self) -> str:
        return self.rank + self.suit.value

    @property
    def value(self) -> int:
        """Ace 1, 2-10, Jack 11, Queen 12, King 13."""
        return FRENCH_RANKS.index(self.rank) + 1

    @classmethod
    def parse(cls, code: str) -> FrenchCard:
        if not isinstance(code, str) or len(code) != 2 or code[0] not in FRENCH_RANKS:
            raise ValueError(f"{code!r} is not a French card code")
        return cls(code[0], Suit(code[1]))

    def __str__(self) -> str:
        return self.code


def french_codes(ranks: Iterable[str] = FRENCH_RANKS, suits: Iterable[Suit] = FRENCH_SUITS) -> list[str]:
    """Card codes in canonical order: suit by suit (S, H, D, C), within a suit A up to K."""
    wanted = set(ranks)
    return [rank + suit.value for suit in suits for rank in FRENCH_RANKS if rank in wanted]


def is_french_code(code: object) -> bool:
    return isinstance(code, str) and len(code) == 2 and code[0] in FRENCH_RANKS and code[1] in "SHDC"


FRENCH_52: tuple[str, ...] = tuple(french_codes())
JOKERS: tuple[str, ...] = ("X1", "X2")


# --------------------------------------------------------------------------------------------------- Decktet


class DecktetSuit(enum.Enum):
    """In canonical order, used for every tie-break and sort."""

    MOONS = "Moons"
    SUNS = "Suns"
    WAVES = "Waves"
    LEAVES = "Leaves"
    WYRMS = "Wyrms"
    KNOTS = "Knots"

    @property
    def symbol(self) -> str:
        return {
            "Moons": "☾",
            "Suns": "☀",
            "Waves": "≋",
            "Leaves": "❦",
            "Wyrms": "⚚",
            "Knots": "⌘",
        }[self.value]


DECKTET_SUITS: tuple[DecktetSuit, ...] = tuple(DecktetSuit)


class DecktetKind(enum.Enum):
    ACE = "ace"
    NUMBER = "num"
    CROWN = "crown"
    PAWN = "pawn"
    COURT = "court"
    EXCUSE = "excuse"


@dataclass(frozen=True, slots=True)
class DecktetCard:
    id: str
    name: str
    kind: DecktetKind
    rank: int | None  # 1 for Aces, 2-9 for numbers; None for Crowns and the extended cards
    suits: tuple[DecktetSuit, ...]

    @property
    def is_royal(self) -> bool:
        return self.kind in (DecktetKind.ACE, DecktetKind.CROWN)

    @property
    def rank_label(self) -> str:
        if self.kind is DecktetKind.ACE:
            return "Ace"
        if self.rank is not None:
            return str(self.rank)
        return str(self.kind.value).capitalize()  # mypy loses the value's type once `kind` is narrowed


def _decktet(id_: str, name: str, kind: str, rank: int | None, *suits: str) -> DecktetCard:
    return DecktetCard(id_, name, DecktetKind(kind), rank, tuple(DecktetSuit(s) for s in suits))


DECKTET_BASIC: tuple[DecktetCard, ...] = (
    _decktet("ace_moons", "Ace of Moons", "ace", 1, "Moons"),
    _decktet("ace_suns", "Ace of Suns", "ace", 1, "Suns"),
    _decktet("ace_waves", "Ace of Waves", "ace", 1, "Waves"),
    _decktet("ace_leaves", "Ace of Leaves", "ace", 1, "Leaves"),
    _decktet("ace_wyrms", "Ace of Wyrms", "ace", 1, "Wyrms"),
    _decktet("ace_knots", "Ace of Knots", "ace", 1, "Knots"),
    _decktet("author", "the Author", "num", 2, "Moons", "Knots"),
    _decktet("desert", "the Desert", "num", 2, "Suns", "Wyrms"),
    _decktet("origin", "the Origin", "num", 2, "Waves", "Leaves"),
    _decktet("journey", "the Journey", "num", 3, "Moons", "Waves"),
    _decktet("painter", "the Painter", "num", 3, "Suns", "Knots"),
    _decktet("savage", "the Savage", "num", 3, "Leaves", "Wyrms"),
    _decktet("mountain", "the Mountain", "num", 4, "Moons", "Suns"),
    _decktet("sailor", "the Sailor", "num", 4, "Waves", "Leaves"),
    _decktet("battle", "the Battle", "num", 4, "Wyrms", "Knots"),
    _decktet("forest", "the Forest", "num", 5, "Moons", "Leaves"),
    _decktet("discovery", "the Discovery", "num", 5, "Suns", "Waves"),
    _decktet("soldier", "the Soldier", "num", 5, "Wyrms", "Knots"),
    _decktet("lunatic", "the Lunatic", "num", 6, "Moons", "Waves"),
    _decktet("penitent", "the Penitent", "num", 6, "Suns", "Wyrms"),
    _decktet("market", "the Market", "num", 6, "Leaves", "Knots"),
    _decktet("chance_meeting", "the Chance Meeting", "num", 7, "Moons", "Leaves"),
    _decktet("castle", "the Castle", "num", 7, "Suns", "Knots"),
    _decktet("cave", "the Cave", "num", 7, "Waves", "Wyrms"),
    _decktet("diplomat", "the Diplomat", "num", 8, "Moons", "Suns"),
    _decktet("mill", "the Mill", "num", 8, "Waves", "Leaves"),
    _decktet("betrayal", "the Betrayal", "num", 8, "Wyrms", "Knots"),
    _decktet("pact", "the Pact", "num", 9, "Moons", "Suns"),
    _decktet("darkness", "the Darkness", "num", 9, "Waves", "Wyrms"),
    _decktet("merchant", "the Merchant", "num", 9, "Leaves", "Knots"),
    _decktet("huntress", "the Huntress", "crown", None, "Moons"),
    _decktet("bard", "the Bard", "crown", None, "Suns"),
    _decktet("sea", "the Sea", "crown", None, "Waves"),
    _decktet("end", "the End", "crown", None, "Leaves"),
    _decktet("calamity", "the Calamity", "crown", None, "Wyrms"),
    _decktet("windfall", "the Windfall", "crown", None, "Knots"),
)

DECKTET_PAWNS: tuple[DecktetCard, ...] = (
    _decktet("watchman", "the Watchman", "pawn", None, "Moons", "Wyrms", "Knots"),
    _decktet("harvest", "the Harvest", "pawn", None, "Moons", "Suns", "Leaves"),
    _decktet("light_keeper", "the Light Keeper", "pawn", None, "Suns", "Waves", "Knots"),
    _decktet("borderland", "the Borderland", "pawn", None, "Waves", "Leaves", "Wyrms"),
)
DECKTET_COURTS: tuple[DecktetCard, ...] = (
    _decktet("consul", "the Consul", "court", None, "Moons", "Waves", "Knots"),
    _decktet("rite", "the Rite", "court", None, "Moons", "Leaves", "Wyrms"),
    _decktet("island", "the Island", "court", None, "Suns", "Waves", "Wyrms"),
    _decktet("window", "the Window", "court", None, "Suns", "Leaves", "Knots"),
)
DECKTET_EXCUSE: DecktetCard = _decktet("excuse", "the Excuse", "excuse", None)
DECKTET_EXTENDED: tuple[DecktetCard, ...] = (*DECKTET_PAWNS, *DECKTET_COURTS, DECKTET_EXCUSE)
DECKTET_BY_ID: dict[str, DecktetCard] = {card.id: card for card in (*DECKTET_BASIC, *DECKTET_EXTENDED)}


# --------------------------------------------------------------------------------------------------- Hanafuda


class HanafudaType(enum.Enum):
    BRIGHT = "bright"
    ANIMAL = "animal"
    RIBBON = "ribbon"
    CHAFF = "chaff"


@dataclass(frozen=True, slots=True)
class HanafudaCard:
    id: str  # "MMx"
    month: int  # 1-12: the suit, the only thing that matters for play
    flower: str
    name: str
    type: HanafudaType


_MONTHS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "Pine",
        (("Crane & Sun", "bright"), ("Red poetry ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff")),
    ),
    (
        "Plum",
        (("Bush warbler", "animal"), ("Red poetry ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff")),
    ),
    (
        "Cherry",
        (("Curtain", "bright"), ("Red poetry ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff")),
    ),
    (
        "Wisteria",
        (("Cuckoo", "animal"), ("Plain red ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff")),
    ),
    (
        "Iris",
        (
            ("Eight-plank bridge", "animal"),
            ("Plain red ribbon", "ribbon"),
            ("Chaff", "chaff"),
            ("Chaff", "chaff"),
        ),
    ),
    ("Peony", (("Butterflies", "animal"), ("Blue ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff"))),
    (
        "Bush clover",
        (("Boar", "animal"), ("Plain red ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff")),
    ),
    ("Susuki grass", (("Full moon", "bright"), ("Geese", "animal"), ("Chaff", "chaff"), ("Chaff", "chaff"))),
    (
        "Chrysanthemum",
        (("Sake cup", "animal"), ("Blue ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff")),
    ),
    ("Maple", (("Deer", "animal"), ("Blue ribbon", "ribbon"), ("Chaff", "chaff"), ("Chaff", "chaff"))),
    (
        "Willow",
        (
            ("Rain man", "bright"),
            ("Swallow", "animal"),
            ("Plain red ribbon", "ribbon"),
            ("Lightning", "chaff"),
        ),
    ),
    ("Paulownia", (("Phoenix", "bright"), ("Chaff", "chaff"), ("Chaff", "chaff"), ("Chaff", "chaff"))),
)

HANAFUDA: tuple[HanafudaCard, ...] = tuple(
    HanafudaCard(f"{month:02d}{letter}", month, flower, name, HanafudaType(kind))
    for month, (flower, cards) in enumerate(_MONTHS, start=1)
    for letter, (name, kind) in zip("abcd", cards, strict=True)
)
HANAFUDA_BY_ID: dict[str, HanafudaCard] = {card.id: card for card in HANAFUDA}
