"""Solitary Journey (Karen Deal Robinson), played in the hand: the rules engine.

The hand is held as [view, face up] [front pile, face down] [the four Jacks with the items stored behind
them] [back pile, face down]. Discards go to the very back; when a card must be drawn and the front pile is
empty, the top Jack is reached: its suit loses its stored key and map, the back pile becomes the new front
pile (shuffled unless ``shuffle_at_jack`` is off) and the Jack moves behind the others. Reaching the fourth
Jack ends the journey. Storing the home (a 10) with a flying item, a book and a scrying tool of its suit and
any stored Ace wins.

Every card is a two-character code (``TH`` is the ten of hearts, ``X1``/``X2`` the Jokers); piles are lists
with index 0 on top (front). ``docs/rules/journey.md`` is the players' version of these rules.

>>> state = GAME.new_game("example")
>>> len(state.view), len(state.front) + len(state.back) + len(state.view)
(4, 50)
"""

from __future__ import annotations

import enum
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from games.engines.base import (
    Action,
    EngineState,
    GameDefinition,
    IllegalActionError,
    InvalidActionError,
    InvalidOptionsError,
    OptionSpec,
    OptionsSchema,
    Preset,
    Status,
    check_type,
    expect_fields,
)
from games.engines.cards import JOKERS, french_codes
from games.engines.rng import DealRng

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
        return SCRYING_VIEW if any("9" + suit in cards for suit, cards in self.stored.items()) else BASE_VIEW

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
    if all(suit == first for suit in suits):
        return _OK if crossroads_suit is None else _NEEDLESS
    if crossroads_suit is None:
        return _MISMATCH
    distinct = set(suits)
    if len(distinct) > 2:
        return _TOO_MANY_SUITS
    count = suits.count(first)
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


# ------------------------------------------------------------------------------------------------- options


@dataclass(frozen=True)
class _JackOrderOption(OptionSpec):
    """A string option whose value must be an arrangement of the four suit letters."""

    def validate(self, value: Any) -> Any:
        if type(value) is not str or sorted(value) != sorted(DEFAULT_JACK_ORDER):
            raise InvalidOptionsError(
                f"Option '{self.name}' must be the letters H, D, C and S in any order, front Jack first "
                f"(for example 'HDCS'); got {value!r}.",
                option=self.name,
            )
        return value


JACK_ORDERS = tuple("".join(p) for p in itertools.permutations(DEFAULT_JACK_ORDER))

OPTIONS = OptionsSchema(
    options=(
        OptionSpec(
            "easy_thoroughfare",
            bool,
            False,
            "A thoroughfare (3) may be used whatever the suit of the top Jack.",
        ),
        OptionSpec(
            "easy_transport", bool, False, "Transportation (4) may be used whatever the suit of the top Jack."
        ),
        OptionSpec(
            "easy_book_any_ace", bool, False, "A book (8) may be bought with a stored Ace of any suit."
        ),
        OptionSpec(
            "hard_four_books",
            bool,
            False,
            "The book counts for the tower (9) and the home (10) only once all four 8s are stored.",
        ),
        OptionSpec("shuffle_at_jack", bool, True, "Shuffle the discards each time a Jack is reached."),
        _JackOrderOption(
            "jack_order",
            str,
            DEFAULT_JACK_ORDER,
            "The order of the Jacks, front first: the landscapes in the order you cross them.",
            choices=JACK_ORDERS,
        ),
    ),
    presets=(
        Preset("normal", "The journey as written: ocean, plains, forest, mountains."),
        Preset(
            "easier",
            "Thoroughfares and transportation work in any landscape, and any Ace buys a book.",
            {"easy_thoroughfare": True, "easy_transport": True, "easy_book_any_ace": True},
        ),
        Preset(
            "harder",
            "All four books (8s) must be collected before the book can be used.",
            {"hard_four_books": True},
        ),
    ),
    default_preset="normal",
)


