"""Post-game analysis: where the win slipped away, from the full-knowledge solver (``docs/analysis.md``).

A finished game is a row of positions ``p_0`` (the deal) to ``p_n`` (the end), ``p_{i+1}`` the position after
the player's move ``i + 1``. Call a position *good* when a win is still reachable from it (for a win below par:
a win scoring at least par). Good positions are a prefix of the row: from ``p_i`` the player could have made
their own move ``i + 1``, so a good ``p_{i+1}`` makes ``p_i`` good. The turning point is the last good position
``p_t``; the player's move ``t + 1`` lost the win, and the solver's line from ``p_t`` is the way it went on.

The solver is the oracle: it answers ``won`` (good, with a line), ``unwinnable`` (bad: the search was exhausted)
or ``unknown`` (its node budget ran out: this decides nothing). The end is bad for free (a loss, or a win below
par), and where the day's certified line is known the positions the player shared with it are good for free.
A loss is then analysed by proofs that build on each other (:func:`_walk_back`): cheap win probes for the good
side, then a walk back from the end, each position searched with the table of positions the later ones proved
lost. A win below par keeps a plain bisection (:func:`_bisect`). The answer is ``found`` only when a proven good
position is followed by a proven bad one; everything else is ``unknown`` with the bracket that was proved, never a
guess.

Pure Python and deterministic (node budgets, never the clock): the same game gives the same analysis anywhere.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from games.engines.base import Action, Status
from games.engines.registry import get_game
from games.engines.solver import DEFAULT_BUDGETS, SolveResult, depth_first, hooks_for, search, solve

Kind = Literal["loss", "below_par"]
Verdict = Literal["found", "never", "unknown"]

# The node budget of one analysis, all solver calls together: about 10 s of one core at each game's cost of a
# node (``DEFAULT_BUDGETS``' comments; ``bench/analysis.py`` measures the CPU). One call gets at most the game's
# published budget, so an analysis makes several calls before the total runs out (Weaver's one may spend it all).
ANALYSIS_BUDGETS: dict[str, int] = {
    "journey": 350_000,  # 400,000 measured 11 s of CPU (median) on the shared machine
    "match3": 400_000,
    "quetinny": 40_000,
    "weaver": 200_000,  # 280,000 measured 13.5 s of CPU at the 95th percentile on the shared machine
    "witch": 500_000,
}
# Below this many nodes left a call is not worth making: it would answer unknown about any position but the last
# few of a game.
MIN_CALL = 500
# The games whose losses are analysed by the walk back from the end (:func:`_walk_back`); the others, and every win
# below par, by the plain bisection. Match-3 is not one: the walk found no more turning points there (7 of the
# same 100 losses against the bisection's 8; ``docs/benchmarks.md``, "Post-game analysis", session 11).
WALK_BACK = frozenset({"journey", "quetinny", "weaver", "witch"})
# The most of a walk's budget its win probes may spend before the walk back starts, and one probe's share of a call.
GOOD_SHARE = 0.25
WIN_PROBE = 0.25


@dataclass(frozen=True)
class Analysis:
    """What the analysis proved about one finished game of ``moves`` moves.

    ``found``: ``p_turning`` is good, ``p_{turning+1}`` bad; the player's move ``turning + 1`` (1-based, of
    ``moves``) lost it, and ``continuation`` (actions from ``p_turning``) wins from there, scoring
    ``continuation_score``. ``never``: the deal itself was proved bad (no win, or no win at par). ``unknown``:
    the budget ended first; ``good`` is the last position proved good (-1: none) and ``bad`` the first proved
    bad, the turning point lies between them."""

    kind: Kind
    verdict: Verdict
    moves: int
    turning: int | None  # the index of the last good position; the losing move is number turning + 1
    good: int
    bad: int
    continuation: tuple[Action, ...] = ()
    continuation_score: int | None = None
    calls: int = 0
    nodes: int = 0
    probes: tuple[tuple[int, str, int], ...] = field(default=())  # (position, solver verdict, nodes) in order

    @property
    def losing_move(self) -> int | None:
        """The 1-based number of the move that lost the win (None unless found)."""
        return None if self.turning is None else self.turning + 1

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "verdict": self.verdict,
            "moves": self.moves,
            "turning_point": self.turning,
            "losing_move": self.losing_move,
            "proved_good": self.good,
            "proved_bad": self.bad,
            "continuation": list(self.continuation),
            "continuation_score": self.continuation_score,
            "solver_calls": self.calls,
            "solver_nodes": self.nodes,
        }


def positions(
    game_slug: str, seed: str, options: dict[str, Any], log: Sequence[Action], version: str | None = None
) -> list[Any]:
    """Every position of the game: the deal, then the one after each move of ``log``."""
    game = get_game(game_slug)
    state = game.new_game(seed, options, version=version)
    row = [state]
    for action in log:
        state = game.apply(state, action)
        row.append(state)
    return row


def shared_prefix(log: Sequence[Action], line: Sequence[Action]) -> int:
    """How many first moves the player's ``log`` and a winning ``line`` share."""
    count = 0
    for mine, theirs in zip(log, line, strict=False):
        if mine != theirs:
            break
        count += 1
    return count


