"""The knowledge audit: how far a won play relied on cards its player could not see (docs/fair-play.md).

A player who looked at a deal on a second account, then played the solver's line, wins with moves that are good
*on this deal* and no better than any other move on the deals the player could not tell it from. An honest
player's moves depend only on what was face up, so to them the true deal is one more deal among those
consistent with the view. The audit turns that into a number, in three parts that add up as log-likelihood
ratios (natural logs; larger means more like a clairvoyant):

**Moves.** At each decision with more than one legal action, every legal action is applied to the true position
and to ``samples`` positions whose face-down cards are dealt again at random (the engine's ``sample_hidden``, the
same sampler the bots use). Each action's child is valued by a short full-knowledge search on that position (the
best heuristic value, ``SearchHooks.value``, a best-first search of ``SEARCH_NODES`` positions reaches on that
position's own cards; a win found is worth more than any value, a loss less), and the chosen action's *regret*
on a position is its value minus the best action's value there. The rank ``u`` of the true deal's regret among
the ``samples + 1`` regrets (ties broken at random) is uniform on (0, 1) for an honest player, whatever the
player's skill: the true deal is exchangeable with the samples given the view. A clairvoyant's ``u`` leans
towards 1 (its move pays off on this deal, not on the other deals the view allows). Each counted
decision adds ``log(1 + TILT (u - 1/2))``, the log-likelihood ratio against a linearly tilted alternative
(mean ``-0.045`` for ``TILT = 1`` under honest play; ``TILT_BY_GAME`` where the clairvoyant leans more). A
decision whose sampled regrets are all equal says nothing and is not counted (that depends on the samples only,
so skipping it keeps the honest distribution).

One caveat the bench measures rather than assumes: the audit reads only *won* plays, and a win is a fact about
the deal's later cards, so an honest winner's true deal is not quite exchangeable with the samples late in a
game (its chosen move did keep a win on it). The ranks of honest plays taken whole, won or lost, are uniform
(tests/engines/test_audit.py); the thresholds come from honest *wins* (``bench/knowledge_audit.py``). Ranking the
true deal only among samples the solver still wins after the move (``condition="won"``, off: ``CONDITION``) was
measured and did not take the lean out (docs/fair-play.md, "Where to go next").

**Moves, by the solver's own pick** (``method="choice"``, the games named in ``MOVES_METHOD``; the fourth round).
Ask the search the attacker uses instead: at each decision the full-knowledge solver's first beam picks a move
on the true position and on ``CHOICE_SAMPLES`` sampled ones (``solver_choice``: the first move of the win it
finds within ``CHOICE_NODES`` positions, else of its best position so far). Given on how many of those positions
the player's move is the pick, an honest player's true deal is any of them alike; a player who followed the
solver agrees on the true deal more often. ``choice_llr`` is that decision's likelihood ratio (an odds ratio of
``CHOICE_ODDS`` against 1; where ``PICK_LAW`` names the game, an honest *winner's* odds against a clairvoyant's,
each by the decision's place in the game, as the bench measured them); a decision where the move is the pick
everywhere or nowhere says nothing.
Where ``MOVES_METHOD`` names ``choice+rank`` (the seventh round), both tests run and their sums are added
(``both_evidence``): the pick sees a line that follows the solver, the rank a move that pays off on this deal
whoever chose it.

**The deal's prior.** A win on a deal that information-limited players rarely win is itself evidence:
``log(CLAIRVOYANT_WIN_RATE / honest)``, where ``honest`` is the share of the screening ladder's games
(``games.daily.ladder``: first-legal, the random player's games, greedy, the strong bot at its two budgets) that
won this deal, with half a win added so that it is never zero.

**The account's history.** The account's earlier ranked dailies of the game are summed with this one (a
sequential test): each audited win adds its statistic, each loss (lost, resigned or abandoned) adds
``loss_llr``, log(P(loss | clairvoyant) / P(loss | honest on that deal)), which is negative: every daily is
certified winnable and a player who reads the deal loses almost none, while an honest player loses many hard
ones. The sum never falls below ``-ACCOUNT_CREDIT``, so a long honest history buys little cover (``account_sum``).
One lucky-looking win does not hold an honest player; a run of wins without the losses honest play brings does.

Everything is deterministic from the play (the samples' generator is seeded by the deal's seed and the log), and
bounded: the audit counts its work in *units* (one action applied and valued) and answers ``unknown`` when the
budget runs out before the log does. ``unknown`` never holds a play. Weaver has no face-down cards: its moves
part is the engine agreement (``engine_agreement``: how often the play's moves are the full search's beyond what
the strong bots reach); docs/fair-play.md says what that reaches.

Pure Python: no Django. ``bench/knowledge_audit.py`` calibrates the thresholds below.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from games.engines.audit_calibration import HONEST_STATISTICS
from games.engines.base import Action, Status
from games.engines.registry import get_game
from games.engines.solver import BEAM_WIDTHS, applied, hooks_for, search, solve

SAMPLES = 6
# Quetinny's heuristic seldom depends on a face-down card one move ahead: with 6 samples its decisions' sampled
# values were all equal (none counted on the bench's first deals), with 12 a few differ (the first round's count:
# about 3.5 a game). With 24 (the eighth round, docs/fair-play.md) 4 to 4.3 count and each ranks the true deal
# among 25: on the same 1,234 won lines accounts of 10 wins caught 85% to 97%, for about twice the CPU (median
# 2.5 to 4.7 s an audit).
SAMPLES_BY_GAME: dict[str, int] = {"quetinny": 24}
# The alternative's tilt: a clairvoyant's ranks are taken to have the density 1 + TILT (u - 1/2) on (0, 1), mean
# 1/2 + TILT / 12 (0.58; the solver's lines measured 0.54 to 0.61 on the bench's first deals). Each counted decision
# adds log(1 + TILT (u - 1/2)): -0.045 on average for an honest player, so a long log is not punished for its
# length as the steeper Beta(3, 1) alternative did (-0.9 a decision, which buried a clairvoyant's small lean).
TILT = 1.0
# Per game, where the clairvoyant's measured lean is steeper (the eighth round, docs/fair-play.md): the tilt whose
# mean rank is the one measured on the bench's clairvoyant wins, TILT = 12 (mean - 1/2). Quetinny's clairvoyant
# wins rank 0.651 on 2,259 counted decisions with its 24 samples (honest wins 0.492 on 2,568: the win puts no lean
# on them there), so 1.81; with about 4 decisions counted a game, each must weigh what it says. Journey's rank part
# stays at 1: its honest wins lean too (0.523 against the clairvoyant's 0.536), and a steeper tilt caught fewer
# accounts there.
TILT_BY_GAME: dict[str, float] = {"quetinny": 1.81}
# The short full-knowledge search that values each legal action on each position (the true one and every sample):
# best first from the action's child by the game's solver heuristic (``SearchHooks``: its moves, dead test and
# value), this many positions, on that position's own cards. Its value is the best heuristic value it reaches (a
# win found: above every value). The search turns up the cards the next moves reveal, so a move that pays off a
# few moves later on *this* deal and not on the deals the view allows stands out (a one-move value hardly saw any:
# most decisions' sampled values were all equal). Quetinny's heuristic is itself the strong bot's planner (about
# 250 us a position), so its search is that alone.
SEARCH_NODES: dict[str, int] = {"journey": 50, "match3": 50, "quetinny": 0, "weaver": 0, "witch": 60}
# Per audit, in units (one position created and valued, by the action itself or inside a search): about 10 to
# 40 us a unit (Quetinny's 250 us), so the default bounds an audit at about 30 to 60 s of CPU; the measured
# audits are in docs/benchmarks.md.
DEFAULT_BUDGET = 2_000_000
# Conditioning the samples on the win (docs/fair-play.md, "Where to go next"): rank the true deal only among the
# samples on which the chosen move's child is not proven lost, by the short search above or by the solver's beams
# within CONDITION_NODES more nodes. Measured by bench/knowledge_audit.py audit --condition.
CONDITION = ""  # "", "open" or "won"
CONDITION_NODES = 0
# The share of its wins a clairvoyant (the full-knowledge solver at the screening's budget) wins on the deals the
# ladder screens; the prior's numerator. Measured by bench/knowledge_audit.py (docs/fair-play.md).
CLAIRVOYANT_WIN_RATE = 0.75
# The account's losses (issue 42): every earlier ranked daily of the game that the account lost, resigned or
# abandoned adds log(P(loss | clairvoyant) / P(loss | honest on the deal)) to its sum (``loss_llr``). An attacker
# with a look and the solver skips the days his solver does not win, so his losses are the games he throws;
# P(loss | clairvoyant) is the solver's failure share on the bench's certified deals (what an attacker who plays
# every day he looks at loses), never below LOSS_FLOOR (bench/knowledge_audit.py report, docs/fair-play.md).
LOSS_FLOOR = 0.05
CLAIRVOYANT_LOSS_RATE: dict[str, float] = {
    "journey": 0.16, "match3": 0.11, "quetinny": LOSS_FLOOR, "weaver": 0.79, "witch": 0.06,
}  # fmt: skip
# The sum's floor: an account's credit from honest losses is capped at this, so that months of honest play do
# not buy cover for a later run of clairvoyant wins (``account_sum``).
ACCOUNT_CREDIT = 5.0
# The thresholds, per game, from bench/knowledge_audit.py report (docs/fair-play.md, "Ninth round", 2026-11-29):
# a play is held when its statistic (moves + prior) is above ``single``, or when the account's sum (``account_sum``:
# its earlier ranked dailies of the game, won and lost, and this win) is above ``account``. ``single`` is the
# smallest measured honest statistic with at most 1% of the honest wins above it, rounded up (Journey, the Witch,
# Quetinny: 388, 491, 674 honest wins, so 3, 4 and 6 of them are over it); with under 100 honest wins that is the
# largest (Match-3: 96; Weaver all-keiju: 65 on 57 certified deals, where the largest is the prior of a deal one
# ladder player won and holds none of the solver's 24).
# ``account`` is the smallest limit at which no honest player's own accounts of 10 wins (drawn from its measured
# plays, wins and losses) are held by the sum more than 1% of the time, rounded up. Measured on 200 deals of each
# hidden-card game and of Weaver all-keiju; the moves as MOVES_METHOD reads them (with PICK_LAW, TILT_BY_GAME,
# SAMPLES_BY_GAME and CHOICE_SAMPLES_BY_GAME).
# Journey's are measured on cross-fitted statistics (``bench/knowledge_audit.py law --out``: each half of the deals
# scored by the law fitted on the other), since its PICK_LAW was fitted on the very honest wins that set them
# (in-sample they would be 11.16 and 29.25).
THRESHOLDS: dict[str, dict[str, float]] = {
    "journey": {"single": 11.98, "account": 29.28},
    "match3": {"single": 6.06, "account": 10.9},
    "quetinny": {"single": 4.13, "account": 22.93},
    "weaver": {"single": 3.63, "account": 29.84},
    "witch": {"single": 8.07, "account": 18.64},
}

Verdict = Literal["hold", "pass", "unknown"]


@dataclass(frozen=True)
class Decision:
    index: int  # the action's index in the log
    u: float  # the true deal's rank among the samples, in (0, 1]
    llr: float  # what it added to the moves' statistic
    legal: int  # how many legal actions there were
    # "choice": of the positions (the true one and the samples), those where the move was the solver's pick, and
    # whether the true one was among them.
    agreeing: int | None = None
    on_true: bool | None = None

    def to_json(self) -> dict[str, Any]:
        figures = {"index": self.index, "u": round(self.u, 4), "llr": round(self.llr, 3), "legal": self.legal}
        if self.agreeing is None:
            return figures
        return {**figures, "agreeing": self.agreeing, "on_true": self.on_true}


@dataclass(frozen=True)
class MoveEvidence:
    verdict: Literal["measured", "unknown"]
    llr: float
    counted: int  # decisions that added to ``llr``
    units: int
    decisions: tuple[Decision, ...] = field(default=())


# A win (the short search's or the move's own) and a loss, against any heuristic value.
WON_VALUE, LOST_VALUE = 1e12, -1e12


def _value(game: Any, hooks: Any, state: Any, nodes: int) -> tuple[float, int, bool]:
    """(value, units, open): the position's status if it is over, else the best the solver heuristic reaches in a
    best-first search of ``nodes`` positions from it on this deal (a win found: above every value). ``open`` is
    False when the position is proven lost: over and not won, ruled out by ``hooks.dead``, or every line the search
    could follow ended without a win before its budget did (``hooks.moves`` only leaves out dominated moves)."""
    if state.status is Status.WON:
        return WON_VALUE, 1, True
    if state.status is Status.LOST:
        return LOST_VALUE, 1, False
    best = float(hooks.value(state))
    if hooks.dead(state):
        return best, 1, False
    frontier: list[tuple[float, int, Any]] = [(-best, 0, state)]
    made = 0
    while frontier and made < nodes:
        _, _, position = heapq.heappop(frontier)
        for action in hooks.moves(game, position):
            child = applied(game, position, action)
            made += 1
            if child.status is Status.WON:
                return WON_VALUE, 1 + made, True
            if child.status is Status.PLAYING and not hooks.dead(child):
                value = float(hooks.value(child))
                best = max(best, value)
                heapq.heappush(frontier, (-value, made, child))
            if made >= nodes:
                break
    # Exhausted: no position left to expand and no win met before the budget. Cut by the budget: nothing proven.
    return best, 1 + made, bool(frontier) or made >= nodes


def _regret(
    game: Any, hooks: Any, state: Any, legal: Sequence[Action], chosen: int, nodes: int
) -> tuple[float, int, bool]:
    """(the chosen action's value minus the best action's, units spent, whether the chosen action's child is still
    open: not proven lost) on one position."""
    values, units, chosen_open = [], 0, True
    for index, action in enumerate(legal):
        value, cost, still_open = _value(game, hooks, applied(game, state, action), nodes)
        values.append(value)
        units += cost
        if index == chosen:
            chosen_open = still_open
    return values[chosen] - max(values), units, chosen_open


def _kept(game: Any, hooks: Any, state: Any, action: Action, nodes: int, mode: str) -> tuple[bool, int]:
    """(whether a position is kept by the conditioning, units spent): ``open``, unless the solver's beams within
    ``nodes`` nodes prove ``action``'s child on ``state`` lost; ``won``, only when they find a win from it."""
    result = search(game, applied(game, state, action), hooks, nodes)
    if mode == "won":
        return result.verdict == "won", 1 + result.nodes
    return result.verdict != "unwinnable", 1 + result.nodes


