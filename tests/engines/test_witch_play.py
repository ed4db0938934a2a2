"""The Witch of Pendle Hill beyond the scenarios: matching properties, what the bot's samples may know, the
bot itself, and golden playthroughs.

Regenerate the golden fixtures (after a deliberate change of behaviour) with
``REGENERATE_GOLDEN=1 .venv/bin/pytest tests/engines/test_witch_play.py -k golden``.
"""

from __future__ import annotations

import json
import os
import random
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.bots import Observation, RandomBot
from games.engines.cards import FRENCH_52
from games.engines.witch import GAME, STRONG_BOT
from games.engines.witch import bot as B
from games.engines.witch import rules as R
from games.engines.witch.rules import WitchState

FIXTURES = Path(__file__).parent / "fixtures"
PRESETS = ["base", "advanced", "magic", "advanced_magic"]


def brute_totals(cards: list[str]) -> set[int]:
    return {t for k in (1, 2) for combo in combinations(cards, k) for t in R.card_sums(list(combo))}


def mask_totals(mask: int) -> set[int]:
    return {t for t in range(64) if mask >> t & 1}


cards_strategy = st.lists(st.sampled_from(FRENCH_52), unique=True, max_size=12)


@settings(max_examples=200, deadline=None)
@given(cards=cards_strategy)
def test_the_totals_of_a_pile_are_those_of_its_one_and_two_card_subsets(cards):
    assert mask_totals(R.sum_mask(cards)) == brute_totals(cards)


@settings(max_examples=150, deadline=None)
@given(
    cards=st.lists(st.sampled_from(FRENCH_52), unique=True, min_size=6, max_size=14),
    hand_size=st.integers(0, 9),
    slots=st.lists(st.booleans(), min_size=5, max_size=5),
)
def test_the_listed_attacks_are_exactly_the_matching_pairs_of_subsets(cards, hand_size, slots):
    hand, rest = cards[:hand_size], cards[hand_size:]
    ghosts = [rest.pop() if live and rest else None for live in slots]
    state = WitchState(options=GAME.resolve_options(), rng=None, hand=hand, ghosts=ghosts)
    live = [i for i, g in enumerate(ghosts) if g]
    expected = {
        (h, g)
        for k in (1, 2)
        for h in combinations(hand, k)
        for j in (1, 2)
        for g in combinations(live, j)
        if R.card_sums(list(h)) & R.card_sums([ghosts[i] for i in g])
    }
    listed = [(a.hand, a.slots) for a in R.attack_options(state)]
    assert set(listed) == expected and len(listed) == len(expected)
    assert R.has_attack(state) == bool(expected)


def random_states(preset: str, games: int, seed: int = 0):
    rng = random.Random(f"{preset}/{seed}")
    for n in range(games):
        state = GAME.new_game(f"states-{preset}-{n}", preset=preset)
        while not state.is_over:
            yield state
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))


@pytest.mark.parametrize("preset", PRESETS)
def test_samples_keep_what_a_player_knows_about_the_face_down_cards(preset):
    rng = random.Random(1)
    changed = 0
    for n, state in enumerate(random_states(preset, 12)):
        if n % 3:
            continue
        sample = GAME.sample_hidden(state, rng)
        assert GAME.view(sample) == GAME.view(state)
        assert all(c not in R.WITCHES for c in [*sample.attack_pile, *sample.reserve])
        assert "WZ" not in sample.ghost_pile
        # A pile shuffled from a discard holds exactly the cards that were seen in that discard.
        if state.ghost_pile and all(state.provenance[c][0] > 0 for c in state.ghost_pile):
            assert sorted(sample.ghost_pile) == sorted(state.ghost_pile)
        soldiers = [*state.attack_pile, *(c for c in state.reserve if c)]
        if soldiers and all(state.provenance[c][0] > 0 for c in soldiers):
            assert sorted([*sample.attack_pile, *(c for c in sample.reserve if c)]) == sorted(soldiers)
        assert sample.rng != state.rng  # future shuffles cannot be foreseen
        changed += sample.attack_pile != state.attack_pile or sample.ghost_pile != state.ghost_pile
    assert changed > 0


def test_a_sample_does_not_depend_on_where_the_face_down_cards_really_are():
    for state in list(random_states("magic", 3))[::7]:
        other_truth = GAME.sample_hidden(state, random.Random(5))  # same view, other face-down cards
        first = GAME.sample_hidden(state, random.Random(9))
        second = GAME.sample_hidden(other_truth, random.Random(9))
        assert GAME.zones(first) == GAME.zones(second)


