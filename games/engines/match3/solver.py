"""Match-3 search hooks for the full-knowledge solver (``games/engines/solver.py``).

The deck order is known, so a position's future depends only on the grid, the row cards, how many cards the
deck still holds (the deck is the dealt deck's tail) and the number of sets taken. The row slots are only for
show (any row card may enter anywhere, and a refill goes into the slot just emptied), so the row is keyed as a
set: two positions with the same row cards in other slots are one.
"""

from __future__ import annotations

from collections.abc import Hashable

from games.engines.base import Action, AnyGame
from games.engines.match3.bot import _pairs, _threats
from games.engines.match3.rules import Match3State, entries_for

_MONTH = {f"{m:02d}{letter}": m for m in range(1, 13) for letter in "abcd"}


class Match3Hooks:
    def key(self, state: Match3State) -> Hashable:
        grid = state.grid
        return (
            *grid[0],
            *grid[1],
            *grid[2],
            tuple(sorted(card or "" for card in state.row)),
            len(state.deck),
            len(state.sets),
        )

    def dead(self, state: Match3State) -> bool:
        """Each month gives at most one set and needs three of its cards still in play (grid, row or deck:
        the discard pile and the taken sets never come back); too few such months is a loss."""
        counts = [0] * 13
        for row in state.grid:
            for card in row:
                if card is not None:
                    counts[_MONTH[card]] += 1
        for card in state.row:
            if card is not None:
                counts[_MONTH[card]] += 1
        for card in state.deck:
            counts[_MONTH[card]] += 1
        live = sum(1 for c in counts if c >= 3)
        target: int = state.options["target_sets"]
        return len(state.sets) + live < target

    def moves(self, game: AnyGame, state: Match3State) -> list[Action]:
        return game.legal_actions(state)

    def value(self, state: Match3State) -> float:
        """The sets taken first, then the lines a row card completes next turn (a "threat"), then the pairs
        in a line, then the cards left in the deck."""
        return _value(state)


def _value(state: Match3State) -> float:
    grid = [_MONTH[card] if card else 0 for row in state.grid for card in row]
    gone = [0] * 13
    for taken in state.sets:
        for card in taken:
            gone[_MONTH[card]] += 1
    for card in state.discard:
        gone[_MONTH[card]] += 1
    free, months = _threats(grid, entries_for(state.options["entry_points"]))
    sure = sum(1 for card in state.row if card and (free or months >> _MONTH[card] & 1))
    return (
        1000.0 * len(state.sets)
        + 50.0 * (sure > 0)
        + 10.0 * sure
        + _pairs(grid, gone)
        + 0.1 * len(state.deck)
    )


HOOKS = Match3Hooks()
