"""A planning bot for Quetinny: it builds trade routes toward the Crowns, sends caravans, harvests to keep
them running, pays the tax that hurts its plans least and keeps all six suits covered.

Each decision looks one turn ahead (every expand action, then every tax it could pay) and scores the end of
the turn with :class:`Planner`, an estimate of the final purse: gold now, minus the taxes still to pay, plus
the caravan income its routes promise, minus the risks of losing coverage or going bankrupt. The unseen cards
are known as a set (the deck, as a sample gives it) but never in their order: the estimate uses only counts.
The budget is the number of actions valued per decision, the likeliest first (see :func:`_prior`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from games.engines.base import Action
from games.engines.bots import Bot, Choice, Observation
from games.engines.quetinny.engine import GAME
from games.engines.quetinny.rules import (
    ACE_OF,
    CROWN_OF,
    INFO,
    KING,
    ORTH,
    SUITS,
    Cell,
    Phase,
    QuetinnyState,
    Result,
    Route,
    card_label,
    chip_counts,
    diagonal_step,
    gold_for,
    tax_of,
)

LOSS = -200.0  # a lost game, on the scale of gold
WIN = 1000.0  # a won game: any win beats any position still in play, and more gold beats less


@dataclass
class Turn:
    """The end of a turn as the planner sees it: before the refill, after the tax."""

    state: QuetinnyState
    hand: list[str]
    gold: int
    expands_left: int  # expand steps still to come
    taxes_left: int


@dataclass(frozen=True, slots=True)
class Plan:
    """The best route a suit's chips support: its cards, the cards that pay, and the royals to place."""

    cards: int
    paying: int
    missing: tuple[str, ...]


