"""Journey search hooks for the full-knowledge solver (``games/engines/solver.py``).

The position is keyed whole: the view, front and back piles in order (the view's order is the order a Joker
discards it in, the back pile's the order the next Jack shuffles), the Jacks with what is stored behind each,
the phase and the generator's position (the Jacks' shuffles to come). Nothing else (the actions taken) changes
a future.
"""

from __future__ import annotations

from collections.abc import Hashable

from games.engines.base import Action, AnyGame
from games.engines.journey.bot import ranked_actions
from games.engines.journey.rules import SUITS, JourneyState

# A stored item's points (the engine's score, without the win bonus), worth more than anything else; a pass
# used up costs more than a key.
_ITEM = {"2": 1, "6": 1, "A": 2, "8": 3, "9": 5, "7": 5}


class JourneyHooks:
    def key(self, state: JourneyState) -> Hashable:
        stored = state.stored
        return (
            tuple(state.view),
            tuple(state.front),
            tuple(state.back),
            tuple(state.jack_order),
            state.jacks_reached,
            *(tuple(stored[suit]) for suit in SUITS),
            state.phase,
            state.rng.position,
        )

    def dead(self, state: JourneyState) -> bool:
        return False

    def moves(self, game: AnyGame, state: JourneyState) -> list[Action]:
        """The legal actions in the order the strong bot's heuristic ranks them (its tie-breaks are the beam's)."""
        return [action for _, action in ranked_actions(state, game.legal_actions(state))]

    def value(self, state: JourneyState) -> float:
        """Stored items by their points, then a wider normal view, then the cards left in this pass (time)."""
        points = sum(_ITEM.get(card[0], 0) for cards in state.stored.values() for card in cards)
        return (
            100.0 * points
            - 150.0 * state.jacks_reached
            + 20.0 * (state.base_view > 4)
            + 0.5 * len(state.front)
        )


HOOKS = JourneyHooks()
