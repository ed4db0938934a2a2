"""The screening ladder: players of rising strength play a candidate deal; the weakest that wins names its tier.

Rungs, weakest first (``games.daily.players`` builds them; every one is deterministic from the deal, the player's
seed and its work budget, so anyone can re-run a screening and get the same figures):

1. ``first_legal``: always the first listed action;
2. ``random``: ``random_playouts`` games of a uniformly random player (seeds 0, 1, ...), its win rate;
3. ``greedy``: one move ahead by the engine's score (``GreedyBot``);
4. ``strong_low``: the strong bot at the rule's low work budget a move;
5. ``strong_high``: the strong bot at the high work budget. Its score on the deal is **par**.

Tiers: **easy** when the first-legal player wins or the random player wins at least ``easy_random_rate`` of its
games; otherwise **medium** when greedy wins, **hard** when the strong bot wins at the low budget, **expert**
when it wins only at the high budget, and **unsolved** when nobody wins (it may be unwinnable).

The published rule (``docs/daily.md``): the day's candidates (attempt 0, 1, ...) are screened in order, and the
challenge is the **first candidate whose tier is the schedule's tier for the day**. When none of the rule's
candidates has it, the challenge is the candidate whose tier is nearest (the earlier attempt among equals);
when none is solved at all, attempt 0.

Pure Python (no Django): ``games.daily.verify`` re-runs this from the revealed seeds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from games.daily.players import make_player, play_deal
from games.engines.base import Status
from games.engines.registry import get_game

TIERS = ("easy", "medium", "hard", "expert")
UNSOLVED = "unsolved"
RUNGS = ("first_legal", "random", "greedy", "strong_low", "strong_high")


@dataclass(frozen=True)
class ScreeningRule:
    name: str
    candidates: int
    random_playouts: int
    easy_random_rate: float
    # Work budget a move in the strong bot's unit (Bot.budget_unit), per game: (low, high).
    budgets: dict[str, tuple[int, int]] = field(default_factory=dict)

    def budget(self, game_slug: str, rung: str) -> int:
        low, high = self.budgets[game_slug]
        return low if rung == "strong_low" else high


# Work budgets a move in each strong bot's own unit (``Bot.budget_unit``: sampled deals, actions valued, solver
# nodes), chosen so that one whole day (five games) screens in well under 60 s while the low and high budgets
# still play visibly differently (docs/daily.md has the calibration table and the time to screen a day).
LADDER_1 = ScreeningRule(
    name="ladder-1",
    candidates=8,
    random_playouts=20,
    easy_random_rate=0.25,
    budgets={
        "journey": (8, 32),  # sampled deals
        "match3": (1, 8),  # sampled deals
        "quetinny": (20, 200),  # actions valued
        "weaver": (1_000, 4_000),  # solver nodes
        "witch": (4, 16),  # sampled deals
    },
)
# The same ladder with tiny budgets: the test suite's rule (DAILY_SCREENING_RULE=quick); never for real days.
QUICK = ScreeningRule(
    name="quick",
    candidates=3,
    random_playouts=3,
    easy_random_rate=0.34,
    budgets={slug: (1, 2) for slug in ("journey", "match3", "quetinny", "weaver", "witch")},
)
RULES = {rule.name: rule for rule in (LADDER_1, QUICK)}
PUBLISHED_RULE = LADDER_1


def run_rung(*, game_slug: str, seed: str, options: dict, rule: ScreeningRule, rung: str) -> dict[str, Any]:
    game = get_game(game_slug)
    if rung == "random":
        wins = 0
        for playout in range(rule.random_playouts):
            final, _, _ = play_deal(game, seed, options, make_player(game_slug, "random", seed=playout))
            wins += final.status is Status.WON
        return {"wins": wins, "runs": rule.random_playouts}
    if rung in ("strong_low", "strong_high"):
        player = make_player(game_slug, "strong", seed=0, budget=rule.budget(game_slug, rung))
    else:
        player = make_player(game_slug, rung, seed=0)
    final, actions, work = play_deal(game, seed, options, player)
    result: dict[str, Any] = {
        "won": final.status is Status.WON,
        "score": game.score(final),
        "work": work,
        "moves": len(actions),
    }
    if rung == "strong_high":
        result["actions"] = actions  # "watch the bot's game" steps through these once the seed is revealed
    return result


def rung_wins(rule: ScreeningRule, rung: str, result: dict[str, Any]) -> bool:
    if rung == "random":
        return result["wins"] >= math.ceil(rule.easy_random_rate * result["runs"])
    return result["won"]


def tier_of(rule: ScreeningRule, players: dict[str, dict[str, Any]]) -> str:
    """The tier from the rungs played so far (they must include the first winning rung, or all five)."""
    for rung, tier in zip(RUNGS, ("easy", "easy", "medium", "hard", "expert"), strict=True):
        if rung in players and rung_wins(rule, rung, players[rung]):
            return tier
    return UNSOLVED


def screen_candidate(
    *, game_slug: str, seed: str, options: dict, rule: ScreeningRule, full: bool = False
) -> dict[str, Any]:
    """Play the rungs weakest first up to the first that wins (``full``: all of them, for calibration)."""
    players: dict[str, dict[str, Any]] = {}
    for rung in RUNGS:
        players[rung] = run_rung(game_slug=game_slug, seed=seed, options=options, rule=rule, rung=rung)
        if not full and rung_wins(rule, rung, players[rung]):
            break
    return {"players": players, "tier": tier_of(rule, players)}


def tier_distance(tier: str, target: str) -> float:
    if tier == UNSOLVED:
        return math.inf
    return abs(TIERS.index(tier) - TIERS.index(target))


def choose(
    *, game_slug: str, seeds: list[str], options: dict, rule: ScreeningRule, target_tier: str
) -> dict[str, Any]:
    """Apply the published rule to the candidates (``seeds`` in attempt order). Returns the screening record:
    every screened candidate's figures, the chosen attempt, its tier and par."""
    candidates: list[dict[str, Any]] = []
    chosen = None
    for attempt, seed in enumerate(seeds[: rule.candidates]):
        screened = screen_candidate(game_slug=game_slug, seed=seed, options=options, rule=rule)
        candidates.append({"attempt": attempt, **screened})
        if screened["tier"] == target_tier:
            chosen = attempt
            break
    if chosen is None:
        nearest = min(candidates, key=lambda c: (tier_distance(c["tier"], target_tier), c["attempt"]))
        chosen = nearest["attempt"] if tier_distance(nearest["tier"], target_tier) < math.inf else 0
    record = candidates[chosen]
    if "strong_high" not in record["players"]:
        record["players"]["strong_high"] = run_rung(
            game_slug=game_slug, seed=seeds[chosen], options=options, rule=rule, rung="strong_high"
        )
    return {
        "rule": rule.name,
        "target_tier": target_tier,
        "candidates": candidates,
        "chosen": chosen,
        "tier": record["tier"],
        "par": record["players"]["strong_high"]["score"],
    }


def medals(par: int | None) -> dict[str, int] | None:
    """Gold at par, then silver and bronze one and two steps below it; a step is 15% of par (at least 1), so
    the thresholds work for any game's scale and for negative scores too."""
    if par is None:
        return None
    step = max(1, math.ceil(abs(par) * 0.15))
    return {"gold": par, "silver": par - step, "bronze": par - 2 * step}


def medal_for(score: int | None, par: int | None) -> str | None:
    thresholds = medals(par)
    if score is None or thresholds is None:
        return None
    for medal in ("gold", "silver", "bronze"):
        if score >= thresholds[medal]:
            return medal
    return None