def analyse(
    game_slug: str,
    row: Sequence[Any],
    log: Sequence[Action],
    *,
    par: int | None = None,
    known_line: Sequence[Action] | None = None,
    node_budget: int | None = None,
    call_budget: int | None = None,
) -> Analysis | None:
    """The turning point of a finished game (``row`` from :func:`positions`, ``log`` its moves).

    A loss is analysed for any win; a win below ``par`` for a win scoring at least ``par``; a win at par or
    better (or without a par) has nothing to find (None). ``known_line`` is a line from the deal known to win
    (at par, for a win below par): the positions the player shared with it are good without a solver call.
    ``node_budget`` is the whole analysis' (default :data:`ANALYSIS_BUDGETS`), ``call_budget`` one call's
    (default the game's published budget)."""
    game = get_game(game_slug)
    end = row[-1]
    moves = len(row) - 1
    if end.status is Status.WON:
        if par is None or game.score(end) >= par:
            return None
        kind: Kind = "below_par"

        def goal(state: Any) -> bool:
            return game.score(state) >= par

    elif end.status is Status.LOST:
        kind = "loss"
        goal = None  # type: ignore[assignment]
    else:
        raise ValueError("Only a finished game has a turning point.")
    if kind == "below_par" and game_slug == "weaver":
        # Weaver's own search knows no goal but a win: the first move below par is not asked about there.
        return Analysis(kind, "unknown", moves, None, -1, moves)

    total = ANALYSIS_BUDGETS[game_slug] if node_budget is None else node_budget
    per_call = DEFAULT_BUDGETS[game_slug] if call_budget is None else call_budget
    good, bad = -1, moves  # the end is bad: a loss, or a win below par
    lines: dict[int, tuple[Action, ...]] = {}
    if known_line is not None:
        good = shared_prefix(log, known_line)
        lines[good] = tuple(known_line[good:])
        if good >= bad:  # the player played the whole known line and still ended bad: not a line that wins
            raise ValueError("The known line does not win from the positions it shares with this game.")
    probes: list[tuple[int, str, int]] = []
    if kind == "loss" and game_slug in WALK_BACK:
        good, bad = _walk_back(game_slug, row, good, bad, total, per_call, lines, probes)
    else:
        good, bad = _bisect(game_slug, row, good, bad, total, per_call, goal, lines, probes)
    calls, spent = len(probes), sum(nodes for _, _, nodes in probes)
    if bad == good + 1 and good >= 0:
        line = lines[good]
        final = row[good]
        for action in line:
            final = game.apply(final, action)
        if final.status is not Status.WON or (goal is not None and not goal(final)):
            raise AssertionError(f"{game_slug}: the continuation from position {good} does not win")
        return Analysis(
            kind, "found", moves, good, good, bad, line, game.score(final), calls, spent, tuple(probes)
        )
    verdict: Verdict = "never" if bad == 0 else "unknown"
    return Analysis(kind, verdict, moves, None, good, bad, (), None, calls, spent, tuple(probes))


