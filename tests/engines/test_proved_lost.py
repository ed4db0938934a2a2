"""The table of positions proved lost that the searches of one analysis share (``games/engines/solver.py``,
``depth_first``; ``docs/analysis.md``, "The method") is sound.

A position wrongly in the table is a win the analysis can no longer see: it would report a turning point too
early ("the win slipped away at move 23" when it had not). So, on lost games of random play walked back from
their end as the analysis does (each position searched with the table the later ones filled): no position the
table holds (the walked positions, their children, and positions on random lines from them) has a win that a
search without the table finds; a search cut by its budget keeps only what it exhausted (its table is part of the
uncut search's); and a position whose search met one still on the path (a cycle) is not taken as proved.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.base import Status
from games.engines.bots import RandomBot, play_out
from games.engines.registry import get_game
from games.engines.solver import depth_first, hooks_for, search

WALK_BUDGET = {"witch": 20_000, "journey": 40_000, "match3": 20_000}
PLAIN_BUDGET = {"witch": 10_000, "journey": 20_000, "match3": 20_000}
PRESET = {"witch": "advanced", "journey": "normal", "match3": "classic"}


def lost_row(slug: str, seed: int, player: int) -> list[Any] | None:
    """The positions of a random player's game of deal ``seed`` (None unless it was lost)."""
    game = get_game(slug)
    options = game.resolve_options(None, PRESET[slug])
    state = game.new_game(f"lost-table-{seed}", options)
    final, log = play_out(game, state, RandomBot(seed=player))
    if final.status is not Status.LOST:
        return None
    row = [state]
    for action in log:
        state = game.apply(state, action)
        row.append(state)
    return row


def walk_back(slug: str, row: list[Any], budget: int) -> tuple[set[int], int]:
    """The analysis' walk back from the end: each position searched with the table of the later ones, until
    the budget ends or a position is won; the table, and the index of the last position proved lost."""
    game, hooks = get_game(slug), hooks_for(slug)
    lost: set[int] = set()
    spent, index = 0, len(row) - 1
    while index > 0 and spent < budget:
        result = depth_first(game, row[index - 1], hooks, budget - spent, lost)
        spent += result.nodes
        if result.verdict != "unwinnable":
            break
        index -= 1
    return lost, index


def around(slug: str, row: list[Any], start: int, rng: random.Random) -> list[Any]:
    """The walked positions from ``start``, all their children (every legal move, not only the hooks'), and a
    random line of a few moves from each child: the positions a walk's table may hold."""
    game = get_game(slug)
    found = []
    for state in row[start:]:
        found.append(state)
        if state.status is not Status.PLAYING:
            continue
        for action in game.legal_actions(state):
            child = game.apply(state, action)
            found.append(child)
            for _ in range(3):
                if child.status is not Status.PLAYING:
                    break
                child = game.apply(child, rng.choice(game.legal_actions(child)))
                found.append(child)
    return found


def check_table(slug: str, row: list[Any], rng: random.Random, most: int) -> tuple[int, int]:
    """Assert no position in the walk's table is won by a search without it; (positions of the table checked,
    positions checked that the plain search wins)."""
    game, hooks = get_game(slug), hooks_for(slug)
    lost, start = walk_back(slug, row, WALK_BUDGET[slug])
    checked, won = 0, 0
    candidates = around(slug, row, max(0, start - 1), rng)
    rng.shuffle(candidates)
    for state in candidates[:most]:
        if state.status is not Status.PLAYING:
            continue
        plain = search(game, state, hooks, PLAIN_BUDGET[slug])
        in_table = hash(hooks.key(state)) in lost
        if in_table:
            assert plain.verdict != "won", f"{slug}: the table holds a position a plain search wins"
            checked += 1
        won += plain.verdict == "won"
    return checked, won


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    slug=st.sampled_from(["witch", "journey", "match3"]),
    seed=st.integers(0, 10_000),
    player=st.integers(0, 1_000),
)
def test_the_shared_lost_table_never_holds_a_position_a_plain_search_wins(slug, seed, player):
    row = lost_row(slug, seed, player)
    if row is not None:
        check_table(slug, row, random.Random(seed), most=12)


