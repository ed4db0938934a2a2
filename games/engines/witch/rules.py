"""The Witch of Pendle Hill (Constance Metzinger), with the Advanced variation and the Magic Expansion.

The rules as played here are in ``docs/rules/witch.md``. In short: each round refills a face-down reserve of
five soldiers, deals four soldiers to the hand and five face-up ghosts over the reserve; 1 or 2 hand cards
eliminate 1 or 2 ghosts of the same total (an Ace is 1 or 14 on either side). The Witch, dealt among the
ghosts, captures the unused hand at every round end until a clean sweep wards her off. The game is won when
every ghost is eliminated, lost when the soldiers run short or can no longer match any ghost.

Piles are lists. The two draw piles (attack pile, ghost pile) have their top at index 0. The face-up piles
(attack discard, ghost discard, Removed) grow at the end: their top is the last element, as the rulings
say of the Removed pile, whose order matters for the ``top4`` recovery.

These free functions mutate a state in place: :class:`~games.engines.witch.engine.WitchGame` calls them on
its private copy, and the bot calls them on its own sampled copies to simulate quickly.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, repeat
from typing import cast

from games.engines.base import (
    Action,
    EngineState,
    Status,
)
from games.engines.cards import FRENCH_52, FRENCH_RANKS

# ------------------------------------------------------------------------------------------------- cards

WITCHES: tuple[str, ...] = ("W1", "W2", "W3")
WIZARD = "WZ"
SLOTS = 5
HAND_SIZE = 4
ATTACK_DECK_SIZE = 20
GHOST_COUNT = 32  # the 52 cards less the 20 soldiers: eliminating them all wins
MAX_ROUNDS_LIMIT = 1000  # the largest value the max_rounds option accepts
# Per round at most 5 attacks or repels (each clears a slot), 5 reserve draws, and either end_round or a
# reward with up to 4 recovery picks: 15 decisions.
ACTIONS_PER_ROUND = 15

VALUE: dict[str, int] = {code: FRENCH_RANKS.index(code[0]) + 1 for code in FRENCH_52}
# The values a card may take: an Ace is 1 or 14, chosen freely each time.
ALTERNATIVES: dict[str, tuple[int, ...]] = {code: (1, 14) if v == 1 else (v,) for code, v in VALUE.items()}
BLACK, RED = "black", "red"
COLOUR: dict[str, str] = {code: BLACK if code[1] in "SC" else RED for code in FRENCH_52}
SINGLE_SUMS: dict[str, frozenset[int]] = {code: frozenset(alts) for code, alts in ALTERNATIVES.items()}
PAIR_SUMS: dict[tuple[str, str], frozenset[int]] = {
    (a, b): frozenset(x + y for x in ALTERNATIVES[a] for y in ALTERNATIVES[b])
    for a in FRENCH_52
    for b in FRENCH_52
    if a != b
}
# The same totals as bit masks (bit t set when the total t can be made): matching is then one ``&``.
SINGLE_MASK: dict[str, int] = {code: sum(1 << t for t in sums) for code, sums in SINGLE_SUMS.items()}
PAIR_MASK: dict[tuple[str, str], int] = {pair: sum(1 << t for t in sums) for pair, sums in PAIR_SUMS.items()}
VALUE_MASK = [0] + [(1 << 1) | (1 << 14) if v == 1 else 1 << v for v in range(1, 14)]


def card_sums(cards: tuple[str, ...] | list[str]) -> frozenset[int]:
    """The totals 1 or 2 cards can make, an Ace counting 1 or 14.

    >>> sorted(card_sums(["AS", "KH"]))
    [14, 27]
    """
    if len(cards) == 1:
        return SINGLE_SUMS[cards[0]]
    return PAIR_SUMS[(cards[0], cards[1])]


def shifted_sum(a: int, b: int) -> int:
    """The mask of every x + y with x in mask a and y in mask b."""
    result = 0
    while a:
        low = a & -a
        result |= b * low  # multiplying by 2**x shifts b by x
        a ^= low
    return result


_VALUE_DIGIT: dict[str | None, int] = {code: 1 << 3 * v for code, v in VALUE.items()}
_ZEROS = repeat(0)
_PAIR_VALUE_MASK = [
    [shifted_sum(VALUE_MASK[v], VALUE_MASK[w]) if v and w else 0 for w in range(14)] for v in range(14)
]


def sum_mask(cards: Iterable[str | None]) -> int:
    """Every total that some 1 or 2 of ``cards`` can make, as a bit mask (the Wizard, witches and empty
    places are ignored). Computed from how often each value occurs, so large piles stay cheap.

    >>> bin(sum_mask(["2D", "2C"]))  # 2, and 2 + 2
    '0b10100'
    """
    return _mask_of_counts(value_counts(cards))


def value_counts(cards: Iterable[str | None]) -> int:
    """How many cards of each value: one octal digit per value (at most 4 cards, one per suit), summed in C.
    Counts of disjoint piles add up."""
    return sum(map(_VALUE_DIGIT.get, cards, _ZEROS))


@lru_cache(maxsize=1 << 16)
def _mask_of_counts(counts: int) -> int:
    present = twice = 0
    for v in range(1, 14):
        count = counts >> 3 * v & 7
        if count:
            present |= 1 << v
            if count > 1:
                twice |= 1 << v
    values = [v for v in range(1, 14) if present >> v & 1]
    mask = 0
    for i, v in enumerate(values):
        row = _PAIR_VALUE_MASK[v]
        mask |= VALUE_MASK[v]
        if twice >> v & 1:
            mask |= row[v]
        for w in values[i + 1 :]:
            mask |= row[w]
    return mask


def card_words(cards: Iterable[str]) -> str:
    """``2D + 6C (8)``; an Ace shows both of its values."""
    cards = list(cards)
    totals = sorted(card_sums(cards))
    return f"{' + '.join(cards)} ({' or '.join(str(t) for t in totals)})"


def is_standard_card(code: object) -> bool:
    return isinstance(code, str) and code in VALUE


# ------------------------------------------------------------------------------------------------- values


class Phase(enum.Enum):
    PLAY = "play"
    REWARD = "reward"  # Advanced: a clean sweep, the player chooses discard_witch or recover
    RECOVER = "recover"  # Advanced: picking cards from Removed, one at a time
    OVER = "over"


class EndReason(enum.Enum):
    GHOSTS_DESTROYED = "ghosts_destroyed"
    TOO_FEW_SOLDIERS = "too_few_soldiers"  # L1
    NO_ATTACK_POSSIBLE = "no_attack_possible"  # L2
    THIRD_WITCH = "third_witch"  # L3, Advanced
    EXHAUSTED = "exhausted"  # the max_rounds guard


class Reward(enum.Enum):
    DISCARD_WITCH = "discard_witch"
    RECOVER = "recover"


@dataclass(frozen=True, slots=True)
class Attack:
    """Hand cards (in hand order) against ghost slots (ascending)."""

    hand: tuple[str, ...]
    slots: tuple[int, ...]

    def to_json(self) -> Action:
        return {"type": "attack", "hand": list(self.hand), "ghosts": list(self.slots)}


@dataclass(kw_only=True)
class WitchState(EngineState):
    attack_pile: list[str] = field(default_factory=list)  # face down, top at index 0
    attack_discard: list[str] = field(default_factory=list)  # face up, top last
    reserve: list[str | None] = field(default_factory=lambda: [None] * SLOTS)  # face down
    ghosts: list[str | None] = field(default_factory=lambda: [None] * SLOTS)  # face up
    hand: list[str] = field(default_factory=list)  # in deal/draw order
    ghost_pile: list[str] = field(default_factory=list)  # face down, top at index 0
    ghost_discard: list[str] = field(default_factory=list)  # face up, top last
    removed: list[str] = field(default_factory=list)  # face up, top last
    recovering: list[str] = field(default_factory=list)  # Advanced: picked, not yet shuffled in
    picks_left: int = 0
    witches: list[str] = field(default_factory=list)  # witches in play, in order of appearance
    wizard: list[str] = field(default_factory=list)  # ["WZ"] once the Wizard is seated
    black: int = 0  # the cauldrons (Magic)
    red: int = 0
    round: int = 0
    final_round: bool = False  # Advanced: the third witch is in play
    phase: Phase = Phase.PLAY
    ghosts_eliminated: int = 0
    captured: int = 0
    # What a player knows of each face-down card: the shuffles that put it where it is (0 = the deal).
    # Never shown; ``sample_hidden`` uses it to redeal only what the player cannot tell apart.
    provenance: dict[str, tuple[int, ...]] = field(default_factory=dict)
    shuffles: int = 0

    @property
    def advanced(self) -> bool:
        return bool(self.options["mode"] == "advanced")

    @property
    def magic(self) -> bool:
        return cast(bool, self.options["magic"])

    @property
    def wizard_seated(self) -> bool:
        return bool(self.wizard)


# ------------------------------------------------------------------------------------------ state changes


def end_game(state: WitchState, status: Status, reason: EndReason) -> None:
    state.status = status
    state.end_reason = reason.value
    state.phase = Phase.OVER


def draw_attack(state: WitchState) -> str | None:
    """The next soldier; the attack discard is reshuffled when the pile is empty. The Wizard, if drawn,
    takes his seat and the next card is drawn instead."""
    while True:
        if not state.attack_pile:
            if not state.attack_discard:
                return None
            reshuffle(state, "attack")
        card = state.attack_pile.pop(0)
        if card == WIZARD:
            state.wizard.append(card)
            continue
        return card


def draw_face_down(state: WitchState) -> str | None:
    """The next card of the attack pile as it is, for the reserve (H29): a Wizard dealt here stays face
    down in the slot until ``draw_reserve`` takes it. The discard is reshuffled when the pile is empty."""
    if not state.attack_pile:
        if not state.attack_discard:
            return None
        reshuffle(state, "attack")
    return state.attack_pile.pop(0)


# The engine version whose reserve refill seated a Wizard at once and dealt the next soldier instead (the
# rules bug fixed in version 2). Its plays, scores and days still replay with that behaviour.
SEATS_WIZARD_FROM_RESERVE = "1"


def draw_ghost(state: WitchState) -> str | None:
    if not state.ghost_pile:
        if not state.ghost_discard:
            return None
        reshuffle(state, "ghost")
    return state.ghost_pile.pop(0)


def reshuffle(state: WitchState, side: str) -> None:
    """Turn a discard into a new draw pile (R4). Its cards were seen: the player knows the new pile's
    composition but not its order."""
    if side == "attack":
        pile, state.attack_discard = state.attack_discard, []
        state.attack_pile = pile
    else:
        pile, state.ghost_discard = state.ghost_discard, []
        state.ghost_pile = pile
    state.rng.shuffle(pile)
    state.shuffles += 1
    for card in pile:
        state.provenance[card] = (state.shuffles,)


def soldiers_in(cards: Sequence[str | None]) -> int:
    return len(cards) - cards.count(None) - cards.count(WIZARD)


def supply(state: WitchState) -> int:
    """The soldiers counted by the supply check (L1)."""
    count = soldiers_in(state.attack_pile) + len(state.attack_discard)
    if state.options["loss_check"] == "circulation6":
        count += soldiers_in(state.reserve)
    return count


def attack_possible_ever(state: WitchState) -> bool:
    """L2: can some 1-2 circulating soldiers still match some 1-2 remaining ghosts?"""
    # Value counts add up across piles: no list of every card is built.
    soldiers = (
        value_counts(state.reserve) + value_counts(state.attack_pile) + value_counts(state.attack_discard)
    )
    if state.advanced:
        soldiers += value_counts(state.removed)  # they may be recovered
    ghosts = value_counts(state.ghost_pile) + value_counts(state.ghost_discard)
    return bool(_mask_of_counts(soldiers) & _mask_of_counts(ghosts))


def start_round(state: WitchState, *, first: bool = False) -> None:
    """Round start: cleanup (not in round 1), the supply and dead-position checks, then the deals."""
    state.round += 1
    if not first:
        for i, ghost in enumerate(state.ghosts):
            if ghost is not None:
                state.ghost_discard.append(ghost)
                state.ghosts[i] = None
        if state.witches:
            state.removed.extend(state.hand)
            state.captured += len(state.hand)
        else:
            state.attack_discard.extend(state.hand)
        state.hand = []
    if supply(state) < 6:
        end_game(state, Status.LOST, EndReason.TOO_FEW_SOLDIERS)
        return
    if not attack_possible_ever(state):
        end_game(state, Status.LOST, EndReason.NO_ATTACK_POSSIBLE)
        return
    if state.round > state.options["max_rounds"]:
        end_game(state, Status.LOST, EndReason.EXHAUSTED)
        return
    refill = draw_attack if state.engine_version == SEATS_WIZARD_FROM_RESERVE else draw_face_down
    for i in range(SLOTS):
        if state.reserve[i] is None:
            state.reserve[i] = refill(state)
    for _ in range(HAND_SIZE):
        card = draw_attack(state)
        if card is None:
            break
        state.hand.append(card)
    for i in range(SLOTS):
        card = draw_ghost(state)
        while card in WITCHES:
            state.witches.append(card)
            card = draw_ghost(state)
        if card is None:
            break
        state.ghosts[i] = card
    if state.advanced and len(state.witches) == 3:
        state.final_round = True
    state.phase = Phase.PLAY


def end_round(state: WitchState) -> None:
    """Round end: ward off or reward after a clean sweep, the third-witch check, then the next round."""
    if state.ghosts.count(None) == SLOTS:
        if state.advanced:
            if state.witches or state.removed:
                state.phase = Phase.REWARD
                return  # the player chooses; finish_round_end follows the choice
        else:
            state.ghost_discard.extend(state.witches)
            state.witches = []
    finish_round_end(state, discarded_witch=False)


def finish_round_end(state: WitchState, *, discarded_witch: bool) -> None:
    if state.final_round:
        if not discarded_witch:
            end_game(state, Status.LOST, EndReason.THIRD_WITCH)
            return
        state.final_round = False
    start_round(state)


def reward_choices(state: WitchState) -> list[Reward]:
    choices = []
    if state.witches:
        choices.append(Reward.DISCARD_WITCH)
    if state.removed and len(state.witches) < 3:
        choices.append(Reward.RECOVER)
    return choices


def take_reward(state: WitchState, choice: Reward) -> None:
    if choice is Reward.DISCARD_WITCH:
        witch = min(state.witches)
        state.witches.remove(witch)
        state.ghost_discard.append(witch)
        finish_round_end(state, discarded_witch=True)
    elif state.options["recover_mode"] == "top4":
        taken = state.removed[-4:][::-1]  # most recently removed first
        del state.removed[-len(taken) :]
        state.recovering = taken
        shuffle_in_recovered(state)
    else:
        state.picks_left = min(4, len(state.removed))
        state.phase = Phase.RECOVER


def pick_recovered(state: WitchState, card: str) -> None:
    state.removed.remove(card)
    state.recovering.append(card)
    state.picks_left -= 1
    if state.picks_left == 0:
        shuffle_in_recovered(state)


def shuffle_in_recovered(state: WitchState) -> None:
    """R5: the recovered cards join the attack pile, which is shuffled; then the round end carries on."""
    state.shuffles += 1
    for card in state.attack_pile:
        # The pile's cards stay as uncertain as before, now also mixed with the recovered ones.
        state.provenance[card] = (*state.provenance.get(card, (0,)), state.shuffles)
    for card in state.recovering:
        state.provenance[card] = (state.shuffles,)
    state.attack_pile.extend(state.recovering)
    state.recovering = []
    state.rng.shuffle(state.attack_pile)
    state.phase = Phase.PLAY
    finish_round_end(state, discarded_witch=False)


def attack(state: WitchState, hand: tuple[str, ...], slots: tuple[int, ...]) -> None:
    """Play a legal attack, then the win check and, after a clean sweep, the round end."""
    targets = cast(list[str], [state.ghosts[i] for i in slots])  # the slots of a legal attack hold ghosts
    for card in hand:
        state.hand.remove(card)
        state.attack_discard.append(card)
    for i, ghost in zip(slots, targets, strict=True):
        state.removed.append(ghost)
        state.ghosts[i] = None
    state.ghosts_eliminated += len(slots)
    if state.magic:
        colours = {COLOUR[c] for c in (*hand, *targets)}
        if len(colours) == 1:
            gain = max(card_sums(hand) & card_sums(targets))
            if BLACK in colours:
                state.black += gain
            else:
                state.red += gain
    if no_ghost_left(state):
        end_game(state, Status.WON, EndReason.GHOSTS_DESTROYED)


def no_ghost_left(state: WitchState) -> bool:
    """The win: nothing but witches left in the ghost pile, the ghost discard and the slots."""
    return (
        state.ghosts.count(None) == SLOTS
        and all(c in WITCHES for c in state.ghost_discard)
        and all(c in WITCHES for c in state.ghost_pile)
    )


def draw_reserve(state: WitchState, slot: int) -> None:
    card = state.reserve[slot]
    assert card is not None  # a drawable slot holds a card
    state.reserve[slot] = None
    if card == WIZARD:
        state.wizard.append(card)
        card = draw_attack(state)
        if card is None:
            return
    state.hand.append(card)


def repel_cost(ghost: str) -> int:
    return VALUE[ghost]  # an Ace costs 1


def can_repel(state: WitchState, slot: int) -> bool:
    ghost = state.ghosts[slot]
    if ghost is None or not state.wizard:
        return False
    pot = state.black if COLOUR[ghost] == BLACK else state.red
    return pot >= repel_cost(ghost)


def repel(state: WitchState, slot: int) -> None:
    ghost = state.ghosts[slot]
    assert ghost is not None
    if COLOUR[ghost] == BLACK:
        state.black -= repel_cost(ghost)
    else:
        state.red -= repel_cost(ghost)
    state.ghost_discard.append(ghost)
    state.ghosts[slot] = None


def attack_options(state: WitchState) -> Iterator[Attack]:
    """Every legal attack: hand subsets (singles, then pairs, in hand order) against ghost subsets."""
    live = [(i, g) for i, g in enumerate(state.ghosts) if g is not None]
    ghost_sets: list[tuple[tuple[int, ...], int]] = [((i,), SINGLE_MASK[g]) for i, g in live]
    ghost_sets += [((i, j), PAIR_MASK[(g, h)]) for (i, g), (j, h) in combinations(live, 2)]
    if not ghost_sets:
        return
    hand = state.hand
    for card in hand:
        mask = SINGLE_MASK[card]
        for slots, ghost_mask in ghost_sets:
            if mask & ghost_mask:
                yield Attack((card,), slots)
    for a, b in combinations(hand, 2):
        mask = PAIR_MASK[(a, b)]
        for slots, ghost_mask in ghost_sets:
            if mask & ghost_mask:
                yield Attack((a, b), slots)


def has_attack(state: WitchState) -> bool:
    if not state.hand:
        return False
    return bool(sum_mask(state.hand) & sum_mask(state.ghosts))


def drawable_slots(state: WitchState) -> list[int]:
    return [i for i in range(SLOTS) if state.ghosts[i] is None and state.reserve[i] is not None]


def repellable_slots(state: WitchState) -> list[int]:
    if not state.wizard:
        return []
    return [i for i in range(SLOTS) if can_repel(state, i)]


def settle(state: WitchState) -> None:
    """Run the automatic steps until the player has a decision to make or the game is over."""
    while state.status is Status.PLAYING and state.phase is Phase.PLAY:
        # A sweep ends the round at once, even with reserve cards left to draw (H9).
        ghosts = state.ghosts
        if ghosts.count(None) != SLOTS:  # not swept
            # The cheapest check first: a reserve card under a cleared slot.
            for ghost, reserve in zip(ghosts, state.reserve):  # noqa: B905 (both have SLOTS places)
                if ghost is None and reserve is not None:
                    return
            if has_attack(state) or (state.wizard and repellable_slots(state)):
                return
        end_round(state)


def soldiers(state: WitchState) -> int:
    """S of the score: soldiers still in circulation (the Wizard is not one)."""
    return (
        soldiers_in(state.attack_pile)
        + len(state.attack_discard)
        + soldiers_in(state.reserve)
        + len(state.hand)
        + len(state.recovering)
    )
