"""The cards of Weaver in the Forest of Wyr and the two rules everything else rests on: which Garden cards
may be removed, and which basket cards satisfy a Keiju.

Nature cards are French cards Ace (1) to Jack (11) with their usual codes (``TH`` is the ten of hearts).
The Keiju are the Kings and Queens; they have no suit and no number for play, only a Keiju number and a
request.

>>> removable_indices(["3H", "7H", "9C", "QS"])
[0, 1]
>>> unmet_request(KEIJU_BY_CODE["KC"], ["3H", "3S", "7D", "7C"]) is None
True
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from games.engines.base import EngineState, Status
from games.engines.cards import FRENCH_SUITS, FrenchCard, Suit

NATURE_RANKS = "A23456789TJ"
# Canonical order: suit by suit (S, H, D, C), within a suit Ace up to Jack.
NATURE_CODES: tuple[str, ...] = tuple(rank + suit.value for suit in FRENCH_SUITS for rank in NATURE_RANKS)
PILES = 5
ROW_LENGTH = 12


class Request(enum.Enum):
    """What a Keiju asks for; the value is the number of cards in the bribe."""

    DIFFERENT = "different"
    PAIR_AND_TRIPLET = "pair_and_triplet"
    TWO_PAIRS = "two_pairs"
    LOW_AND_HIGH = "low_and_high"
    ONE_SUIT = "one_suit"
    ALL_ODD = "all_odd"
    RUN = "run"
    ALL_EVEN = "all_even"


@dataclass(frozen=True, slots=True)
class Keiju:
    number: int  # 1-8: the order in which they must be enticed
    code: str
    request: Request
    size: int  # exactly this many cards in the bribe
    words: str  # the request, for players

    @property
    def name(self) -> str:
        rank = {"K": "King", "Q": "Queen"}[self.code[0]]
        return f"{rank} of {Suit(self.code[1]).name.lower()}"

    @property
    def label(self) -> str:
        return f"{self.code} (Keiju {self.number})"


KEIJU: tuple[Keiju, ...] = (
    Keiju(1, "KS", Request.DIFFERENT, 4, "4 cards, all of different suits and all of different numbers"),
    Keiju(2, "QS", Request.PAIR_AND_TRIPLET, 5, "5 cards: a pair of one number and three of another number"),
    Keiju(3, "KC", Request.TWO_PAIRS, 4, "4 cards: two pairs of two different numbers"),
    Keiju(
        4, "QC", Request.LOW_AND_HIGH, 5, "5 cards: exactly two numbered 1 to 5 and three numbered 7 to 11"
    ),
    Keiju(5, "KD", Request.ONE_SUIT, 4, "4 cards, all of one suit"),
    Keiju(6, "QD", Request.ALL_ODD, 5, "5 cards, all odd (A, 3, 5, 7, 9, J)"),
    Keiju(
        7, "KH", Request.RUN, 4, "4 cards with consecutive numbers, all of different suits (Ace is low only)"
    ),
    Keiju(8, "QH", Request.ALL_EVEN, 5, "5 cards, all even (2, 4, 6, 8, 10)"),
)
KEIJU_BY_CODE: dict[str, Keiju] = {k.code: k for k in KEIJU}
ALL_CODES: frozenset[str] = frozenset(NATURE_CODES) | frozenset(KEIJU_BY_CODE)


def is_nature(code: str) -> bool:
    return code not in KEIJU_BY_CODE


def number(code: str) -> int:
    """A Nature card's number: Ace 1, 2-10, Jack 11."""
    return _NUMBER[code]


def suit(code: str) -> str:
    return code[1]


_NUMBER: dict[str, int] = {code: FrenchCard.parse(code).value for code in NATURE_CODES}
# Every Nature card with the Nature cards it matches (same suit or same number); Keiju match nothing.
MATCHES: dict[str, frozenset[str]] = {
    a: frozenset(b for b in NATURE_CODES if b != a and (a[0] == b[0] or a[1] == b[1])) for a in NATURE_CODES
}
for _keiju in KEIJU:
    MATCHES[_keiju.code] = frozenset()


def match(a: str, b: str) -> bool:
    return b in MATCHES[a]


# ------------------------------------------------------------------------------------------------ the Garden