class Planner:
    """Scores positions by the final gold they promise (see the module docstring).

    The weights were tuned by playing a few hundred deals per setting: a steep discount per turn of
    waiting (``decay``) mattered most, because a route that pays late rarely pays before the taxes bite.
    """

    future_discount = 0.9  # caravan gold not yet in the purse
    decay = 0.55  # per turn of waiting: plans that wait may never happen
    ruin_weight = 0.5  # how much of the game a likely shortfall of gold costs

    def __init__(self) -> None:
        self._boards: dict[tuple[object, ...], tuple[dict[str, Plan | None], dict[str, list[Route]]]] = {}

    def __getstate__(self) -> dict[str, object]:
        return {"_boards": {}}  # a cache of what the tableau gives: rebuilt on demand, not worth storing

    def value(self, turn: Turn, trace: dict[str, float] | None = None) -> float:
        """The estimate; ``trace`` (for debugging) receives its parts."""
        state = turn.state
        if state.result is not None:
            return terminal_value(state)
        counts = chip_counts(state)
        deck = state.deck
        unseen = set(deck)
        on_table = set(state.tableau.values())
        remaining = turn.hand + deck

        # Coverage: every suit needs its Ace or its Crown on the tableau at the end.
        penalty = 0.0
        kept_royals: set[str] = set()  # royals to place, so never counted as taxes
        late_risks = []
        uncovered = 0
        for suit in SUITS:
            ace, crown = ACE_OF[suit], CROWN_OF[suit]
            if ace in on_table or crown in on_table:
                continue
            uncovered += 1
            held = [r for r in (crown, ace) if r in turn.hand]
            waiting = [r for r in (crown, ace) if r in unseen]
            if not held and not waiting:
                return LOSS + turn.gold
            kept_royals.add((held + waiting)[0])
            penalty += 3.0
            if not held:
                # Drawn in the final hand, a royal can still be its expand; two such suits cannot.
                size = max(len(deck), 1)
                late_risks.append(2 / size if len(waiting) == 1 else 2 / (size * max(size - 1, 1)))
        if uncovered > turn.expands_left:
            return LOSS + turn.gold
        if late_risks:
            risk = sum(late_risks) * (sum(late_risks) - max(late_risks)) + 0.4 * max(late_risks)
            penalty += 150.0 * risk

        # Taxes still to pay: the cheapest of the cards to come, one per remaining payment.
        taxes = sorted(tax_of(card, counts) for card in remaining if card not in kept_royals)
        future_tax = sum(taxes[: turn.taxes_left])

        arrivals: list[tuple[float, float]] = []
        income = self.route_income(turn, unseen, arrivals)

        projected = turn.gold - future_tax + income - penalty
        if trace is not None:
            trace.update(
                gold=turn.gold, tax=future_tax, income=income, penalty=penalty, taxes_left=turn.taxes_left
            )
        # Running out of gold before the income arrives ends the game at once.
        if turn.taxes_left and turn.hand:
            purse = turn.gold + self.next_caravan(turn)
            cheapest = min(tax_of(card, counts) for card in turn.hand)
            if cheapest > purse:
                short = sum(1 for c in deck if tax_of(c, counts) > purse) / max(len(deck), 1)
                projected -= short**2 * (projected - LOSS) * 0.8
        # The purse over the next turns: taxes at their average, caravan gold when it should arrive.
        if turn.taxes_left > 1:
            per_turn = future_tax / turn.taxes_left
            worst = 0.0
            for j in range(min(turn.expands_left, 6)):
                cash = turn.gold + sum(g for t, g in arrivals if t <= j) - (j + 1) * per_turn
                worst = min(worst, cash)
            if worst < 0:
                ruin = 1 / (1 + math.exp(-(-worst - 2) / 2))
                projected -= ruin * (projected - LOSS) * self.ruin_weight
        return projected

    def board(self, state: QuetinnyState) -> tuple[dict[str, Plan | None], dict[str, list[Route]]]:
        """Route plans and complete routes of a tableau; the taxes a turn might pay share one tableau."""
        key = (frozenset(state.tableau.items()), frozenset(state.chips.items()), tuple(state.spice.values()))
        found = self._boards.get(key)
        if found is None:
            if len(self._boards) > 256:
                self._boards.clear()
            where = {card: cell for cell, card in state.tableau.items()}
            found = ({suit: best_plan(state, suit, where) for suit in SUITS}, GAME.all_routes(state))
            self._boards[key] = found
        return found

    def next_caravan(self, turn: Turn) -> int:
        """The best gold a caravan could bring next turn with the cards kept in hand."""
        state = turn.state
        best = 0
        for suit, routes in self.board(state)[1].items():
            for route in routes:
                if any(suit in INFO[c].suits and INFO[c].reach >= route.length for c in turn.hand):
                    best = max(best, route.gold)
        return best

    def route_income(self, turn: Turn, unseen: set[str], arrivals: list[tuple[float, float]]) -> float:
        """Caravan gold the routes promise: each delivery discounted by how many turns away it is."""
        state = turn.state
        where = {card: cell for cell, card in state.tableau.items()}
        plans = self.board(state)[0]
        hand = set(turn.hand)
        total = 0.0
        deck_size = max(len(state.deck), 1)
        horizon = turn.expands_left
        for suit in SUITS:
            plan = plans[suit]
            if plan is None:
                continue
            length, paying, missing = plan.cards, plan.paying, plan.missing
            start = 0.0  # turns before the first caravan can leave
            chance = 1.0
            for royal in missing:
                if royal in hand:
                    start += 1
                elif royal in unseen:
                    start += 1 + deck_size / 4
                    chance *= min(1.0, 2 * horizon / deck_size)
                else:
                    chance = 0.0
            if chance == 0.0 or start >= horizon:
                continue
            cubes = state.spice[suit] if ACE_OF[suit] in where else 0
            in_hand = in_deck = 0
            for card in (*hand, *state.deck):
                info = INFO[card]
                if suit in info.suits and info.reach >= length and not info.royal:
                    if card in hand:
                        in_hand += 1
                    else:
                        in_deck += 1
            # Senders in the deck turn up at about (deck size / their number) / 2 turns apart.
            gap = deck_size / (2 * in_deck) if in_deck else math.inf
            gold = gold_for(paying)
            t = start
            value = 0.0
            for k in range(8):
                if cubes == 0:
                    t += 1  # a harvest
                    cubes = 2
                if k >= in_hand:
                    t = max(t, start + gap * (k - in_hand + 1))
                if t >= horizon:
                    break
                value += gold * self.decay**t
                arrivals.append((t, gold * chance))
                cubes -= 1
                t += 1
            total += chance * value * self.future_discount
        return total


def final_value(state: QuetinnyState, gold: int) -> float:
    """The value of ending the year with ``gold`` on this tableau."""
    on_table = set(state.tableau.values())
    covered = all(ACE_OF[s] in on_table or CROWN_OF[s] in on_table for s in SUITS)
    if not covered or gold <= 0:
        return LOSS + gold
    return WIN + gold


