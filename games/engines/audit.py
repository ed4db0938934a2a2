"""The knowledge audit: how far a won play relied on cards its player could not see (docs/fair-play.md).

A player who looked at a deal on a second account, then played the solver's line, wins with moves that are good
*on this deal* and no better than any other move on the deals the player could not tell it from. An honest
player's moves depend only on what was face up, so to them the true deal is one more deal among those
consistent with the view. The audit turns that into a number, in three parts that add up as log-likelihood
ratios (natural logs; larger means more like a clairvoyant):

**Moves.** At each decision with more than one legal action, every legal action is applied to the true position
and to ``samples`` positions whose face-down cards are dealt again at random (the engine's ``sample_hidden``, the
same sampler the bots use). Each action is valued by the game's solver heuristic (``SearchHooks.value``; a win is
worth more than any value, a loss less), and the chosen action's *regret* on a position is its value minus the
best action's value there. The rank ``u`` of the true deal's regret among the ``samples + 1`` regrets (ties
broken at random) is uniform on (0, 1) for an honest player, whatever the player's skill: the true deal is
exchangeable with the samples given the view. A clairvoyant's ``u`` leans towards 1. Each counted decision adds
``log a + (a - 1) log u`` (a test against a ``Beta(a, 1)`` alternative, ``a = ALTERNATIVE``), which has mean
``log a - (a - 1) < 0`` under honest play. A decision whose sampled regrets are all equal says nothing and is
not counted (that depends on the samples only, so skipping it keeps the honest distribution).

**The deal's prior.** A win on a deal that information-limited players rarely win is itself evidence:
``log(CLAIRVOYANT_WIN_RATE / honest)``, where ``honest`` is the share of the screening ladder's games
(``games.daily.ladder``: first-legal, the random player's games, greedy, the strong bot at its two budgets) that
won this deal, with half a win added so that it is never zero.

**The account's history.** The statistics of the account's earlier audited ranked wins are summed with this
one (a sequential test): one lucky-looking win does not hold an honest player, a run of them does.

Everything is deterministic from the play (the samples' generator is seeded by the deal's seed and the log), and
bounded: the audit counts its work in *units* (one action applied and valued) and answers ``unknown`` when the
budget runs out before the log does. ``unknown`` never holds a play. Weaver has no face-down cards: its moves
part is empty and only the prior and the history speak (docs/fair-play.md says what that reaches).

Pure Python: no Django. ``bench/knowledge_audit.py`` calibrates the thresholds below.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from games.engines.base import Action, Status
from games.engines.registry import get_game
from games.engines.solver import applied, hooks_for

SAMPLES = 12
ALTERNATIVE = 3.0
# Per audit, in units (one action applied to one position and valued): about 10 to 40 us a unit, so the
# default is well under 10 s of CPU for the longest logs (Journey) and under 1 s for most.
DEFAULT_BUDGET = 400_000
# The share of its wins a clairvoyant (the full-knowledge solver at the screening's budget) wins on the deals the
# ladder screens; the prior's numerator. Measured by bench/knowledge_audit.py (docs/fair-play.md).
CLAIRVOYANT_WIN_RATE = 0.75
# The thresholds, per game, from bench/knowledge_audit.py (docs/fair-play.md, "The knowledge audit", 2026-11-28):
# a play is held when its statistic (moves + prior) is above ``single``, or when the account's running sum over its
# audited wins, this one included, is above ``account``. ``single`` is the largest statistic of an honest win
# measured (no honest win measured is held; with fewer than 100 honest wins a game, that is the only way to stay
# under 1%), raised to the pooled largest (4.18, Quetinny, rounded up) where a game had under 10 honest wins; Journey's is
# the screening ladder's own winning game of one bench deal (3.77), above the bench's 3.55. ``account`` is the
# 99th percentile of the running sum over honest accounts of 10 wins drawn from the measured wins (the pooled
# largest where a game had too few). Few deals measured: docs/fair-play.md gives the counts.
THRESHOLDS: dict[str, dict[str, float]] = {
    "journey": {"single": 3.77, "account": 8.58},
    "match3": {"single": 4.18, "account": 26.76},
    "quetinny": {"single": 4.18, "account": 21.60},
    "weaver": {"single": 4.18, "account": 26.76},
    "witch": {"single": 3.65, "account": 26.76},
}
# The statistic of the honest wins bench/knowledge_audit.py measured, per game (sorted): a held play's percentile.
HONEST_STATISTICS: dict[str, tuple[float, ...]] = {
    "journey": (-11.34, -7.95, -7.47, -7.47, -3.81, -3.81, -2.35, -2.04, -0.9, -0.53, -0.39, -0.25, -0.01, 0.64,
                0.82, 0.82, 1.1, 1.1, 1.42, 1.53, 3.55),
    "match3": (-12.85,),
    "quetinny": (-2.74, -1.08, -0.94, -0.94, 0.37, 0.47, 0.55, 0.55, 0.8, 0.8, 1.23, 1.23, 2.01, 2.13, 3.81, 4.17),
    "witch": (-8.41, -7.67, -5.52, -2.67, -2.15, -1.18, 0.36, 0.62, 0.67, 1.02, 1.24, 2.02, 3.64, 3.64),
}  # fmt: skip

Verdict = Literal["hold", "pass", "unknown"]


@dataclass(frozen=True)
class Decision:
    index: int  # the action's index in the log
    u: float  # the true deal's rank among the samples, in (0, 1]
    llr: float  # what it added to the moves' statistic
    legal: int  # how many legal actions there were

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "u": round(self.u, 4), "llr": round(self.llr, 3), "legal": self.legal}


@dataclass(frozen=True)
class MoveEvidence:
    verdict: Literal["measured", "unknown"]
    llr: float
    counted: int  # decisions that added to ``llr``
    units: int
    decisions: tuple[Decision, ...] = field(default=())


def _value(hooks: Any, state: Any) -> float:
    if state.status is Status.WON:
        return math.inf
    if state.status is Status.LOST:
        return -math.inf
    return float(hooks.value(state))


def _regret(game: Any, hooks: Any, state: Any, legal: Sequence[Action], chosen: int) -> float:
    values = [_value(hooks, applied(game, state, action)) for action in legal]
    best = max(values)
    mine = values[chosen]
    if mine == best:  # inf - inf is nan: a chosen win (or the best of equal losses) has no regret
        return 0.0
    return mine - best


def _generator(seed: str, actions: Sequence[Action], salt: str) -> random.Random:
    digest = hashlib.sha256(
        json.dumps([seed, actions, salt], sort_keys=True, separators=(",", ":")).encode()
    ).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def move_evidence(
    game_slug: str,
    seed: str,
    options: dict[str, Any],
    actions: Sequence[Action],
    *,
    version: str | None = None,
    samples: int = SAMPLES,
    budget: int = DEFAULT_BUDGET,
    alternative: float = ALTERNATIVE,
    salt: str = "",
) -> MoveEvidence:
    """The moves' part of the statistic for the play ``actions`` of the deal ``seed``: see the module docstring.
    A game without face-down cards has none (measured, 0). Out of ``budget`` units: ``unknown``."""
    game = get_game(game_slug)
    if not game.hidden_zones:
        return MoveEvidence("measured", 0.0, 0, 0)
    hooks = hooks_for(game_slug)
    rng = _generator(seed, actions, salt)
    state = game.new_game(seed, options, version=version)
    llr, counted, units = 0.0, 0, 0
    decisions: list[Decision] = []
    for index, action in enumerate(actions):
        if state.is_over:
            break
        legal = game.legal_actions(state)
        if len(legal) > 1 and action in legal:
            cost = len(legal) * (samples + 1)
            if units + cost > budget:
                return MoveEvidence("unknown", llr, counted, units)
            units += cost
            chosen = legal.index(action)
            true = _regret(game, hooks, state, legal, chosen)
            sampled = [
                _regret(game, hooks, game.sample_hidden(state, rng), legal, chosen) for _ in range(samples)
            ]
            if any(value != sampled[0] for value in sampled):
                below = sum(value < true for value in sampled)
                tied = sum(value == true for value in sampled)
                u = (below + rng.random() * (tied + 1)) / (samples + 1)
                gain = math.log(alternative) + (alternative - 1) * math.log(max(u, 1e-9))
                llr += gain
                counted += 1
                decisions.append(Decision(index, u, gain, len(legal)))
        state = game.apply(state, action)
    return MoveEvidence("measured", llr, counted, units, tuple(decisions))


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
class Audit:
    verdict: Verdict
    statistic: float  # moves + prior, this play alone
    moves: float
    prior: float
    account: float  # the running sum over the account's earlier audited wins and this one
    percentile: float | None  # of ``statistic`` among the honest wins measured, when the game has them
    units: int
    weightiest: tuple[Decision, ...]
    reason: str

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
    earlier: Sequence[float] = (),
    version: str | None = None,
    budget: int = DEFAULT_BUDGET,
    thresholds: dict[str, float] | None = None,
) -> Audit:
    """The audit of one won play: ``earlier`` are the statistics of the account's earlier audited wins (oldest
    first). Holds when this play's statistic or the account's running sum is over the game's threshold."""
    limits = thresholds or THRESHOLDS[game_slug]
    moves = move_evidence(game_slug, seed, options, actions, version=version, budget=budget)
    prior = prior_llr(honest_won=honest_won, honest_played=honest_played)
    weightiest = tuple(sorted(moves.decisions, key=lambda d: -d.llr)[:5])
    if moves.verdict == "unknown":
        return Audit(
            "unknown", prior, moves.llr, prior, math.nan, None, moves.units, weightiest,
            f"The audit ran out of its budget of {budget} units before the log's end: not held.",
        )  # fmt: skip
    statistic = moves.llr + prior
    account = sum(earlier) + statistic
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
            f"this win and the account's {len(earlier)} earlier audited wins together (sum {account:.1f}, over "
            f"{limits['account']:.1f}) look played with the face-down cards known"
        )
    return Audit(
        verdict, statistic, moves.llr, prior, account, percentile(game_slug, statistic), moves.units, weightiest,
        reason,
    )  # fmt: skip
