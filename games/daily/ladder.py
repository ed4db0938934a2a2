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

**Rule ladder-2** (published from 2027-01, ``docs/daily.md``) changes three things, so that every daily is
a deal someone won and its tier holds in every game:

- **certified only**: a candidate is eligible only when a winning line was found, by a ladder player or, when
  every player lost, by the full-knowledge solver (``games.engines.solver``) at the rule's node budget. That
  line, and the best winning score, travel in the screening record; a candidate nobody won is never chosen.
- **tiers by preset**: the schedule picks the preset that has deals of the day's target tier, and the tier is
  read from the weakest winner in that preset (``games.daily.schedule.TIER_BY_WINNER``). "Thoughtless" (the
  first-legal player, or any one of the random player's 20 games) is always easy, so on a medium-or-harder
  daily neither of them wins.
- **par is a win**: the best score among the winning games played on the chosen deal (its weakest winner, the
  strong bot at the high budget when it wins, the solver's line when it was the only winner).

Stop rule (ladder-2): candidates in attempt order; each plays the ladder weakest first up to its first winner
(the random player stops at its first winning game); the solver is asked only when every player lost and the
solver's tier in this preset is the target. The first candidate whose tier is the target is the deal. When no
candidate has it: the certified candidate of the nearest tier (earlier attempt among equals); when none is
certified, the solver is asked about the screened candidates in attempt order and the first it wins is the
deal; when it wins none, the game has no daily that day (``NoCertifiedDeal``).

**Rule ladder-3** screens as ladder-2 and adds one step on a day whose winning line is the solver's (no ladder
player won): the strong bot plays the chosen deal at a bigger budget with a few seeds (``honest_gold``), and
gold is the best score those information-limited games win (one step below par when none wins), so that gold
is a score an honest player reached. ``medal_ladder`` reads a record's ``par_by``, ``gold`` and ``gold_by``.

Pure Python (no Django): ``games.daily.verify`` re-runs this from the revealed seeds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from games.daily import solving
from games.daily.players import make_player, play_deal
from games.daily.schedule import tier_by_winner
from games.engines.base import Status
from games.engines.registry import get_game

TIERS = ("easy", "medium", "hard", "expert")
UNSOLVED = "unsolved"
RUNGS = ("first_legal", "random", "greedy", "strong_low", "strong_high")


THOUGHTLESS = ("first_legal", "random")


class NoCertifiedDeal(Exception):
    """No candidate of the day has a found winning line: the game gets no daily rather than an unproven one."""


@dataclass(frozen=True)
class ScreeningRule:
    name: str
    candidates: int
    random_playouts: int
    easy_random_rate: float
    # Work budget a move in the strong bot's unit (Bot.budget_unit), per game: (low, high).
    budgets: dict[str, tuple[int, int]] = field(default_factory=dict)
    # ladder-2 on: only candidates with a found winning line; tiers by preset; par a winning score.
    certified: bool = False
    schedule: str = "rotation"  # games.daily.schedule.SCHEDULES
    # The solver's node budget per game (0: the solver is not asked).
    solver_nodes: dict[str, int] = field(default_factory=dict)
    # ladder-3 on: when par came from the solver, the strong bot plays the chosen deal at ``honest_factor``
    # times the high budget with seeds 0 .. ``honest_seeds`` - 1, and gold is set from what they win
    # (:func:`honest_gold`). 0 seeds: gold is par (ladder-1, ladder-2).
    honest_factor: int = 0
    honest_seeds: int = 0

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
# Certified dailies (docs/daily.md, "Rule ladder-2"). 24 candidates, because a target tier that one deal in ten
# has (Witch advanced "expert", Journey harder "expert") is then met on 92% of days, against 57% with 8; the
# screening stops at the first that passes, so most days screen far fewer.
LADDER_2 = ScreeningRule(
    name="ladder-2",
    candidates=24,
    random_playouts=20,
    easy_random_rate=0.05,  # unused by a certified rule: one random game won of 20 makes a deal easy
    budgets=LADDER_1.budgets,
    certified=True,
    schedule="by-tier",
    # Pinned here, not read from the solver's defaults: a rule must screen a committed month the same way for
    # ever (games.verify re-runs it), so a new budget or a new search is a new rule name.
    solver_nodes={
        "journey": 20_000,
        "match3": 20_000,
        "quetinny": 20_000,
        "weaver": 100_000,
        "witch": 20_000,
    },
)
# ladder-2's shape with tiny budgets, for the tests of certification (a few candidates, cheap players).
QUICK_CERTIFIED = ScreeningRule(
    name="quick-certified",
    candidates=4,
    random_playouts=3,
    easy_random_rate=0.3,
    budgets=QUICK.budgets,
    certified=True,
    schedule="by-tier",
    solver_nodes={slug: 2_000 for slug in ("journey", "match3", "quetinny", "weaver", "witch")},
)
# ladder-2's screening unchanged (the same candidates, tier, par and line), plus an honest gold on the days
# whose par came from the solver (docs/daily.md, "Rule ladder-3: gold an honest player reaches"). Four times
# the high budget and three seeds (bench/daily_honest_gold.py, docs/benchmarks.md): on the committed 100 days
# they win a solver-par day in every game but Quetinny, for about 9 s of CPU more a day (Journey and Weaver
# about 30 s on their solver-par days, the others 1-14 s), and only on those days.
LADDER_3 = replace(LADDER_2, name="ladder-3", honest_factor=4, honest_seeds=3)
# ladder-3's shape for the tests: one candidate that weak players lose, so that a solver-par day is cheap to make
# (tests/games/test_daily_honest_gold.py names the days); the honest games at 16x a budget of one sampled deal.
QUICK_HONEST = replace(
    QUICK_CERTIFIED,
    name="quick-honest",
    candidates=1,
    random_playouts=1,
    budgets={slug: (1, 1) for slug in ("journey", "match3", "quetinny", "weaver", "witch")},
    solver_nodes={slug: 20_000 for slug in ("journey", "match3", "quetinny", "weaver", "witch")},
    honest_factor=16,
    honest_seeds=3,
)
RULES = {rule.name: rule for rule in (LADDER_1, QUICK, LADDER_2, QUICK_CERTIFIED, LADDER_3, QUICK_HONEST)}
PUBLISHED_RULE = LADDER_3


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
    *,
    game_slug: str,
    seeds: list[str],
    options: dict,
    rule: ScreeningRule,
    target_tier: str,
    preset: str | None = None,
) -> dict[str, Any]:
    """Apply the rule to the candidates (``seeds`` in attempt order). Returns the screening record: every
    screened candidate's figures, the chosen attempt, its tier and par (and, for a certified rule, the line)."""
    if rule.certified:
        if preset is None:
            raise ValueError("a certified rule reads the tier from the preset: pass preset")
        return choose_certified(
            game_slug=game_slug,
            seeds=seeds,
            options=options,
            preset=preset,
            rule=rule,
            target_tier=target_tier,
        )
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