def partner_indices(garden: Sequence[str], i: int) -> list[int]:
    """The indices of the cards that let garden card ``i`` be removed: a matching Nature card next to it,
    or three places away with two Nature cards (and so no Keiju) between."""
    card = garden[i]
    partners = MATCHES[card]
    if not partners:
        return []
    n = len(garden)
    found = []
    for j in (i - 3, i - 1, i + 1, i + 3):
        if 0 <= j < n and garden[j] in partners:
            if abs(i - j) == 3:
                lo = min(i, j)
                if not (is_nature(garden[lo + 1]) and is_nature(garden[lo + 2])):
                    continue
            found.append(j)
    return found


def removable_indices(garden: Sequence[str]) -> list[int]:
    """Every index of the Garden whose card may be removed, ascending."""
    n = len(garden)
    flags = [False] * n
    for i in range(n - 1):
        if garden[i + 1] in MATCHES[garden[i]]:
            flags[i] = flags[i + 1] = True
    for i in range(n - 3):
        if (
            garden[i + 3] in MATCHES[garden[i]]
            and garden[i + 1] not in KEIJU_BY_CODE
            and garden[i + 2] not in KEIJU_BY_CODE
        ):
            flags[i] = flags[i + 3] = True
    return [i for i in range(n) if flags[i]]


def any_removable(garden: Sequence[str]) -> bool:
    """Whether some Garden card may be removed: :func:`removable_indices` stopped at the first pair."""
    n = len(garden)
    matches = MATCHES
    for i in range(n - 1):
        partners = matches[garden[i]]
        if partners and (
            garden[i + 1] in partners
            or (
                i + 3 < n
                and garden[i + 3] in partners
                and garden[i + 1] not in KEIJU_BY_CODE
                and garden[i + 2] not in KEIJU_BY_CODE
            )
        ):
            return True
    return False


def why_not_removable(garden: Sequence[str], i: int) -> str:
    """The sentence that explains why garden card ``i`` has no valid partner."""
    card = garden[i]
    if not is_nature(card):
        return (
            f"{KEIJU_BY_CODE[card].label} cannot be paired: a Keiju matches nothing and leaves the Garden only "
            "when it is enticed with a bribe."
        )
    n = len(garden)
    reasons = []
    neighbours = [garden[j] for j in (i - 1, i + 1) if 0 <= j < n]
    if neighbours:
        reasons.append(f"its neighbours ({', '.join(neighbours)}) do not match it")
    else:
        reasons.append("it has no neighbour")
    blocked, unmatched = [], []
    for j in (i - 3, i + 3):
        if 0 <= j < n:
            lo = min(i, j)
            between = [garden[lo + 1], garden[lo + 2]]
            if match(card, garden[j]) and not all(is_nature(c) for c in between):
                keiju = next(c for c in between if not is_nature(c))
                blocked.append(f"{garden[j]} is cut off by the Keiju {keiju}")
            else:
                unmatched.append(garden[j])
    if unmatched:
        reasons.append(
            f"the card{'s' if len(unmatched) > 1 else ''} three places away "
            f"({', '.join(unmatched)}) do{'es' if len(unmatched) == 1 else ''} not match it"
        )
    reasons.extend(blocked)
    return f"{card} at index {i} has no valid partner: {'; '.join(reasons)}."


# ------------------------------------------------------------------------------------------------ requests


def unmet_request(keiju: Keiju, cards: Sequence[str]) -> str | None:
    """None when ``cards`` (Nature card codes) are exactly what ``keiju`` asks for, else the reason why not,
    as the end of a sentence ("four hearts are not four different suits").

    >>> unmet_request(KEIJU_BY_CODE["KH"], ["JH", "AS", "2D", "3C"])
    'JH, AS, 2D, 3C are not four consecutive numbers (the Ace is only low)'
    """
    if len(cards) != keiju.size:
        return f"it takes exactly {keiju.size} cards, not {len(cards)}"
    numbers = [number(c) for c in cards]
    suits = [suit(c) for c in cards]
    shown = ", ".join(cards)
    request = keiju.request
    if request is Request.DIFFERENT:
        if len(set(suits)) != 4:
            return f"{_repeated(suits, cards)} share a suit"
        if len(set(numbers)) != 4:
            return f"{_repeated(numbers, cards)} share a number"
    elif request is Request.PAIR_AND_TRIPLET:
        if sorted(Counter(numbers).values()) != [2, 3]:
            return f"{shown} are not a pair and three of a kind"
    elif request is Request.TWO_PAIRS:
        if sorted(Counter(numbers).values()) != [2, 2]:
            return f"{shown} are not two pairs of different numbers"
    elif request is Request.LOW_AND_HIGH:
        if 6 in numbers:
            return "a 6 is neither low (1 to 5) nor high (7 to 11)"
        low = sum(1 for n in numbers if n <= 5)
        if low != 2:
            return f"{shown} hold {low} cards numbered 1 to 5 and {5 - low} numbered 7 to 11, not 2 and 3"
    elif request is Request.ONE_SUIT:
        if len(set(suits)) != 1:
            return f"{', '.join(cards)} are not all of one suit"
    elif request is Request.ALL_ODD:
        even = [c for c in cards if number(c) % 2 == 0]
        if even:
            return f"{', '.join(even)} {'is' if len(even) == 1 else 'are'} not odd"
    elif request is Request.RUN:
        ordered = sorted(set(numbers))
        if len(ordered) != 4 or ordered[-1] - ordered[0] != 3:
            return f"{shown} are not four consecutive numbers (the Ace is only low)"
        if len(set(suits)) != 4:
            return f"{_repeated(suits, cards)} share a suit"
    elif request is Request.ALL_EVEN:
        odd = [c for c in cards if number(c) % 2 == 1]
        if odd:
            return f"{', '.join(odd)} {'is' if len(odd) == 1 else 'are'} not even"
    return None