def terminal_value(state: QuetinnyState) -> float:
    if state.result in (Result.WIN, Result.WIN_OUTRIGHT):
        return WIN + state.gold
    return LOSS + state.gold


def chains_from(state: QuetinnyState, suit: str, start: Cell, rising: bool) -> list[tuple[Cell, int, int]]:
    """Chain ends reachable from ``start`` (an Ace if rising, a Crown if not) over chipped provinces of the
    suit, in rank order: (end cell, cards including the start, Pawns and Courts on the way)."""
    steps = {
        cell: INFO[state.tableau[cell]]
        for cell, suits in state.chips.items()
        if suit in suits and not INFO[state.tableau[cell]].royal
    }
    neutral = state.options["extended_route_rank"] == "neutral"
    ends: list[tuple[Cell, int, int]] = [(start, 1, 0)]
    path = [start]
    crossings: set[tuple[int, int, bool]] = set()

    def extend(bound: int, extended: int) -> None:
        here = path[-1]
        for dx, dy in KING:
            nxt = (here[0] + dx, here[1] + dy)
            info = steps.get(nxt)
            if info is None or nxt in path or len(path) >= 9:
                continue
            diagonal = diagonal_step(here, nxt)
            if diagonal is not None and (diagonal[0], diagonal[1], not diagonal[2]) in crossings:
                continue
            skip = neutral and info.extended
            if not skip and (info.order <= bound if rising else info.order >= bound):
                continue
            path.append(nxt)
            if diagonal is not None:
                crossings.add(diagonal)
            ends.append((nxt, len(path), extended + info.extended))
            extend(bound if skip else info.order, extended + info.extended)
            if diagonal is not None:
                crossings.discard(diagonal)
            path.pop()

    extend(1 if rising else 12, 0)
    return ends


def royal_spot(state: QuetinnyState, cell: Cell) -> bool:
    """Could an Ace or a Crown go on this empty cell now?"""
    if cell in state.tableau or cell == state.excuse_at:
        return False
    touching = False
    for dx, dy in ORTH:
        card = state.tableau.get((cell[0] + dx, cell[1] + dy))
        if card is None:
            continue
        if INFO[card].royal:
            return False
        touching = True
    return touching


def best_plan(state: QuetinnyState, suit: str, where: dict[str, Cell]) -> Plan | None:
    """The longest route of ``suit`` the tableau supports, counting a missing Ace or Crown as placeable next
    to its chain: (cards, paying cards, the royals still to place)."""
    ace, crown = where.get(ACE_OF[suit]), where.get(CROWN_OF[suit])
    best: Plan | None = None
    if ace is not None:
        for end, length, extended in chains_from(state, suit, ace, rising=True):
            if crown is not None:
                if max(abs(end[0] - crown[0]), abs(end[1] - crown[1])) != 1:
                    continue
                missing: tuple[str, ...] = ()
            elif any(royal_spot(state, (end[0] + dx, end[1] + dy)) for dx, dy in KING):
                missing = (CROWN_OF[suit],)
            else:
                continue
            paying = length + 1 - extended
            if best is None or (paying, -len(missing)) > (best.paying, -len(best.missing)):
                best = Plan(length + 1, paying, missing)
    elif crown is not None:
        for end, length, extended in chains_from(state, suit, crown, rising=False):
            if any(royal_spot(state, (end[0] + dx, end[1] + dy)) for dx, dy in KING):
                paying = length + 1 - extended
                if best is None or paying > best.paying:
                    best = Plan(length + 1, paying, (ACE_OF[suit],))
    return best


def expands_and_taxes_left(state: QuetinnyState) -> tuple[int, int]:
    """Expand steps and tax payments after the current turn's tax (the turn being evaluated)."""
    if state.phase in (Phase.SETUP_ARRANGE, Phase.SETUP_CHIPS):
        future = (len(state.deck) - 4) // 2 + 1  # turns of the whole game
        return future, future + 1
    if state.phase is Phase.EXPAND:  # the hand was just dealt: the whole turn is ahead
        future = len(state.deck) // 2 + 1
        return future, future + 1
    future = len(state.deck) // 2  # turns after this one
    if state.final_hand:
        return 0, 0
    return future, future + 1


