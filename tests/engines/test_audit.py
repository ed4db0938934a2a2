"""The knowledge audit's statistic (games.engines.audit): deterministic, bounded, and honest-neutral."""

from __future__ import annotations

import math

from games.daily.players import make_player, play_deal
from games.engines import audit
from games.engines.base import Status
from games.engines.registry import get_game
from games.engines.solver import solve

WITCH = get_game("witch")
WITCH_OPTIONS = WITCH.options_schema.resolve(None, "advanced")


def _solver_line(seed: str) -> list:
    result = solve("witch", WITCH.new_game(seed, WITCH_OPTIONS), node_budget=5_000)
    assert result.verdict == "won"
    return list(result.line)


def test_the_same_play_gets_the_same_figures_on_every_run():
    line = _solver_line("audit-test-1")
    first = audit.move_evidence("witch", "audit-test-1", WITCH_OPTIONS, line)
    second = audit.move_evidence("witch", "audit-test-1", WITCH_OPTIONS, line)
    assert first == second
    assert first.verdict == "measured" and first.units > 0


def test_an_audit_out_of_budget_is_unknown_and_never_holds():
    line = _solver_line("audit-test-1")
    result = audit.audit_play(
        "witch", "audit-test-1", WITCH_OPTIONS, line, honest_won=0, honest_played=1000, budget=10,
        thresholds={"single": -100.0, "account": -100.0},
    )  # fmt: skip
    assert result.verdict == "unknown"
    assert result.reason.startswith("The audit ran out of its budget")


def test_a_win_on_a_deal_nobody_won_weighs_more_than_one_everybody_won():
    rare = audit.prior_llr(honest_won=0, honest_played=24)
    common = audit.prior_llr(honest_won=20, honest_played=24)
    assert rare > 2 > common
    assert math.isfinite(rare)


def test_the_ladder_record_counts_each_random_game_and_each_bot():
    candidate = {
        "players": {
            "first_legal": {"won": False},
            "random": {"won": False, "runs": 20},
            "greedy": {"won": False},
            "strong_low": {"won": True, "score": 5},
        }
    }
    assert audit.ladder_record(candidate) == (1, 23)


def test_weaver_has_no_moves_part_and_its_prior_still_speaks():
    weaver = get_game("weaver")
    options = weaver.options_schema.resolve(None, "standard")
    result = audit.audit_play(
        "weaver", "audit-test-w", options, [], honest_won=0, honest_played=24,
        thresholds={"single": 1.0, "account": 10.0},
    )  # fmt: skip
    assert result.moves == 0.0
    assert result.verdict == "hold"


def test_an_honest_players_ranks_sit_around_the_middle_and_a_held_account_needs_more_than_one_lucky_win():
    # A random player's moves depend only on the view: its true deal is one more sample, so its ranks average
    # about one half (a clairvoyant's lean towards one). Three short games keep this cheap.
    ranks = []
    for index in range(3):
        seed = f"audit-test-honest-{index}"
        final, actions, _ = play_deal(WITCH, seed, WITCH_OPTIONS, make_player("witch", "random", seed=index))
        ranks += [d.u for d in audit.move_evidence("witch", seed, WITCH_OPTIONS, actions).decisions]
        assert final.status in (Status.WON, Status.LOST)
    assert ranks and 0.25 < sum(ranks) / len(ranks) < 0.75
    limits = {"single": 50.0, "account": 60.0}
    line = _solver_line("audit-test-1")
    alone = audit.audit_play(
        "witch", "audit-test-1", WITCH_OPTIONS, line, honest_won=10, honest_played=24, thresholds=limits
    )
    with_history = audit.audit_play(
        "witch", "audit-test-1", WITCH_OPTIONS, line, honest_won=10, honest_played=24, thresholds=limits,
        earlier=[40.0, 40.0],
    )  # fmt: skip
    assert alone.verdict == "pass" and alone.statistic < 50.0
    assert with_history.account == alone.statistic + 80.0
    assert with_history.verdict == "hold" and "2 earlier audited wins" in with_history.reason