def test_the_table_check_meets_positions_in_the_table_and_won_positions_beside_them():
    """The property above is not vacuous: on these fixed deals it checks positions the table holds, and
    positions beside the walk that the plain search wins (where a wrong entry would show)."""
    checked, won = 0, 0
    for seed in range(6):
        row = lost_row("witch", seed, seed)
        if row is not None:
            mine, theirs = check_table("witch", row, random.Random(seed), most=40)
            checked += mine
            won += theirs
    assert checked >= 20
    assert won >= 3


def test_a_search_cut_by_its_budget_keeps_only_what_it_exhausted():
    """The search is deterministic, so a cut one is the first part of the uncut one: what it put in the table
    the uncut search put there too (positions it exhausted, never one it left half searched), and never the
    position it was cut in."""
    game, hooks = get_game("witch"), hooks_for("witch")
    kept = 0
    for seed in range(1, 10):
        row = lost_row("witch", seed, seed)
        if row is None:
            continue
        for back in (6, 15):
            root = row[max(0, len(row) - back)]
            full: set[int] = set()
            whole = depth_first(game, root, hooks, 200_000, full)
            for quarter in (1, 2, 3):
                part: set[int] = set()
                cut = depth_first(game, root, hooks, whole.nodes * quarter // 4, part)
                if cut.verdict != "unknown":
                    continue
                assert part <= full and hash(hooks.key(root)) not in part
                kept += bool(part)
    assert kept >= 10


# A game of a few named positions, to put a cycle where the depth-first search meets it on its path.
@dataclass
class Node:
    name: str
    status: Status = Status.PLAYING
    actions_taken: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


class Graph:
    """Positions are names; ``EDGES`` lists each one's moves in the order the search tries them."""

    slug = "graph"
    EDGES = {"root": ["x"], "x": ["y", "w"], "y": ["x"], "w": ["won"]}

    def copy_state(self, state: Node) -> Node:
        return Node(state.name, state.status, state.actions_taken)

    def _apply(self, state: Node, action: Any) -> None:
        state.name = action["to"]
        if state.name == "won":
            state.status = Status.WON


class GraphHooks:
    def key(self, state: Node) -> Hashable:
        return state.name

    def dead(self, state: Node) -> bool:
        return False

    def moves(self, game: Any, state: Node) -> list[Any]:
        return [{"to": name} for name in Graph.EDGES[state.name]]

    def value(self, state: Node) -> float:
        return 0.0


def test_a_position_whose_search_met_one_on_its_path_is_not_taken_as_proved_lost():
    """From ``y`` the only move goes back to ``x``, still being searched: ``y`` is exhausted first, but ``x``
    wins through ``w`` afterwards, and so does ``y`` (through ``x``). The table must not hold ``y``."""
    lost: set[int] = set()
    result = depth_first(Graph(), Node("root"), GraphHooks(), 100, lost)
    assert result.verdict == "won" and [a["to"] for a in result.line] == ["x", "w", "won"]
    assert hash("y") not in lost and hash("x") not in lost


def test_a_table_entry_is_skipped_by_the_next_search():
    """A position the table holds costs a later search nothing: the walk's proofs build on each other."""
    lost: set[int] = {hash("w")}
    result = depth_first(Graph(), Node("root"), GraphHooks(), 100, lost)
    # Four nodes: x, then y and w, then y's x; w's future is not searched.
    assert result.verdict == "unwinnable" and result.nodes == 4
    # The root is proved lost (its whole search ran out); ``x`` and ``y`` only as a cycle, which the table
    # does not take on trust.
    assert hash("root") in lost and hash("x") not in lost and hash("y") not in lost