def rank_llr(u: float, tilt: float = TILT) -> float:
    """One counted decision's log-likelihood ratio by the true deal's rank ``u``: the tilted alternative's density
    ``1 + tilt (u - 1/2)`` against the uniform."""
    return math.log(1 + tilt * (u - 0.5))


def _generator(seed: str, actions: Sequence[Action], salt: str) -> random.Random:
    digest = hashlib.sha256(
        json.dumps([seed, actions, salt], sort_keys=True, separators=(",", ":")).encode()
    ).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def _decisions(
    game: Any, seed: str, options: dict[str, Any], actions: Sequence[Action], version: str | None
) -> Iterator[tuple[int, Any, list[Action], Action]]:
    """The play's decisions, replayed: (the action's index in the log, the position before it, its legal actions,
    the action), for each action taken where more than one was legal. The position is the replay's own: read it,
    never change it."""
    state = game.new_game(seed, options, version=version)
    for index, action in enumerate(actions):
        if state.is_over:
            return
        legal = game.legal_actions(state)
        if len(legal) > 1 and action in legal:
            yield index, state, legal, action
        state = game.apply(state, action)


def move_evidence(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    version: str | None = None,
    samples: int | None = None,
    budget: int = DEFAULT_BUDGET,
    tilt: float | None = None,
    search_nodes: int | None = None,
    salt: str = "",
    condition: str | None = None,
    condition_nodes: int | None = None,
) -> MoveEvidence:
    """The moves' part of the statistic for the play ``actions`` of the deal ``seed``: see the module docstring.
    A game without face-down cards has none (measured, 0). Out of ``budget`` units: ``unknown``. With
    ``condition`` ``open``, the true deal is ranked only among the samples on which the chosen action's child is
    not proven lost (by the short search, or the solver's beams within ``condition_nodes`` more nodes); ``won``,
    only among those from which the beams find a win (and the decision counts only when they find one on the true
    deal too)."""
    game = get_game(game_slug)
    if not game.hidden_zones:
        return MoveEvidence("measured", 0.0, 0, 0)
    hooks = hooks_for(game_slug)
    nodes = SEARCH_NODES.get(game_slug, 0) if search_nodes is None else search_nodes
    samples = SAMPLES_BY_GAME.get(game_slug, SAMPLES) if samples is None else samples
    tilt = TILT_BY_GAME.get(game_slug, TILT) if tilt is None else tilt
    condition = CONDITION if condition is None else condition
    extra = (CONDITION_NODES if condition_nodes is None else condition_nodes) if condition else 0
    rng = _generator(seed, actions, salt)
    llr, counted, units = 0.0, 0, 0
    decisions: list[Decision] = []
    for index, state, legal, action in _decisions(game, seed, options, actions, version):
        # The most this decision can cost, checked before it starts: the budget is never overrun.
        if units + (len(legal) * (1 + nodes) + extra) * (samples + 1) > budget:
            return MoveEvidence("unknown", llr, counted, units)
        chosen = legal.index(action)
        true, cost, true_open = _regret(game, hooks, state, legal, chosen, nodes)
        units += cost
        if condition and true_open and extra:
            true_open, cost = _kept(game, hooks, state, legal[chosen], extra, condition)
            units += cost
        sampled = []
        # A decision the conditioning drops on the true deal is not counted whatever the samples say: skip them.
        for _ in range(samples if true_open or not condition else 0):
            sample = game.sample_hidden(state, rng)
            regret, cost, still_open = _regret(game, hooks, sample, legal, chosen, nodes)
            units += cost
            if condition and still_open and extra:
                still_open, cost = _kept(game, hooks, sample, legal[chosen], extra, condition)
                units += cost
            if still_open or not condition:
                sampled.append(regret)
        # Conditioned, a decision whose true position is proven lost after the move is not one a winner meets
        # (it never happens on a win); it and a decision with no open sample say nothing.
        if sampled and (true_open or not condition) and any(value != sampled[0] for value in sampled):
            below = sum(value < true for value in sampled)
            tied = sum(value == true for value in sampled)
            u = (below + rng.random() * (tied + 1)) / (len(sampled) + 1)
            gain = rank_llr(u, tilt)
            llr += gain
            counted += 1
            decisions.append(Decision(index, u, gain, len(legal)))
    return MoveEvidence("measured", llr, counted, units, tuple(decisions))


