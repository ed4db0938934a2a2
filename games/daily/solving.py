"""The solver's glue for the screening: ask the full-knowledge solver (``games.engines.solver``) about a
candidate deal at a node budget, and keep what the record needs (verdict, nodes, and the line with its score
when it won). Pure Python (no Django).
"""

from __future__ import annotations

from typing import Any


def solve_deal(*, game_slug: str, seed: str, options: dict, nodes: int) -> dict[str, Any]:
    # Until the solver lands (branch solver) no rule asks it: every published rule's solver_nodes are 0.
    raise NotImplementedError("the solver is not part of this checkout yet")
