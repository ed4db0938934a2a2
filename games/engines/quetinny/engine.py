"""Quetinny (Decktet solitaire by Jack Neal): the rules as played on this service.

Build a kingdom of provinces, mark trade routes with suit chips, harvest spice on the Aces and send
caravans to the matching Crowns for gold, while every turn's tax eats into the purse. The players' rules page
is ``docs/rules/quetinny.md``; the values and rule functions (cards, options, state, routes) live in
:mod:`.rules`; this module is the game definition (listing and handling of actions, views).

>>> state = GAME.new_game("doc")
>>> state.phase.value, len(state.tableau), state.gold
('setup_chips', 4, 25)
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterable, Iterator
from typing import Any

from games.engines.base import (
    Action,
    GameDefinition,
    IllegalActionError,
    InvalidActionError,
    Status,
    check_type,
    handles,
)
from games.engines.cards import DECKTET_BASIC, DECKTET_BY_ID, DECKTET_COURTS, DECKTET_PAWNS, DecktetKind
from games.engines.quetinny.rules import (
    ACE_OF,
    CHIPS_PER_SUIT,
    CROSS_CELLS,
    CROWN_OF,
    EXCUSE,
    GRID_CELLS,
    HAND_SIZE,
    INFO,
    KING,
    OPTIONS,
    ORTH,
    STARTING_GOLD,
    SUIT_INDEX,
    SUITS,
    Cell,
    Phase,
    QuetinnyState,
    Result,
    Route,
    can_take_chip,
    card_label,
    cell_text,
    check_route,
    chip_counts,
    coverage,
    coverage_possible,
    gold_for,
    route_elements,
    routes_for,
    spice_supply,
    tax_of,
    turns_survived,
)
from games.engines.quetinny.shapes import (
    QuetinnyAction,
    QuetinnyCaravanAction,
    QuetinnyDiscardAction,
    QuetinnyHarvestAction,
    QuetinnyProvinceAction,
    QuetinnySetupChipAction,
    QuetinnySetupPlaceAction,
    QuetinnyTaxAction,
    QuetinnyView,
)
from games.engines.rng import DealRng

# ------------------------------------------------------------------------------------------ the engine


def canonical_deck(options: dict[str, Any]) -> list[str]:
    """The cards shuffled at setup, in canonical order: the basic deck, then the Pawns, then the Courts.
    The Excuse never goes in the deck."""
    deck = [card.id for card in DECKTET_BASIC]
    if options["pawns"]:
        deck += [card.id for card in DECKTET_PAWNS]
    if options["courts"]:
        deck += [card.id for card in DECKTET_COURTS]
    return deck


def _canonical(action: Action) -> str:
    """Canonical JSON (keys sorted, no spaces): the order of the legal-action list."""
    if action["type"] == "province":
        # The most numerous action, spelled out by hand: json.dumps would dominate the listing time.
        (x, y), chip = action["at"], action["chip"]
        chip_text = "null" if chip is None else f"[{chip[0]},{chip[1]}]"
        return (
            f'{{"at":[{x},{y}],"card":"{action["card"]}","chip":{chip_text},'
            f'"suit":"{action["suit"]}","type":"province"}}'
        )
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


# -------------------------------------------------------------------------------------------- in words


def _describe_setup_place(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    return f"Place {card_label(action['card'])} on the starting cell {cell_text(tuple(action['at']))}"


def _describe_setup_chip(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    card = state.tableau.get(tuple(action["at"]), "")
    return f"Put the starting {action['suit']} chip on {card_label(card)} at {cell_text(tuple(action['at']))}"


def _describe_province(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    text = (
        f"Add {card_label(action['card'])} as a {action['suit']} province at {cell_text(tuple(action['at']))}"
    )
    chip = action.get("chip")
    if chip is None:
        return text + ", without a chip"
    chip = tuple(chip)
    target = action["card"] if chip == tuple(action["at"]) else state.tableau.get(chip, "")
    return text + f", with a {action['suit']} chip on {card_label(target)}"


def _describe_harvest(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    order = action.get("order") or game.harvest_suits(state, action["card"])
    return f"Harvest spice with {card_label(action['card'])} for {_and(order)}"


def _describe_caravan(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    parts = []
    for route in action["routes"]:
        cells = [tuple(c) for c in route["path"]]
        extended = sum(1 for c in cells[1:-1] if c in state.tableau and INFO[state.tableau[c]].extended)
        parts.append(f"{route['suit']} over {len(cells)} cards (+{gold_for(len(cells) - extended)} gold)")
    return f"Send caravans with {card_label(action['card'])}: {'; '.join(parts)}"


def _describe_discard(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    return f"Discard {card_label(action['card'])}"


def _describe_tax(game: QuetinnyGame, state: QuetinnyState, action: Action) -> str:
    owed = tax_of(action["card"], chip_counts(state))
    return f"Pay {owed} gold of tax with {card_label(action['card'])}"


class QuetinnyGame(GameDefinition[QuetinnyState]):
    slug = "quetinny"
    name = "Quetinny"
    engine_version = "1"
    options_schema = OPTIONS
    state_class = QuetinnyState
    hidden_zones = ("deck",)
    # Setup: at most 3 placements (the 4th is forced) and 3 chips. Then one expand action per turn and one
    # tax per turn, two on the final hand. The largest deck (44 cards, with Courts and Pawns) holds
    # 44 - 4 kept - 4 in hand = 36 cards after setup: 18 refills, so 19 turns, 19 expands and 20 taxes.
    # 3 + 3 + 19 + 20 = 45, plus a resign.
    max_actions = 46
    rules_path = "docs/rules/quetinny.md"
    view_shape = QuetinnyView
    action_shape = QuetinnyAction

    # ---- setup ---------------------------------------------------------------------------------------

    def _setup(self, rng: DealRng, options: dict[str, Any], version: str | None) -> QuetinnyState:
        deck = canonical_deck(options)
        rng.shuffle(deck)
        return self.deal(deck, rng, options, version)

    def deal(
        self, deck: list[str], rng: DealRng, options: dict[str, Any], version: str | None = None
    ) -> QuetinnyState:
        """Setup from the shuffled deck (top first) onward: the starting cards, the second shuffle (drawn
        from ``rng``), the cells, and the automatic chips and spice."""
        deck = list(deck)
        # Exactly one royal among the four starting cards: the first royal and the first three others are
        # kept; what is set aside goes back under the rest of the deck, which is shuffled again.
        kept: list[str] = []
        set_aside: list[str] = []
        royals = others = 0
        index = 0
        while royals < 1 or others < 3:
            card = deck[index]
            index += 1
            if INFO[card].royal and royals < 1:
                royals += 1
                kept.append(card)
            elif not INFO[card].royal and others < 3:
                others += 1
                kept.append(card)
            else:
                set_aside.append(card)
        rest = deck[index:] + set_aside
        rng.shuffle(rest)
        state = QuetinnyState(
            options=dict(options),
            rng=rng,
            engine_version=version,
            deck=rest,
            hand=[],
            discard=[],
            kept=kept,
            start_cells=list(CROSS_CELLS if options["excuse"] else GRID_CELLS),
            tableau={},
            chips={},
            excuse_at=(0, 0) if options["excuse"] else None,
            spice=dict.fromkeys(SUITS, 0),
            gold=STARTING_GOLD,
            phase=Phase.SETUP_ARRANGE,
            pending_setup=[],
        )
        if options["setup_arrangement"] == "auto":
            for _ in range(len(kept)):
                self._place_kept(state, state.start_cells[0])
        else:
            self._settle_arrangement(state)
        return state

    def _place_kept(self, state: QuetinnyState, cell: Cell) -> None:
        card = state.kept.pop(0)
        state.start_cells.remove(cell)
        state.tableau[cell] = card
        if not state.kept:
            self._start_chips(state)

    def _settle_arrangement(self, state: QuetinnyState) -> None:
        # The last kept card has one cell left: placing it is not a decision.
        if len(state.kept) == 1:
            self._place_kept(state, state.start_cells[0])

    def _start_chips(self, state: QuetinnyState) -> None:
        state.phase = Phase.SETUP_CHIPS
        for cell, card in state.tableau.items():
            info = INFO[card]
            if info.royal:
                state.chips[cell] = (info.suits[0],)
                if info.kind is DecktetKind.ACE:
                    state.spice[info.suits[0]] = 1
            else:
                state.pending_setup.append(cell)
        self._after_setup_chip(state)

    def _after_setup_chip(self, state: QuetinnyState) -> None:
        if state.pending_setup:
            return
        # The hand is dealt only now: the starting chips are chosen without seeing it.
        state.hand, state.deck = state.deck[:HAND_SIZE], state.deck[HAND_SIZE:]
        state.phase = Phase.EXPAND
        state.turn = 1

    # ---- listing -------------------------------------------------------------------------------------

    def legal_actions(self, state: QuetinnyState) -> list[Action]:
        actions = list(self._actions(state))
        actions.sort(key=_canonical)
        return actions

    def _actions(self, state: QuetinnyState) -> Iterator[Action]:
        if state.is_over:
            return
        phase = state.phase
        if phase is Phase.SETUP_ARRANGE:
            card = state.kept[0]
            for cell in state.start_cells:
                yield {"type": "setup_place", "card": card, "at": list(cell)}
        elif phase is Phase.SETUP_CHIPS:
            cell = state.pending_setup[0]
            for suit in INFO[state.tableau[cell]].suits:
                yield {"type": "setup_chip", "at": list(cell), "suit": suit}
        elif phase is Phase.TAX:
            counts = chip_counts(state)
            for card in state.hand:
                if tax_of(card, counts) <= state.gold:
                    yield {"type": "tax", "card": card}
        elif phase is Phase.EXPAND:
            found = False
            for card, suit, at, chip in self.province_moves(state):
                found = True
                yield {
                    "type": "province",
                    "card": card,
                    "suit": suit,
                    "at": list(at),
                    "chip": None if chip is None else list(chip),
                }
            for action in self._harvests(state):
                found = True
                yield action
            for card, routes in self.caravan_moves(state):
                found = True
                yield {"type": "caravan", "card": card, "routes": [r.to_json() for r in routes]}
            if not found:
                for card in state.hand:
                    yield {"type": "discard", "card": card}

    def province_moves(self, state: QuetinnyState) -> Iterator[tuple[str, str, Cell, Cell | None]]:
        """Every (card, suit, cell, chip cell or None) a province action may take."""
        frontier = self._frontier(state)
        if not frontier:
            return
        counts = chip_counts(state)
        king = state.options["chip_adjacency"] == "king"
        reach = KING if king else ORTH
        targets_cache: dict[str, tuple[set[Cell], set[Cell], set[Cell]]] = {}
        for card in state.hand:
            info = INFO[card]
            for suit in info.suits:
                cells = [
                    (cell, neighbours)
                    for cell, neighbours in frontier.items()
                    if (
                        not any(INFO[n].royal for n in neighbours)
                        if info.royal
                        else any(suit in INFO[n].suits for n in neighbours)
                    )
                ]
                if not cells:
                    continue
                can_chip = counts[suit] < CHIPS_PER_SUIT
                if can_chip and suit not in targets_cache:
                    targets_cache[suit] = self._chip_targets(state, suit, reach)
                for cell, _ in cells:
                    yield card, suit, cell, None
                    if not can_chip:
                        continue
                    base, capable, elements = targets_cache[suit]
                    extra: set[Cell] = set()
                    if info.royal:
                        # The new Ace or Crown of this suit is itself a route end to grow from.
                        for dx, dy in reach:
                            near = (cell[0] + dx, cell[1] + dy)
                            if near in capable:
                                extra.add(near)
                    elif any((cell[0] + dx, cell[1] + dy) in elements for dx, dy in reach):
                        extra.add(cell)
                    for target in sorted(base | extra):
                        yield card, suit, cell, target

    def _frontier(self, state: QuetinnyState) -> dict[Cell, list[str]]:
        """Empty cells orthogonally next to a province, with those orthogonal neighbour provinces."""
        frontier: dict[Cell, list[str]] = {}
        tableau = state.tableau
        for (x, y), card in tableau.items():
            for dx, dy in ORTH:
                cell = (x + dx, y + dy)
                if cell in tableau or cell == state.excuse_at:
                    continue
                frontier.setdefault(cell, []).append(card)
        return frontier

    def _chip_targets(
        self, state: QuetinnyState, suit: str, reach: tuple[Cell, ...]
    ) -> tuple[set[Cell], set[Cell], set[Cell]]:
        """(cells that may take a chip of ``suit`` now, cells able to hold one, the suit's route elements)."""
        elements = route_elements(state, suit)
        capable = {
            cell
            for cell, card in state.tableau.items()
            if can_take_chip(card, state.chips.get(cell, ()), suit)
        }
        base = {cell for cell in capable if any((cell[0] + dx, cell[1] + dy) in elements for dx, dy in reach)}
        return base, capable, elements

    def harvest_suits(self, state: QuetinnyState, card: str) -> list[str]:
        on_table = set(state.tableau.values())
        return [s for s in INFO[card].suits if ACE_OF[s] in on_table]

    def _harvests(self, state: QuetinnyState) -> Iterator[Action]:
        supply = spice_supply(state)
        if supply < 1:
            return
        for card in state.hand:
            suits = self.harvest_suits(state, card)
            if not suits:
                continue
            if len(suits) >= 2 and supply < 2 * len(suits):
                for order in itertools.permutations(suits):
                    yield {"type": "harvest", "card": card, "order": list(order)}
            else:
                yield {"type": "harvest", "card": card}

    def all_routes(self, state: QuetinnyState) -> dict[str, list[Route]]:
        result = {}
        for suit in SUITS:
            routes = routes_for(state, suit)
            if routes:
                result[suit] = list(routes.values())
        return result

    def caravan_moves(
        self, state: QuetinnyState, routes: dict[str, list[Route]] | None = None
    ) -> Iterator[tuple[str, tuple[Route, ...]]]:
        """Every (card, routes) a caravan may send: one canonical path per suit and (n, paying n)."""
        if routes is None:
            routes = self.all_routes(state)
        if not routes:
            return
        for card in state.hand:
            info = INFO[card]
            suits = [s for s in info.suits if s in routes]
            for size in range(1, len(suits) + 1):
                for chosen in itertools.combinations(suits, size):
                    for combo in itertools.product(*(routes[s] for s in chosen)):
                        if sum(r.length for r in combo) <= info.reach:
                            yield card, combo

    def has_play(self, state: QuetinnyState) -> bool:
        """Is any province, harvest or caravan possible? (Only then is a discard forbidden.)"""
        if next(iter(self._province_cells(state)), None) is not None:
            return True
        if next(self._harvests(state), None) is not None:
            return True
        return next(self.caravan_moves(state), None) is not None

    def _province_cells(self, state: QuetinnyState) -> Iterator[tuple[str, str, Cell]]:
        frontier = self._frontier(state)
        for card in state.hand:
            info = INFO[card]
            for suit in info.suits:
                for cell, neighbours in frontier.items():
                    if info.royal:
                        if not any(INFO[n].royal for n in neighbours):
                            yield card, suit, cell
                    elif any(suit in INFO[n].suits for n in neighbours):
                        yield card, suit, cell

    # ---- applying ------------------------------------------------------------------------------------

    def _need_phase(self, state: QuetinnyState, phase: Phase, what: str) -> None:
        if state.phase is not phase:
            raise IllegalActionError(f"{what} Now is the {_PHASE_WORDS[state.phase]}.")

    @handles("setup_place", shape=QuetinnySetupPlaceAction, describe=_describe_setup_place)
    def _setup_place(self, state: QuetinnyState, action: Action) -> None:
        card, at = _card(action), _cell(action, "at")
        self._need_phase(state, Phase.SETUP_ARRANGE, "Starting cards are placed only at the start.")
        if card != state.kept[0]:
            raise IllegalActionError(
                f"The next starting card to place is {card_label(state.kept[0])}, not {card_label(card)}."
            )
        if at not in state.start_cells:
            free = ", ".join(cell_text(c) for c in state.start_cells)
            raise IllegalActionError(
                f"{cell_text(at)} is not a free starting cell; the free ones are {free}."
            )
        self._place_kept(state, at)
        if state.phase is Phase.SETUP_ARRANGE:
            self._settle_arrangement(state)

    @handles("setup_chip", shape=QuetinnySetupChipAction, describe=_describe_setup_chip)
    def _setup_chip(self, state: QuetinnyState, action: Action) -> None:
        at, suit = _cell(action, "at"), _suit(action, "suit")
        self._need_phase(state, Phase.SETUP_CHIPS, "Starting chips are placed only during setup.")
        expected = state.pending_setup[0]
        if at != expected:
            raise IllegalActionError(
                f"The next starting chip goes on {card_label(state.tableau[expected])} at {cell_text(expected)}."
            )
        card = state.tableau[at]
        if suit not in INFO[card].suits:
            raise IllegalActionError(
                f"{_cap(card_label(card))} has no {suit}: its chip must be {_either(INFO[card].suits)}."
            )
        state.chips[at] = (suit,)
        state.pending_setup.pop(0)
        self._after_setup_chip(state)

    @handles(
        "province",
        shape=QuetinnyProvinceAction,
        describe=_describe_province,
    )
    def _province(self, state: QuetinnyState, action: Action) -> None:
        card, suit, at = _card(action), _suit(action, "suit"), _cell(action, "at")
        chip = None if action["chip"] is None else _cell(action, "chip")
        self._need_phase(state, Phase.EXPAND, "Provinces are added only in the expand step.")
        self._need_in_hand(state, card)
        info = INFO[card]
        label = card_label(card)
        if suit not in info.suits:
            raise IllegalActionError(f"{_cap(label)} has no {suit}: choose {_either(info.suits)}.")
        if at in state.tableau or at == state.excuse_at:
            raise IllegalActionError(f"{cell_text(at)} is taken: provinces are never stacked.")
        neighbours = [state.tableau[n] for dx, dy in ORTH if (n := (at[0] + dx, at[1] + dy)) in state.tableau]
        if not neighbours:
            raise IllegalActionError(
                f"A province goes orthogonally next to another province; {cell_text(at)} touches none."
            )
        if info.royal:
            royal = next((n for n in neighbours if INFO[n].royal), None)
            if royal is not None:
                raise IllegalActionError(
                    f"{_cap(label)} cannot go at {cell_text(at)}: it would be orthogonally next to "
                    f"{card_label(royal)}, and Aces and Crowns may not touch orthogonally."
                )
        elif not any(suit in INFO[n].suits for n in neighbours):
            raise IllegalActionError(
                f"{_cap(label)} played for {suit} needs an orthogonal neighbour with {suit}; "
                f"{cell_text(at)} has none."
            )
        state.tableau[at] = card
        state.hand.remove(card)
        if chip is not None:
            self._check_chip(state, suit, chip)
            state.chips[chip] = (*state.chips.get(chip, ()), suit)
        self._enter_tax(state)

    def _check_chip(self, state: QuetinnyState, suit: str, chip: Cell) -> None:
        if chip_counts(state)[suit] >= CHIPS_PER_SUIT:
            raise IllegalActionError(f"All {CHIPS_PER_SUIT} {suit} chips are on the tableau already.")
        target = state.tableau.get(chip)
        if target is None:
            if chip == state.excuse_at:
                raise IllegalActionError("The Excuse is barren: it takes no chip.")
            raise IllegalActionError(f"A chip goes on a province; {cell_text(chip)} holds none.")
        info = INFO[target]
        label = card_label(target)
        if info.royal:
            raise IllegalActionError(f"{_cap(label)} is the end of a route and takes no chip.")
        if suit not in info.suits:
            raise IllegalActionError(f"{_cap(label)} has no {suit}, so it cannot take a {suit} chip.")
        held = state.chips.get(chip, ())
        if not can_take_chip(target, held, suit):
            if info.kind is DecktetKind.PAWN:
                raise IllegalActionError(f"{_cap(label)} already holds {' and '.join(held)} chips.")
            raise IllegalActionError(f"{_cap(label)} already holds a {held[0]} chip.")
        king = state.options["chip_adjacency"] == "king"
        elements = route_elements(state, suit)
        if not any((chip[0] + dx, chip[1] + dy) in elements for dx, dy in (KING if king else ORTH)):
            how = "next to (diagonals count)" if king else "orthogonally next to"
            raise IllegalActionError(
                f"A {suit} chip must extend a {suit} route: {cell_text(chip)} is not {how} a {suit} chip, "
                f"the Ace of {suit} or {card_label(CROWN_OF[suit])}."
            )

    @handles("harvest", shape=QuetinnyHarvestAction, describe=_describe_harvest)
    def _harvest(self, state: QuetinnyState, action: Action) -> None:
        card = _card(action)
        order: list[str] | None = None
        if "order" in action:
            check_type(action, "order", list)
            order = [_suit_value(v, "order") for v in action["order"]]
        self._need_phase(state, Phase.EXPAND, "Spice is harvested only in the expand step.")
        self._need_in_hand(state, card)
        suits = self.harvest_suits(state, card)
        label = card_label(card)
        if not suits:
            raise IllegalActionError(
                f"{_cap(label)} can harvest only onto the Ace of {_either(INFO[card].suits)}, and none is on the "
                "tableau."
            )
        supply = spice_supply(state)
        if supply < 1:
            raise IllegalActionError("The spice supply is empty: there is nothing to harvest.")
        needed = len(suits) >= 2 and supply < 2 * len(suits)
        if needed and order is None:
            raise IllegalActionError(
                f"Only {supply} spice cube{'s' if supply != 1 else ''} remain for {_and(suits)}: say in which "
                "order to fill the Aces with 'order'."
            )
        if not needed and order is not None:
            raise IllegalActionError(
                "The supply is enough for every Ace here, so the order does not matter: leave 'order' out."
            )
        if order is not None and sorted(order) != sorted(suits):
            raise IllegalActionError(f"'order' must list {_and(suits)}, each once.")
        for suit in order or suits:
            moved = min(2, spice_supply(state))
            state.spice[suit] += moved
        state.hand.remove(card)
        state.discard.insert(0, card)
        self._enter_tax(state)

    @handles("caravan", shape=QuetinnyCaravanAction, describe=_describe_caravan)
    def _caravan(self, state: QuetinnyState, action: Action) -> Action:
        card = _card(action)
        wanted = _routes(action)
        self._need_phase(state, Phase.EXPAND, "Caravans are sent only in the expand step.")
        self._need_in_hand(state, card)
        info = INFO[card]
        label = card_label(card)
        suits = [suit for suit, _ in wanted]
        if len(set(suits)) != len(suits):
            raise IllegalActionError("A caravan action sends at most one route of each suit.")
        for suit in suits:
            if suit not in info.suits:
                raise IllegalActionError(f"{_cap(label)} has no {suit}, so it cannot send a {suit} caravan.")
        routes = [check_route(state, suit, path) for suit, path in wanted]
        total = sum(r.length for r in routes)
        if total > info.reach:
            raise IllegalActionError(
                f"{_cap(label)} reaches {info.reach} card{'s' if info.reach != 1 else ''}, and "
                f"{'these routes cross' if len(routes) > 1 else 'this route crosses'} {total} "
                "(the Ace and the Crown count)."
            )
        # Any legal path is the listed route of its (suit, n, paying n): the log keeps that one.
        listed = [routes_for(state, r.suit)[(r.length, r.paying)] for r in routes]
        listed.sort(key=lambda r: SUIT_INDEX[r.suit])
        every = state.options["caravan_cubes"] == "all"
        for route in routes:
            state.spice[route.suit] = 0 if every else state.spice[route.suit] - 1
            state.gold += route.gold
        state.hand.remove(card)
        state.discard.insert(0, card)
        self._enter_tax(state)
        return {"type": "caravan", "card": card, "routes": [r.to_json() for r in listed]}

    @handles("discard", shape=QuetinnyDiscardAction, describe=_describe_discard)
    def _discard(self, state: QuetinnyState, action: Action) -> None:
        card = _card(action)
        self._need_phase(state, Phase.EXPAND, "A card is discarded only in the expand step.")
        self._need_in_hand(state, card)
        if self.has_play(state):
            raise IllegalActionError(
                "You may discard only when no province, harvest or caravan is possible, and one is."
            )
        state.hand.remove(card)
        state.discard.insert(0, card)
        self._enter_tax(state)

    @handles("tax", shape=QuetinnyTaxAction, describe=_describe_tax)
    def _tax(self, state: QuetinnyState, action: Action) -> None:
        card = _card(action)
        self._need_phase(state, Phase.TAX, "Taxes are paid only after the expand step.")
        self._need_in_hand(state, card)
        owed = tax_of(card, chip_counts(state))
        if owed > state.gold:
            raise IllegalActionError(
                f"{_cap(card_label(card))} would cost {owed} gold in tax and you have {state.gold}."
            )
        state.gold -= owed
        state.hand.remove(card)
        state.discard.insert(0, card)
        state.taxes_remaining -= 1
        if state.taxes_remaining > 0 and state.hand:
            self._check_bankruptcy(state)
        elif state.final_hand:
            # The card left after the final taxes is discarded untaxed, and the year is over.
            state.discard[:0] = state.hand
            state.hand = []
            self._finish(state)
        else:
            draw = HAND_SIZE - len(state.hand)
            state.hand += state.deck[:draw]
            del state.deck[:draw]
            state.final_hand = not state.deck
            state.turn += 1
            state.phase = Phase.EXPAND

    def _need_in_hand(self, state: QuetinnyState, card: str) -> None:
        if card not in state.hand:
            raise IllegalActionError(f"{_cap(card_label(card))} is not in your hand.")

    # ---- automatic steps -----------------------------------------------------------------------------

    def _enter_tax(self, state: QuetinnyState) -> None:
        state.phase = Phase.TAX
        state.taxes_remaining = min(2, len(state.hand)) if state.final_hand else 1
        if state.taxes_remaining == 0:
            self._finish(state)
        else:
            self._check_bankruptcy(state)

    def _check_bankruptcy(self, state: QuetinnyState) -> None:
        counts = chip_counts(state)
        cheapest = min(tax_of(card, counts) for card in state.hand)
        if cheapest > state.gold:
            # The debt stays on record: the final gold is what the cheapest card would leave.
            state.gold -= cheapest
            self._end(state, Result.LOSS_BANKRUPT)

    def _finish(self, state: QuetinnyState) -> None:
        if not all(coverage(state).values()):
            self._end(state, Result.LOSS_COVERAGE)
        elif state.gold <= 0:
            self._end(state, Result.LOSS_NO_GOLD)
        elif state.gold > STARTING_GOLD:
            self._end(state, Result.WIN_OUTRIGHT)
        else:
            self._end(state, Result.WIN)

    def _end(self, state: QuetinnyState, result: Result) -> None:
        state.result = result
        state.phase = Phase.OVER
        state.taxes_remaining = 0
        state.status = Status.WON if result.tier else Status.LOST
        state.end_reason = result.value

    # ---- outcome -------------------------------------------------------------------------------------

    def score(self, state: QuetinnyState) -> int:
        return state.gold

    def rank_key(self, state: QuetinnyState) -> tuple[int, ...]:
        tier = state.result.tier if state.result is not None else 0
        return (tier, state.gold, turns_survived(state))

    # ---- views ---------------------------------------------------------------------------------------

    def view(self, state: QuetinnyState) -> dict[str, Any]:
        counts = chip_counts(state)
        cells = list(state.tableau)
        if state.excuse_at is not None:
            cells.append(state.excuse_at)
        cells += state.start_cells
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        on_table = set(state.tableau.values())
        return {
            "phase": Phase.OVER.value if state.is_over else state.phase.value,
            "options": dict(state.options),
            "turn": state.turn,
            "gold": state.gold,
            "hand": list(state.hand),
            "taxes": {card: tax_of(card, counts) for card in state.hand},
            "tableau": [
                {
                    "at": list(cell),
                    "card": card,
                    "chips": list(state.chips.get(cell, ())),
                    "spice": state.spice[INFO[card].suits[0]] if INFO[card].kind is DecktetKind.ACE else 0,
                }
                for cell, card in state.tableau.items()
            ],
            "excuse_at": None if state.excuse_at is None else list(state.excuse_at),
            # The grid is unbounded: draw it one cell beyond the cards, where new provinces may go.
            "bounds": {"min": [min(xs) - 1, min(ys) - 1], "max": [max(xs) + 1, max(ys) + 1]},
            "spice": {s: state.spice[s] for s in SUITS if ACE_OF[s] in on_table},
            "spice_supply": spice_supply(state),
            "chip_supply": {s: CHIPS_PER_SUIT - counts[s] for s in SUITS},
            "discard": list(state.discard),
            "deck_count": len(state.deck),
            "kept": list(state.kept),
            "start_cells": [list(c) for c in state.start_cells],
            "pending_setup": [list(c) for c in state.pending_setup],
            "taxes_remaining": state.taxes_remaining,
            "final_hand": state.final_hand,
            "routes": [
                {**route.to_json(), "cards": route.length, "paying_cards": route.paying, "gold": route.gold}
                for routes in self.all_routes(state).values()
                for route in routes
            ],
            "coverage": coverage(state),
            "coverage_possible": coverage_possible(state),
            "result": None if state.result is None else state.result.value,
            "turns_survived": turns_survived(state),
        }

    def zones(self, state: QuetinnyState) -> dict[str, list[str]]:
        tableau = list(state.tableau.values())
        if state.excuse_at is not None:
            tableau.append(EXCUSE)
        return {
            "deck": list(state.deck),
            "hand": list(state.hand),
            "discard": list(state.discard),
            "kept": list(state.kept),
            "tableau": tableau,
        }

    # ---- copies, storage and sampling ----------------------------------------------------------------

    def copy_state(self, state: QuetinnyState) -> QuetinnyState:
        return QuetinnyState(
            options=state.options,  # never mutated after setup
            rng=state.rng.copy(),
            engine_version=state.engine_version,
            status=state.status,
            end_reason=state.end_reason,
            actions_taken=state.actions_taken,
            deck=list(state.deck),
            hand=list(state.hand),
            discard=list(state.discard),
            kept=list(state.kept),
            start_cells=list(state.start_cells),
            tableau=dict(state.tableau),
            chips=dict(state.chips),
            excuse_at=state.excuse_at,
            spice=dict(state.spice),
            gold=state.gold,
            phase=state.phase,
            pending_setup=list(state.pending_setup),
            taxes_remaining=state.taxes_remaining,
            final_hand=state.final_hand,
            turn=state.turn,
            result=state.result,
        )

    def state_to_json(self, state: QuetinnyState) -> dict[str, Any]:
        data = super().state_to_json(state)
        data["tableau"] = [
            {"at": list(cell), "card": card, "chips": list(state.chips.get(cell, ()))}
            for cell, card in state.tableau.items()
        ]
        del data["chips"]
        return data

    def _decode_fields(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        entries = kwargs.pop("tableau")
        kwargs["tableau"] = {(e["at"][0], e["at"][1]): e["card"] for e in entries}
        kwargs["chips"] = {(e["at"][0], e["at"][1]): tuple(e["chips"]) for e in entries if e["chips"]}
        kwargs["start_cells"] = [tuple(c) for c in kwargs["start_cells"]]
        kwargs["pending_setup"] = [tuple(c) for c in kwargs["pending_setup"]]
        if kwargs["excuse_at"] is not None:
            kwargs["excuse_at"] = tuple(kwargs["excuse_at"])
        kwargs["phase"] = Phase(kwargs["phase"])
        if kwargs["result"] is not None:
            kwargs["result"] = Result(kwargs["result"])
        return kwargs

    def sample_hidden(self, state: QuetinnyState, rng: random.Random) -> QuetinnyState:
        sample = self.copy_state(state)
        rng.shuffle(sample.deck)
        # Nothing is shuffled after setup, but the stored generator would let a bot re-run the deal.
        sample.rng = DealRng(key=bytes(rng.getrandbits(8) for _ in range(32)))
        return sample


# ------------------------------------------------------------------------------------------ parsing


def _card(action: Action) -> str:
    card: str = action["card"]  # a str: the handlers declare it (fields) and the shape is checked first
    if card not in DECKTET_BY_ID:
        raise InvalidActionError(f"'{card}' is not a Decktet card.", field="card")
    return card


def _cell(action: Action, name: str) -> Cell:
    value = action[name]
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(not isinstance(v, int) or isinstance(v, bool) for v in value)
    ):
        raise InvalidActionError(f"Field '{name}' must be a cell [x, y] of two whole numbers.", field=name)
    return (value[0], value[1])


def _suit_value(value: Any, name: str) -> str:
    if not isinstance(value, str) or value not in SUIT_INDEX:  # a list or an object is not hashable
        raise InvalidActionError(f"{value!r} is not a suit; the suits are {', '.join(SUITS)}.", field=name)
    return value


def _suit(action: Action, name: str) -> str:
    return _suit_value(action[name], name)


def _routes(action: Action) -> list[tuple[str, list[Cell]]]:
    routes = action["routes"]
    if not routes:
        raise InvalidActionError("A caravan needs at least one route.", field="routes")
    parsed = []
    for route in routes:
        if not isinstance(route, dict) or set(route) != {"suit", "path"}:
            raise InvalidActionError(
                "Each route is an object with a 'suit' and a 'path' (a list of cells).", field="routes"
            )
        suit = _suit_value(route["suit"], "routes")
        path = route["path"]
        if not isinstance(path, list) or len(path) < 2:
            raise InvalidActionError("A route's 'path' is a list of at least two cells.", field="routes")
        parsed.append((suit, [_cell({"path": p}, "path") for p in path]))
    return parsed


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _either(suits: Iterable[str]) -> str:
    items = list(suits)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _and(suits: Iterable[str]) -> str:
    items = list(suits)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


_PHASE_WORDS = {
    Phase.SETUP_ARRANGE: "placing of the starting cards",
    Phase.SETUP_CHIPS: "placing of the starting chips",
    Phase.EXPAND: "expand step",
    Phase.TAX: "tax step",
    Phase.OVER: "end of the game",
}

GAME = QuetinnyGame()
