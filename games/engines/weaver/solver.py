"""A solver for Weaver: depth-first search with a table of dead positions, within a budget of nodes.

Why the search can be narrow without losing wins:

- A card put in the basket that is never bribed could have gone to the Harvest instead with the same Garden
  play and the same bribes (nothing is ever taken from under it). So some best play puts in the basket only
  cards that will be bribed, and every won game scores ``82 - (cards in the four bribes)``.
- In such a play each basket card has a *label*: the Keiju it will be bribed to. Along a pile, from the top
  down, the labels strictly increase (one card per bribe and pile, the earlier bribe on top). A card with
  label k goes on the pile whose top label is the smallest one above k (empty piles count as infinite): the
  patience-sorting rule, which keeps the most room for later cards, so the pile is not a choice.
- Once the cards labelled for the target Keiju are all in the basket (they are then the tops), enticing at
  once is never worse: the Keiju only blocked the line, and every pair of the Garden stays a pair.

Cards already in the basket when the search starts carry no label, unless the caller says which Keiju they
were kept for (the bot remembers its own plan): a loose card may join any bribe while it is on top, and each
pile topped by one is a choice of its own. A search that keeps to such a plan proves a loss only for that plan.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from games.engines.weaver.rules import KEIJU_BY_CODE, NATURE_CODES, Keiju, Request, number, satisfies

# Card ids: a Nature card is suit * 16 + number (suits S H D C = 0..3, numbers 1..11); a Keiju is 64 + number.
_SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
CARD_ID: dict[str, int] = {code: _SUIT_INDEX[code[1]] * 16 + number(code) for code in NATURE_CODES}
CARD_ID.update({k.code: 64 + k.number for k in KEIJU_BY_CODE.values()})
CARD_CODE: dict[int, str] = {v: k for k, v in CARD_ID.items()}
_KEIJU_OF_NUMBER = {k.number: k for k in KEIJU_BY_CODE.values()}
# The search's position: basket piles of entries (a Keiju number, or UNLABELLED + a card id) from the bottom
# up, and for each target Keiju the sorted ids of the cards labelled for it.
Piles = tuple[tuple[int, ...], ...]
Labels = tuple[tuple[int, ...], ...]
# A move worth trying: (True, (piles, keiju)) for a bribe, (False, (index, label or None, pile)) for a removal.
Child = tuple[bool, tuple[Any, ...]]

# MATCH[a << 7 | b]: both Nature and of the same suit or number.
MATCH = bytearray(128 * 128)
for _a in range(64):
    for _b in range(64):
        if (
            _a != _b
            and 1 <= _a & 15 <= 11
            and 1 <= _b & 15 <= 11
            and (_a >> 4 == _b >> 4 or _a & 15 == _b & 15)
        ):
            MATCH[_a << 7 | _b] = 1

UNLABELLED = 100  # a basket entry >= 100 is a card already there at the start: UNLABELLED + card id
EMPTY_TOP = 1000  # an empty pile takes any label


class _BudgetSpent(Exception):
    pass


class _Restart(Exception):
    pass


def _luby(i: int) -> int:
    """The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: restart lengths within a factor of the best fixed one."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    if i == (1 << k) - 1:
        return 1 << (k - 1)
    return _luby(i - (1 << (k - 1)) + 1)


@dataclass(frozen=True)
class Step:
    """One action of a line, with the Keiju a basket card is kept for (None for the other actions)."""

    action: dict[str, Any]
    kept_for: str | None = None


@dataclass
class SolveResult:
    status: str  # WON (``line`` wins), LOST (no win exists) or OPEN (the budget ran out first)
    line: list[Step] = field(default_factory=list)  # when WON: from the position to the win
    best: list[Step] = field(default_factory=list)  # otherwise: towards the most progress seen
    progress: int = -1  # of ``best``: the score it gains
    nodes: int = 0


WON, LOST, OPEN = "won", "lost", "open"


def removable(g: tuple[int, ...]) -> list[int]:
    n = len(g)
    flags = [False] * n
    for i in range(n - 1):
        if MATCH[g[i] << 7 | g[i + 1]]:
            flags[i] = flags[i + 1] = True
    for i in range(n - 3):
        if MATCH[g[i] << 7 | g[i + 3]] and g[i + 1] < 64 and g[i + 2] < 64:
            flags[i] = flags[i + 3] = True
    return [i for i in range(n) if flags[i]]