# The fourth round (docs/fair-play.md, "Calibration"): ask the search the attacker uses. At each decision the
# full-knowledge solver's beam (``solver_choice``: the first width the solver's search tries, 4, Quetinny's 1,
# within CHOICE_NODES positions) picks a first move on the true position and on CHOICE_SAMPLES sampled ones; the
# decision's evidence is whether the player's move is the solver's pick on the true deal, given on how many of the
# positions it is (``choice_llr``). Used where MOVES_METHOD names it, or with ``method="choice"``; measured by
# bench/knowledge_audit.py audit --method choice.
# Per game, the moves statistic: "rank" (the searched regrets' rank, where none is named) or "choice". Measured on
# the second round's won lines (docs/fair-play.md, fourth round), at no honest win held, the same lines: "choice"
# caught 9 of 23 clairvoyant wins in Journey and 16 of 51 in the Witch, the rank 3 of 23 and 3 of 51. In Quetinny
# (150 positions, about 3 decisions counted a game) it does no better and stays "rank". "choice+rank" (both added,
# ``both_evidence``; the seventh round, docs/fair-play.md): on Journey's 200 deals, at 1% of honest wins held, it
# catches 10% of clairvoyant wins in one game against the pick's 7%, 16% on hard deals against 11%, and 94.7% of
# accounts against 92.4%, for about 4 s more CPU an audit; added on Match-3's first 73 deals it caught less (54%
# against the pick's 62%, no honest win held), and on the Witch's second-round lines too (25% against 36%).
MOVES_METHOD: dict[str, str] = {"journey": "choice+rank", "match3": "choice", "witch": "choice"}
# About 25 us a position (Quetinny's 250 us): up to 1,000 positions for each of 7 positions (13 in Match-3 and the
# Witch) at each decision keeps an audit well within DEFAULT_BUDGET (measured on the bench's won lines: Journey's
# median 0.83 M units, max 1.08 M; the Witch's at 12 samples 0.28 M, max 0.41 M; Match-3's 0.12 M, max 0.19 M).
# Quetinny's 150: its positions cost ten times as much.
CHOICE_NODES: dict[str, int] = {"journey": 1_000, "match3": 1_000, "quetinny": 150, "witch": 1_000}
CHOICE_SAMPLES = 6
# Per game, where more samples were measured to tell more (docs/fair-play.md, "Ninth round": each game's stored
# won lines audited again). Match-3's decisions are few (8 to 9 a game), so each one's count of agreeing positions
# matters: at 1% of honest wins held, 12 samples catch 43% of clairvoyant wins in one game against 6's 24% (24: 41%,
# no more); the Witch 46.4% against 43.1%. Journey keeps 6: its audit already costs 17 s of CPU at the median.
CHOICE_SAMPLES_BY_GAME: dict[str, int] = {"match3": 12, "witch": 12}
# The alternative's odds ratio: a clairvoyant's move is the solver's pick on the true deal with CHOICE_ODDS times
# the odds it is on a sample (an honest player's: 1, the true deal being one more sample).
CHOICE_ODDS = 4.0