def _won_game(game_slug: str, final: Any, actions: list, work: int) -> dict[str, Any]:
    game = get_game(game_slug)
    result: dict[str, Any] = {
        "won": final.status is Status.WON,
        "score": game.score(final),
        "work": work,
        "moves": len(actions),
    }
    if result["won"]:
        result["actions"] = actions  # a winning line: the certificate, replayed by games.daily.verify
    return result


def run_rung_certified(
    *, game_slug: str, seed: str, options: dict, rule: ScreeningRule, rung: str
) -> dict[str, Any]:
    """A rung of a certified rule: a winning game keeps its moves; the random player stops at its first win."""
    game = get_game(game_slug)
    if rung == "random":
        for playout in range(rule.random_playouts):
            final, actions, work = play_deal(
                game, seed, options, make_player(game_slug, "random", seed=playout)
            )
            if final.status is Status.WON:
                return {**_won_game(game_slug, final, actions, work), "runs": playout + 1}
        return {"won": False, "runs": rule.random_playouts}
    if rung in ("strong_low", "strong_high"):
        player = make_player(game_slug, "strong", seed=0, budget=rule.budget(game_slug, rung))
    else:
        player = make_player(game_slug, rung, seed=0)
    final, actions, work = play_deal(game, seed, options, player)
    return _won_game(game_slug, final, actions, work)