def _bisect(
    game_slug: str,
    row: Sequence[Any],
    good: int,
    bad: int,
    total: int,
    per_call: int,
    goal: Any,
    lines: dict[int, tuple[Action, ...]],
    probes: list[tuple[int, str, int]],
) -> tuple[int, int]:
    """The bisection over the row, each call on its own (no table shared): the proved (good, bad) bracket."""
    unknown: set[int] = set()
    spent = 0
    while bad - good > 1 and total - spent >= MIN_CALL:
        index = _next_probe(good, bad, unknown)
        if index is None:
            break
        result = _ask(game_slug, row[index], min(per_call, total - spent), goal)
        spent += result.nodes
        probes.append((index, result.verdict, result.nodes))
        if result.verdict == "won":
            good = index
            lines[index] = result.line
        elif result.verdict == "unwinnable":
            bad = index
        else:
            unknown.add(index)
    return good, bad


def _walk_back(
    game_slug: str,
    row: Sequence[Any],
    good: int,
    bad: int,
    total: int,
    per_call: int,
    lines: dict[int, tuple[Action, ...]],
    probes: list[tuple[int, str, int]],
) -> tuple[int, int]:
    """Proofs that build on each other, for a loss: the proved (good, bad) bracket.

    First the good side, by a bisection of cheap win probes (beams, a quarter of a call each, at most
    :data:`GOOD_SHARE` of the budget): an unknown answer there is taken as a hint that the position is lost (wins
    are found cheaply) and the bisection goes earlier, but it proves nothing. Then the walk back from the end:
    ``p_{bad-1}``, ``p_{bad-2}``, ... each searched depth first with the rest of the budget and one table of
    positions proved lost shared by every call, until a position is won (the turning point) or the budget
    ends. Each proof reuses the earlier ones (the player's own move leads to a position just proved lost, and
    the other moves often to positions met in its search), and a call cut by the budget keeps what it proved."""
    lost: set[int] = set()
    spent = 0
    probe_budget = max(MIN_CALL, int(per_call * WIN_PROBE))
    low, high = good, bad  # the bisection's bracket: ``high`` only hinted bad
    while high - low > 1 and spent < total * GOOD_SHARE and total - spent >= MIN_CALL:
        index = (low + high) // 2
        result = solve(game_slug, row[index], node_budget=min(probe_budget, total - spent), lost=lost)
        spent += result.nodes
        probes.append((index, result.verdict, result.nodes))
        if result.verdict == "won":
            good = low = index
            lines[index] = result.line
        else:
            high = index
            if result.verdict == "unwinnable":
                bad = index
    game = get_game(game_slug)
    while bad - good > 1 and total - spent >= MIN_CALL:
        index = bad - 1
        if game_slug == "weaver":  # its own search is depth first, with its own table of dead positions
            result = solve(game_slug, row[index], node_budget=total - spent, lost=lost)
        else:
            result = depth_first(game, row[index], hooks_for(game_slug), total - spent, lost)
        spent += result.nodes
        probes.append((index, result.verdict, result.nodes))
        if result.verdict == "won":
            good = index
            lines[index] = result.line
        elif result.verdict == "unwinnable":
            bad = index
        else:
            break
    return good, bad


def _next_probe(good: int, bad: int, unknown: set[int]) -> int | None:
    """The middle of the latest stretch of unasked positions between ``good`` and ``bad``: an unknown answer
    leaves the stretch before it for last, as later positions settle at lower cost."""
    marks = sorted({good, bad} | {i for i in unknown if good < i < bad})
    for left, right in reversed(list(itertools.pairwise(marks))):
        if right - left > 1:
            return (left + right) // 2
    return None


def _ask(game_slug: str, state: Any, budget: int, goal: Any) -> SolveResult:
    if goal is None:
        return solve(game_slug, state, node_budget=budget)
    result = search(get_game(game_slug), state, hooks_for(game_slug), budget, goal)
    return result