def solver_choice(game: Any, hooks: Any, state: Any, *, width: int, nodes: int) -> tuple[Action | None, int]:
    """(the full-knowledge solver's first move from ``state``, positions created): the first move of a win its beam
    of ``width`` (:func:`games.engines.solver.beam`, same order, same pruning) finds within ``nodes`` positions,
    else of the best position of the deepest level it completed (the line it would follow on). None when the beam
    ends with no position left and no win: it has no move to offer. Deterministic: it reads no clock."""
    if state.status is not Status.PLAYING or hooks.dead(state):
        return None, 0
    key_of, dead, value, moves = hooks.key, hooks.dead, hooks.value, hooks.moves
    seen: set[int] = {hash(key_of(state))}
    made = 0
    # (value, order, position, first move): a kept level, best first.
    frontier: list[tuple[float, int, Any, Action | None]] = [(0.0, 0, state, None)]
    best_first: Action | None = None
    while frontier:
        level: list[tuple[float, int, Any, Action | None]] = []
        for _, _, position, first in frontier:
            for action in moves(game, position):
                if made >= nodes:
                    return best_first, made
                child = applied(game, position, action)
                made += 1
                lead = action if first is None else first
                if child.status is Status.WON:
                    return lead, made
                if child.status is not Status.PLAYING:
                    continue
                key = hash(key_of(child))
                if key in seen:
                    continue
                seen.add(key)
                if dead(child):
                    continue
                level.append((-float(value(child)), len(level), child, lead))
        # As the solver's beam: sorted (and cut) only when over the width, so the next level is made in its order.
        if len(level) > width:
            level.sort(key=lambda item: (item[0], item[1]))
            del level[width:]
        if level:
            best_first = min(level, key=lambda item: (item[0], item[1]))[3]
        frontier = level
    return None, made


