"""Journey search hooks for the full-knowledge solver (``games/engines/solver.py``).

The position is keyed whole: the view, front and back piles in order (the view's order is the order a Joker
discards it in, the back pile's the order the next Jack shuffles), the Jacks with what is stored behind each,
the phase and the generator's position (the Jacks' shuffles to come). Nothing else (the actions taken) changes
a future.

In the **last pass** (the fourth Jack is the top one) nothing sent to the back pile ever comes back and no Jack
shuffles again: the back pile, its order, the view's order (only a Joker's discard to the back pile reads it) and
the generator change no future, so the key leaves them out, and discards made in another order are one position.
The same fact gives the dead test: a card the win still needs must be in the view or the front pile.
"""

from __future__ import annotations

from collections.abc import Hashable

from games.engines.base import Action, AnyGame
from games.engines.journey.bot import ranked_actions
from games.engines.journey.rules import MAX_PASSES, SUITS, JourneyState

# A stored item's points (the engine's score, without the win bonus), worth more than anything else; a pass
# used up costs more than a key.
_ITEM = {"2": 1, "6": 1, "A": 2, "8": 3, "9": 5, "7": 5}


def full_key(state: JourneyState) -> Hashable:
    """Everything a future may read, in any pass."""
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


class JourneyHooks:
    def key(self, state: JourneyState) -> Hashable:
        stored = state.stored
        if state.jacks_reached == _LAST:
            return (
                tuple(sorted(state.view)),
                tuple(state.front),
                tuple(state.jack_order),
                *(tuple(stored[suit]) for suit in SUITS),
                state.phase,
            )
        return full_key(state)

    def dead(self, state: JourneyState) -> bool:
        """Only in the last pass, where the view and the front pile are all the cards still to come (the
        back pile returns at the next Jack, which ends the journey). The home needs, stored when it is found:
        a 7, a 9, the book (an 8; all four in the harder game) and an Ace (``docs/rules/journey.md``). So a
        position is dead when one of these can no longer be had:

        - no 10 to come (the home itself; a 10 is never stored);
        - no 7 stored and none to come;
        - no 9 stored, and no 9, no Queen (the tower's wise woman) or no key (a stored 2, a 2 or a King to
          come) to come;
        - fewer 8s to come than books still to buy (one if none is stored; in the harder game every 8 not
          stored);
        - fewer Aces stored or to come than the books to buy plus one: each book spends a stored Ace (to the
          back pile, for good in this pass) and the home needs one still stored;
        - no suit in which three of the home's four parts (the 10, the 7, the 8, the 9) are stored or to come,
          with the fourth of that suit too or a crossroads (a 5) to come to bridge it.

        Each is a need of the rules, loosened (a part "to come" may never be usable), never tightened: the test
        declares dead only positions no line can win."""
        if state.jacks_reached != _LAST:
            return False
        to_come = set(state.view)
        to_come.update(state.front)
        stored = {card for cards in state.stored.values() for card in cards}
        ranks_to_come = {card[0] for card in to_come}
        ranks_stored = {card[0] for card in stored}
        if "T" not in ranks_to_come:
            return True
        if "7" not in ranks_stored and "7" not in ranks_to_come:
            return True
        if "9" not in ranks_stored and not (
            "9" in ranks_to_come
            and "Q" in ranks_to_come
            and ("2" in ranks_stored or "2" in ranks_to_come or "K" in ranks_to_come)
        ):
            return True
        books_stored = sum(card[0] == "8" for card in stored)
        books = 4 - books_stored if state.options["hard_four_books"] else 0 if books_stored else 1
        if sum(card[0] == "8" for card in to_come) < books:
            return True
        aces = sum(card[0] == "A" for card in stored) + sum(card[0] == "A" for card in to_come)
        if aces < books + 1:
            return True
        # The home's group (the 10, the stored 7, 8 and 9) shares one suit, or all but one card do and a
        # crossroads (a 5 in the view) bridges the odd one: some suit must fill three of the four parts.
        have = to_come | stored
        bridge = "5" in ranks_to_come
        for suit in SUITS:
            parts = ("T" + suit in to_come) + sum(rank + suit in have for rank in "789")
            if parts == 4 or (parts == 3 and bridge):
                return False
        return True

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


_LAST = MAX_PASSES - 1  # Jacks reached when the top Jack is the one that ends the journey

HOOKS = JourneyHooks()