def _ask_solver(
    *, game_slug: str, seed: str, options: dict, rule: ScreeningRule, candidate: dict[str, Any], preset: str
) -> bool:
    """Ask the solver about a candidate every player lost; True when it found a line (recorded on it)."""
    nodes = rule.solver_nodes.get(game_slug, 0)
    if not nodes or "solver" in candidate:
        return False
    candidate["solver"] = solving.solve_deal(game_slug=game_slug, seed=seed, options=options, nodes=nodes)
    if candidate["solver"]["verdict"] != "won":
        return False
    candidate["winner"] = "solver"
    candidate["tier"] = tier_by_winner(game_slug=game_slug, preset=preset, winner="solver")
    return True


def screen_certified(
    *, game_slug: str, seed: str, options: dict, preset: str, rule: ScreeningRule, target_tier: str
) -> dict[str, Any]:
    """One candidate under a certified rule: the ladder weakest first up to its first winner; the solver only
    when every player lost and the solver's tier in this preset is the target."""
    candidate: dict[str, Any] = {"players": {}, "winner": None, "tier": None}
    for rung in RUNGS:
        result = run_rung_certified(game_slug=game_slug, seed=seed, options=options, rule=rule, rung=rung)
        candidate["players"][rung] = result
        if result["won"]:
            candidate["winner"] = rung
            candidate["tier"] = tier_by_winner(game_slug=game_slug, preset=preset, winner=rung)
            return candidate
    if tier_by_winner(game_slug=game_slug, preset=preset, winner="solver") == target_tier:
        _ask_solver(
            game_slug=game_slug, seed=seed, options=options, rule=rule, candidate=candidate, preset=preset
        )
    return candidate


def winning_line(candidate: dict[str, Any]) -> dict[str, Any]:
    """The chosen deal's certificate and par: the best-scoring winning game played on it (the weaker player's
    among equal scores); the solver's line only when no player won."""
    players = candidate["players"]
    wins = [rung for rung in RUNGS if players.get(rung, {}).get("won")]
    if wins:
        best = max(wins, key=lambda rung: (players[rung]["score"], -RUNGS.index(rung)))
        return {"by": best, "score": players[best]["score"], "actions": players[best]["actions"]}
    solved = candidate["solver"]
    return {"by": "solver", "score": solved["score"], "actions": solved["actions"]}


def choose_certified(
    *, game_slug: str, seeds: list[str], options: dict, preset: str, rule: ScreeningRule, target_tier: str
) -> dict[str, Any]:
    """Rule ladder-2 (the module docstring has the stop rule). Raises :class:`NoCertifiedDeal` rather than
    return a deal nobody won."""
    candidates: list[dict[str, Any]] = []
    chosen = None
    for attempt, seed in enumerate(seeds[: rule.candidates]):
        screened = screen_certified(
            game_slug=game_slug, seed=seed, options=options, preset=preset, rule=rule, target_tier=target_tier
        )
        candidates.append({"attempt": attempt, **screened})
        if screened["tier"] == target_tier:
            chosen = attempt
            break
    if chosen is None:
        certified = [c for c in candidates if c["tier"] is not None]
        if certified:
            chosen = min(certified, key=lambda c: (tier_distance(c["tier"], target_tier), c["attempt"]))[
                "attempt"
            ]
    if chosen is None:
        for candidate in candidates:
            if _ask_solver(
                game_slug=game_slug,
                seed=seeds[candidate["attempt"]],
                options=options,
                rule=rule,
                candidate=candidate,
                preset=preset,
            ):
                chosen = candidate["attempt"]
                break
    if chosen is None:
        raise NoCertifiedDeal(
            f"{game_slug}: none of the {len(candidates)} candidates has a found winning line; no daily"
        )
    record = candidates[chosen]
    if "strong_high" not in record["players"]:
        record["players"]["strong_high"] = run_rung_certified(
            game_slug=game_slug, seed=seeds[chosen], options=options, rule=rule, rung="strong_high"
        )
    line = winning_line(record)
    result = {
        "rule": rule.name,
        "target_tier": target_tier,
        "candidates": candidates,
        "chosen": chosen,
        "tier": record["tier"],
        "par": line["score"],
        "line": line,
    }
    honest = honest_gold(game_slug=game_slug, seed=seeds[chosen], options=options, rule=rule, line=line)
    if honest is not None:
        result["honest"] = honest
    return result


