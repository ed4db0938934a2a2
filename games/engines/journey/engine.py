"""Solitary Journey: the game definition (options, listing and handling of actions, views) over the rules
in :mod:`.rules`.

>>> state = GAME.new_game("example")
>>> len(state.view), len(state.front) + len(state.back) + len(state.view)
(4, 50)
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import Any

from games.engines.base import (
    Action,
    GameDefinition,
    IllegalActionError,
    InvalidActionError,
    InvalidOptionsError,
    OptionSpec,
    OptionsSchema,
    Preset,
    Status,
    handles,
)
from games.engines.journey.rules import (
    _OK,
    BASE_VIEW,
    DECK,
    DEFAULT_JACK_ORDER,
    EARLY_WIN_POINTS,
    ITEM_POINTS,
    JACKS,
    JOKER_CHOICE_IN_GIVEN_ORDER,
    LANDSCAPES,
    MAX_PASSES,
    SCRYING_VIEW,
    SUIT_WORDS,
    SUITS,
    WIN_POINTS,
    EndReason,
    JourneyState,
    Phase,
    Source,
    _card,
    _code,
    _crossroads,
    _group_verdict,
    _join,
    _need_ace_stored,
    _need_four_books,
    _need_group,
    _need_in_view,
    _need_play,
    _need_source,
    _need_stored,
    _source,
    _store,
    _top_jack_member,
    draw_to,
    end_game,
    expand,
    settle,
    transact,
)
from games.engines.journey.shapes import (
    JourneyAction,
    JourneyDiscardAction,
    JourneyFlyAction,
    JourneyHomeAction,
    JourneyJokerDiscardAction,
    JourneyStoreBookAction,
    JourneyStoreFlyingAction,
    JourneyStoreKeyAction,
    JourneyStoreMapAction,
    JourneyStoreScryingAction,
    JourneyStoreTreasureAction,
    JourneyThoroughfareAction,
    JourneyThoroughfareTransportAction,
    JourneyTransportAction,
    JourneyView,
)
from games.engines.rng import DealRng

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


def _tail(action: Action) -> str:
    cross = action.get("crossroads")
    return f", crossing at {cross}" if cross else ""


def _describe_discard(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return f"Discard {card_words(action['card'])}"


def _describe_store_key(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return f"Store the key {action['card']} behind J{action['card'][1]}"


def _describe_store_map(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return (
        f"Store the map {action['card']}, unlocked by {_source_words(action['key'], 'King')}{_tail(action)}"
    )


def _describe_store_treasure(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return (
        f"Store the treasure {action['card']} with {_source_words(action['key'], 'King')} and "
        f"{_source_words(action['map'], 'Queen')}{_tail(action)}"
    )


def _describe_thoroughfare(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return f"Take the thoroughfare {action['card']}{_tail(action)}: view up to 6"


def _describe_transport(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return f"Pay for the transportation {action['card']} with a stored Ace{_tail(action)}: view up to 6"


def _describe_thoroughfare_transport(game: JourneyGame, state: JourneyState, action: Action) -> str:
    three, four = action["cards"]
    return f"Take the thoroughfare {three} and the transportation {four}{_tail(action)}: view up to 8"


def _describe_fly(game: JourneyGame, state: JourneyState, action: Action) -> str:
    guide = _source_words(action["map"], "Queen")
    return f"Fly with {action['card']}, guided by {guide}{_tail(action)}: view up to 10"


def _describe_store_flying(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return f"Store the flying item {action['card']} with the scrying tool {action['scrying']}{_tail(action)}"


def _describe_store_book(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return (
        f"Buy the book {action['card']} with the treasure {action['ace']} and "
        f"{_source_words(action['map'], 'Queen')}{_tail(action)}"
    )


def _describe_store_scrying(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return (
        f"Store the scrying tool {action['card']} with {_source_words(action['key'], 'King')}, the book "
        f"{action['book']} and the wise woman {action['queen']}{_tail(action)}"
    )


def _describe_home(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return (
        f"Find your home {action['card']} with {action['flying']}, {action['book']} and "
        f"{action['scrying']}{_tail(action)}: you win"
    )


def _describe_joker_discard(game: JourneyGame, state: JourneyState, action: Action) -> str:
    return "Discard the Joker with " + _join(list(action["cards"]))


# ------------------------------------------------------------------------------------------------- the game


# The view ranks that can start an action other than a discard.
_ACTIVE_RANKS = frozenset("A2346789T")
_SOURCE_USERS = frozenset("A6789")  # the view ranks whose actions take a key or a map


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
    view_shape = JourneyView
    action_shape = JourneyAction

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
        draw_to(state, BASE_VIEW)
        settle(state)
        return state

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

        actions: list[Action] = [{"type": "discard", "card": card} for card in view]
        by_rank: dict[str, list[str]] = {}
        for card in view:
            rank = card[0]
            if rank in by_rank:
                by_rank[rank].append(card)
            else:
                by_rank[rank] = [card]
        if not _ACTIVE_RANKS.intersection(by_rank):
            return actions  # nothing in the view but guides, crossroads and Jokers: discards only
        options = state.options
        for cards in state.stored.values():  # in SUITS order
            for card in cards:
                by_rank.setdefault("s" + card[0], []).append(card)
        crossroads: list[str | None] = [None, *by_rank.get("5", ())]
        keys: list[Source] = []
        maps: list[Source] = []
        if not _SOURCE_USERS.isdisjoint(by_rank):  # keys and maps are only read for these ranks
            keys = [Source("stored", c) for c in by_rank.get("s2", ())] + [
                Source("view", c) for c in by_rank.get("K", ())
            ]
            maps = [Source("stored", c) for c in by_rank.get("s6", ())] + [
                Source("view", c) for c in by_rank.get("Q", ())
            ]
        aces = by_rank.get("sA", [])
        top = state.jack_order[0]
        size = len(view)

        def fits(suits: list[str], cross: str | None) -> bool:
            if cross is None:  # the common case, without a crossroads: one suit throughout
                return suits.count(suits[0]) == len(suits)
            return _group_verdict(suits, cross[1]) == _OK

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

    @handles("discard", shape=JourneyDiscardAction, describe=_describe_discard)
    def _discard(self, s: JourneyState, action: Action) -> None:
        card = action["card"]
        if card not in s.view or s.phase is not Phase.PLAY:  # the checks below, in their order
            card = _card(action, "card")
            _need_play(s)
            _need_in_view(s, card)
        s.view.remove(card)
        s.back.append(card)
        settle(s)

    @handles("store_key", shape=JourneyStoreKeyAction, describe=_describe_store_key)
    def _store_key(self, s: JourneyState, action: Action) -> None:
        card = _card(action, "card", "2")
        _need_play(s)
        _need_in_view(s, card)
        s.view.remove(card)
        _store(s, card)
        settle(s)

    @handles(
        "store_map",
        shape=JourneyStoreMapAction,
        describe=_describe_store_map,
    )
    def _store_map(self, s: JourneyState, action: Action) -> None:
        card = _card(action, "card", "6")
        key = _source(action, "key", stored_rank="2", guide_rank="K")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_source(s, key)
        _need_group(s, [(card, card[1]), ("key " + key.card, key.card[1])], cross)
        transact(s, card, store=True, consumed=[key] if key.place == "view" else [], cross=cross)
        settle(s)

    @handles(
        "store_treasure",
        shape=JourneyStoreTreasureAction,
        describe=_describe_store_treasure,
    )
    def _store_treasure(self, s: JourneyState, action: Action) -> None:
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
        transact(s, card, store=True, consumed=[key, map_], cross=cross)
        settle(s)

    @handles("thoroughfare", shape=JourneyThoroughfareAction, describe=_describe_thoroughfare)
    def _thoroughfare(self, s: JourneyState, action: Action) -> None:
        card = _card(action, "card", "3")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        members = [] if s.options["easy_thoroughfare"] else [(card, card[1]), _top_jack_member(s)]
        _need_group(s, members, cross)
        expand(s, [card], cross, 6, "the thoroughfare")

    @handles("transport", shape=JourneyTransportAction, describe=_describe_transport)
    def _transport(self, s: JourneyState, action: Action) -> None:
        card = _card(action, "card", "4")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_ace_stored(s, "Transportation")
        members = [] if s.options["easy_transport"] else [(card, card[1]), _top_jack_member(s)]
        _need_group(s, members, cross)
        expand(s, [card], cross, 6, "the transportation")

    @handles(
        "thoroughfare_transport",
        shape=JourneyThoroughfareTransportAction,
        describe=_describe_thoroughfare_transport,
    )
    def _thoroughfare_transport(self, s: JourneyState, action: Action) -> Action | None:
        cards = action["cards"]
        if len(cards) != 2 or not all(isinstance(c, str) for c in cards):
            raise InvalidActionError("Field 'cards' must list two card codes: a 3 and a 4.", field="cards")
        three, four = (_code(c) for c in cards)
        # The 4 named first is the same move: the listed spelling (and the log) has the 3 first.
        swapped = three[0] == "4" and four[0] == "3"
        if swapped:
            three, four = four, three
        if three[0] != "3" or four[0] != "4":
            raise InvalidActionError(
                f"Field 'cards' must be a 3 (thoroughfare) and a 4 (transportation), not {cards!r}.",
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
        expand(s, [three, four], cross, 8, "the thoroughfare and the transportation")
        return {**action, "cards": [three, four]} if swapped else None

    @handles("fly", shape=JourneyFlyAction, describe=_describe_fly)
    def _fly(self, s: JourneyState, action: Action) -> None:
        card = _card(action, "card", "7")
        map_ = _source(action, "map", stored_rank="6", guide_rank="Q")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_source(s, map_)
        _need_group(s, [(card, card[1]), ("map " + map_.card, map_.card[1])], cross)
        removed = [card] + ([map_.card] if map_.place == "view" else [])
        expand(s, removed, cross, SCRYING_VIEW, "the flying item")

    @handles(
        "store_flying",
        shape=JourneyStoreFlyingAction,
        describe=_describe_store_flying,
    )
    def _store_flying(self, s: JourneyState, action: Action) -> None:
        card = _card(action, "card", "7")
        scrying = _card(action, "scrying", "9")
        cross = _crossroads(action)
        _need_play(s)
        _need_in_view(s, card)
        _need_stored(s, scrying, "scrying tool")
        _need_group(s, [(card, card[1]), ("scrying tool " + scrying, scrying[1])], cross)
        transact(s, card, store=True, consumed=[], cross=cross)
        settle(s)

    @handles(
        "store_book",
        shape=JourneyStoreBookAction,
        describe=_describe_store_book,
    )
    def _store_book(self, s: JourneyState, action: Action) -> None:
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
        transact(s, card, store=True, consumed=[Source("stored", ace), map_], cross=cross)
        settle(s)

    @handles(
        "store_scrying",
        shape=JourneyStoreScryingAction,
        describe=_describe_store_scrying,
    )
    def _store_scrying(self, s: JourneyState, action: Action) -> None:
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
        transact(s, card, store=True, consumed=[key, Source("view", queen)], cross=cross)
        settle(s)

    @handles(
        "home",
        shape=JourneyHomeAction,
        describe=_describe_home,
    )
    def _home(self, s: JourneyState, action: Action) -> None:
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
        end_game(s, Status.WON, EndReason.HOME)

    @handles("joker_discard", shape=JourneyJokerDiscardAction, describe=_describe_joker_discard)
    def _joker_discard(self, s: JourneyState, action: Action) -> Action | None:
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
        settle(s)
        return None if as_listed else {"type": "joker_discard", "cards": chosen}

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

    # ---- hooks -----------------------------------------------------------------------------------------

    def copy_state(self, state: JourneyState) -> JourneyState:
        clone = object.__new__(JourneyState)  # a copy per move: the fields as they are, lists copied
        data = state.__dict__.copy()  # options are never changed after setup: shared between copies
        data["rng"] = state.rng.copy()
        data["view"], data["front"], data["back"] = state.view[:], state.front[:], state.back[:]
        # jack_order is never changed in place (reach_jack replaces it): shared like the options.
        data["stored"] = {suit: cards[:] for suit, cards in state.stored.items()}
        clone.__dict__ = data
        return clone

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


GAME = JourneyGame()
