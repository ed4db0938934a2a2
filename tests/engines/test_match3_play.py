"""Match-3 Solitaire in play: properties over random games, golden playthroughs, and the bot.

Regenerate the golden fixtures (after a deliberate change of behaviour) with
``REGENERATE_GOLDEN=1 .venv/bin/pytest tests/engines/test_match3_play.py -k golden``.
"""

from __future__ import annotations

import itertools
import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.base import Status
from games.engines.bots import Observation, RandomBot, play_out
from games.engines.match3 import GAME, STRONG_BOT, Match3State
from games.engines.match3.bot import _Table
from games.engines.match3.rules import complete_lines, month
from games.engines.rng import DealRng

FIXTURES = Path(__file__).parent / "fixtures"
GOLDEN_SEEDS = ("3", "8")
GOLDEN_BOT = {"seed": 0}  # the default work budget: the same game on every machine


def grid_months(state):
    return [month(c) if c else 0 for row in state.grid for c in row]


def random_game(seed, walk, options):
    rng = random.Random(walk)
    state = GAME.new_game(seed, options)
    states = [state]
    while not state.is_over:
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        states.append(state)
    return states


SEEDS = st.text(st.characters(exclude_characters="\x00", exclude_categories=["Cs"]), min_size=1, max_size=20)
OPTIONS = st.fixed_dictionaries(
    {
        "cascade": st.booleans(),
        "entry_points": st.sampled_from([12, 6]),
        "target_sets": st.integers(1, 12),
        "fill_order": st.sampled_from(["row_major", "snake", "spiral"]),
        "reshuffle_initial_lines": st.booleans(),
    }
)


@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, walk=st.integers(0, 2**32), options=OPTIONS)
def test_a_turn_that_goes_on_draws_one_card_plus_three_per_set_and_no_game_outlasts_36_slides(
    seed, walk, options
):
    states = random_game(seed, walk, options)
    assert len(states) - 1 <= GAME.max_actions
    for before, after in itertools.pairwise(states):
        if after.is_over:
            continue
        gained = len(after.sets) - len(before.sets)
        assert len(before.deck) - len(after.deck) == 1 + 3 * gained
        assert None not in after.row and all(c is not None for row in after.grid for c in row)
        assert after.turn == before.turn + 1
        if options["cascade"]:
            assert complete_lines(grid_months(after)) == []


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, walk=st.integers(0, 2**32))
def test_a_game_ends_only_by_reaching_the_target_or_by_a_refill_the_deck_cannot_complete(seed, walk):
    final = random_game(seed, walk, {})[-1]
    if final.status is Status.WON:
        assert len(final.sets) >= 9
    else:
        assert final.end_reason == "deck_exhausted"
        assert final.deck == []
        assert len(final.sets) < 9


@settings(max_examples=30, deadline=None)
@given(seed=SEEDS, slot=st.integers(0, 3), index=st.integers(0, 11))
def test_naming_the_card_in_a_slide_never_changes_what_it_does(seed, slot, index):
    state = GAME.new_game(seed)
    action = GAME.legal_actions(state)[slot * 12 + index]
    named = {**action, "card_id": state.row[slot]}
    assert GAME.state_to_json(GAME.apply(state, named)) == GAME.state_to_json(GAME.apply(state, action))


# ------------------------------------------------------------------------------------------------ golden


def golden_path(seed: str) -> Path:
    return FIXTURES / f"match3_golden_{seed}.json"


def play_golden(seed: str) -> dict:
    options = GAME.resolve_options()
    final, log = play_out(GAME, GAME.new_game(seed, options), STRONG_BOT(**GOLDEN_BOT))
    return {
        "seed": seed,
        "options": options,
        "bot": STRONG_BOT.name,
        "actions": log,
        "final": GAME.serialize(final),
    }


def regenerate_golden() -> None:
    for seed in GOLDEN_SEEDS:
        golden_path(seed).write_text(json.dumps(play_golden(seed), indent=1) + "\n")


@pytest.mark.parametrize("seed", GOLDEN_SEEDS)
def test_a_golden_playthrough_replays_to_the_recorded_final_state(seed):
    if os.environ.get("REGENERATE_GOLDEN") == "1":
        regenerate_golden()
    golden = json.loads(golden_path(seed).read_text())
    final = GAME.replay(golden["seed"], golden["options"], golden["actions"])
    assert GAME.serialize(final) == golden["final"]


def test_the_golden_games_include_a_win_and_a_loss():
    outcomes = {
        json.loads(golden_path(seed).read_text())["final"]["state"]["status"] for seed in GOLDEN_SEEDS
    }
    assert outcomes == {"won", "lost"}


# ------------------------------------------------------------------------------------------------ bot


