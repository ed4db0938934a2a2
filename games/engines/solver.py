"""Full-knowledge solvers: prove a deal winnable by finding a line that wins it.

A solver reads the engine's true state (the deck order, the generator that reshuffles later) and searches the
positions it leads to, the way Solvitaire and fc-solve do for Klondike and FreeCell. It answers

- ``won`` with the line: the actions (as the engine lists them) that win from the given state;
- ``unwinnable``: the search ran out of positions before it ran out of budget, so no line wins;
- ``unknown``: the node budget was spent first.

The search is deterministic (the same state and budget give the same answer on any machine: nothing reads the
clock) and exact outbound: before :func:`solve` returns a line it replays it through the engine's own
``apply`` and checks the win, so a bug in a game's hooks can cost a win but never claim a false one.

Every game but Weaver is searched by :func:`depth_first` with the game's :class:`SearchHooks` (in
``games/engines/<game>/solver.py``): a canonical key per position for the transposition table, a sound dead
test, the moves worth trying and their order. Weaver keeps its own narrower search
(``games/engines/weaver/solver.py``), which reasons about bribes rather than single moves. ``docs/daily.md``,
"The solver", describes each game's search order and pruning precisely enough to re-implement it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from games.engines.base import Action, AnyGame, Status
from games.engines.registry import get_game
from games.engines.weaver import solver as weaver

Verdict = Literal["won", "unwinnable", "unknown"]

# The published node budgets (``docs/daily.md``, "The solver"): what the daily screening and the solvability
# table use. A node is one position the search creates (one action applied), in every game but Weaver, where it
# is one position of its own search (a removal or a bribe).
DEFAULT_BUDGETS: dict[str, int] = {
    "journey": 100_000,  # about 25 us of CPU a node: 2.5 s for a deal the budget does not settle
    "match3": 100_000,  # about 25 us a node
    "quetinny": 10_000,  # about 250 us a node: the strong bot's planner values every position
    "weaver": 200_000,  # about 35 us a node of its own search
    "witch": 50_000,  # about 20 us a node
}


@dataclass(frozen=True)
class SolveResult:
    verdict: Verdict  # unwinnable: the search was exhausted without a budget cut
    line: tuple[dict[str, Any], ...]  # the actions from the initial state to the win; empty unless won
    nodes: int


class SearchHooks(Protocol):
    """What a game gives the search.

    ``key`` must give equal keys only to positions with the same futures (the same legal actions with the
    same effects, forever): the table then never drops a position that could win. ``dead`` must be True only
    for positions from which no win exists. ``moves`` lists the legal actions worth trying; it may leave one
    out only when a listed one is at least as good from every future. ``value`` orders positions, higher
    first: the beam keeps the best, and the depth-first search tries a position's children best first."""

    def key(self, state: Any) -> Hashable: ...

    def dead(self, state: Any) -> bool: ...

    def moves(self, game: AnyGame, state: Any) -> list[Action]: ...

    def value(self, state: Any) -> float: ...


def applied(game: AnyGame, state: Any, action: Action) -> Any:
    """The position after a legal ``action``, by the engine's own rules (``_apply`` on a private copy: the
    action comes from ``legal_actions``, so the public entry's envelope checks would only repeat)."""
    child = game.copy_state(state)
    game._apply(child, action)
    child.actions_taken += 1
    return child


def expand(game: AnyGame, hooks: SearchHooks, state: Any) -> list[tuple[Action, Any]]:
    """The children of ``state``: each move applied, the best value first (the listing order among equals)."""
    value = hooks.value
    scored = []
    for index, action in enumerate(hooks.moves(game, state)):
        child = applied(game, state, action)
        scored.append((-value(child), index, action, child))
    scored.sort(key=lambda item: (item[0], item[1]))
    return [(action, child) for _, _, action, child in scored]


