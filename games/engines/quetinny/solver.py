"""Quetinny search hooks for the full-knowledge solver (``games/engines/solver.py``).

The table has no edge and every rule (placing, chips, routes) looks only at neighbours, so a position moved
as a whole by a translation plays the same: the key puts the tableau, its chips and the Excuse relative to the
lowest occupied row and column. The hand is a set (a refill only adds; no rule reads the hand's order), the
deck a count (its order is the dealt one; only its length is left to know), the discard pile is left out (no
card ever comes back from it).
"""

from __future__ import annotations

from collections.abc import Hashable

from games.engines.base import Action, AnyGame
from games.engines.quetinny.bot import QuetinnyBot, terminal_value
from games.engines.quetinny.rules import ACE_OF, CROWN_OF, SUITS, Phase, QuetinnyState, coverage


class QuetinnyHooks:
    # The planner is good enough that its own line often wins: try it first (width 1), then widen.
    beam_widths = (1, 4, 16, 64, 256, 1024, 4096, 16384)

    def key(self, state: QuetinnyState) -> Hashable:
        cells = list(state.tableau)
        if state.excuse_at is not None:
            cells.append(state.excuse_at)
        cells.extend(state.start_cells)
        dx = min((x for x, _ in cells), default=0)
        dy = min((y for _, y in cells), default=0)
        return (
            frozenset(((x - dx, y - dy), card) for (x, y), card in state.tableau.items()),
            frozenset(((x - dx, y - dy), chips) for (x, y), chips in state.chips.items()),
            None if state.excuse_at is None else (state.excuse_at[0] - dx, state.excuse_at[1] - dy),
            tuple((x - dx, y - dy) for x, y in state.start_cells),
            tuple((x - dx, y - dy) for x, y in state.pending_setup),
            tuple(state.kept),
            frozenset(state.hand),
            len(state.deck),
            tuple(state.spice[suit] for suit in SUITS),
            state.gold,
            state.phase,
            state.taxes_remaining,
            state.final_hand,
        )

    def dead(self, state: QuetinnyState) -> bool:
        """A suit whose Ace and Crown are both out of reach (neither on the table nor to come: in the hand or
        the deck) can never be covered, and coverage is needed to win."""
        covered = coverage(state)
        reachable = set(state.hand).union(state.deck, state.kept)
        return any(
            not covered[suit] and ACE_OF[suit] not in reachable and CROWN_OF[suit] not in reachable
            for suit in SUITS
        )

    def moves(self, game: AnyGame, state: QuetinnyState) -> list[Action]:
        return game.legal_actions(state)

    def value(self, state: QuetinnyState) -> float:
        """The strong bot's planner: the final gold the position promises (coverage risks, taxes to come,
        routes and when they pay), for a position in the expand step as it stands and for one in the tax step
        after its best tax."""
        if state.result is not None:
            return terminal_value(state)
        if state.phase is Phase.TAX:
            return _BOT.best_tax(state)
        return _BOT.planner.value(_BOT.turn_of(state, state.hand, state.gold))


_BOT = QuetinnyBot()


HOOKS = QuetinnyHooks()