def position(grid, row, deck, *, sets=(), discard=(), **options) -> Match3State:
    return Match3State(
        options=GAME.resolve_options(options),
        rng=DealRng.from_seed("bot"),
        grid=[list(cells) for cells in grid],
        row=list(row),
        deck=list(deck),
        sets=[list(taken) for taken in sets],
        discard=list(discard),
    )


def test_the_bot_takes_the_winning_line():
    eight = [
        ["01a", "01b", "01c"],
        ["04b", "04c", "04d"],
        ["05a", "05b", "05d"],
        ["06b", "06c", "06d"],
        ["07b", "07c", "07d"],
        ["08a", "08b", "08c"],
        ["09b", "09c", "09d"],
        ["10a", "10b", "10c"],
    ]
    state = position(
        [["02a", "06a", "03a"], ["04a", "03c", "09a"], ["02c", "07a", "11b"]],
        ["12a", "11a", "02d", "05c"],
        [],
        sets=eight,
    )
    choice = STRONG_BOT(seed=1).choose(Observation(GAME, state))
    assert GAME.apply(state, choice.action).status is Status.WON
    assert choice.reason.endswith("wins the game.")


def test_the_bot_makes_a_line_when_it_can_and_says_which_month():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["11a", "12a", "05c", "01b"],
        ["02b", "03b", "04b", "10b", "10c", "11b", "12b", "04c"],
    )
    choice = STRONG_BOT(seed=1).choose(Observation(GAME, state))
    assert len(GAME.apply(state, choice.action).sets) == 1
    assert "a line of Iris" in choice.reason


def test_without_a_line_the_bot_sets_one_up_for_a_row_card():
    # No slide makes a line, but 05c slid in at the top of column 2 is pushed down between 05a and 05b by
    # any card slid in there next turn: a sure line with a card already in the row.
    state = position(
        [["01a", "02a", "03a"], ["05a", "06a", "05b"], ["07a", "08a", "09a"]],
        ["11a", "12a", "05c", "04a"],
        ["02b", "03b", "04b", "10b", "10c", "11b", "12b", "04c"],
    )
    assert all(not GAME.apply(state, a).sets for a in GAME.legal_actions(state))
    choice = STRONG_BOT(seed=1).choose(Observation(GAME, state))
    assert choice.action == {"type": "slide", "card": 2, "edge": "top", "line": 1}
    after = GAME.apply(state, choice.action)
    assert any(
        GAME.apply(after, a).sets for a in GAME.legal_actions(after) if after.row[a["card"]] in state.row
    )
    assert "can make one next turn" in choice.reason


def test_the_bot_decides_from_the_view_alone():
    state = GAME.apply(GAME.new_game("blind"), GAME.legal_actions(GAME.new_game("blind"))[7])
    other = GAME.sample_hidden(state, random.Random(3))
    assert other.deck != state.deck
    first = STRONG_BOT(seed=9, budget=4).choose(Observation(GAME, state))
    second = STRONG_BOT(seed=9, budget=4).choose(Observation(GAME, other))
    assert first == second


@pytest.mark.parametrize(
    "options", [{}, {"entry_points": 6}, {"cascade": False, "fill_order": "spiral", "target_sets": 5}]
)
def test_the_bot_plays_whole_games_with_legal_actions_and_a_sentence_for_each(options):
    state = GAME.new_game("whole", options)
    bot = STRONG_BOT(seed=2, budget=2)
    while not state.is_over:
        observation = Observation(GAME, state)
        choice = bot.choose(observation)
        assert choice.action in observation.legal_actions
        assert choice.reason.endswith(".")
        state = GAME.apply(state, choice.action)


def test_the_bots_first_turn_ranking_alone_beats_random_play_by_far():
    quick, random_bot = STRONG_BOT(seed=0, budget=0), RandomBot(seed=0)
    quick_sets = [len(play_out(GAME, GAME.new_game(f"versus-{n}"), quick)[0].sets) for n in range(20)]
    random_sets = [len(play_out(GAME, GAME.new_game(f"versus-{n}"), random_bot)[0].sets) for n in range(20)]
    assert sum(quick_sets) / 20 > 5 > 1 > sum(random_sets) / 20


def test_with_no_budget_to_look_deeper_the_bot_answers_from_its_first_turn_ranking():
    state = GAME.new_game("hurry")
    for _ in range(3):
        observation = Observation(GAME, state)
        hurried = STRONG_BOT(seed=4, budget=0)
        choice = hurried.choose(observation)
        assert hurried.work == 0
        ranked = hurried._one_turn(_Table(observation.view))
        assert choice.action["card"] == ranked[0].slot
        state = GAME.apply(state, choice.action)