def test_the_greedy_policy_only_plays_legal_actions():
    for preset in PRESETS:
        for n in range(15):
            state = GAME.new_game(f"greedy-{n}", preset=preset)
            while not state.is_over:
                action = B.greedy_action(state)
                assert action in GAME.legal_actions(state)
                state = GAME.apply(state, action)


def test_the_round_planner_finds_the_sweep_of_the_first_scenario():
    kills, used, first = B.plan((2, 6, 9, 13), (1, 4, 5, 8, 12))
    assert (kills, used) == (5, 4)
    assert first is not None


def test_the_bot_plays_a_legal_action_with_a_reason_within_its_budget():
    bot = STRONG_BOT(seed=3, budget=4)
    for decisions, state in enumerate(list(random_states("advanced_magic", 2, seed=3))[::5], start=1):
        observation = Observation(GAME, state)
        choice = bot.choose(observation)
        assert bot.work <= 4 * decisions
        assert choice.action in observation.legal_actions
        assert choice.reason.endswith(".") and len(choice.reason) < 120


def test_the_bot_decides_the_same_whatever_the_face_down_cards_really_are():
    for state in list(random_states("base", 2, seed=4))[::6]:
        other_truth = GAME.sample_hidden(state, random.Random(2))
        first = STRONG_BOT(seed=7, budget=6).choose(Observation(GAME, state))
        second = STRONG_BOT(seed=7, budget=6).choose(Observation(GAME, other_truth))
        assert first == second


def test_the_bot_discards_the_third_witch_when_it_must():
    state = WitchState(
        options=GAME.resolve_options(preset="advanced"),
        rng=GAME.new_game("w").rng,
        phase=R.Phase.REWARD,
        witches=["W1", "W2", "W3"],
        final_round=True,
        removed=["QS"],
        attack_pile=list(FRENCH_52[13:30]),
        ghost_pile=list(FRENCH_52[30:]),
    )
    choice = STRONG_BOT(seed=1, budget=6).choose(Observation(GAME, state))
    assert choice.action == {"type": "reward", "choice": "discard_witch"}
    assert choice.reason == "Discard a witch: the only real choice."


def test_the_strong_bot_beats_random_play_on_a_few_deals():
    # A work budget (samples), never the clock: the same games on every machine.
    wins = {"strong": 0, "random": 0}
    for n in range(4):
        strong = STRONG_BOT(seed=n, budget=6)
        for name, bot in (("strong", strong), ("random", RandomBot(seed=n))):
            state = GAME.new_game(f"duel-{n}", preset="advanced")
            while not state.is_over:
                state = GAME.apply(state, bot.choose(Observation(GAME, state)).action)
            wins[name] += GAME.score(state)
    assert wins["strong"] > wins["random"]


# ---------------------------------------------------------------------------------------- golden games

GOLDEN = [("pendle-1", "base"), ("pendle-2", "advanced_magic")]


def golden_path(seed: str) -> Path:
    return FIXTURES / f"witch_golden_{seed}.json"


def regenerate_golden(seed: str, preset: str) -> None:
    """Play the deal with the strong bot (a fixed number of samples, so the game is reproducible) and store
    its log and final state."""
    options = GAME.resolve_options(preset=preset)
    state = GAME.new_game(seed, options)
    bot = STRONG_BOT(seed=0, budget=24)
    log = []
    while not state.is_over:
        action = bot.choose(Observation(GAME, state)).action
        state = GAME.apply(state, action)
        log.append(action)
    data = {"seed": seed, "options": options, "actions": log, "final": GAME.serialize(state)}
    golden_path(seed).write_text(json.dumps(data, indent=1) + "\n")


@pytest.mark.parametrize(("seed", "preset"), GOLDEN)
def test_a_golden_game_replays_to_the_same_final_state(seed, preset):
    if os.environ.get("REGENERATE_GOLDEN") == "1":
        regenerate_golden(seed, preset)
    data = json.loads(golden_path(seed).read_text())
    assert data["options"] == GAME.resolve_options(preset=preset)
    final = GAME.replay(data["seed"], data["options"], data["actions"])
    assert GAME.serialize(final) == data["final"]
    assert final.is_over