def honest_gold(
    *, game_slug: str, seed: str, options: dict, rule: ScreeningRule, line: dict[str, Any]
) -> dict[str, Any] | None:
    """Rule ladder-3's gold on a day whose par came from the solver (None on any other day, or under an
    earlier rule): the strong bot, which chooses from what a player may see, plays the chosen deal at
    ``honest_factor`` times the high budget with seeds 0 .. ``honest_seeds`` - 1. Gold is the best score its
    won games reach, never above par; when none of them wins, one step below par (ladder-2's silver), since
    then no information-limited player is known to reach more (docs/daily.md has the figures)."""
    if not rule.honest_seeds or line["by"] != "solver":
        return None
    budget = rule.honest_factor * rule.budget(game_slug, "strong_high")
    game = get_game(game_slug)
    games = []
    for player_seed in range(rule.honest_seeds):
        player = make_player(game_slug, "strong", seed=player_seed, budget=budget)
        final, actions, work = play_deal(game, seed, options, player)
        games.append({"seed": player_seed, **_won_game(game_slug, final, actions, work)})
    wins = [g for g in games if g["won"]]
    par = line["score"]
    record: dict[str, Any] = {"budget": budget, "games": games}
    if wins:
        best = max(wins, key=lambda g: (g["score"], -g["seed"]))
        record.update(by="strong", seed=best["seed"], score=best["score"], gold=min(par, best["score"]))
    else:
        record.update(by=None, seed=None, score=None, gold=par - medal_step(par))
    return record


# Who reached par: a ladder player (it chooses from what a player may see) or the full-knowledge solver.
PAR_BY = ("player", "solver")
# Who reached gold: a player (par's own, or ladder-3's honest game), the solver (a ladder-2 day whose par was
# the solver's), or the rule alone (ladder-3, no honest game won: gold one step below par).
GOLD_BY = ("player", "solver", "rule")


def medal_ladder(record: dict[str, Any]) -> dict[str, Any]:
    """The day's ``par_by``, ``gold`` (None: gold is par) and ``gold_by`` from its screening record. Says
    nothing of the deal: only which kind of player reached the scores the day already publishes."""
    if (record.get("line") or {}).get("by") != "solver":
        return {"par_by": "player", "gold": None, "gold_by": "player"}
    honest = record.get("honest")
    if honest is None:
        return {"par_by": "solver", "gold": None, "gold_by": "solver"}
    return {"par_by": "solver", "gold": honest["gold"], "gold_by": "player" if honest["by"] else "rule"}


def par_note(*, par_by: str | None, gold_by: str | None, gold: int | None) -> str | None:
    """The card's sentence when par came from the solver (None otherwise): every daily answer carries it as
    ``par_note`` (``challenges.challenge_medals``), and the web client and the terminal show it as it is."""
    if par_by != "solver":
        return None
    said = "Par was set by a solver that saw every card"
    if gold_by == "player":
        return f"{said}; gold here is {gold}, a score a player who sees only the face-up cards reached."
    if gold_by == "rule":
        return f"{said}; gold here is {gold}, a step below par: no player seeing only face-up cards won."
    return f"{said}; gold here is par, which only a player who sees every card is known to reach."


def medal_step(par: int) -> int:
    """15% of par (at least 1), so the thresholds work for any game's scale and for negative scores too."""
    return max(1, math.ceil(abs(par) * 0.15))


def medals(par: int | None, gold: int | None = None) -> dict[str, int] | None:
    """Gold at par (or at ``gold``, rule ladder-3's honest gold on a solver-par day), then silver and bronze
    one and two steps (:func:`medal_step` of par) below gold."""
    if par is None:
        return None
    top = par if gold is None else gold
    step = medal_step(par)
    return {"gold": top, "silver": top - step, "bronze": top - 2 * step}


def medal_for(score: int | None, par: int | None, *, won: bool, gold: int | None = None) -> str | None:
    """The medal of a result: only a won game earns one. A loss, a resignation (at any move) or an abandoned
    daily never does, whatever it scored: a move-0 resignation scores the deal as dealt, which in Quetinny
    reached gold on 15 of 30 days."""
    thresholds = medals(par, gold)
    if not won or score is None or thresholds is None:
        return None
    for medal in ("gold", "silver", "bronze"):
        if score >= thresholds[medal]:
            return medal
    return None