# ((honest intercept, honest slope), (clairvoyant intercept, clairvoyant slope)): a ``PICK_LAW`` entry.
PickLaw = tuple[tuple[float, float], tuple[float, float]]
# The pick's laws as the game goes (the eighth round, docs/fair-play.md): per game, the log odds ratio with which
# an honest *winner's* and a clairvoyant's move is the pick on the true deal, each ``intercept + slope * phase``
# (phase: the decision's place among the game's counted decisions, 0 the first, 1 the last). The win selects
# honest games whose late moves happened to fit the cards that came, so an honest winner's late picks lean too
# (Journey: odds about 1 at the start, 2 at the end), while a clairvoyant's lean from the first move (about 5).
# Fitted by maximum likelihood on the bench's won lines (bench/knowledge_audit.py law; its 2-fold cross-fit is
# the measure). Where a game has none, the laws are the fixed ones: 1 (exchangeable) against CHOICE_ODDS.
# Measured and not used in the Witch and Match-3: held out, they caught no more than the fixed odds there.
PICK_LAW: dict[str, PickLaw] = {
    "journey": ((0.04, 0.68), (1.67, 0.43)),
}  # fmt: skip


def choice_llr(
    agreed_on_true: bool, agreeing: int, positions: int, odds: float = CHOICE_ODDS, honest_odds: float = 1.0
) -> float:
    """The log-likelihood ratio of one decision: of ``positions`` (the true one and the samples) the player's move
    is the solver's pick on ``agreeing``, the true one among them or not. Given that count, a player whose moves
    depend only on the view finds the true deal among them with chance ``agreeing / positions`` (``honest_odds``
    1: the true deal is one more sample); a clairvoyant with ``odds`` times the odds (Fisher's noncentral
    hypergeometric law, one position against the rest). ``honest_odds`` above 1 is an honest *winner's* lean
    (``PICK_LAW``). Its mean under the law of ``honest_odds`` is minus a divergence: never positive.

    >>> round(choice_llr(True, 1, 7), 3), round(choice_llr(False, 1, 7), 3)
    (1.03, -0.357)
    """

    def on_true(weight: float) -> float:
        return weight * agreeing / (weight * agreeing + positions - agreeing)

    clairvoyant, honest = on_true(odds), on_true(honest_odds)
    if agreed_on_true:
        return math.log(clairvoyant / honest)
    return math.log((1.0 - clairvoyant) / (1.0 - honest))


