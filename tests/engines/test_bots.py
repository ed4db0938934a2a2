"""Every bot is built alike, ``Bot(seed=..., budget=...)``, and plays the same moves from the same deal, budget and
seed, in this process or another one with another hash seed: work is counted, the clock never decides."""

from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.daily.players import make_player
from games.engines.base import Status
from games.engines.bots import (
    Bot,
    FirstLegalBot,
    GreedyBot,
    Observation,
    RandomBot,
    play_out,
)
from games.engines.registry import get_game, slugs, strong_bot_class

# Small budgets keep whole games quick; the same code runs at the default budgets in bench/.
SMALL_BUDGET = {"weaver": 2_000, "witch": 4, "journey": 8, "match3": 2, "quetinny": 20}
ROOT = Path(__file__).resolve().parents[2]


def strong_game(slug: str, seed: int = 5, deal: str = "same-moves") -> tuple[list, int, int]:
    """The strong bot's log, its work and its decisions on one deal at the small budget."""
    game = get_game(slug)
    bot = strong_bot_class(slug)(seed=seed, budget=SMALL_BUDGET[slug])
    final, log = play_out(game, game.new_game(deal), bot)
    assert final.is_over
    return log, bot.work, len(log)


def test_every_game_has_a_strong_bot_with_the_one_constructor_and_a_documented_budget():
    assert sorted(SMALL_BUDGET) == sorted(slugs())
    for slug in slugs():
        bot_class = strong_bot_class(slug)
        parameters = inspect.signature(bot_class).parameters
        assert list(parameters) == ["seed", "budget", "time_limit_ms"], slug
        assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in parameters.values())
        assert bot_class.default_budget > bot_class.low_budget > 0
        assert bot_class.budget_unit != Bot.budget_unit  # says what it counts
        assert bot_class().budget == bot_class.default_budget
        assert bot_class(budget=3).budget == 3


@pytest.mark.parametrize("slug", SMALL_BUDGET)
def test_each_strong_bot_plays_identical_moves_twice_from_the_same_deal_budget_and_seed(slug):
    first, work, decisions = strong_game(slug)
    second, work_again, _ = strong_game(slug)
    assert first == second
    assert work == work_again
    assert 0 < work <= SMALL_BUDGET[slug] * decisions
    other_deal, _, _ = strong_game(slug, deal="other-deal")
    assert other_deal != first


@pytest.mark.parametrize("slug", SMALL_BUDGET)
@pytest.mark.parametrize("weak", [FirstLegalBot, RandomBot, GreedyBot])
def test_each_weak_ladder_player_plays_identical_moves_twice_from_the_same_deal_and_seed(slug, weak):
    game = get_game(slug)
    games = [play_out(game, game.new_game("same-moves"), weak(seed=7)) for _ in range(2)]
    (final, log), (final_again, log_again) = games
    assert log and log == log_again
    assert game.score(final) == game.score(final_again)


def test_the_moves_do_not_depend_on_the_process_or_its_hash_seed():
    # Another interpreter with another string-hash seed stands in for "another machine": the bots iterate no
    # set of strings where order would matter, and read no clock.
    here = {slug: strong_game(slug)[0] for slug in SMALL_BUDGET}
    script = (
        "import json, sys\n"
        "sys.path.insert(0, '.')\n"
        "from tests.engines.test_bots import SMALL_BUDGET, strong_game\n"
        "print(json.dumps({slug: strong_game(slug)[0] for slug in SMALL_BUDGET}))\n"
    )
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, check=True
        )
        assert json.loads(out.stdout) == here


class _NoClock:
    def perf_counter(self) -> float:
        raise AssertionError("a bot without a time limit read the clock")


@pytest.mark.parametrize("slug", SMALL_BUDGET)
def test_without_a_time_limit_no_bot_reads_the_clock(monkeypatch, slug):
    import games.engines.bots as bots_module
    import games.engines.weaver.solver as solver_module

    for module in (bots_module, solver_module):
        monkeypatch.setattr(module, "time", _NoClock())
    log, work, _ = strong_game(slug)
    assert log and work > 0


@pytest.mark.parametrize("slug", SMALL_BUDGET)
def test_a_bigger_budget_buys_more_work_on_the_same_deal(slug):
    game = get_game(slug)
    works = []
    for budget in (SMALL_BUDGET[slug], 4 * SMALL_BUDGET[slug]):
        bot = strong_bot_class(slug)(seed=1, budget=budget)
        state = game.new_game("more-work")
        for _ in range(8):  # the first few decisions, where every bot has choices to weigh
            if state.is_over:
                break
            state = game.apply(state, bot.choose(Observation(game, state)).action)
        works.append(bot.work)
    assert works[0] <= works[1]


@pytest.mark.parametrize("slug", SMALL_BUDGET)
def test_a_wall_clock_cap_of_zero_still_answers_a_legal_action(slug):
    game = get_game(slug)
    state = game.new_game("capped")
    observation = Observation(game, state)
    choice = strong_bot_class(slug)(seed=0, budget=10**9, time_limit_ms=0).choose(observation)
    assert choice.action in observation.legal_actions


def test_a_negative_budget_or_time_limit_is_refused():
    with pytest.raises(ValueError, match="budget"):
        strong_bot_class("weaver")(budget=-1)
    with pytest.raises(ValueError, match="time limit"):
        RandomBot(time_limit_ms=-5)


# ------------------------------------------------------------------------------------------- the ladder


@pytest.mark.parametrize("slug", SMALL_BUDGET)
def test_the_weak_ladder_players_play_legal_games_and_repeat_themselves(slug):
    game = get_game(slug)
    for kind in ("first_legal", "random", "greedy"):
        logs = []
        for _ in range(2):
            state = game.new_game("ladder")
            bot = make_player(slug, kind, seed=11)
            log = []
            while not state.is_over:
                observation = Observation(game, state)
                choice = bot.choose(observation)
                assert choice.action in observation.legal_actions
                if kind == "first_legal":
                    assert choice.action == observation.legal_actions[0]
                state = game.apply(state, choice.action)
                log.append(choice.action)
            logs.append(log)
        assert logs[0] == logs[1], kind


def test_the_greedy_player_takes_the_points_the_score_gives_at_once_and_draws_among_equals():
    # Weaver: harvesting a card scores 2 (it leaves the Garden and joins the Harvest), keeping it in the
    # basket 1: greedy harvests, and which harvest depends on its seed, not on the listing order.
    weaver = get_game("weaver")
    state = weaver.new_game("greedy")
    observation = Observation(weaver, state)
    best = max(weaver.score(weaver.apply(state, a)) for a in observation.legal_actions)
    chosen = []
    for seed in range(8):
        bot = GreedyBot(seed=seed)
        choice = bot.choose(observation)
        assert bot.work == len(observation.legal_actions)
        assert weaver.score(weaver.apply(state, choice.action)) == best
        assert choice.action["to"] == "harvest"
        chosen.append(json.dumps(choice.action, sort_keys=True))
    assert len(set(chosen)) > 1


def test_the_greedy_player_wins_when_one_action_wins():
    match3 = get_game("match3")
    # The last set of a target of one: greedy must take the winning slide among all others.
    for n in range(30):
        state = match3.new_game(f"greedy-win-{n}", {"target_sets": 1})
        winners = [a for a in match3.legal_actions(state) if match3.apply(state, a).status is Status.WON]
        if winners and len(winners) < len(match3.legal_actions(state)):
            choice = GreedyBot(seed=0).choose(Observation(match3, state))
            assert match3.apply(state, choice.action).status is Status.WON
            return
    pytest.fail("no deal with a winning slide among losing ones in 30 tries")
