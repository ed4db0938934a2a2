"""The contract, checked on every registered engine and each of its presets (after OpenSpiel's
random_sim_test). Nothing here names a game: an engine is covered the day it registers."""

from __future__ import annotations

import copy
import json
import os
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.base import (
    MAX_RANK_PARTS,
    EngineError,
    IllegalActionError,
    InvalidActionError,
    InvalidOptionsError,
    Outcome,
    Status,
)
from games.engines.bots import Observation, RandomBot, play_out
from games.engines.registry import all_games
from tests.engines.conftest import ENGINE_PRESETS

# Random games per preset in the playout checks: the full count in CI (which sets CI=true), a quick one on a
# developer's machine; CONFORMANCE_PLAYOUTS sets it either way.
PLAYOUTS_PER_PRESET = int(os.environ.get("CONFORMANCE_PLAYOUTS") or (300 if os.environ.get("CI") else 40))


def snapshot(game, state):
    return json.dumps(game.state_to_json(state), sort_keys=True)


def all_cards(game, state):
    return Counter(card for cards in game.zones(state).values() for card in cards)


def string_values(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from string_values(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from string_values(item)


def hidden_cards(game, state):
    zones = game.zones(state)
    return {card for name in game.hidden_zones for card in zones.get(name, [])}


def random_trajectory(game, preset, seed, rng, limit=None):
    """States and actions of a random game, start to end."""
    state = game.new_game(seed, preset=preset)
    states, actions = [state], []
    while not state.is_over and (limit is None or len(actions) < limit):
        action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def check_invariants(game, state, deck):
    """What must hold in every state of every game."""
    assert all_cards(game, state) == deck, "a card was created, lost or duplicated"
    view = game.player_view(state)
    json.dumps(view)  # JSON-safe
    leaked = hidden_cards(game, state) & set(string_values(view))
    assert not leaked, f"the view names face-down cards {sorted(leaked)}"
    stored = json.loads(json.dumps(game.serialize(state)))
    assert snapshot(game, game.deserialize(stored)) == snapshot(game, state)
    if state.is_over:
        assert game.legal_actions(state) == []
        assert state.status in (Status.WON, Status.LOST)


def test_every_preset_resolves_to_valid_options(engine_preset):
    game, preset = engine_preset
    options = game.resolve_options(preset=preset)
    assert game.resolve_options(options) == options
    assert game.options_schema.preset_of(options) is not None


def test_the_same_seed_gives_the_same_state_and_different_seeds_different_deals(engine_preset):
    game, preset = engine_preset
    first = game.new_game("same-seed", preset=preset)
    again = game.new_game("same-seed", preset=preset)
    assert snapshot(game, first) == snapshot(game, again)
    deals = {
        json.dumps(game.zones(game.new_game(f"seed-{n}", preset=preset)), sort_keys=True) for n in range(20)
    }
    assert len(deals) == 20


def test_unknown_options_and_bad_values_are_refused_by_name(engine_preset):
    game, _ = engine_preset
    with pytest.raises(InvalidOptionsError) as unknown:
        game.new_game("s", {"no_such_option": True})
    assert "no_such_option" in unknown.value.message
    for spec in game.options_schema.options:
        wrong = "not-a-value" if spec.type is not str else 12345
        with pytest.raises(InvalidOptionsError) as bad:
            game.new_game("s", {spec.name: wrong})
        assert spec.name in bad.value.message
        if spec.choices is not None and spec.type is str:
            with pytest.raises(InvalidOptionsError):
                game.new_game("s", {spec.name: "surely-not-a-choice"})


def test_random_playouts_reach_an_end_within_the_bound_keeping_every_invariant(engine_preset):
    game, preset = engine_preset
    rng = random.Random(f"{game.slug}/{preset}")
    for n in range(PLAYOUTS_PER_PRESET):
        state = game.new_game(f"playout-{n}", preset=preset)
        deck = all_cards(game, state)
        actions = 0
        check_every_step = n < 10  # full invariants on the first games, the end state on every game
        while not state.is_over:
            legal = game.legal_actions(state)
            assert legal, "a game in play must offer a legal action"
            state = game.apply(state, rng.choice(legal))
            actions += 1
            assert actions <= game.max_actions, f"no end after {game.max_actions} actions"
            if check_every_step:
                check_invariants(game, state, deck)
        check_invariants(game, state, deck)
        assert state.actions_taken == actions


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    seed=st.text(
        st.characters(exclude_characters="\x00", exclude_categories=["Cs"]), min_size=1, max_size=40
    ),
    walk=st.integers(0, 2**32),
)
def test_replaying_the_log_reproduces_the_live_state(engine_preset, seed, walk):
    game, preset = engine_preset
    states, actions = random_trajectory(game, preset, seed, random.Random(walk))
    options = game.resolve_options(preset=preset)
    assert snapshot(game, game.replay(seed, options, actions)) == snapshot(game, states[-1])
    # Actions survive a JSON round trip (they are stored and sent as JSON).
    assert snapshot(game, game.replay(seed, options, json.loads(json.dumps(actions)))) == snapshot(
        game, states[-1]
    )


def sampled_states(game, preset, games=6, per_game=6):
    rng = random.Random(f"sample/{game.slug}/{preset}")
    for n in range(games):
        states, _ = random_trajectory(game, preset, f"sample-{n}", rng)
        playing = [s for s in states if not s.is_over]
        yield from rng.sample(playing, min(per_game, len(playing)))


def test_every_listed_action_is_accepted_and_the_previous_state_is_untouched(engine_preset):
    game, preset = engine_preset
    for state in sampled_states(game, preset):
        before = snapshot(game, state)
        for action in game.legal_actions(state):
            game.apply(state, copy.deepcopy(action))
            assert snapshot(game, state) == before


def mutations(action, legal):
    """Near misses of a legal action: each field with a value of the wrong type, out of range, swapped for
    another action's value, removed; and extra fields."""
    values_by_field = {}
    for other in legal:
        for key, value in other.items():
            values_by_field.setdefault(key, []).append(value)
    yield {**action, "unexpected_field": 1}
    yield {key: value for key, value in action.items() if key != "type"}
    yield {**action, "type": "no_such_action"}
    for key, value in action.items():
        if key == "type":
            continue
        yield {k: v for k, v in action.items() if k != key}
        for wrong in ("ZZ", "not-a-card", -1, 99, 3.5, None, True, [], {}, [value]):
            if wrong != value or type(wrong) is not type(value):
                yield {**action, key: wrong}
        for other in values_by_field.get(key, [])[:8]:
            if other != value:
                yield {**action, key: other}


def canonical(action):
    return json.dumps(action, sort_keys=True)


def test_apply_accepts_exactly_the_listed_actions(engine_preset):
    game, preset = engine_preset
    for state in sampled_states(game, preset, games=4, per_game=4):
        before = snapshot(game, state)
        legal = game.legal_actions(state)
        listed = {canonical(a) for a in legal}
        for action in legal[:12]:
            for candidate in mutations(action, legal):
                try:
                    game.apply(state, candidate)
                except (InvalidActionError, IllegalActionError) as error:
                    assert canonical(candidate) not in listed, f"listed action refused: {error}"
                    assert error.message and error.message[-1] in ".!?", "messages are sentences"
                else:
                    assert canonical(candidate) in listed or _is_equivalent_spelling(
                        game, state, candidate
                    ), f"accepted an unlisted action {candidate}"
                assert snapshot(game, state) == before, "a rejected action changed the state"


def _is_equivalent_spelling(game, state, candidate):
    """Some engines accept optional fields (a card id for validation, a route given as any legal path):
    an accepted unlisted action must then lead to the same position as some listed action."""
    after = snapshot(game, game.apply(state, candidate))
    return any(snapshot(game, game.apply(state, a)) == after for a in game.legal_actions(state))


def test_non_objects_and_actions_without_a_type_are_invalid(engine_preset):
    game, preset = engine_preset
    state = game.new_game("shape", preset=preset)
    for bad in (None, 3, "slide", [], {"card": 1}, {"type": 7}):
        with pytest.raises(InvalidActionError):
            game.apply(state, bad)


def test_an_ended_game_lists_nothing_and_rejects_every_action(engine_preset):
    game, preset = engine_preset
    state = game.new_game("the-end", preset=preset)
    some_action = game.legal_actions(state)[0]
    resigned = game.apply(state, {"type": "resign"})
    assert resigned.status is Status.LOST and resigned.end_reason == "resigned"
    assert game.legal_actions(resigned) == []
    for action in (some_action, {"type": "resign"}):
        with pytest.raises(IllegalActionError):
            game.apply(resigned, action)
    finished, _ = play_out(game, state, RandomBot(seed=1))
    assert game.legal_actions(finished) == []
    with pytest.raises(EngineError):
        game.apply(finished, some_action)


def test_a_bot_decides_from_a_sample_that_agrees_with_the_view(engine_preset):
    game, preset = engine_preset
    rng = random.Random(0)
    for state in sampled_states(game, preset, games=3, per_game=3):
        observation = Observation(game, state)
        sample = observation.sample_state(rng)
        assert game.view(sample) == observation.view
        assert all_cards(game, sample) == all_cards(game, state)
        assert game.legal_actions(sample) == observation.legal_actions


def test_scores_and_rank_keys_are_integers(engine_preset):
    game, preset = engine_preset
    finished, _ = play_out(game, game.new_game("score", preset=preset), RandomBot(seed=2))
    assert isinstance(game.score(finished), int)
    key = game.rank_key(finished)
    assert isinstance(key, tuple) and all(isinstance(part, int) for part in key)
    assert 1 <= len(key) <= MAX_RANK_PARTS  # a board stores that many parts
    assert game.outcome(finished).rank_key == key


def test_an_outcome_refuses_a_rank_key_longer_than_a_board_stores():
    assert Outcome(Status.WON, None, 10, (1, 2, 3, 4)).rank_key == (1, 2, 3, 4)
    with pytest.raises(ValueError, match="at most 4 parts; \\[1, 2, 3, 4, 5\\] has 5"):
        Outcome(Status.WON, None, 10, (1, 2, 3, 4, 5))


def test_the_registry_lists_every_engine_once():
    slugs = [game.slug for game in all_games()]
    assert len(slugs) == len(set(slugs)) and slugs
    assert ENGINE_PRESETS