def pick_gains(
    agree: Sequence[tuple[bool, int]], positions: int, law: PickLaw | None, odds: float = CHOICE_ODDS
) -> list[float]:
    """Each counted decision's log-likelihood ratio, in order (``agree``: whether the true deal was among the
    positions where the move was the pick, and on how many it was): by ``law`` (a game's ``PICK_LAW``) at the
    decision's phase, else the fixed ``odds`` against 1."""
    if law is None:
        return [choice_llr(on_true, agreeing, positions, odds) for on_true, agreeing in agree]
    (honest_base, honest_slope), (clairvoyant_base, clairvoyant_slope) = law
    last = max(1, len(agree) - 1)
    return [
        choice_llr(
            on_true,
            agreeing,
            positions,
            odds=math.exp(clairvoyant_base + clairvoyant_slope * place / last),
            honest_odds=math.exp(honest_base + honest_slope * place / last),
        )
        for place, (on_true, agreeing) in enumerate(agree)
    ]


def choice_evidence(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    version: str | None = None,
    samples: int | None = None,
    budget: int = DEFAULT_BUDGET,
    nodes: int | None = None,
    width: int | None = None,
    odds: float = CHOICE_ODDS,
    salt: str = "",
) -> MoveEvidence:
    """The moves' part by agreement with the solver's pick (above). A decision's ``u`` is the true deal's rank by
    agreement among the ``samples + 1`` positions (ties at random: uniform for an honest player); a decision where
    the move is the pick on every position or on none says nothing and is not counted (that depends only on the
    count, which treats the positions alike). Each decision is weighed by the game's ``PICK_LAW`` where it has one,
    else by the fixed ``odds`` (which a law replaces). Seeded as :func:`move_evidence`; out of ``budget`` units:
    ``unknown``."""
    game = get_game(game_slug)
    if not game.hidden_zones:
        return MoveEvidence("measured", 0.0, 0, 0)
    hooks = hooks_for(game_slug)
    samples = CHOICE_SAMPLES_BY_GAME.get(game_slug, CHOICE_SAMPLES) if samples is None else samples
    nodes = CHOICE_NODES.get(game_slug, 1_000) if nodes is None else nodes
    # The solver's first beam (games.engines.solver.search): the width an attacker's line most often comes from.
    width = getattr(hooks, "beam_widths", BEAM_WIDTHS)[0] if width is None else width
    rng = _generator(seed, actions, salt)
    units = 0
    # (index, u, legal, agreeing, on_true) of each counted decision: weighed at the end, when each one's phase in
    # the game is known (``pick_gains``).
    counted: list[tuple[int, float, int, int, bool]] = []
    for index, state, legal, action in _decisions(game, seed, options, actions, version):
        if units + (nodes + 1) * (samples + 1) > budget:
            return _picks_weighed("unknown", game_slug, counted, samples + 1, units, odds)
        pick, cost = solver_choice(game, hooks, state, width=width, nodes=nodes)
        units += cost + 1
        on_true = pick == action
        agreeing = int(on_true)
        for _ in range(samples):
            sample = game.sample_hidden(state, rng)
            pick, cost = solver_choice(game, hooks, sample, width=width, nodes=nodes)
            units += cost + 1
            agreeing += pick == action
        if 0 < agreeing < samples + 1:
            # The true deal's rank by agreement: above the disagreeing positions when it agrees, ties at random.
            below, tied = (samples + 1 - agreeing, agreeing - 1) if on_true else (0, samples - agreeing)
            u = (below + rng.random() * (tied + 1)) / (samples + 1)
            counted.append((index, u, len(legal), agreeing, on_true))
    return _picks_weighed("measured", game_slug, counted, samples + 1, units, odds)


def _picks_weighed(
    verdict: Literal["measured", "unknown"],
    game_slug: str,
    counted: Sequence[tuple[int, float, int, int, bool]],
    positions: int,
    units: int,
    odds: float,
) -> MoveEvidence:
    agree = [(on_true, agreeing) for *_, agreeing, on_true in counted]
    gains = pick_gains(agree, positions, PICK_LAW.get(game_slug), odds)
    decisions = tuple(
        Decision(index, u, gain, legal, agreeing, on_true)
        for (index, u, legal, agreeing, on_true), gain in zip(counted, gains, strict=True)
    )
    return MoveEvidence(verdict, math.fsum(gains), len(decisions), units, decisions)


# Weaver's engine agreement (no face-down cards: nothing to rank the true deal against). At each decision the
# full-knowledge solver searches the position within AGREEMENT_NODES nodes; where it finds a win, the player's move
# agrees when it is the line's first move (a removal's card and destination, the basket's pile left out: the
# solver puts a card on the pile the patience-sorting rule gives; an entice's Keiju and piles). Each such decision
# adds the log-likelihood ratio of agreeing at AGREEMENT_ENGINE against AGREEMENT_HONEST. Measured
# (bench/knowledge_audit.py agreement, 29 standard deals, docs/fair-play.md): the strong bots' winning moves agree
# 73% of the time, and the solver's own winning lines 73% too: Weaver's strong bot searches as the solver does, so
# agreement cannot tell a player who ran the solver from one who plays as well as the bot. It therefore carries
# no weight in the statistic (AGREEMENT_WEIGHT); the audit still measures it and a review reads it in the evidence.
AGREEMENT_NODES = 2_000
AGREEMENT_HONEST = 0.73
AGREEMENT_ENGINE = 0.9
AGREEMENT_WEIGHT = 0.0


