"""The post-game analysis (``games/engines/analysis.py``): a turning point it reports is proved on both sides
(the continuation wins from it, the solver exhausts the position after the player's move), an exhausted budget
says unknown, and a game that follows a winning line and then resigns turns exactly at the resignation.

The Witch is the game under test here: its searches settle in a few thousand nodes, so the suite stays cheap;
``bench/analysis.py`` runs every game at the real budgets."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from games.engines.analysis import Analysis, _next_probe, analyse, positions, shared_prefix
from games.engines.base import RESIGN, Status
from games.engines.bots import RandomBot, play_out
from games.engines.registry import get_game
from games.engines.solver import solve

SLUG = "witch"
BUDGET = 15_000  # the whole analysis; one call gets at most 5,000 (an unknown is a fair answer here)
CALL = 5_000


def lost_game(seed: str, player_seed: int, preset: str = "advanced"):
    game = get_game(SLUG)
    options = game.resolve_options(None, preset)
    final, log = play_out(game, game.new_game(seed, options), RandomBot(seed=player_seed))
    return game, options, final, log


def certified(seed: str, options):
    result = solve(SLUG, get_game(SLUG).new_game(seed, options), node_budget=CALL)
    return result.line if result.verdict == "won" else None


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10_000), player=st.integers(min_value=0, max_value=50))
@example(seed=1143, player=35)  # found by the walk back, proved over calls that share what they proved lost
def test_a_turning_point_is_proved_on_both_sides_and_an_unknown_brackets_what_was_proved(seed, player):
    game, options, final, log = lost_game(f"analysis-{seed}", player)
    if final.status is not Status.LOST:
        return
    row = positions(SLUG, f"analysis-{seed}", options, log)
    result = analyse(SLUG, row, log, node_budget=BUDGET, call_budget=CALL)
    assert result is not None and result.kind == "loss" and result.moves == len(log)
    # The walk back's depth-first calls finish the expansion they began below the budget: one position's moves
    # at most over it (the Witch lists a few dozen at most).
    assert result.nodes < BUDGET + 100 and result.calls == len(result.probes)
    if result.verdict == "found":
        turning = result.turning
        assert turning is not None and result.losing_move == turning + 1 <= len(log)
        state = row[turning]
        for action in result.continuation:
            state = game.apply(state, action)
        assert state.status is Status.WON and result.continuation_score == game.score(state)
        # The player's move from there: the position after it is proved bad (the end, or an exhausted search). The
        # walk back proves it over several calls that share what each proved lost, so one fresh search may need
        # the nodes of all of them: it gets twice the analysis' whole budget, never just one call's.
        after = row[turning + 1]
        assert (
            after.status is Status.LOST or solve(SLUG, after, node_budget=2 * BUDGET).verdict == "unwinnable"
        )
        assert result.continuation and result.continuation[0] != log[turning]
    elif result.verdict == "never":
        assert result.bad == 0 and solve(SLUG, row[0], node_budget=BUDGET).verdict != "won"
    else:
        assert result.turning is None and result.continuation == ()
        assert -1 <= result.good < result.bad - 1  # a gap is left between what was proved good and bad


@pytest.mark.parametrize("cut", [0, 5, 17])
def test_a_game_that_follows_a_winning_line_then_resigns_turns_at_the_resignation(cut):
    game = get_game(SLUG)
    options = game.resolve_options(None, "base")
    seed = next(f"line-{n}" for n in range(50) if certified(f"line-{n}", options))
    line = certified(seed, options)
    assert line is not None and len(line) > cut
    log = [*line[:cut], RESIGN]
    row = positions(SLUG, seed, options, log)
    assert row[-1].status is Status.LOST

    known = analyse(SLUG, row, log, known_line=line)
    assert known is not None and known.verdict == "found"
    assert (known.turning, known.losing_move, known.calls) == (cut, cut + 1, 0)  # the line proves it: no call
    assert known.continuation == tuple(line[cut:])

    searched = analyse(SLUG, row, log)  # the same point, from the solver alone
    assert searched is not None and searched.verdict == "found" and searched.turning == cut
    assert searched.calls >= 1


def test_no_budget_says_unknown_and_never_guesses():
    seed, player = next(
        (f"budget-{n}", n) for n in range(40) if lost_game(f"budget-{n}", n)[2].status is Status.LOST
    )
    _, options, _, log = lost_game(seed, player)
    row = positions(SLUG, seed, options, log)
    result = analyse(SLUG, row, log, node_budget=0)
    assert result == Analysis("loss", "unknown", len(log), None, -1, len(log))


def test_a_win_at_par_or_without_one_has_nothing_to_find_and_a_win_below_par_is_analysed_for_par():
    game = get_game(SLUG)
    options = game.resolve_options(None, "base")
    seed = next(f"par-{n}" for n in range(50) if certified(f"par-{n}", options))
    line = list(certified(seed, options))
    row = positions(SLUG, seed, options, line)
    score = game.score(row[-1])
    assert analyse(SLUG, row, line) is None
    assert analyse(SLUG, row, line, par=score) is None
    # Par one point above the line's score: the line's own game is below par, and its end proves nothing good.
    result = analyse(SLUG, row, line, par=score + 1, node_budget=BUDGET, call_budget=CALL)
    assert result is not None and result.kind == "below_par"
    if result.verdict == "found":
        assert result.continuation_score is not None and result.continuation_score >= score + 1


def test_the_probe_is_the_middle_of_the_latest_stretch_not_yet_asked():
    assert _next_probe(-1, 10, set()) == 4
    assert _next_probe(4, 10, {7}) == 8  # after an unknown, the later stretch first
    assert _next_probe(4, 10, {7, 8, 9}) == 5
    assert _next_probe(4, 10, {5, 6, 7, 8, 9}) is None
    assert _next_probe(4, 5, set()) is None
    assert shared_prefix([{"a": 1}, {"b": 2}], [{"a": 1}, {"c": 3}]) == 1
