"""The Weaver bot: it plays the solver's winning line once it has one, and says why each move is made.

Weaver hides nothing (``sample_state`` is the position itself), so the bot searches the real position. Each
decision it either follows the line it found before (the position is the one the line expects), or searches
again within its budget of solver nodes, keeping the positions already proved lost (so its memory, like its
moves, depends only on the deal, the budget and the seed). Without a winning line it plays towards
the most progress the search saw (Keiju enticed first, then fewest cards left in the Garden), which is also
where the points are.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.engines.base import Action
from games.engines.bots import Allowance, Bot, Choice, Observation
from games.engines.weaver.engine import WeaverGame
from games.engines.weaver.rules import KEIJU_BY_CODE, WeaverState, partner_indices, target_keiju
from games.engines.weaver.solver import CARD_ID, LOST, WON, Solver, SolveResult, Step, valid_partial

_GAME = WeaverGame()
# Positions proved lost kept between decisions (their hashes: under 1 MB pickled, so hints can keep them too).
_DEAD_LIMIT = 100_000
BUDGET_NODES = 10_000  # per decision: hints and benchmarks (see docs/architecture.md, "Bot budgets")
LOW_BUDGET_NODES = 1_000  # per decision: the daily ladder's weaker rung


Signature = tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]  # the Garden and the basket piles


def _signature(state: WeaverState) -> Signature:
    return tuple(state.garden), tuple(tuple(pile) for pile in state.basket)


@dataclass(frozen=True)
class Analysis:
    """A position searched: WON with the winning line and its final score, LOST, or OPEN (out of time)."""

    status: str
    line: list[Action]
    score: int | None  # the final score of the line when WON: the par of the deal
    nodes: int


def analyse(state: WeaverState, *, budget: int = 1_000_000, seed: int = 0) -> Analysis:
    """Search ``state`` for a win within ``budget`` solver nodes (about 5 s on one core at 1,000,000).

    A won line keeps no card in the basket that is not bribed, so its score is the best any win can reach."""
    result = Solver(seed=seed).solve(state.garden, state.basket, state.keiju_in_play, max_nodes=budget)
    if result.status != WON:
        return Analysis(result.status, [], None, result.nodes)
    final = state
    for step in result.line:
        final = _GAME.apply(final, step.action)
    return Analysis(WON, [step.action for step in result.line], _GAME.score(final), result.nodes)


def infer_kept(state: WeaverState, kept: dict[str, str]) -> dict[str, str]:
    """``kept`` (basket card -> the Keiju it was put there for) with a guess for every basket card it does not
    name: the player's own, or the bot's from before a lost memory. Each pile is read from the top down, where a
    plan keeps the earlier bribe on top: a card is taken as kept for the first Keiju still to come, after the one
    of the card above it, whose bribe it can still join; the rest of a pile below a card that fits none stays
    free. Without a guess every such card is free, and a search that labels new cards for a bribe never counts
    them: a fresh bot per move buried the basket under cards "for" the same Keiju and lost (seeds 1, 2, 3, 1234).
    A wrong guess costs little: the bot searches again with every card free when a search proves it lost."""
    targets = [KEIJU_BY_CODE[code] for code in state.keiju_in_play if code in state.garden]
    index = {keiju.code: i for i, keiju in enumerate(targets)}
    labelled: dict[str, list[int]] = {keiju.code: [] for keiju in targets}
    guessed: dict[str, str] = {}
    for pile in state.basket:
        above = -1
        for card in reversed(pile):
            label = kept.get(card)
            if label not in index:
                label = next(
                    (
                        keiju.code
                        for keiju in targets[above + 1 :]
                        if len(labelled[keiju.code]) < keiju.size
                        and valid_partial(keiju.request, (*labelled[keiju.code], CARD_ID[card]))
                    ),
                    None,
                )
                if label is None:
                    break
            if index[label] <= above:
                break
            labelled[label].append(CARD_ID[card])
            guessed[card] = label
            above = index[label]
    return {**kept, **guessed}


class WeaverBot(Bot):
    """The solver's bot. ``budget`` is the number of solver nodes (positions searched) per decision, shared by
    the searches of that decision; a decision that follows a known winning line searches nothing."""

    name = "weaver-solver"
    budget_unit = "solver nodes"
    default_budget = BUDGET_NODES
    low_budget = LOW_BUDGET_NODES

    def __init__(self, *, seed: int = 0, budget: int | None = None, time_limit_ms: int | None = None) -> None:
        super().__init__(seed=seed, budget=budget, time_limit_ms=time_limit_ms)
        self._plan: list[tuple[Signature, Step]] = []  # (position expected, step) of a winning line
        self._dead: set[int] = set()
        self._deal: frozenset[str] = frozenset()
        self._kept: dict[str, str] = {}  # basket card -> the Keiju this bot put it there for

    def choose(self, observation: Observation) -> Choice:
        legal = observation.legal_actions
        if not legal:
            raise ValueError("no legal action to choose from")
        state: WeaverState = observation.sample_state(self.rng)
        signature = _signature(state)
        if self._plan and self._plan[0][0] == signature:
            _, step = self._plan.pop(0)
            return self._play(state, step, winning=True)

        self._plan = []
        cards = frozenset(state.garden)
        if not cards <= self._deal:
            self._dead, self._kept = set(), {}  # another deal: nothing learnt on the last one applies
        if len(self._dead) > _DEAD_LIMIT:
            self._dead = set()
        self._deal = cards
        allowance = self.allowance()
        kept = infer_kept(state, self._kept)
        result = self._solve(state, allowance, kept=kept)
        status = result.status
        if status == WON:
            self._kept = kept  # the guesses the line was built on are now this bot's plan
        elif status == LOST and kept:
            # What was kept in the basket may be what lost: look again with every basket card free.
            free = self._solve(state, allowance, kept=None)
            if free.status == WON:
                result = free
            status = free.status
        if status == WON:
            self._store_plan(state, result.line)
            _, step = self._plan.pop(0)
            return self._play(state, step, winning=True)
        if status == LOST and not allowance.exhausted():
            # The cuts that proved the loss also hide progress: search again without them for the line that
            # gets furthest (every Keiju enticed is worth 15 points, every card removed 1 or 2).
            again = self._solve(state, allowance, kept=self._kept, prune=False)
            if again.progress > result.progress:
                result = again
        return self._play(state, self._fallback(state, result, legal), winning=False, lost=status == LOST)

    def _solve(
        self, state: WeaverState, allowance: Allowance, *, kept: dict[str, str] | None, prune: bool = True
    ) -> SolveResult:
        solver = Solver(self._dead if prune else set(), seed=self.rng.randrange(1 << 30), prune=prune)
        result = solver.solve(
            state.garden,
            state.basket,
            state.keiju_in_play,
            max_nodes=allowance.left,
            deadline=allowance.deadline,
            kept=kept,
        )
        allowance.spend(result.nodes)
        return result

    def _play(self, state: WeaverState, step: Step, *, winning: bool, lost: bool = False) -> Choice:
        if step.kept_for is not None:
            self._kept[step.action["card"]] = step.kept_for
        return Choice(step.action, self._reason(state, step, winning=winning, lost=lost))

    # ---- helpers -------------------------------------------------------------------------------------------

    def _store_plan(self, state: WeaverState, line: list[Step]) -> None:
        plan = []
        for step in line:
            plan.append((_signature(state), step))
            state = _GAME.apply(state, step.action)
        self._plan = plan

    def _fallback(self, state: WeaverState, result: SolveResult, legal: list[Action]) -> Step:
        if result.best and result.best[0].action in legal:
            return result.best[0]
        # Nothing searched: bribe if possible, else the removal that leaves the most removable cards.
        for action in legal:
            if action["type"] == "entice":
                return Step(action)
        best, best_mobility = legal[0], -1
        for action in legal:
            if action["type"] == "remove" and action["to"] == "harvest":
                mobility = len(_GAME.legal_actions(_GAME.apply(state, action)))
                if mobility > best_mobility:
                    best, best_mobility = action, mobility
        return Step(best)

    def _reason(self, state: WeaverState, step: Step, *, winning: bool, lost: bool = False) -> str:
        action = step.action
        if winning:
            left = len(self._plan) + 1
            tail = f"a winning line is known ({left} move{'s' if left > 1 else ''} to the end)"
        elif lost:
            tail = "no win is left, so this keeps the most points in reach"
        else:
            tail = "no win found yet; this heads for the most progress searched"
        if action["type"] == "entice":
            keiju = target_keiju(state)
            assert keiju is not None  # a listed entice has a target
            return f"Entice {keiju.code} now: the basket tops meet its request; {tail}."
        card = action["card"]
        if action["to"] == "basket":
            kept = KEIJU_BY_CODE[step.kept_for].label if step.kept_for else "a later bribe"
            return f"Put {card} on basket pile {action['pile'] + 1} to bribe {kept}; {tail}."
        partners = partner_indices(state.garden, action["index"])
        pair = f" (it pairs with {state.garden[partners[0]]})" if partners else ""
        return f"Harvest {card}{pair}; {tail}."