# ------------------------------------------------------------------------------------------------- the game


class JourneyGame(GameDefinition[JourneyState]):
    slug = "journey"
    name = "Solitary Journey"
    engine_version = "2"  # 2: a Joker choice is a set, discarded in view order whatever the action's order
    replayable_versions = (JOKER_CHOICE_IN_GIVEN_ORDER,)
    options_schema = OPTIONS
    state_class = JourneyState
    hidden_zones = ("front",)
    # Every action takes at least one card out of the view, and a card enters the view only when drawn from
    # the front pile. Each of the at most 4 passes draws at most the 50 cards of the deck, so no game has more
    # than 200 actions, plus a resign.
    max_actions = 201
    rules_path = "docs/rules/journey.md"

    # ---- setup -----------------------------------------------------------------------------------------

    def _setup(self, rng: DealRng, options: dict[str, Any], version: str | None) -> JourneyState:
        front = list(DECK)
        rng.shuffle(front)  # R1, the only shuffle of setup
        state = JourneyState(
            options=dict(options),
            rng=rng,
            engine_version=version,
            view=[],
            front=front,
            back=[],
            jack_order=list(options["jack_order"]),
            stored={suit: [] for suit in SUITS},
        )
        self._draw_to(state, BASE_VIEW)
        self._settle(state)
        return state

    # ---- automatic steps -------------------------------------------------------------------------------

    def _draw_to(self, s: JourneyState, size: int) -> None:
        """Draw from the front pile until the view holds ``size`` cards, reaching Jacks as it runs out. The
        Jokers of the batch are resolved afterwards by :meth:`_settle`."""
        while len(s.view) < size:
            if not s.front:
                self._reach_jack(s)
                if s.status is not Status.PLAYING:
                    return  # the journey ended in the middle of the draw: the rest is abandoned
                continue
            s.view.append(s.front.pop(0))

    def _reach_jack(self, s: JourneyState) -> None:
        if s.jacks_reached == MAX_PASSES - 1:
            # The last Jack ends the journey at once: its own transition is not performed (J6).
            self._end(s, Status.LOST, EndReason.LAST_JACK)
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
        s.jack_order.append(s.jack_order.pop(0))
        s.jacks_reached += 1

    def _settle(self, s: JourneyState) -> None:
        """Run the automatic steps (Jokers, refills) until the player must decide or the game ends."""
        while s.status is Status.PLAYING:
            jokers = sum(1 for card in s.view if card[0] == "X")
            if jokers >= 2 or (jokers == 1 and len(s.view) <= BASE_VIEW):
                s.back.extend(s.view)  # the whole view goes, in view order (J31)
                s.view = []
                self._draw_to(s, BASE_VIEW)
                continue
            if jokers == 1:
                s.phase = Phase.JOKER_CHOICE
                return
            base = s.base_view
            if len(s.view) < base:
                self._draw_to(s, base)
                continue
            s.phase = Phase.PLAY
            return

    def _end(self, s: JourneyState, status: Status, reason: EndReason) -> None:
        s.status = status
        s.end_reason = reason.value
        s.phase = Phase.OVER

    # ---- legal actions ---------------------------------------------------------------------------------

    def legal_actions(self, state: JourneyState) -> list[Action]:
        if state.is_over:
            return []
        view = state.view
        if state.phase is Phase.JOKER_CHOICE:
            others = [card for card in view if card[0] != "X"]
            return [
                {"type": "joker_discard", "cards": list(combo)} for combo in itertools.combinations(others, 3)
            ]

        options = state.options
        stored = [card for suit in SUITS for card in state.stored[suit]]
        by_rank: dict[str, list[str]] = {}
        for card in view:
            by_rank.setdefault(card[0], []).append(card)
        for card in stored:
            by_rank.setdefault("s" + card[0], []).append(card)
        crossroads: list[str | None] = [None, *by_rank.get("5", ())]
        keys = [Source("stored", c) for c in by_rank.get("s2", ())] + [
            Source("view", c) for c in by_rank.get("K", ())
        ]
        maps = [Source("stored", c) for c in by_rank.get("s6", ())] + [
            Source("view", c) for c in by_rank.get("Q", ())
        ]
        aces = by_rank.get("sA", [])
        top = state.jack_order[0]
        size = len(view)
        actions: list[Action] = [{"type": "discard", "card": card} for card in view]

        def fits(suits: list[str], cross: str | None) -> bool:
            return _group_verdict(suits, cross[1] if cross else None) == _OK

        def with_cross(action: Action, cross: str | None) -> Action:
            if cross is not None:
                action["crossroads"] = cross
            return action

        for card in by_rank.get("2", ()):
            actions.append({"type": "store_key", "card": card})
        for card in by_rank.get("6", ()):
            for key in keys:
                for cross in crossroads:
                    if fits([card[1], key.card[1]], cross):
                        actions.append(
                            with_cross({"type": "store_map", "card": card, "key": key.to_json()}, cross)
                        )
        for card in by_rank.get("A", ()):
            for key in keys:
                for map_ in maps:
                    for cross in crossroads:
                        if fits([card[1], key.card[1], map_.card[1]], cross):
                            action = {
                                "type": "store_treasure",
                                "card": card,
                                "key": key.to_json(),
                                "map": map_.to_json(),
                            }
                            actions.append(with_cross(action, cross))
        for card in by_rank.get("3", ()):
            for cross in crossroads:
                ok = cross is None if options["easy_thoroughfare"] else fits([card[1], top], cross)
                if ok and size - 1 - (cross is not None) < 6:
                    actions.append(with_cross({"type": "thoroughfare", "card": card}, cross))
        if aces:
            for card in by_rank.get("4", ()):
                for cross in crossroads:
                    ok = cross is None if options["easy_transport"] else fits([card[1], top], cross)
                    if ok and size - 1 - (cross is not None) < 6:
                        actions.append(with_cross({"type": "transport", "card": card}, cross))
            for three in by_rank.get("3", ()):
                for four in by_rank.get("4", ()):
                    group = [top]
                    if not options["easy_thoroughfare"]:
                        group.append(three[1])
                    if not options["easy_transport"]:
                        group.append(four[1])
                    for cross in crossroads:
                        if fits(group, cross) and size - 2 - (cross is not None) < 8:
                            actions.append(
                                with_cross({"type": "thoroughfare_transport", "cards": [three, four]}, cross)
                            )
        for card in by_rank.get("7", ()):
            for map_ in maps:
                for cross in crossroads:
                    used = 1 + (map_.place == "view") + (cross is not None)
                    if fits([card[1], map_.card[1]], cross) and size - used < 10:
                        actions.append(
                            with_cross({"type": "fly", "card": card, "map": map_.to_json()}, cross)
                        )
            for scrying in by_rank.get("s9", ()):
                for cross in crossroads:
                    if fits([card[1], scrying[1]], cross):
                        actions.append(
                            with_cross({"type": "store_flying", "card": card, "scrying": scrying}, cross)
                        )
        any_ace = options["easy_book_any_ace"]
        for card in by_rank.get("8", ()):
            for ace in aces:
                for map_ in maps:
                    group = [card[1], map_.card[1]] if any_ace else [card[1], ace[1], map_.card[1]]
                    for cross in crossroads:
                        if fits(group, cross):
                            action = {"type": "store_book", "card": card, "ace": ace, "map": map_.to_json()}
                            actions.append(with_cross(action, cross))
        books = by_rank.get("s8", [])
        books_ready = not options["hard_four_books"] or len(books) == 4
        if books_ready:
            for card in by_rank.get("9", ()):
                for key in keys:
                    for book in books:
                        for queen in by_rank.get("Q", ()):
                            for cross in crossroads:
                                if fits([card[1], key.card[1], book[1], queen[1]], cross):
                                    action = {
                                        "type": "store_scrying",
                                        "card": card,
                                        "key": key.to_json(),
                                        "book": book,
                                        "queen": queen,
                                    }
                                    actions.append(with_cross(action, cross))
            if aces:
                for card in by_rank.get("T", ()):
                    for flying in by_rank.get("s7", ()):
                        for book in books:
                            for scrying in by_rank.get("s9", ()):
                                for cross in crossroads:
                                    if fits([card[1], flying[1], book[1], scrying[1]], cross):
                                        action = {
                                            "type": "home",
                                            "card": card,
                                            "flying": flying,
                                            "book": book,
                                            "scrying": scrying,
                                        }
                                        actions.append(with_cross(action, cross))
        return actions

    # ---- applying actions ------------------------------------------------------------------------------

    def _apply(self, state: JourneyState, action: Action) -> Action | None:
        handler = self._handlers.get(action["type"])
        if handler is None:
            known = ", ".join(sorted(self._handlers))
            raise InvalidActionError(
                f"Solitary Journey has no action '{action['type']}' (actions: {known}, resign)."
            )
        return handler(self, state, action)

    def _discard(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str})
        card = _card(action, "card")
        _need_play(s)
        _need_in_view(s, card)
        s.view.remove(card)
        s.back.append(card)
        self._settle(s)

    def _store_key(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str})
        card = _card(action, "card", "2")
        _need_play(s)
        _need_in_view(s, card)
        s.view.remove(card)
        _store(s, card)
        self._settle(s)

    def _store_map(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "key": dict}, ("crossroads",))
        card = _card(action, "card", "6")
        key = _source(action, "key", stored_rank="2", guide_rank="K")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_source(s, key)
        _need_group(s, [(card, card[1]), ("key " + key.card, key.card[1])], cross)
        self._transact(s, card, store=True, consumed=[key] if key.place == "view" else [], cross=cross)
        self._settle(s)

    def _store_treasure(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "key": dict, "map": dict}, ("crossroads",))
        card = _card(action, "card", "A")
        key = _source(action, "key", stored_rank="2", guide_rank="K")
        map_ = _source(action, "map", stored_rank="6", guide_rank="Q")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_source(s, key)
        _need_source(s, map_)
        members = [(card, card[1]), ("key " + key.card, key.card[1]), ("map " + map_.card, map_.card[1])]
        _need_group(s, members, cross)
        self._transact(s, card, store=True, consumed=[key, map_], cross=cross)
        self._settle(s)

    def _thoroughfare(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str}, ("crossroads",))
        card = _card(action, "card", "3")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        members = [] if s.options["easy_thoroughfare"] else [(card, card[1]), _top_jack_member(s)]
        _need_group(s, members, cross)
        self._expand(s, [card], cross, 6, "the thoroughfare")

    def _transport(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str}, ("crossroads",))
        card = _card(action, "card", "4")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_ace_stored(s, "Transportation")
        members = [] if s.options["easy_transport"] else [(card, card[1]), _top_jack_member(s)]
        _need_group(s, members, cross)
        self._expand(s, [card], cross, 6, "the transportation")

    def _thoroughfare_transport(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"cards": list}, ("crossroads",))
        cards = action["cards"]
        if len(cards) != 2 or not all(isinstance(c, str) for c in cards):
            raise InvalidActionError("Field 'cards' must list two card codes: a 3, then a 4.", field="cards")
        three, four = (_code(c) for c in cards)
        if three[0] != "3" or four[0] != "4":
            raise InvalidActionError(
                f"Field 'cards' must list a 3 (thoroughfare) then a 4 (transportation), not {cards!r}.",
                field="cards",
            )
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, three)
        _need_in_view(s, four)
        _need_ace_stored(s, "Transportation")
        members = [_top_jack_member(s)]
        if not s.options["easy_thoroughfare"]:
            members.insert(0, (three, three[1]))
        if not s.options["easy_transport"]:
            members.insert(-1, (four, four[1]))
        # A group holding only the Jack imposes nothing, and then no crossroads is ever needed.
        _need_group(s, members if len(members) > 1 else [], cross)
        self._expand(s, [three, four], cross, 8, "the thoroughfare and the transportation")

    def _fly(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "map": dict}, ("crossroads",))
        card = _card(action, "card", "7")
        map_ = _source(action, "map", stored_rank="6", guide_rank="Q")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_source(s, map_)
        _need_group(s, [(card, card[1]), ("map " + map_.card, map_.card[1])], cross)
        removed = [card] + ([map_.card] if map_.place == "view" else [])
        self._expand(s, removed, cross, SCRYING_VIEW, "the flying item")

    def _store_flying(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "scrying": str}, ("crossroads",))
        card = _card(action, "card", "7")
        scrying = _card(action, "scrying", "9")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_stored(s, scrying, "scrying tool")
        _need_group(s, [(card, card[1]), ("scrying tool " + scrying, scrying[1])], cross)
        self._transact(s, card, store=True, consumed=[], cross=cross)
        self._settle(s)

    def _store_book(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "ace": str, "map": dict}, ("crossroads",))
        card = _card(action, "card", "8")
        ace = _card(action, "ace", "A")
        map_ = _source(action, "map", stored_rank="6", guide_rank="Q")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_stored(s, ace, "treasure")
        _need_source(s, map_)
        members = [(card, card[1]), ("map " + map_.card, map_.card[1])]
        if not s.options["easy_book_any_ace"]:
            members.insert(1, ("Ace " + ace, ace[1]))
        _need_group(s, members, cross)
        self._transact(s, card, store=True, consumed=[Source("stored", ace), map_], cross=cross)
        self._settle(s)

    def _store_scrying(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "key": dict, "book": str, "queen": str}, ("crossroads",))
        card = _card(action, "card", "9")
        key = _source(action, "key", stored_rank="2", guide_rank="K")
        book = _card(action, "book", "8")
        queen = _card(action, "queen", "Q")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_source(s, key)
        _need_stored(s, book, "book")
        _need_four_books(s)
        _need_in_view(s, queen)
        members = [
            (card, card[1]),
            ("key " + key.card, key.card[1]),
            ("book " + book, book[1]),
            ("Queen " + queen, queen[1]),
        ]
        _need_group(s, members, cross)
        self._transact(s, card, store=True, consumed=[key, Source("view", queen)], cross=cross)
        self._settle(s)

    def _home(self, s: JourneyState, action: Action) -> None:
        expect_fields(action, {"card": str, "flying": str, "book": str, "scrying": str}, ("crossroads",))
        card = _card(action, "card", "T")
        flying = _card(action, "flying", "7")
        book = _card(action, "book", "8")
        scrying = _card(action, "scrying", "9")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_stored(s, flying, "flying item")
        _need_stored(s, book, "book")
        _need_stored(s, scrying, "scrying tool")
        _need_four_books(s)
        _need_ace_stored(s, "The home")
        members = [
            (card, card[1]),
            ("flying item " + flying, flying[1]),
            ("book " + book, book[1]),
            ("scrying tool " + scrying, scrying[1]),
        ]
        _need_group(s, members, cross)
        if cross is not None:
            # The crossroads is spent by the transaction even though the journey ends with it.
            s.view.remove(cross)
            s.back.append(cross)
        s.home = card
        self._end(s, Status.WON, EndReason.HOME)

    def _joker_discard(self, s: JourneyState, action: Action) -> Action | None:
        expect_fields(action, {"cards": list})
        cards = action["cards"]
        if len(cards) != 3 or not all(isinstance(c, str) for c in cards):
            raise InvalidActionError("Field 'cards' must list three card codes.", field="cards")
        codes = [_code(c) for c in cards]
        if len(set(codes)) != 3:
            raise InvalidActionError(
                "The three cards discarded with the Joker must be different.", field="cards"
            )
        if any(code[0] == "X" for code in codes):
            raise InvalidActionError(
                "The Joker is discarded anyway: choose three other cards to go with it.", field="cards"
            )
        if s.phase is not Phase.JOKER_CHOICE:
            raise IllegalActionError(
                "There is no Joker to discard: that is only asked of you when one shows up."
            )
        for code in codes:
            _need_in_view(s, code)
        joker = next(card for card in s.view if card[0] == "X")
        # The three cards are a set: any order is the listed one, in view order (A9), and go to the back
        # pile in that order after the Joker (J31). Engine 1 kept the order the action gave.
        as_listed = s.engine_version == JOKER_CHOICE_IN_GIVEN_ORDER
        chosen = codes if as_listed else [card for card in s.view if card in codes]
        for card in (joker, *chosen):
            s.view.remove(card)
            s.back.append(card)
        s.phase = Phase.PLAY
        self._settle(s)
        return None if as_listed else {"type": "joker_discard", "cards": chosen}

    _handlers: ClassVar[dict[str, Callable[[JourneyGame, JourneyState, Action], Action | None]]] = {
        "discard": _discard,
        "store_key": _store_key,
        "store_map": _store_map,
        "store_treasure": _store_treasure,
        "thoroughfare": _thoroughfare,
        "transport": _transport,
        "thoroughfare_transport": _thoroughfare_transport,
        "fly": _fly,
        "store_flying": _store_flying,
        "store_book": _store_book,
        "store_scrying": _store_scrying,
        "home": _home,
        "joker_discard": _joker_discard,
    }

    def _transact(
        self, s: JourneyState, card: str, *, store: bool, consumed: list[Source], cross: str | None
    ) -> None:
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

    def _expand(self, s: JourneyState, removed: list[str], cross: str | None, size: int, what: str) -> None:
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
        self._draw_to(s, size)
        self._settle(s)

    # ---- outcome and projections -----------------------------------------------------------------------

    def score(self, state: JourneyState) -> int:
        points = sum(ITEM_POINTS[card[0]] for cards in state.stored.values() for card in cards)
        if state.status is Status.WON:
            points += WIN_POINTS + EARLY_WIN_POINTS * (MAX_PASSES - state.pass_number)
        return points

    def rank_key(self, state: JourneyState) -> tuple[int, ...]:
        return (int(state.status is Status.WON), self.score(state), -state.actions_taken)

    def view(self, state: JourneyState) -> dict[str, Any]:
        top = state.jack_order[0]
        return {
            "phase": Phase.OVER.value if state.is_over else state.phase.value,
            "view": list(state.view),
            "pass": state.pass_number,
            "jacks_reached": state.jacks_reached,
            "top_jack": "J" + top,
            "landscape": LANDSCAPES[top],
            "jacks": [
                {
                    "jack": "J" + suit,
                    "suit": suit,
                    "landscape": LANDSCAPES[suit],
                    "stored": list(state.stored[suit]),
                }
                for suit in state.jack_order
            ],
            "front_count": len(state.front),
            "known_discards": list(state.back),
            "base_view": state.base_view,
            "home": state.home,
            "options": dict(state.options),
        }

    def zones(self, state: JourneyState) -> dict[str, list[str]]:
        return {
            "view": list(state.view),
            "front": list(state.front),
            "back": list(state.back),
            "stored": [card for suit in SUITS for card in state.stored[suit]],
            "jacks": list(JACKS),
        }

    def describe_action(self, state: JourneyState, action: Action) -> str:
        return describe(state, action)

    # ---- hooks -----------------------------------------------------------------------------------------

    def copy_state(self, state: JourneyState) -> JourneyState:
        return JourneyState(
            options=state.options,  # never mutated after setup: shared between copies
            rng=state.rng.copy(),
            engine_version=state.engine_version,
            status=state.status,
            end_reason=state.end_reason,
            actions_taken=state.actions_taken,
            view=state.view[:],
            front=state.front[:],
            back=state.back[:],
            jack_order=state.jack_order[:],
            jacks_reached=state.jacks_reached,
            stored={suit: cards[:] for suit, cards in state.stored.items()},
            phase=state.phase,
            home=state.home,
        )

    def sample_hidden(self, state: JourneyState, rng: random.Random) -> JourneyState:
        sample = self.copy_state(state)
        rng.shuffle(sample.front)
        # The next Jack reshuffles from state.rng: a fresh key keeps that shuffle unforeseeable too.
        sample.rng = DealRng(bytes(rng.getrandbits(8) for _ in range(32)))
        return sample

    def _decode_fields(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        kwargs["phase"] = Phase(kwargs["phase"])
        kwargs["stored"] = {suit: list(kwargs["stored"][suit]) for suit in SUITS}
        return kwargs


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


# ------------------------------------------------------------------------------------------------ in words

_CARD_NAMES = {
    "A": "treasure",
    "2": "key",
    "3": "thoroughfare",
    "4": "transportation",
    "5": "crossroads",
    "6": "map",
    "7": "flying item",
    "8": "book",
    "9": "scrying tool",
    "T": "home",
    "Q": "guide",
    "K": "guide",
    "X": "trickster",
}


def card_words(card: str) -> str:
    """``6H`` -> ``6H (map, hearts)``; ``X1`` -> ``X1 (Joker)``."""
    if card[0] == "X":
        return f"{card} (Joker)"
    return f"{card} ({_CARD_NAMES[card[0]]}, {SUIT_WORDS[card[1]]})"


def _source_words(source: dict[str, str], guide: str) -> str:
    place, card = next(iter(source.items()))
    return f"the stored {card}" if place == "stored" else f"the {guide} {card} (discarded)"


def describe(state: JourneyState, action: Action) -> str:
    kind = action.get("type")
    cross = action.get("crossroads")
    tail = f", crossing at {cross}" if cross else ""
    if kind == "discard":
        return f"Discard {card_words(action['card'])}"
    if kind == "store_key":
        return f"Store the key {action['card']} behind J{action['card'][1]}"
    if kind == "store_map":
        return f"Store the map {action['card']}, unlocked by {_source_words(action['key'], 'King')}{tail}"
    if kind == "store_treasure":
        return (
            f"Store the treasure {action['card']} with {_source_words(action['key'], 'King')} and "
            f"{_source_words(action['map'], 'Queen')}{tail}"
        )
    if kind == "thoroughfare":
        return f"Take the thoroughfare {action['card']}{tail}: view up to 6"
    if kind == "transport":
        return f"Pay for the transportation {action['card']} with a stored Ace{tail}: view up to 6"
    if kind == "thoroughfare_transport":
        three, four = action["cards"]
        return f"Take the thoroughfare {three} and the transportation {four}{tail}: view up to 8"
    if kind == "fly":
        guide = _source_words(action["map"], "Queen")
        return f"Fly with {action['card']}, guided by {guide}{tail}: view up to 10"
    if kind == "store_flying":
        return f"Store the flying item {action['card']} with the scrying tool {action['scrying']}{tail}"
    if kind == "store_book":
        return (
            f"Buy the book {action['card']} with the treasure {action['ace']} and "
            f"{_source_words(action['map'], 'Queen')}{tail}"
        )
    if kind == "store_scrying":
        return (
            f"Store the scrying tool {action['card']} with {_source_words(action['key'], 'King')}, the book "
            f"{action['book']} and the wise woman {action['queen']}{tail}"
        )
    if kind == "home":
        return (
            f"Find your home {action['card']} with {action['flying']}, {action['book']} and "
            f"{action['scrying']}{tail}: you win"
        )
    if kind == "joker_discard":
        return "Discard the Joker with " + _join(list(action["cards"]))
    if kind == "resign":
        return "End the journey here (resign)"
    return str(action)


GAME = JourneyGame()
