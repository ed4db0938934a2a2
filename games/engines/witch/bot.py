"""A strong Witch of Pendle Hill player: determinized Monte Carlo over a fast greedy policy.

At a decision with more than one distinct choice, the bot draws positions consistent with what it can see
(``Observation.sample_state``: the face-down soldiers, reserve and ghost pile dealt at random among what the
player cannot tell apart), plays every candidate in each of them, finishes each game with the greedy policy
below, and keeps the candidate with the best average outcome. Every candidate is tried on the same samples,
so the comparison is paired and a few dozen samples separate them.

The budget is the number of samples per decision (each plays every candidate still in the running to the end);
the same deal, budget and seed give the same moves on any machine.

The greedy policy (also the bot's answer with a budget of 0) draws every reserve card it may, attacks by
the best plan for the round (most ghosts killed, then fewest cards spent), repels ghosts only to finish a
sweep while a witch is in play, and always discards a witch when it can. Each of these was measured
against its alternatives over thousands of deals.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.engines.base import Action, Status
from games.engines.bots import Allowance, Bot, Choice, Observation
from games.engines.witch import rules as R
from games.engines.witch.engine import GAME
from games.engines.witch.rules import Attack, Phase, Reward, WitchState

WIN_BONUS = 400  # on top of the score's own 100: winning matters more than a few more ghosts
PRUNE_EVERY = 8  # samples between two prunings of the clearly worse candidates
PRUNE_Z = 3.0  # a candidate goes when it trails the leader by this many standard errors
PLAN_CACHE_LIMIT = 400_000


class WitchBot(Bot):
    """Determinized Monte Carlo; ``budget`` is the number of sampled deals per decision."""

    name = "witch-pimc"
    budget_unit = "sampled deals"
    default_budget = 64
    low_budget = 8

    def choose(self, observation: Observation) -> Choice:
        legal = observation.legal_actions
        if not legal:
            raise ValueError("no legal action to choose from")
        view = observation.view
        candidates = distinct_candidates(view, legal)
        if len(candidates) == 1:
            return Choice(candidates[0], only_reason(view, candidates[0]))
        allowance = self.allowance()
        alive = list(range(len(candidates)))
        values: list[list[float]] = [[] for _ in candidates]
        wins = [0] * len(candidates)
        samples = 0
        while len(alive) > 1 and not allowance.exhausted():
            outcomes = simulate(observation.sample_state(self.rng), [candidates[i] for i in alive], allowance)
            if outcomes is None:
                break  # past the time cap within a sample: an incomplete one would compare unlike deals
            allowance.spend()
            for i, (value, won) in zip(alive, outcomes, strict=True):
                values[i].append(value)
                wins[i] += won
            samples += 1
            if samples % PRUNE_EVERY == 0:
                alive = prune(alive, values)
        if samples == 0:
            action = greedy_pick(observation, candidates)
            return Choice(
                action, f"{describe(view, action)}: the first step of the best plan for this round."
            )
        best = max(alive, key=lambda i: sum(values[i]))
        return Choice(candidates[best], reason(view, candidates[best], wins[best] / len(values[best])))


def simulate(
    sample: WitchState, actions: list[Action], allowance: Allowance | None = None
) -> list[tuple[float, bool]] | None:
    """Each action played in a copy of the sample and the game finished greedily: (value, won) each, or
    None when the allowance's time cap passes first."""
    outcomes: list[tuple[float, bool]] = []
    for action in actions:
        if allowance is not None and allowance.out_of_time():
            return None
        state = GAME.copy_state(sample)
        play(state, action)
        finish(state)
        won = state.status is Status.WON
        outcomes.append((GAME.score(state) + (WIN_BONUS if won else 0), won))
    return outcomes


