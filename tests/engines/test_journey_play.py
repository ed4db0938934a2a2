"""Solitary Journey over whole games: properties of random play, golden playthroughs and the strong bot.

Golden fixtures hold a seed, the options, the action log and the final stored state. Regenerate them (after
a deliberate change of behaviour) with::

    REGENERATE_GOLDEN=1 .venv/bin/pytest tests/engines/test_journey_play.py -k golden -p no:cacheprovider
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.base import IllegalActionError, InvalidActionError, Status
from games.engines.bots import Observation, play_out
from games.engines.journey import GAME, STRONG_BOT
from games.engines.journey.bot import plan_action
from games.engines.journey.rules import DECK, SUITS

FIXTURES = Path(__file__).parent / "fixtures"
GOLDEN = [("ocean", "normal"), ("mountain", "harder")]


def walk(seed, preset, rng, steps):
    """A state reached by ``steps`` random actions (or the end, if sooner)."""
    state = GAME.new_game(seed, preset=preset)
    for _ in range(steps):
        if state.is_over:
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def candidate_actions(state, rng):
    """Well-formed actions of every type built from the cards in play, legal or not."""
    view, stored = state.view, [c for suit in SUITS for c in state.stored[suit]]
    near = view + stored + rng.sample(DECK, 6)

    def pick(rank=None, pool=near):
        cards = [c for c in pool if rank is None or c[0] == rank] or [
            c for c in DECK if rank is None or c[0] == rank
        ]
        return rng.choice(cards)

    def source(stored_rank, guide_rank):
        return {"stored": pick(stored_rank)} if rng.random() < 0.5 else {"view": pick(guide_rank)}

    actions = [
        {"type": "discard", "card": pick()},
        {"type": "store_key", "card": pick("2")},
        {"type": "store_map", "card": pick("6"), "key": source("2", "K")},
        {"type": "store_treasure", "card": pick("A"), "key": source("2", "K"), "map": source("6", "Q")},
        {"type": "thoroughfare", "card": pick("3")},
        {"type": "transport", "card": pick("4")},
        {"type": "thoroughfare_transport", "cards": [pick("3"), pick("4")]},
        {"type": "fly", "card": pick("7"), "map": source("6", "Q")},
        {"type": "store_flying", "card": pick("7"), "scrying": pick("9")},
        {"type": "store_book", "card": pick("8"), "ace": pick("A"), "map": source("6", "Q")},
        {
            "type": "store_scrying",
            "card": pick("9"),
            "key": source("2", "K"),
            "book": pick("8"),
            "queen": pick("Q"),
        },
        {"type": "home", "card": pick("T"), "flying": pick("7"), "book": pick("8"), "scrying": pick("9")},
        {
            "type": "joker_discard",
            "cards": rng.sample([c for c in view if c[0] != "X"] or ["KH", "KD", "KC"], 3)
            if len([c for c in view if c[0] != "X"]) >= 3
            else ["KH", "KD", "KC"],
        },
    ]
    for action in actions[2:12]:
        if rng.random() < 0.4:
            action["crossroads"] = pick("5")
    return actions


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    preset=st.sampled_from(["normal", "easier", "harder"]),
    steps=st.integers(0, 150),
    salt=st.integers(0, 2**32),
)
def test_apply_accepts_a_well_formed_action_exactly_when_it_is_listed(seed, preset, steps, salt):
    rng = random.Random(salt)
    state = walk(f"prop-{seed}", preset, rng, steps)
    if state.is_over:
        return
    legal = [json.dumps(a, sort_keys=True) for a in GAME.legal_actions(state)]
    for action in candidate_actions(state, rng):
        try:
            GAME.apply(state, action)
        except (IllegalActionError, InvalidActionError):
            assert json.dumps(action, sort_keys=True) not in legal
        else:
            if action["type"] == "joker_discard":  # any order of the three cards is accepted
                assert sorted(action["cards"]) in [sorted(json.loads(a).get("cards", [])) for a in legal]
            else:
                assert json.dumps(action, sort_keys=True) in legal


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), preset=st.sampled_from(["normal", "easier", "harder"]))
def test_every_action_takes_a_card_out_of_the_view_and_cards_only_enter_by_drawing(seed, preset):
    rng = random.Random(seed)
    state = GAME.new_game(f"flow-{seed}", preset=preset)
    while not state.is_over:
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        left = Counter(state.view) - Counter(after.view)
        # A card can only come straight back if it was discarded into a Jack's reshuffle. The winning home
        # stays in the view (it is the state's home), so the final action may take nothing out.
        assert left or after.jacks_reached > state.jacks_reached or after.home is not None, (
            f"{action} took no card out of the view"
        )
        arrived = Counter(after.view) - Counter(state.view)
        was_stored = [c for cards in state.stored.values() for c in cards]
        assert arrived <= Counter(state.front + state.back + was_stored) + left, "a card came from nowhere"
        assert all(c[0] in "A26789" for v in after.stored.values() for c in v)
        assert sum(map(len, after.stored.values())) <= len(was_stored) + 1
        assert after.jacks_reached >= state.jacks_reached
        state = after
    assert state.jacks_reached <= 3


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_outside_a_joker_choice_the_view_holds_no_joker_and_at_least_its_normal_size(seed):
    rng = random.Random(seed)
    state = GAME.new_game(f"size-{seed}")
    while not state.is_over:
        if state.phase.value == "play":
            assert not any(card[0] == "X" for card in state.view)
            assert state.base_view <= len(state.view) <= 10
        else:
            assert sum(card[0] == "X" for card in state.view) == 1 and len(state.view) > 4
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))


# ----------------------------------------------------------------------------------------------- golden


def golden_path(seed):
    return FIXTURES / f"journey_golden_{seed}.json"


def regenerate(seed, preset):
    """Play the deal with the strong bot and store the log and the final state."""
    options = GAME.resolve_options(preset=preset)
    final, log = play_out(GAME, GAME.new_game(seed, options), STRONG_BOT(seed=7))
    data = {"seed": seed, "options": options, "actions": log, "final": GAME.serialize(final)}
    golden_path(seed).write_text(json.dumps(data, indent=1) + "\n")


@pytest.mark.parametrize(("seed", "preset"), GOLDEN)
def test_golden_playthrough_replays_to_the_stored_final_state(seed, preset):
    if os.environ.get("REGENERATE_GOLDEN"):
        regenerate(seed, preset)
    data = json.loads(golden_path(seed).read_text())
    final = GAME.replay(data["seed"], data["options"], data["actions"])
    assert GAME.serialize(final) == data["final"]
    assert final.is_over


def test_the_golden_fixtures_cover_a_win_and_both_deals_differ():
    finals = [json.loads(golden_path(seed).read_text()) for seed, _ in GOLDEN]
    assert any(data["final"]["state"]["status"] == "won" for data in finals)
    assert finals[0]["actions"] != finals[1]["actions"]


# ---------------------------------------------------------------------------------------------------- bot


def test_the_strong_bot_chooses_a_listed_action_with_a_reason_within_its_budget():
    bot = STRONG_BOT(seed=1, budget=10)
    state = GAME.new_game("bot-check")
    for decisions in range(1, 6):
        observation = Observation(GAME, state)
        choice = bot.choose(observation)
        assert bot.work <= 10 * decisions
        assert choice.action in observation.legal_actions
        assert choice.reason.endswith(".") and len(choice.reason) < 120
        state = GAME.apply(state, choice.action)


def test_the_strong_bot_goes_home_as_soon_as_it_can():
    view = ["TH", "KD", "KC", "KS", "QC", "QD", "QS", "2C", "2D", "6C"]
    state = GAME.new_game("home-now")
    rest = [c for c in DECK if c not in {*view, "7H", "8H", "9H", "AS"}]
    state.view, state.front, state.back = view, rest, []
    state.stored = {"S": ["AS"], "H": ["7H", "8H", "9H"], "D": [], "C": []}
    choice = STRONG_BOT(seed=0, budget=10).choose(Observation(GAME, state))
    assert choice.action["type"] == "home"


def test_the_heuristic_wins_most_normal_deals():
    wins = 0
    for n in range(40):
        state = GAME.new_game(f"heuristic-{n}")
        while not state.is_over:
            state = GAME.apply(state, plan_action(state, GAME.legal_actions(state)))
        wins += state.status is Status.WON
    assert wins >= 30