class QuetinnyBot(Bot):
    """One turn of look-ahead scored by the :class:`Planner`; ``budget`` is the number of actions valued per
    decision, the likeliest first (0: the first action in that order)."""

    name = "quetinny-planner"
    budget_unit = "actions valued"
    default_budget = 400
    low_budget = 20

    def __init__(self, *, seed: int = 0, budget: int | None = None, time_limit_ms: int | None = None) -> None:
        super().__init__(seed=seed, budget=budget, time_limit_ms=time_limit_ms)
        self.planner = Planner()

    def choose(self, observation: Observation) -> Choice:
        legal = observation.legal_actions
        state = observation.sample_state(self.rng)
        if len(legal) == 1:
            return Choice(legal[0], self.reason(state, legal[0]))
        # The likeliest actions go first, in case the budget runs out.
        ordered = sorted(legal, key=_prior)
        allowance = self.allowance()
        best_action, best_value = ordered[0], -math.inf
        for action in ordered:
            if allowance.exhausted():
                break
            value = self.value_of(state, action)
            allowance.spend()
            if value > best_value:
                best_action, best_value = action, value
        return Choice(best_action, self.reason(state, best_action))

    def value_of(self, state: QuetinnyState, action: Action) -> float:
        if action["type"] == "tax":
            # Judge the tax before the refill: the cards drawn are not known.
            return self.after_tax(state, action["card"])
        after = GAME.apply(state, action)
        if after.result is not None:
            return terminal_value(after)
        if after.phase is Phase.TAX:
            return self.best_tax(after)
        return self.planner.value(self.turn_of(after, after.hand, after.gold))

    def best_tax(self, state: QuetinnyState) -> float:
        counts = chip_counts(state)
        return max(
            self.after_tax(state, card, counts) for card in state.hand if tax_of(card, counts) <= state.gold
        )

    def after_tax(self, state: QuetinnyState, card: str, counts: dict[str, int] | None = None) -> float:
        counts = counts or chip_counts(state)
        hand = [c for c in state.hand if c != card]
        gold = state.gold - tax_of(card, counts)
        if not state.final_hand:
            return self.planner.value(self.turn_of(state, hand, gold))
        if state.taxes_remaining > 1 and hand:
            # The first of the two final taxes: the second is the cheapest of what is left.
            gold -= min(tax_of(c, counts) for c in hand)
        return final_value(state, gold)

    def turn_of(self, state: QuetinnyState, hand: list[str], gold: int) -> Turn:
        expands, taxes = expands_and_taxes_left(state)
        return Turn(state=state, hand=hand, gold=gold, expands_left=expands, taxes_left=taxes)

    def reason(self, state: QuetinnyState, action: Action) -> str:
        """A short hint: why this action."""
        kind = action["type"]
        if kind == "caravan":
            return f"{GAME.describe_action(state, action)}: gold in the purse now beats gold later."
        if kind == "harvest":
            return "Load the Aces with spice so that the caravans to come have something to carry."
        if kind == "tax":
            owed = tax_of(action["card"], chip_counts(state))
            return f"Pay {owed} gold with {card_label(action['card'])}: the cards kept are worth more later."
        if kind == "province":
            info = INFO[action["card"]]
            if info.royal:
                return (
                    f"Place {card_label(action['card'])}: it covers {info.suits[0]} and anchors its routes."
                )
            if action["chip"] is not None:
                suit = action["suit"]
                return f"Extend the {suit} route: the chip cuts every {suit} tax and leads toward the Crown."
            return f"Add {card_label(action['card'])} to open room for the routes."
        if kind == "setup_chip":
            return f"Start a {action['suit']} route: the chip also cuts every {action['suit']} tax."
        if kind == "setup_place":
            return f"Place {card_label(action['card'])} where its neighbours help the routes most."
        return "Nothing else can be played, so a card must go."


def _prior(action: Action) -> int:
    """Which actions to look at first: caravans, royals, provinces with chips, harvests, the rest."""
    kind = action["type"]
    if kind == "caravan":
        return 0
    if kind == "province":
        if INFO[action["card"]].royal:
            return 1
        return 2 if action["chip"] is not None else 4
    if kind == "harvest":
        return 3
    return 5