def depth_first(
    game: AnyGame, root: Any, hooks: SearchHooks, node_budget: int, lost: set[int] | None = None
) -> SolveResult:
    """Depth-first search from ``root`` in the order :func:`expand` gives, skipping every position whose
    key was met before (a position met before was searched, or is being searched, from that first meeting: a
    win through it would have been found there) and every position ``hooks.dead`` rules out. A node is one
    position created (one action applied); a position is expanded only while the nodes spent are below the
    budget.

    ``lost`` is a table of positions proved lost (key hashes) that searches of the same game share, so that
    each builds on the others' proofs (the post-game analysis walks back from a game's end): the search skips
    the positions in it and adds every position whose futures it exhausted, dead ones included. A budget cut
    adds nothing more, and a position whose search skipped one still on the path (a cycle, whose other exits
    were not all searched yet) is not added: its exhaustion proved something only together with that one."""
    if root.status is Status.WON:
        return SolveResult("won", (), 0)
    proved: set[int] = set() if lost is None else lost
    root_key = hash(hooks.key(root))
    if root.status is not Status.PLAYING or root_key in proved or hooks.dead(root):
        return SolveResult("unwinnable", (), 0)
    seen: set[int] = {root_key}
    first = expand(game, hooks, root)
    nodes = len(first)
    for move, after in first:
        if after.status is Status.WON:
            return SolveResult("won", (move,), nodes)
    path: list[Action] = []  # the actions from the root to the position whose children are on top
    # A frame: the children, the next to try, their parent's key, and whether a child was skipped as met before
    # without being proved lost (so the parent's exhaustion is no proof on its own, nor its ancestors').
    stack: list[list[Any]] = [[first, 0, root_key, False]]
    key_of, dead = hooks.key, hooks.dead
    while stack:
        frame = stack[-1]
        kids, index = frame[0], frame[1]
        if index >= len(kids):
            stack.pop()
            if frame[3]:
                if stack:
                    stack[-1][3] = True
            else:
                proved.add(frame[2])
            if path:
                path.pop()
            continue
        frame[1] = index + 1
        action, child = kids[index]
        status = child.status
        if status is Status.WON:
            return SolveResult("won", (*path, action), nodes)
        if status is not Status.PLAYING:
            continue
        key = hash(key_of(child))
        if key in proved:
            continue
        if key in seen:
            frame[3] = True
            continue
        seen.add(key)
        if dead(child):
            proved.add(key)
            continue
        if nodes >= node_budget:
            return SolveResult("unknown", (), nodes)
        grandchildren = expand(game, hooks, child)
        nodes += len(grandchildren)
        path.append(action)
        for move, after in grandchildren:  # a win one move away needs no more ordering
            if after.status is Status.WON:
                return SolveResult("won", (*path, move), nodes)
        stack.append([grandchildren, 0, key, False])
    proved.add(root_key)  # every future of the root was searched: lost, whatever the cycles within
    return SolveResult("unwinnable", (), nodes)


Goal = Callable[[Any], bool]  # which won positions count: the post-game analysis asks for a win scoring par


def beam(
    game: AnyGame,
    root: Any,
    hooks: SearchHooks,
    width: int,
    node_budget: int,
    goal: Goal | None = None,
    lost: set[int] | None = None,
) -> SolveResult:
    """Beam search from ``root``: level by level (a level is the positions one action further), every move of
    every kept position is applied, positions met before in this search or ruled out by ``hooks.dead`` are
    dropped, and the ``width`` best by ``hooks.value`` are kept (the earlier created first among equals). A
    search that never had to drop a position for want of width and runs out of positions has searched them
    all: the deal is unwinnable. With ``goal``, a won position counts only where ``goal`` holds (the others
    are ends like losses), and ``unwinnable`` means no such win exists. ``lost`` (see :func:`depth_first`) rules
    out the positions in it too; a search without a goal that proves ``root`` lost adds it."""
    if root.status is Status.WON and (goal is None or goal(root)):
        return SolveResult("won", (), 0)
    key_of, dead, value, moves = hooks.key, hooks.dead, hooks.value, hooks.moves
    proved: set[int] = set() if lost is None else lost
    root_key = hash(key_of(root))
    if root.status is not Status.PLAYING or root_key in proved or dead(root):
        return SolveResult("unwinnable", (), 0)
    seen: set[int] = {root_key}
    nodes = 0
    complete = True
    frontier: list[tuple[Any, tuple[Action, ...]]] = [(root, ())]
    while frontier:
        level: list[tuple[float, int, Any, tuple[Action, ...]]] = []
        for state, path in frontier:
            for action in moves(game, state):
                if nodes >= node_budget:
                    return SolveResult("unknown", (), nodes)
                child = applied(game, state, action)
                nodes += 1
                status = child.status
                if status is Status.WON and (goal is None or goal(child)):
                    return SolveResult("won", (*path, action), nodes)
                if status is not Status.PLAYING:
                    continue
                key = hash(key_of(child))
                if key in seen or key in proved:
                    continue
                seen.add(key)
                if dead(child):
                    continue
                level.append((-value(child), len(level), child, (*path, action)))
        if len(level) > width:
            complete = False
            level.sort(key=lambda item: (item[0], item[1]))
            del level[width:]
        frontier = [(child, path) for _, _, child, path in level]
    if not complete:
        return SolveResult("unknown", (), nodes)
    if goal is None:
        proved.add(root_key)
    return SolveResult("unwinnable", (), nodes)