# ------------------------------------------------------------------------------------------- request checks


def valid_partial(request: Request, cards: Sequence[int]) -> bool:
    """Could ``cards`` be part of a bribe for ``request`` (ignoring which other cards exist)?"""
    numbers = [c & 15 for c in cards]
    suits = [c >> 4 for c in cards]
    if request is Request.DIFFERENT:
        return len(set(numbers)) == len(numbers) and len(set(suits)) == len(suits)
    if request is Request.PAIR_AND_TRIPLET:
        counts = [*sorted(_counts(numbers).values(), reverse=True), 0, 0]
        return counts[0] <= 3 and counts[1] <= 2 and counts[2] == 0
    if request is Request.TWO_PAIRS:
        pair_counts = _counts(numbers).values()
        return len(pair_counts) <= 2 and all(c <= 2 for c in pair_counts)
    if request is Request.LOW_AND_HIGH:
        low = sum(1 for n in numbers if n <= 5)
        high = sum(1 for n in numbers if n >= 7)
        return low + high == len(numbers) and low <= 2 and high <= 3
    if request is Request.ONE_SUIT:
        return len(set(suits)) <= 1
    if request is Request.ALL_ODD:
        return all(n % 2 for n in numbers)
    if request is Request.RUN:
        return (
            len(set(numbers)) == len(numbers)
            and len(set(suits)) == len(suits)
            and (not numbers or max(numbers) - min(numbers) <= 3)
        )
    return all(n % 2 == 0 for n in numbers)  # ALL_EVEN