def _move_key(action: Action) -> tuple[Any, ...]:
    if action.get("type") == "entice":
        return ("entice", action.get("keiju"), tuple(sorted(action.get("piles") or ())))
    return (action.get("type"), action.get("index"), action.get("to"))


def engine_agreement(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    version: str | None = None,
    budget: int = DEFAULT_BUDGET,
    nodes: int = AGREEMENT_NODES,
    honest: float = AGREEMENT_HONEST,
    engine: float = AGREEMENT_ENGINE,
) -> MoveEvidence:
    """Weaver's moves part: how often the play's moves are the full search's, as a log-likelihood ratio (above).
    ``u`` of a decision is 1 when the move agreed, 0 when it did not. Out of ``budget`` units: ``unknown``."""
    game = get_game(game_slug)
    llr, counted, units = 0.0, 0, 0
    decisions: list[Decision] = []
    agree, differ = math.log(engine / honest), math.log((1 - engine) / (1 - honest))
    for index, state, legal, action in _decisions(game, seed, options, actions, version):
        if units + nodes + 1 > budget:
            return MoveEvidence("unknown", llr, counted, units)
        result = solve(game_slug, state, node_budget=nodes)
        units += result.nodes + 1
        if result.verdict == "won" and result.line:
            same = _move_key(result.line[0]) == _move_key(action)
            gain = agree if same else differ
            llr += gain
            counted += 1
            decisions.append(Decision(index, 1.0 if same else 0.0, gain, len(legal)))
    return MoveEvidence("measured", llr, counted, units, tuple(decisions))


def both_evidence(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    version: str | None = None,
    budget: int = DEFAULT_BUDGET,
) -> MoveEvidence:
    """The solver's pick and the searched regrets' rank, added (``choice+rank``; the seventh round): two
    likelihood ratios of the same decisions against two alternatives, summed as if independent. Each part is
    seeded as it is alone, so the sum is exactly the two audits' figures; the rank gets what the pick left of
    ``budget``. The decisions are both parts', the pick's first (a decision can appear twice, once a part)."""
    choice = choice_evidence(game_slug, seed, options, actions, version=version, budget=budget)
    if choice.verdict == "unknown":
        return choice
    rank = move_evidence(game_slug, seed, options, actions, version=version, budget=budget - choice.units)
    return MoveEvidence(
        rank.verdict,
        choice.llr + rank.llr,
        choice.counted + rank.counted,
        choice.units + rank.units,
        choice.decisions + rank.decisions,
    )


def moves_part(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    version: str | None = None,
    budget: int = DEFAULT_BUDGET,
    condition: str | None = None,
    condition_nodes: int | None = None,
    method: str | None = None,
    samples: int | None = None,
) -> MoveEvidence:
    """The moves' evidence the audit uses: where cards are face down, the rank test (``method`` ``rank``), the
    agreement with the solver's pick (``choice``) or both added (``choice+rank``; default :data:`MOVES_METHOD`);
    engine agreement where none are. ``samples``: the rank's or the pick's (default the game's; both added take
    their defaults)."""
    if not get_game(game_slug).hidden_zones:
        return engine_agreement(game_slug, seed, options, actions, version=version, budget=budget)
    method = method or MOVES_METHOD.get(game_slug, "rank")
    if method == "choice+rank":
        return both_evidence(game_slug, seed, options, actions, version=version, budget=budget)
    if method == "choice":
        return choice_evidence(
            game_slug, seed, options, actions, version=version, budget=budget, samples=samples
        )
    return move_evidence(
        game_slug, seed, options, actions, version=version, budget=budget, condition=condition,
        condition_nodes=condition_nodes, samples=samples,
    )  # fmt: skip


def ladder_record(candidate: dict[str, Any]) -> tuple[int, int]:
    """(games won, games played) by the information-limited players of a screening record's candidate
    (``games.daily.ladder``): the first-legal player, each of the random player's games, greedy and the strong
    bot at each budget, as far as the screening played them. The solver is not one of them."""
    won = played = 0
    for rung, result in (candidate.get("players") or {}).items():
        if rung == "random":
            runs = int(result.get("runs", 0))
            wins = int(result.get("wins", 1 if result.get("won") else 0))
            won, played = won + wins, played + runs
        else:
            won, played = won + bool(result.get("won")), played + 1
    return won, played


def prior_llr(
    *, honest_won: int, honest_played: int, clairvoyant_rate: float = CLAIRVOYANT_WIN_RATE
) -> float:
    """The evidence of a win on a deal that information-limited players won ``honest_won`` of
    ``honest_played`` times; half a win is added so that a deal nobody won gives a large, finite figure."""
    honest = (honest_won + 0.5) / (honest_played + 1)
    return math.log(clairvoyant_rate / honest)


@dataclass(frozen=True)
class EarlierPlay:
    """One of the account's earlier ranked dailies of the game, as the account's sum weighs it: a win its
    statistic (moves + prior), a loss (lost, resigned or abandoned) its ``loss_llr``."""

    won: bool
    llr: float


def loss_llr(*, honest_won: int, honest_played: int, clairvoyant_loss: float = LOSS_FLOOR) -> float:
    """The evidence of a loss on a deal that information-limited players won ``honest_won`` of ``honest_played``
    times (half a win added, as the prior): log(P(loss | clairvoyant) / P(loss | honest on this deal)). Never
    above 0: a clairvoyant does not lose a deal more often than an honest player, so a loss is never evidence
    against its player (on a deal honest players nearly always win, the floor alone would say so)."""
    honest_loss = 1 - (honest_won + 0.5) / (honest_played + 1)
    return min(0.0, math.log(clairvoyant_loss / honest_loss))