# The beam widths tried in turn, each search with the budget the earlier ones left: a narrow beam finds the easy
# wins for a few hundred nodes, a wide one the hard ones.
BEAM_WIDTHS = (4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144)


def search(
    game: AnyGame,
    root: Any,
    hooks: SearchHooks,
    node_budget: int,
    goal: Goal | None = None,
    lost: set[int] | None = None,
) -> SolveResult:
    """Beams of growing width (the hooks' ``beam_widths``, else :data:`BEAM_WIDTHS`) until one wins, one proves the deal unwinnable or the
    budget is spent; ``nodes`` counts every search's positions. ``lost``: see :func:`beam`."""
    spent = 0
    for width in getattr(hooks, "beam_widths", BEAM_WIDTHS):
        result = beam(game, root, hooks, width, node_budget - spent, goal, lost)
        spent += result.nodes
        if result.verdict != "unknown":
            return SolveResult(result.verdict, result.line, spent)
        if spent >= node_budget:
            break
    return SolveResult("unknown", (), spent)


def hooks_for(slug: str) -> SearchHooks:
    module = importlib.import_module(f"games.engines.{slug}.solver")
    hooks: SearchHooks = module.HOOKS
    return hooks


def solve(
    game: str, state: Any, *, node_budget: int | None = None, lost: set[int] | None = None
) -> SolveResult:
    """Search ``state`` (a position of ``game``, usually a deal's initial state; it is not changed) for a win
    within ``node_budget`` nodes (default: the game's published budget). A returned line replays to a win.
    ``lost`` is a table of positions proved lost that searches of this one game share (:func:`depth_first`;
    Weaver's is its own search's table of dead positions, in that search's keys)."""
    definition = get_game(game)
    budget = DEFAULT_BUDGETS[game] if node_budget is None else node_budget
    if game == "weaver":
        result = _solve_weaver(state, node_budget=budget, lost=lost)
    else:
        result = search(definition, state, hooks_for(game), budget, lost=lost)
    if result.verdict == "won":
        check_line(definition, state, result.line)
    return result


def _solve_weaver(state: Any, *, node_budget: int, lost: set[int] | None = None) -> SolveResult:
    """Weaver's own search, seed 0, with every basket card free (no plan is assumed), as this module's answer.
    The adapter lives here, not in Weaver's module: that one imports nothing of this (the two imported each
    other, issue 44)."""
    result = weaver.Solver(lost, seed=0).solve(
        state.garden, state.basket, state.keiju_in_play, max_nodes=node_budget
    )
    if result.status == weaver.WON:
        return SolveResult("won", tuple(step.action for step in result.line), result.nodes)
    return SolveResult("unwinnable" if result.status == weaver.LOST else "unknown", (), result.nodes)


def check_line(game: AnyGame, state: Any, line: tuple[Action, ...]) -> None:
    """Replay ``line`` from ``state`` through the engine's public ``apply``; raise unless it ends in a win."""
    for action in line:
        state = game.apply(state, action)
    if state.status is not Status.WON:
        raise AssertionError(f"{game.slug}: the solver's line of {len(line)} actions does not win")
