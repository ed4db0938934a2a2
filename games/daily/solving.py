"""The solver's glue for the screening: ask the full-knowledge solver (``games.engines.solver``) about a
candidate deal at the rule's node budget and keep what the record needs: the verdict, the nodes spent, and,
when it won, the line and the score it reaches. Pure Python (no Django).

In the games with hidden cards the solver reads the whole deal, so its line proves the deal is not dead, not
that a player can see the way: it certifies a candidate, and it sets par only when no ladder player won.
"""

from __future__ import annotations

from typing import Any

from games.engines.registry import get_game
from games.engines.solver import solve


def solve_deal(*, game_slug: str, seed: str, options: dict, nodes: int) -> dict[str, Any]:
    game = get_game(game_slug)
    result = solve(game_slug, game.new_game(seed, options), node_budget=nodes)
    record: dict[str, Any] = {"verdict": result.verdict, "nodes": result.nodes}
    if result.verdict == "won":
        actions = list(result.line)
        record["score"] = game.score(game.replay(seed, options, actions))
        record["actions"] = actions
    return record