def prune(alive: list[int], values: list[list[float]]) -> list[int]:
    """Drop the candidates that trail the leader clearly, by the paired differences of their outcomes."""
    leader = max(alive, key=lambda i: sum(values[i]))
    kept = []
    for i in alive:
        if i == leader:
            kept.append(i)
            continue
        diffs = [a - b for a, b in zip(values[leader], values[i], strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean <= PRUNE_Z * (variance / n) ** 0.5:
            kept.append(i)
    return kept


def greedy_pick(observation: Observation, candidates: list[Action]) -> Action:
    sample = observation.sample_state(random.Random(0))  # any sample: the bot may not know the true one
    action = greedy_action(sample)
    return action if action in observation.legal_actions else candidates[0]


# ------------------------------------------------------------------------------------------- candidates


def distinct_candidates(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The legal actions, less those that lead to the same position up to cards a player cannot tell apart:
    hand cards of one value (and, with magic, one colour) are interchangeable, and so are recovery picks."""
    magic = view["options"]["magic"]
    seen: set[tuple[object, ...]] = set()
    result = []
    for action in legal:
        kind = action["type"]
        key: tuple[object, ...]
        if kind == "attack":
            key = (
                kind,
                tuple(sorted(_card_class(c, magic) for c in action["hand"])),
                tuple(action["ghosts"]),
            )
        elif kind == "recover_pick":
            key = (kind, _card_class(action["card"], magic))
        else:
            key = (kind, tuple(sorted((k, str(v)) for k, v in action.items())))
        if key not in seen:
            seen.add(key)
            result.append(action)
    if result and result[0]["type"] == "recover_pick":
        result = best_picks(view, result)
    return result


def _card_class(card: str, magic: bool) -> tuple[int | str, ...]:
    return (R.VALUE[card], R.COLOUR[card]) if magic else (R.VALUE[card],)


def best_picks(view: dict[str, Any], picks: list[Action], keep: int = 6) -> list[Action]:
    """The recovery picks worth simulating: the cards that match the most ghosts still to beat."""
    ghosts = ghost_values_left(view)
    ranked = sorted(picks, key=lambda a: -usefulness(a["card"], ghosts))
    return ranked[:keep]


def ghost_values_left(view: dict[str, Any]) -> Counter[int]:
    """How many ghosts of each value may still come: every card is a ghost unless it was seen as a soldier
    or eliminated. An estimate a player can make; exact would need the whole history."""
    seen_out = Counter(R.VALUE[c] for c in view["removed"] if c in R.VALUE)
    seen_out.update(R.VALUE[c] for c in view["hand"])
    seen_out.update(R.VALUE[c] for c in view["attack_discard"])
    return Counter({v: max(0, 4 - seen_out[v]) for v in range(1, 14)})


def usefulness(card: str, ghosts: Counter[int]) -> int:
    """How many of the ghosts that may remain this card beats on its own."""
    return sum(ghosts[v] for v in range(1, 14) if not R.SINGLE_SUMS[card].isdisjoint(_GHOST_TOTALS[v]))


_GHOST_TOTALS = {v: frozenset((1, 14) if v == 1 else (v,)) for v in range(1, 14)}


# ------------------------------------------------------------------------------------------- simulation


def play(state: WitchState, action: Action) -> None:
    """Apply a legal action without re-validating it (the bot's own copies only)."""
    kind = action["type"]
    if kind == "attack":
        R.attack(state, tuple(action["hand"]), tuple(action["ghosts"]))
    elif kind == "draw_reserve":
        R.draw_reserve(state, action["slot"])
    elif kind == "repel":
        R.repel(state, action["slot"])
    elif kind == "end_round":
        R.end_round(state)
    elif kind == "reward":
        R.take_reward(state, Reward(action["choice"]))
    elif kind == "recover_pick":
        R.pick_recovered(state, action["card"])
    R.settle(state)


def finish(state: WitchState) -> None:
    """Play the game out with the greedy policy."""
    while state.status is Status.PLAYING:
        play(state, greedy_action(state))


def greedy_action(state: WitchState) -> Action:
    """The greedy policy: draw every reserve card, attack by the round plan, finish a sweep with magic while
    a witch is in play, discard a witch when possible, recover the most useful cards."""
    if state.phase is Phase.REWARD:
        choices = R.reward_choices(state)
        choice = Reward.DISCARD_WITCH if Reward.DISCARD_WITCH in choices else Reward.RECOVER
        return {"type": "reward", "choice": choice.value}
    if state.phase is Phase.RECOVER:
        ghosts = Counter(R.VALUE[c] for c in (*state.ghost_pile, *state.ghost_discard) if c in R.VALUE)
        return {"type": "recover_pick", "card": max(state.removed, key=lambda c: usefulness(c, ghosts))}
    draws = R.drawable_slots(state)
    if draws:
        return {"type": "draw_reserve", "slot": draws[0]}
    best = best_attack(state)
    if best is not None:
        return best.to_json()
    if state.witches and state.wizard and sweep_by_repel(state):
        return {"type": "repel", "slot": next(i for i, g in enumerate(state.ghosts) if g is not None)}
    return {"type": "end_round"}


def best_attack(state: WitchState) -> Attack | None:
    """The first attack of the best plan for this round with the cards in hand (see :func:`plan`)."""
    hand_values = tuple(sorted(R.VALUE[c] for c in state.hand))
    ghost_values = tuple(sorted(R.VALUE[g] for g in state.ghosts if g is not None))
    move = plan(hand_values, ghost_values)[2]
    if move is None:
        return None
    hand_move, ghost_move = move
    cards = _pick(state.hand, hand_move)
    slots: list[int] = []
    wanted = list(ghost_move)
    for i, ghost in enumerate(state.ghosts):
        if ghost is not None and R.VALUE[ghost] in wanted:
            wanted.remove(R.VALUE[ghost])
            slots.append(i)
    return Attack(cards, tuple(slots))


def _pick(hand: list[str], values: tuple[int, ...]) -> tuple[str, ...]:
    """Hand cards with these values, in hand order."""
    wanted = list(values)
    cards = []
    for card in hand:
        if R.VALUE[card] in wanted:
            wanted.remove(R.VALUE[card])
            cards.append(card)
    return tuple(cards)


Move = tuple[tuple[int, ...], tuple[int, ...]]
Plan = tuple[int, int, Move | None]
_PLANS: dict[tuple[tuple[int, ...], tuple[int, ...]], Plan] = {}
_SUBSETS: dict[tuple[int, ...], list[tuple[tuple[int, ...], tuple[int, ...], int]]] = {}


def _subsets(values: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...], int]]:
    """The distinct 1- and 2-card sub-multisets of a sorted tuple of values, each with the values left
    and the mask of the totals it makes."""
    found = _SUBSETS.get(values)
    if found is None:
        distinct = sorted(set(values))
        subsets: list[tuple[int, ...]] = [(v,) for v in distinct]
        for i, v in enumerate(distinct):
            if values.count(v) >= 2:
                subsets.append((v, v))
            subsets.extend((v, w) for w in distinct[i + 1 :])
        found = []
        for subset in subsets:
            rest = list(values)
            for v in subset:
                rest.remove(v)
            mask = R.VALUE_MASK[subset[0]]
            if len(subset) == 2:
                mask = R.shifted_sum(mask, R.VALUE_MASK[subset[1]])
            found.append((subset, tuple(rest), mask))
        if len(_SUBSETS) > PLAN_CACHE_LIMIT:
            _SUBSETS.clear()
        _SUBSETS[values] = found
    return found


def plan(hand: tuple[int, ...], ghosts: tuple[int, ...]) -> Plan:
    """(ghosts killed, cards used, first move) of the best sequence of attacks with these values, found by
    exhaustive search: the most ghosts killed, then the fewest cards used. Keeping cards pays even under
    the Witch, because they may pair with the reserve cards that the kills uncover (measured: using more
    cards under the Witch loses about 2 points of win rate in Advanced).
    Suits and slots do not change what can be killed, so plans are shared across positions."""
    key = (hand, ghosts)
    found = _PLANS.get(key)
    if found is not None:
        return found
    best: Plan = (0, 0, None)
    best_key = (0, 0)
    if hand and ghosts:
        ghost_sets = _subsets(ghosts)
        for h, rest_hand, mask in _subsets(hand):
            for g, rest_ghosts, ghost_mask in ghost_sets:
                if not mask & ghost_mask:
                    continue
                kills, used, _ = plan(rest_hand, rest_ghosts)
                kills += len(g)
                used += len(h)
                candidate_key = (kills, -used)
                if candidate_key > best_key:
                    best, best_key = (kills, used, (h, g)), candidate_key
    if len(_PLANS) > PLAN_CACHE_LIMIT:
        _PLANS.clear()  # a bound on memory (about 100 MB); plans are cheap to find again
    _PLANS[key] = best
    return best


def sweep_by_repel(state: WitchState) -> bool:
    need = {R.BLACK: 0, R.RED: 0}
    for ghost in state.ghosts:
        if ghost is not None:
            need[R.COLOUR[ghost]] += R.repel_cost(ghost)
    return need[R.BLACK] <= state.black and need[R.RED] <= state.red


# ----------------------------------------------------------------------------------------------- reasons


def only_reason(view: dict[str, Any], action: Action) -> str:
    return f"{describe(view, action)}: the only real choice."


def reason(view: dict[str, Any], action: Action, win_rate: float) -> str:
    return f"{describe(view, action)}: it wins {win_rate:.0%} of the simulated games."


def describe(view: dict[str, Any], action: Action) -> str:
    kind = action["type"]
    slots = view["slots"]
    if kind == "attack":
        ghosts = " and ".join(slots[i]["ghost"] for i in action["ghosts"])
        return f"Attack {ghosts} with {' + '.join(action['hand'])}"
    if kind == "draw_reserve":
        return f"Draw the reserve card under slot {action['slot'] + 1}"
    if kind == "repel":
        return f"Repel {slots[action['slot']]['ghost']}"
    if kind == "end_round":
        return "End the round"
    if kind == "reward":
        return "Discard a witch" if action["choice"] == "discard_witch" else "Recover cards from Removed"
    if kind == "recover_pick":
        return f"Recover {action['card']}"
    return "Resign"
