"""Witch search hooks for the full-knowledge solver (``games/engines/solver.py``).

The position is keyed by every zone in order (the piles are reshuffled from the generator when they run out,
so their order is part of the future), the witches, the Wizard and the cauldrons, the phase, the round (the
safety limit ends a game after ``max_rounds``) and the generator's position. What the player knows of each
face-down card (``provenance``) changes only what a bot may guess, never what happens: it is left out.
"""

from __future__ import annotations

from collections.abc import Hashable

from games.engines.base import Action, AnyGame
from games.engines.witch.rules import WitchState, soldiers


class WitchHooks:
    def key(self, state: WitchState) -> Hashable:
        return (
            tuple(state.attack_pile),
            tuple(state.attack_discard),
            tuple(state.reserve),
            tuple(state.ghosts),
            tuple(state.hand),
            tuple(state.ghost_pile),
            tuple(state.ghost_discard),
            tuple(state.removed),
            tuple(state.recovering),
            state.picks_left,
            tuple(state.witches),
            len(state.wizard),
            state.black,
            state.red,
            state.round,
            state.final_round,
            state.phase,
            state.rng.position,
        )

    def dead(self, state: WitchState) -> bool:
        return False  # the engine's own round-start checks end a dead game as a loss

    def moves(self, game: AnyGame, state: WitchState) -> list[Action]:
        return game.legal_actions(state)

    def value(self, state: WitchState) -> float:
        """Ghosts eliminated, then soldiers kept (the score's weights), less the witches in play."""
        return 10.0 * state.ghosts_eliminated + 5.0 * soldiers(state) - 8.0 * len(state.witches)


HOOKS = WitchHooks()
