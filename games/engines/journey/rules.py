"""Solitary Journey (Karen Deal Robinson), played in the hand: the rules.

The hand is held as [view, face up] [front pile, face down] [the four Jacks with the items stored behind
them] [back pile, face down]. Discards go to the very back; when a card must be drawn and the front pile is
empty, the top Jack is reached: its suit loses its stored key and map, the back pile becomes the new front
pile (shuffled unless ``shuffle_at_jack`` is off) and the Jack moves behind the others. Reaching the fourth
Jack ends the journey. Storing the home (a 10) with a flying item, a book and a scrying tool of its suit and
any stored Ace wins.

Every card is a two-character code (``TH`` is the ten of hearts, ``X1``/``X2`` the Jokers); piles are lists
with index 0 on top (front). ``docs/rules/journey.md`` is the players' version of these rules.

The state, the automatic steps and the checks, as free functions that change a state in place; the game
definition (:mod:`.engine`) and the bot call them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from games.engines.base import (
    Action,
    EngineState,
    IllegalActionError,
    InvalidActionError,
    Status,
    check_type,
)
from games.engines.cards import JOKERS, french_codes

SUITS = "SHDC"  # canonical suit order, for every listing that is not a Jack order
DEFAULT_JACK_ORDER = "HDCS"  # front (first landscape) to back (the Jack that ends the journey)
DECK: tuple[str, ...] = (*french_codes("A23456789TQK"), *JOKERS)  # the 50 shuffled cards, canonical order
JACKS: tuple[str, ...] = tuple("J" + suit for suit in SUITS)  # counters: never shuffled, drawn or played
STORABLE = "A26789"  # ranks that can be stored, in the order they are listed behind a Jack
BASE_VIEW = 4
SCRYING_VIEW = 10  # the view size while any 9 is stored
MAX_PASSES = 4

SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
LANDSCAPES = {"H": "ocean", "D": "plains", "C": "forest", "S": "mountains"}
ITEM_POINTS = {"A": 2, "2": 1, "6": 1, "7": 5, "8": 3, "9": 5}
WIN_POINTS = 100
EARLY_WIN_POINTS = 25  # per pass left unused when the home is found

_CARDS = frozenset(DECK)
# The engine version that discarded a Joker choice's cards in the order the action listed them.
JOKER_CHOICE_IN_GIVEN_ORDER = "1"
_ROLE_RANK_WORDS = {
    "A": "an Ace (treasure)",
    "2": "a 2 (key)",
    "3": "a 3 (thoroughfare)",
    "4": "a 4 (transportation)",
    "5": "a 5 (crossroads)",
    "6": "a 6 (inn and map)",
    "7": "a 7 (magical place and flying item)",
    "8": "an 8 (bookstore and book)",
    "9": "a 9 (tower and scrying tool)",
    "T": "a 10 (home)",
    "Q": "a Queen",
    "K": "a King",
}


class Phase(enum.Enum):
    PLAY = "play"
    JOKER_CHOICE = "joker_choice"  # one Joker in a view of more than 4 cards: discard it and 3 others
    OVER = "over"


class EndReason(enum.Enum):
    HOME = "home"  # won
    LAST_JACK = "last_jack"  # the journey ended without a home


@dataclass(kw_only=True)
class JourneyState(EngineState):
    view: list[str]
    front: list[str]  # face down; index 0 is the next card drawn
    back: list[str]  # face down behind the Jacks, in discard order: cards the player knows
    jack_order: list[str]  # suit letters, front Jack (the landscape of this pass) first
    jacks_reached: int = 0  # Jacks already passed: pass number - 1
    stored: dict[str, list[str]]  # suit -> codes stored behind that suit's Jack, in STORABLE order
    phase: Phase = Phase.PLAY
    home: str | None = None  # the 10 that won the game

    @property
    def top_jack(self) -> str:
        return self.jack_order[0]

    @property
    def pass_number(self) -> int:
        return self.jacks_reached + 1

    @property
    def base_view(self) -> int:
        # Stored items are kept in STORABLE order, so a stored 9 is the last item behind its Jack.
        for cards in self.stored.values():
            if cards and cards[-1][0] == "9":
                return SCRYING_VIEW
        return BASE_VIEW

    def is_stored(self, card: str) -> bool:
        return card in self.stored[card[1]]


@dataclass(frozen=True, slots=True)
class Source:
    """Where a key or a map comes from: an item stored behind a Jack, or a guide (King, Queen) in the view."""

    place: str  # "stored" or "view"
    card: str

    def to_json(self) -> dict[str, str]:
        return {self.place: self.card}


# ---------------------------------------------------------------------------------------------- suit groups

_OK, _MISMATCH, _NEEDLESS, _TOO_MANY_SUITS, _EVEN_SPLIT, _WRONG_CROSSROADS = range(6)


def _group_verdict(suits: list[str], crossroads_suit: str | None) -> int:
    """Whether the suits of an action's group agree, possibly with one crossroads (ruling J15).

    >>> _group_verdict(["H", "H"], None), _group_verdict(["H", "S"], "S"), _group_verdict(["H", "H"], "H")
    (0, 0, 2)
    >>> _group_verdict(["H", "H", "S", "S"], "S"), _group_verdict(["H", "S"], "D")
    (4, 5)
    """
    first = suits[0]
    count = suits.count(first)
    if count == len(suits):
        return _OK if crossroads_suit is None else _NEEDLESS
    if crossroads_suit is None:
        return _MISMATCH
    distinct = set(suits)
    if len(distinct) > 2:
        return _TOO_MANY_SUITS
    if count != 1 and len(suits) - count != 1:
        return _EVEN_SPLIT
    if crossroads_suit not in distinct:
        return _WRONG_CROSSROADS
    return _OK


def _join(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _group_message(verdict: int, members: list[tuple[str, str]], crossroads: str | None) -> str:
    names = _join([label for label, _ in members])
    suits = sorted({suit for _, suit in members}, key=SUITS.index)
    if verdict == _MISMATCH:
        agree = "of the same suit" if len(members) == 2 else "all of one suit"
        return f"{names} are not {agree}; a crossroads (a 5 of one of their suits) could excuse one."
    if verdict == _NEEDLESS:
        return f"No crossroads is needed: {names} are already of one suit."
    if verdict == _TOO_MANY_SUITS:
        return f"A crossroads excuses a single card of another suit, but {names} span {len(suits)} suits."
    if verdict == _EVEN_SPLIT:
        return f"A crossroads excuses a single card of another suit, but {names} split two against two."
    return (
        f"The crossroads {crossroads} must be a {SUIT_WORDS[suits[0]]} or {SUIT_WORDS[suits[1]]} card "
        f"to bridge {names}."
    )


# ------------------------------------------------------------------------------------------ automatic steps


def draw_to(s: JourneyState, size: int) -> None:
    """Draw from the front pile until the view holds ``size`` cards, reaching Jacks as it runs out. The
    Jokers of the batch are resolved afterwards by :func:`settle`."""
    while len(s.view) < size:
        if not s.front:
            reach_jack(s)
            if s.status is not Status.PLAYING:
                return  # the journey ended in the middle of the draw: the rest is abandoned
            continue
        count = size - len(s.view)  # as many as the front pile gives, top first, in one slice
        s.view.extend(s.front[:count])
        del s.front[:count]


def reach_jack(s: JourneyState) -> None:
    if s.jacks_reached == MAX_PASSES - 1:
        # The last Jack ends the journey at once: its own transition is not performed (J6).
        end_game(s, Status.LOST, EndReason.LAST_JACK)
        return
    top = s.jack_order[0]
    kept = s.stored[top]
    for rank in "26":  # the key and the map directly behind the top Jack are lost (J5), 2 then 6
        card = rank + top
        if card in kept:
            kept.remove(card)
            s.back.append(card)
    s.front, s.back = s.back, []
    if s.options["shuffle_at_jack"]:
        s.rng.shuffle(s.front)  # R2
    s.jack_order = [*s.jack_order[1:], s.jack_order[0]]  # a new list: copies of the state share the old one
    s.jacks_reached += 1


def settle(s: JourneyState) -> None:
    """Run the automatic steps (Jokers, refills) until the player must decide or the game ends."""
    while s.status is _PLAYING:
        view = s.view
        jokers = ("X1" in view) + ("X2" in view)
        if jokers:
            if jokers == 2 or len(view) <= BASE_VIEW:
                s.back.extend(view)  # the whole view goes, in view order (J31)
                s.view = []
                draw_to(s, BASE_VIEW)
                continue
            s.phase = _JOKER_CHOICE
            return
        base = s.base_view
        if len(view) < base:
            draw_to(s, base)  # fills the view to ``base`` unless the journey ends; stored items stay
            view = s.view
            if s.status is not _PLAYING or "X1" in view or "X2" in view:
                continue  # the end, or Jokers to resolve
        s.phase = _PLAY
        return


_PLAYING, _PLAY, _JOKER_CHOICE = Status.PLAYING, Phase.PLAY, Phase.JOKER_CHOICE


def end_game(s: JourneyState, status: Status, reason: EndReason) -> None:
    s.status = status
    s.end_reason = reason.value
    s.phase = Phase.OVER


def transact(s: JourneyState, card: str, *, store: bool, consumed: list[Source], cross: str | None) -> None:
    """Carry out a checked transaction: the main card is stored, then the consumed sources and the
    crossroads go to the back pile in that order (J31)."""
    s.view.remove(card)
    if store:
        _store(s, card)
    for source in consumed:
        if source.place == "view":
            s.view.remove(source.card)
        else:
            s.stored[source.card[1]].remove(source.card)
        s.back.append(source.card)
    if cross is not None:
        s.view.remove(cross)
        s.back.append(cross)


def expand(s: JourneyState, removed: list[str], cross: str | None, size: int, what: str) -> None:
    """Discard the cards an expansion uses, then draw the view up to ``size`` (J9)."""
    left = len(s.view) - len(removed) - (cross is not None)
    if left >= size:
        raise IllegalActionError(
            f"Using {what} would draw no card: {left} cards would stay in your view, and it only fills "
            f"the view up to {size}."
        )
    for card in removed:
        s.view.remove(card)
        s.back.append(card)
    if cross is not None:
        s.view.remove(cross)
        s.back.append(cross)
    draw_to(s, size)
    settle(s)


# ------------------------------------------------------------------------------------------ action checks


def _code(value: str) -> str:
    if value not in _CARDS:
        if isinstance(value, str) and len(value) == 2 and value[0] == "J" and value[1] in SUITS:
            raise InvalidActionError(f"{value} is a Jack: the Jacks are counters and never played.")
        raise InvalidActionError(f"{value!r} is not a card of Solitary Journey.")
    return value


def _card(action: Action, field: str, rank: str | None = None) -> str:
    code = _code(action[field])
    if rank is not None and code[0] != rank:
        raise InvalidActionError(
            f"The '{field}' of a '{action['type']}' action must be {_ROLE_RANK_WORDS[rank]}, not {code}.",
            field=field,
        )
    return code


def _source(action: Action, field: str, *, stored_rank: str, guide_rank: str) -> Source:
    value = action[field]
    if len(value) != 1 or next(iter(value)) not in ("stored", "view"):
        raise InvalidActionError(
            f'Field \'{field}\' must be {{"stored": card}} or {{"view": card}}, not {value!r}.', field=field
        )
    place, code = next(iter(value.items()))
    check_type(value, place, str)
    code = _code(code)
    rank = stored_rank if place == "stored" else guide_rank
    if code[0] != rank:
        role = "key" if stored_rank == "2" else "map"
        raise InvalidActionError(
            f"A {role} from {'your stored items' if place == 'stored' else 'the view'} must be "
            f"{_ROLE_RANK_WORDS[rank]}, not {code}.",
            field=field,
        )
    return Source(place, code)


def _crossroads(action: Action) -> str | None:
    if "crossroads" not in action:
        return None
    check_type(action, "crossroads", str)
    return _card(action, "crossroads", "5")


def _need_play(s: JourneyState) -> None:
    if s.phase is Phase.JOKER_CHOICE:
        raise IllegalActionError(
            "A Joker is in your view: first discard it with three other cards of your choice (joker_discard)."
        )


def _need_in_view(s: JourneyState, card: str) -> None:
    if card not in s.view:
        raise IllegalActionError(f"{card} is not in your view.")


def _need_stored(s: JourneyState, card: str, item: str) -> None:
    if not s.is_stored(card):
        raise IllegalActionError(f"You have no {item} {card} stored.")


def _need_source(s: JourneyState, source: Source) -> None:
    if source.place == "view":
        _need_in_view(s, source.card)
    else:
        _need_stored(s, source.card, "key" if source.card[0] == "2" else "map")


def _need_ace_stored(s: JourneyState, what: str) -> None:
    if not any(s.is_stored("A" + suit) for suit in SUITS):
        raise IllegalActionError(
            f"{what} must be paid for with a stored Ace (of any suit), and you have none."
        )


def _need_four_books(s: JourneyState) -> None:
    if s.options["hard_four_books"]:
        books = sum(s.is_stored("8" + suit) for suit in SUITS)
        if books < 4:
            raise IllegalActionError(
                f"In the harder game the book is complete only with all four 8s stored; you have {books}."
            )


def _need_group(s: JourneyState, members: list[tuple[str, str]], cross: str | None) -> None:
    if cross is not None:
        _need_in_view(s, cross)
    if not members:  # no suit requirement at all (an easier-game expansion)
        if cross is not None:
            raise IllegalActionError("No crossroads is needed: this card works in any landscape.")
        return
    verdict = _group_verdict([suit for _, suit in members], cross[1] if cross else None)
    if verdict != _OK:
        raise IllegalActionError(_group_message(verdict, members, cross))


def _top_jack_member(s: JourneyState) -> tuple[str, str]:
    top = s.jack_order[0]
    return (f"the top Jack J{top} ({LANDSCAPES[top]})", top)


def _store(s: JourneyState, card: str) -> None:
    pile = s.stored[card[1]]
    pile.append(card)
    pile.sort(key=lambda c: STORABLE.index(c[0]))