def account_sum(earlier: Sequence[EarlierPlay], statistic: float, *, credit: float = ACCOUNT_CREDIT) -> float:
    """The account's sequential test after this win: its earlier plays' evidence and this win's, oldest first,
    the running sum never below ``-credit``. The floor is what keeps a long honest history (many losses) from
    banking unlimited cover for a later run of clairvoyant wins (a CUSUM with its floor at ``-credit``)."""
    total = 0.0
    for play in earlier:
        total = max(-credit, total + play.llr)
    return max(-credit, total + statistic)


@dataclass(frozen=True)
class Audit:
    verdict: Verdict
    statistic: float  # moves + prior, this play alone
    moves: float
    prior: float
    account: float  # the account's sum: its earlier ranked plays of the game and this win (``account_sum``)
    percentile: float | None  # of ``statistic`` among the honest wins measured, when the game has them
    units: int
    weightiest: tuple[Decision, ...]
    reason: str
    counted: int = 0  # the decisions that added to ``moves``
    # "rank": the true deal's rank among sampled deals; "choice": by agreement with the solver's pick (MOVES_METHOD);
    # "choice+rank": both added; "agreement": Weaver's engine agreement.
    method: str = "rank"
    # "agreement": the decisions whose move was the solver's; "rank" and "choice": the ranks' sum ("choice+rank":
    # both parts' ranks, the agreement's and the regrets').
    agreed: float = 0.0
    earlier_wins: int = 0  # the account's earlier audited wins in ``account``
    losses: int = 0  # the account's earlier losses in ``account``
    losses_llr: float = 0.0  # what they weighed together (each ``loss_llr``, before the floor)

    def evidence(self) -> dict[str, Any]:
        """What a review reads: figures and move indices only, never a card (a held play's day may be open)."""
        return {
            "verdict": self.verdict,
            "statistic": round(self.statistic, 3),
            "moves": round(self.moves, 3),
            "prior": round(self.prior, 3),
            "account": round(self.account, 3) if math.isfinite(self.account) else None,
            "percentile": None if self.percentile is None else round(self.percentile, 2),
            "units": self.units,
            "method": self.method,
            "counted": self.counted,
            "agreed": round(self.agreed, 3),
            "earlier_wins": self.earlier_wins,
            "losses": self.losses,
            "losses_llr": round(self.losses_llr, 3),
            "weightiest": [decision.to_json() for decision in self.weightiest],
        }


def percentile(game_slug: str, statistic: float) -> float | None:
    honest = HONEST_STATISTICS.get(game_slug)
    if not honest:
        return None
    return 100.0 * sum(value < statistic for value in honest) / len(honest)


def audit_play(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    honest_won: int,
    honest_played: int,
    earlier: Sequence[EarlierPlay] = (),
    version: str | None = None,
    budget: int = DEFAULT_BUDGET,
    thresholds: dict[str, float] | None = None,
) -> Audit:
    """The audit of one won play: ``earlier`` are the account's earlier ranked plays of the game, oldest first
    (its audited wins' statistics and its losses' ``loss_llr``). Holds when this play's statistic or the
    account's sum (``account_sum``) is over the game's threshold."""
    limits = thresholds or THRESHOLDS[game_slug]
    losses = [play.llr for play in earlier if not play.won]
    moves = moves_part(game_slug, seed, options, actions, version=version, budget=budget)
    prior = prior_llr(honest_won=honest_won, honest_played=honest_played)
    weightiest = tuple(sorted(moves.decisions, key=lambda d: -d.llr)[:5])
    method = MOVES_METHOD.get(game_slug, "rank") if get_game(game_slug).hidden_zones else "agreement"
    if moves.verdict == "unknown":
        return Audit(
            "unknown", prior, moves.llr, prior, math.nan, None, moves.units, weightiest,
            f"The audit ran out of its budget of {budget} units before the log's end: not held.",
            moves.counted, method, 0.0, len(earlier) - len(losses), len(losses), sum(losses),
        )  # fmt: skip
    weighted = moves.llr * (AGREEMENT_WEIGHT if method == "agreement" else 1.0)
    statistic = weighted + prior
    account = account_sum(earlier, statistic)
    verdict: Verdict = "pass"
    reason = ""
    if statistic > limits["single"]:
        verdict = "hold"
        reason = (
            f"its moves and the deal (statistic {statistic:.1f}, over the game's limit {limits['single']:.1f}) "
            "look played with the face-down cards known"
        )
    elif earlier and account > limits["account"]:
        verdict = "hold"
        reason = (
            f"this win and the account's {len(earlier) - len(losses)} earlier audited wins and {len(losses)} "
            f"losses together (sum {account:.1f}, over {limits['account']:.1f}) look played with the face-down "
            "cards known"
        )
    return Audit(
        verdict, statistic, weighted, prior, account, percentile(game_slug, statistic), moves.units, weightiest,
        reason, moves.counted, method, sum(d.u for d in moves.decisions), len(earlier) - len(losses),
        len(losses), sum(losses),
    )  # fmt: skip