def _counts(items: Sequence[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return out


@dataclass
class _Pool:
    """The Nature cards a bribe may still draw on (the Garden's), by number and suit."""

    cards: set[int]
    by_number: list[int]  # [0..11]
    by_suit: list[int]  # [0..3]

    @classmethod
    def of(cls, cards: Sequence[int]) -> _Pool:
        by_number, by_suit = [0] * 12, [0] * 4
        nature = set()
        for c in cards:
            if c < 64:
                nature.add(c)
                by_number[c & 15] += 1
                by_suit[c >> 4] += 1
        return cls(nature, by_number, by_suit)


def _completable(keiju: Keiju, partial: Sequence[int], pool: _Pool) -> bool:
    """A necessary condition for finishing ``partial`` into a bribe for ``keiju`` with cards of ``pool``."""
    need = keiju.size - len(partial)
    if need <= 0:
        return need == 0
    numbers = [c & 15 for c in partial]
    suits = {c >> 4 for c in partial}
    by_number = pool.by_number
    request = keiju.request
    if request is Request.ALL_ODD:
        return sum(by_number[n] for n in (1, 3, 5, 7, 9, 11)) >= need
    if request is Request.ALL_EVEN:
        return sum(by_number[n] for n in (2, 4, 6, 8, 10)) >= need
    if request is Request.LOW_AND_HIGH:
        low = sum(1 for n in numbers if n <= 5)
        return sum(by_number[1:6]) >= 2 - low and sum(by_number[7:12]) >= 3 - (len(numbers) - low)
    if request is Request.ONE_SUIT:
        if suits:
            return pool.by_suit[next(iter(suits))] >= need
        return max(pool.by_suit) >= need
    if request in (Request.PAIR_AND_TRIPLET, Request.TWO_PAIRS):
        shape = (2, 3) if request is Request.PAIR_AND_TRIPLET else (2, 2)
        counts = _counts(numbers)
        ranks = list(counts)
        for first, second in (shape, shape[::-1]):
            if len(ranks) == 2:
                a, b = ranks
                if (
                    counts[a] <= first
                    and counts[b] <= second
                    and by_number[a] >= first - counts[a]
                    and by_number[b] >= second - counts[b]
                ):
                    return True
            elif len(ranks) == 1:
                a = ranks[0]
                if (
                    counts[a] <= first
                    and by_number[a] >= first - counts[a]
                    and any(by_number[x] >= second for x in range(1, 12) if x != a)
                ):
                    return True
            else:
                if any(
                    by_number[a] >= first and any(by_number[b] >= second for b in range(1, 12) if b != a)
                    for a in range(1, 12)
                ):
                    return True
        return False
    free = [c for c in pool.cards if c >> 4 not in suits and c & 15 not in numbers]
    if request is Request.DIFFERENT:
        return len({c >> 4 for c in free}) >= need and len({c & 15 for c in free}) >= need
    # RUN: some window of four numbers holding the partial, each missing number on a card of a free suit
    low = max(numbers) - 3 if numbers else 1
    high = min(numbers) if numbers else 8
    free_numbers = {c & 15 for c in free}
    for start in range(max(low, 1), min(high, 8) + 1):
        missing = [n for n in range(start, start + 4) if n not in numbers]
        if all(n in free_numbers for n in missing):
            return True
    return False


# --------------------------------------------------------------------------------------------------- search


class Solver:
    """Search one position for a win. ``dead`` holds the hashes of positions proved lost; it may be shared by
    the searches of one game (a position's fate does not depend on how it was reached).

    The search restarts after a growing number of nodes (the Luby sequence) with the move order shuffled a
    little, keeping what it proved lost: wins are plentiful but an early wrong turn can trap a plain
    depth-first search for minutes.
    """

    current_bonus = 100  # keep a card for the target's bribe before anything else
    future_bonus = -50  # a card kept for a later Keiju comes after harvesting
    restart_base = 250  # nodes
    noise_spread = 5

    def __init__(self, dead: set[int] | None = None, *, seed: int = 0, prune: bool = True) -> None:
        self.dead: set[int] = dead if dead is not None else set()  # hashes of positions proved lost
        self.seed = seed
        self.prune = prune  # False: search on past proven losses, for the most progress (scoring a loss)
        self.nodes = 0

    def solve(
        self,
        garden: Sequence[str],
        basket: Sequence[Sequence[str]],
        keiju_in_play: Sequence[str],
        *,
        max_nodes: int,
        deadline: float | None = None,
        kept: Mapping[str, str] | None = None,
    ) -> SolveResult:
        """Search the position, visiting at most ``max_nodes`` positions (and, if ``deadline`` is given, not
        past that ``time.perf_counter()`` value: a cap that makes the result depend on the machine). Without a
        deadline the result depends only on the position, ``kept``, ``dead`` and the seed. ``kept`` names, for
        basket cards put there by an earlier plan, the Keiju they were kept for: the search keeps to that plan
        where the piles allow it."""
        g = tuple(CARD_ID[c] for c in garden)
        self.order = [KEIJU_BY_CODE[k] for k in keiju_in_play if CARD_ID[k] in g]  # targets, in order
        piles, labels = self._root_basket(basket, kept or {})
        self.root_size = len(g)
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.best: list[Step] = []
        self.best_eval = -1
        self.harvested = 0
        self.nodes = 0
        self.noise: random.Random | None = None
        restart = 0
        while True:
            self.restart_at = self.nodes + self.restart_base * _luby(restart + 1)
            self.limit = min(self.restart_at, self.max_nodes)
            self.path: list[Step] = []
            self.harvested = 0
            try:
                won = self._search(g, piles, labels, 0)
            except _BudgetSpent:
                return SolveResult(OPEN, best=list(self.best), progress=self.best_eval, nodes=self.nodes)
            except _Restart:
                restart += 1
                self.noise = random.Random(self.seed * 7919 + restart)
                continue
            if won:
                return SolveResult(WON, line=list(self.path), nodes=self.nodes)
            return SolveResult(LOST, best=list(self.best), progress=self.best_eval, nodes=self.nodes)

    def _root_basket(self, basket: Sequence[Sequence[str]], kept: Mapping[str, str]) -> tuple[Piles, Labels]:
        """Piles as the search sees them: from the top down, cards kept for Keiju in strictly rising order
        stay labelled (so each is on top when its Keiju comes); the rest are loose."""
        numbers = {k.code: k.number for k in self.order}
        labelled: dict[int, list[int]] = {k.number: [] for k in self.order}
        piles = []
        for pile in basket:
            entries = [UNLABELLED + CARD_ID[c] for c in pile]
            above = 0
            for depth in range(len(pile) - 1, -1, -1):
                number = numbers.get(kept.get(pile[depth], ""), 0)
                if number <= above:
                    break
                keiju, partial = _KEIJU_OF_NUMBER[number], (*labelled[number], CARD_ID[pile[depth]])
                if len(partial) > keiju.size or not valid_partial(keiju.request, partial):
                    break
                labelled[number].append(CARD_ID[pile[depth]])
                entries[depth] = number
                above = number
            piles.append(tuple(entries))
        labels = tuple(tuple(sorted(labelled[k.number])) for k in self.order)
        return tuple(piles), labels

    def _search(self, g: tuple[int, ...], piles: Piles, labels: Labels, phase: int) -> bool:
        self.nodes += 1
        if self.nodes > self.limit:
            if self.nodes > self.max_nodes:
                self.nodes = self.max_nodes  # the node that found the budget spent was not searched
                raise _BudgetSpent
            raise _Restart
        if self.deadline is not None and self.nodes & 63 == 0 and time.perf_counter() > self.deadline:
            raise _BudgetSpent
        order = self.order
        # The target's kept cards are all in the basket, so all on top: bribe at once.
        bribes: list[Step] = []
        while phase < len(order) and len(labels[phase]) == order[phase].size:
            keiju = order[phase]
            used = [p for p, pile in enumerate(piles) if pile and pile[-1] == keiju.number]
            piles = tuple(pile[:-1] if p in used else pile for p, pile in enumerate(piles))
            g = tuple(c for c in g if c != 64 + keiju.number)
            bribes.append(Step({"type": "entice", "keiju": keiju.code, "piles": used}))
            phase += 1
        if not bribes:
            return self._expand(g, piles, labels, phase)
        self.path.extend(bribes)
        if self._expand(g, piles, labels, phase):
            return True
        del self.path[-len(bribes) :]
        return False

    def _expand(self, g: tuple[int, ...], piles: Piles, labels: Labels, phase: int) -> bool:
        order = self.order
        if len(g) == 1 and g[0] < 64:
            return True
        # The dead table keeps the position's hash, not the position: a tenth of the memory, and small enough to
        # keep between hints (``games.services.play_hint``). A tuple of ints hashes the same in every process;
        # two positions of one game sharing a 64-bit hash is too unlikely to matter.
        key = hash((g, tuple(sorted(piles)), labels[phase:]))
        if key in self.dead:
            return False
        # Progress is the score gained: 15 a Keiju, 2 a card harvested, 1 a card kept in the basket.
        evaluation = 14 * phase + self.root_size - len(g) + self.harvested
        if evaluation > self.best_eval:
            self.best_eval, self.best = evaluation, list(self.path)
        pool = _Pool.of(g)
        if self.prune and self._hopeless(g, piles, labels, phase, pool):
            self.dead.add(key)
            return False
        for entice, data in self._children(g, piles, labels, phase, pool):
            if entice:
                used, keiju = data
                new_piles = tuple(pile[:-1] if p in used else pile for p, pile in enumerate(piles))
                new_g = tuple(c for c in g if c != 64 + keiju.number)
                step = Step({"type": "entice", "keiju": keiju.code, "piles": list(used)})
                new_labels, new_phase = labels, phase + 1
            else:
                i, label, pile_index = data
                card = g[i]
                new_g = g[:i] + g[i + 1 :]
                action = {"type": "remove", "index": i, "card": CARD_CODE[card], "to": "harvest"}
                if label is None:
                    new_piles, new_labels = piles, labels
                    step = Step(action)
                else:
                    action["to"], action["pile"] = "basket", pile_index
                    new_piles = tuple(
                        (*pile, label) if p == pile_index else pile for p, pile in enumerate(piles)
                    )
                    j = phase + [k.number for k in order[phase:]].index(label)
                    new_labels = (*labels[:j], tuple(sorted((*labels[j], card))), *labels[j + 1 :])
                    step = Step(action, order[j].code)
                new_phase = phase
            harvest = not entice and data[1] is None
            self.path.append(step)
            self.harvested += harvest
            if self._search(new_g, new_piles, new_labels, new_phase):
                return True
            self.harvested -= harvest
            self.path.pop()
        self.dead.add(key)
        return False

    def _hopeless(self, g: tuple[int, ...], piles: Piles, labels: Labels, phase: int, pool: _Pool) -> bool:
        """Quick proofs that no win is left."""
        order = self.order
        # Two cards that match nothing left in the Garden can never both go: only one card stays.
        by_number, by_suit = pool.by_number, pool.by_suit
        if sum(1 for c in pool.cards if by_number[c & 15] == 1 and by_suit[c >> 4] == 1) >= 2:
            return True
        loose = [e - UNLABELLED for pile in piles for e in pile if e >= UNLABELLED]
        bribe_pool = _Pool.of(g + tuple(loose)) if loose else pool
        if any(not _completable(order[j], labels[j], bribe_pool) for j in range(phase, len(order))):
            return True
        # Every card still wanted for a bribe leaves the Garden, and one Garden card stays.
        wanted = sum(order[j].size - len(labels[j]) for j in range(phase, len(order)))
        return wanted > len(bribe_pool.cards) - 1

    def _children(
        self, g: tuple[int, ...], piles: Piles, labels: Labels, phase: int, pool: _Pool
    ) -> list[Child]:
        """The moves worth trying, best first: (True, (piles, keiju)) for a bribe that uses cards from before
        the search, (False, (index, label or None, pile)) for a removal."""
        order = self.order
        scored: list[tuple[float, bool, tuple[Any, ...]]] = []
        tops = [pile[-1] if pile else EMPTY_TOP for pile in piles]
        if phase < len(order):
            keiju = order[phase]
            own = [p for p, top in enumerate(tops) if top == keiju.number]
            loose = [p for p, top in enumerate(tops) if UNLABELLED <= top < EMPTY_TOP]
            need = keiju.size - len(own)
            if 0 < need <= len(loose):
                for extra in combinations(loose, need):
                    offered = [tops[p] - UNLABELLED for p in extra] + list(labels[phase])
                    if _satisfied(keiju, offered):
                        scored.append((1000.0, True, (tuple(sorted(own + list(extra))), keiju)))
        by_number, by_suit = pool.by_number, pool.by_suit
        for i in removable(g):
            card = g[i]
            # Remove first the cards that few others match: they are the ones that get stranded.
            base = -(by_number[card & 15] + by_suit[card >> 4] - 2)
            scored.append((base, False, (i, None, None)))
            for j in range(phase, len(order)):
                keiju = order[j]
                if len(labels[j]) >= keiju.size or not valid_partial(keiju.request, (*labels[j], card)):
                    continue
                bonus = self.current_bonus if j == phase else self.future_bonus - 10 * (j - phase)
                for rank, pile_index in enumerate(_piles_for(tops, keiju.number)):
                    scored.append((base + bonus - rank, False, (i, keiju.number, pile_index)))
        if self.noise is not None:
            rand, spread = self.noise.random, self.noise_spread
            scored.sort(key=lambda child: -child[0] - spread * rand())
        else:
            scored.sort(key=lambda child: -child[0])
        return [(entice, data) for _, entice, data in scored]


def _satisfied(keiju: Keiju, cards: Sequence[int]) -> bool:
    return len(cards) == keiju.size and satisfies(keiju, [CARD_CODE[c] for c in cards])


def _piles_for(tops: list[int], label: int) -> list[int]:
    """The piles a card labelled ``label`` may go on. Among piles of labelled cards and empty ones, only the
    one with the smallest top label above ``label`` (empty piles count as infinite): what it covers comes back
    before it is needed, and it leaves the larger tops for later cards. Piles topped by a card from before the
    search differ by that card, so each of them is a choice of its own."""
    fit, fit_top = None, EMPTY_TOP + 1
    loose = []
    for p, top in enumerate(tops):
        if label < top < UNLABELLED or top == EMPTY_TOP:
            if top < fit_top:
                fit, fit_top = p, top
        elif top >= UNLABELLED:
            loose.append(p)
    return loose if fit is None else [fit, *loose]