def _repeated(keys: Sequence[object], cards: Sequence[str]) -> str:
    """The first two cards that share a key, as 'AH and 4H'."""
    seen: dict[object, str] = {}
    for key, card in zip(keys, cards, strict=True):
        if key in seen:
            return f"{seen[key]} and {card}"
        seen[key] = card
    return ", ".join(cards)  # pragma: no cover - only called when some key repeats


def satisfies(keiju: Keiju, cards: Sequence[str]) -> bool:
    return unmet_request(keiju, cards) is None


def bribe_subsets(keiju: Keiju, tops: Sequence[str | None]) -> list[tuple[int, ...]]:
    """The sets of piles (ascending) whose top cards satisfy ``keiju``; ``tops[p]`` is None for an empty pile."""
    filled = {p: top for p, top in enumerate(tops) if top is not None}
    return [
        piles for piles in combinations(filled, keiju.size) if satisfies(keiju, [filled[p] for p in piles])
    ]


def row_and_column(index: int) -> tuple[int, int]:
    """Where the Garden card at ``index`` is drawn: rows of 12, both counted from 1 for players."""
    return index // ROW_LENGTH + 1, index % ROW_LENGTH + 1


# ------------------------------------------------------------------------------------------------- the state

WON = "won"
NO_MOVES = "no_moves"
HARVEST = "harvest"
BASKET = "basket"


@dataclass(kw_only=True)
class WeaverState(EngineState):
    garden: list[str]  # one line; index 0 is the top-left card
    # Five piles, each bottom -> top (the last card is the top): the rulings' own exception to index 0 = top,
    # because piles here only ever change at the top.
    basket: list[list[str]]
    harvest: list[str]
    bribed: list[str]  # bribe cards, out of the game
    keiju_in_play: list[str]  # by Keiju number
    keiju_removed: list[str]  # not drawn at setup, by Keiju number; public


# ------------------------------------------------------------------------------------------- state changes


def _keiju_number(code: str) -> int:
    return KEIJU_BY_CODE[code].number


def target_keiju(state: WeaverState) -> Keiju | None:
    """The lowest-numbered Keiju still in the Garden: the only one that may be enticed."""
    for code in state.keiju_in_play:
        if code in state.garden:
            return KEIJU_BY_CODE[code]
    return None


def _tops(state: WeaverState) -> list[str | None]:
    return [pile[-1] if pile else None for pile in state.basket]


def has_move(state: WeaverState) -> bool:
    if any_removable(state.garden):
        return True
    target = target_keiju(state)
    return target is not None and bool(bribe_subsets(target, _tops(state)))


def settle(state: WeaverState) -> None:
    """The end check that follows every action: won at a single Nature card, over when nothing is legal."""
    garden = state.garden
    if len(garden) == 1 and is_nature(garden[0]):
        state.status, state.end_reason = Status.WON, WON
    elif not has_move(state):
        state.status, state.end_reason = Status.LOST, NO_MOVES


def score_parts(state: WeaverState) -> dict[str, int]:
    garden_keiju = sum(1 for c in state.garden if not is_nature(c))
    harvest_keiju = sum(1 for c in state.harvest if not is_nature(c))
    return {
        "harvest_nature": len(state.harvest) - harvest_keiju,
        "harvest_keiju": harvest_keiju,
        "garden_keiju": garden_keiju,
        "garden_nature": len(state.garden) - garden_keiju,
    }
