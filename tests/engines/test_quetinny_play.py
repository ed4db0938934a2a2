"""Quetinny in play: golden playthroughs, properties over random games, and the planning bot.

Regenerate the golden fixtures after a deliberate change of behaviour with
``REGENERATE_GOLDEN=1 .venv/bin/pytest tests/engines/test_quetinny_play.py -k golden``.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.base import IllegalActionError, Status
from games.engines.bots import Observation, play_out
from games.engines.cards import DecktetKind
from games.engines.quetinny import GAME, STRONG_BOT
from games.engines.quetinny.rules import (
    ACE_OF,
    CHIPS_PER_SUIT,
    CROWN_OF,
    INFO,
    KING,
    Phase,
    Result,
    cells_of,
    chip_counts,
    spice_supply,
)
from games.engines.registry import get_game, strong_bot_class

FIXTURES = Path(__file__).parent / "fixtures"
GOLDEN = [("7", "basic"), ("42", "extended")]


def fixture_path(seed: str) -> Path:
    return FIXTURES / f"quetinny_golden_{seed}.json"


def regenerate_golden(seed: str, preset: str) -> None:
    """Play the deal with the strong bot (a work budget, so the log does not depend on the machine)."""
    options = GAME.resolve_options(preset=preset)
    final, actions = play_out(GAME, GAME.new_game(seed, options), STRONG_BOT(seed=7))
    data = {
        "seed": seed,
        "options": options,
        "engine_version": GAME.engine_version,
        "actions": actions,
        "final": GAME.serialize(final),
    }
    fixture_path(seed).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


@pytest.mark.parametrize(("seed", "preset"), GOLDEN)
def test_a_golden_playthrough_replays_to_the_same_final_state(seed, preset):
    if os.environ.get("REGENERATE_GOLDEN") == "1":
        regenerate_golden(seed, preset)
    data = json.loads(fixture_path(seed).read_text())
    assert data["options"] == GAME.resolve_options(preset=preset)
    final = GAME.replay(data["seed"], data["options"], data["actions"])
    assert final.is_over
    assert GAME.serialize(final) == data["final"]


def test_the_engine_and_its_bot_are_registered():
    assert get_game("quetinny") is GAME
    assert strong_bot_class("quetinny") is STRONG_BOT
    assert GAME.rules_path == "docs/rules/quetinny.md"
    assert (Path(__file__).resolve().parents[2] / GAME.rules_path).is_file()
    assert [p.name for p in GAME.options_schema.presets] == ["basic", "extended"]


def test_the_action_bound_covers_the_longest_game():
    # Courts and Pawns make the longest deck (19 turns), the player's arrangement the longest setup:
    # 3 placements + 3 chips + 19 expands + 20 taxes = 45, and a resign would make 46.
    options = {"courts": True, "pawns": True, "setup_arrangement": "player"}
    for n in range(3):
        final, actions = play_out(GAME, GAME.new_game(f"long-{n}", options), STRONG_BOT(seed=n, budget=5))
        assert len(actions) <= GAME.max_actions - 1
        if final.result.value != "loss_bankrupt":
            assert len(actions) == 45 and final.turn == 19


# ------------------------------------------------------------------------------------------ properties

OPTION_SETS = st.sampled_from(
    [{}, {"excuse": True, "courts": True, "pawns": True}, {"chip_adjacency": "orth", "caravan_cubes": "all"},
     {"setup_arrangement": "player", "pawns": True, "extended_route_rank": "neutral", "spice_cubes": 9}]
)  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(
    options=OPTION_SETS,
    seed=st.text(
        st.characters(exclude_characters="\x00", exclude_categories=["Cs"]), min_size=1, max_size=12
    ),
    walk=st.integers(0, 2**32),
)
def test_chips_spice_and_gold_stay_within_the_rules_in_any_game(options, seed, walk):
    rng = random.Random(walk)
    state = GAME.new_game(seed, options)
    while not state.is_over:
        action = rng.choice(GAME.legal_actions(state))
        before, state = state, GAME.apply(state, action)
        assert all(n <= CHIPS_PER_SUIT for n in chip_counts(state).values())
        assert 0 <= spice_supply(state) <= state.options["spice_cubes"]
        for cell, chips in state.chips.items():
            limit = 2 if INFO[state.tableau[cell]].kind is DecktetKind.PAWN else 1
            assert len(set(chips)) == len(chips) <= limit
        # Gold rises only with caravans and falls only with taxes (or a bankruptcy's recorded debt).
        if state.gold > before.gold:
            assert action["type"] == "caravan"
        if state.gold < before.gold:
            assert action["type"] == "tax" or state.result is Result.LOSS_BANKRUPT
    assert (state.status is Status.WON) == (state.result in (Result.WIN, Result.WIN_OUTRIGHT))
    assert GAME.rank_key(state)[0] == state.result.tier


def every_path(state, suit):
    """Every simple KING path from the suit's Ace to its Crown over the chipped cells (legal or not)."""
    where = cells_of(state)
    ace, crown = where.get(ACE_OF[suit]), where.get(CROWN_OF[suit])
    if ace is None or crown is None:
        return []
    cells = {c for c, chips in state.chips.items() if suit in chips} | {crown}
    paths, path = [], [ace]

    def walk():
        for dx, dy in KING:
            nxt = (path[-1][0] + dx, path[-1][1] + dy)
            if nxt in cells and nxt not in path and len(path) < 10:
                path.append(nxt)
                if nxt == crown:
                    paths.append(list(path))
                else:
                    walk()
                path.pop()

    walk()
    return paths


def test_any_legal_path_leads_where_the_listed_caravan_of_its_length_does():
    checked = 0
    for seed in ("paths-1", "paths-2", "paths-3", "paths-4"):
        checked += check_every_path_along_a_game(seed)
    assert checked > 10


def check_every_path_along_a_game(seed):
    state = GAME.new_game(seed)
    bot = STRONG_BOT(seed=1, budget=30)
    checked = 0
    while not state.is_over:
        listed = {json.dumps(a, sort_keys=True): a for a in GAME.legal_actions(state)}
        card = next((c for c in state.hand if INFO[c].reach >= 2 and not INFO[c].royal), None)
        for suit in INFO[card].suits if card else ():
            for path in every_path(state, suit):
                action = {
                    "type": "caravan",
                    "card": card,
                    "routes": [{"suit": suit, "path": [list(c) for c in path]}],
                }
                try:
                    after = GAME.apply(state, action)
                except IllegalActionError:
                    continue
                canonical = GAME.canonical_action(state, action)
                assert json.dumps(canonical, sort_keys=True) in listed
                assert GAME.serialize(after) == GAME.serialize(GAME.apply(state, canonical))
                checked += 1
        state = GAME.apply(state, bot.choose(Observation(GAME, state)).action)
    return checked


# ------------------------------------------------------------------------------------------------ the bot


def test_the_bot_chooses_a_legal_action_with_a_sentence_for_a_reason():
    state = GAME.new_game("hint")
    bot = STRONG_BOT(seed=3)
    for _ in range(12):
        observation = Observation(GAME, state)
        choice = bot.choose(observation)
        assert choice.action in observation.legal_actions
        assert choice.reason[:1].isupper() and choice.reason.endswith(".")
        state = GAME.apply(state, choice.action)


def test_the_bot_never_looks_at_the_order_of_the_deck():
    # Within a turn nothing is drawn: the expand and the tax are chosen the same whatever the deck's order.
    for seed in ("blind-1", "blind-2", "blind-3"):
        state = GAME.new_game(seed)
        while state.phase is not Phase.EXPAND:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        shuffled = GAME.copy_state(state)
        random.Random(seed).shuffle(shuffled.deck)
        assert shuffled.deck != state.deck
        while not state.is_over and state.phase in (Phase.EXPAND, Phase.TAX) and state.turn == 1:
            first = STRONG_BOT(seed=1).choose(Observation(GAME, state))
            second = STRONG_BOT(seed=1).choose(Observation(GAME, shuffled))
            assert first == second
            state, shuffled = GAME.apply(state, first.action), GAME.apply(shuffled, first.action)


def test_the_bot_values_no_more_actions_than_its_budget():
    state = GAME.new_game("budget", preset="extended")
    for _ in range(3):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    observation = Observation(GAME, state)
    assert len(observation.legal_actions) > 5
    bot = STRONG_BOT(seed=0, budget=5)
    choice = bot.choose(observation)
    assert bot.work == 5 and choice.action in observation.legal_actions
    unbounded = STRONG_BOT(seed=0)
    unbounded.choose(observation)
    assert unbounded.work == len(observation.legal_actions)


def test_the_bot_wins_most_of_a_handful_of_deals():
    wins = 0
    for n in range(4):
        final, _ = play_out(GAME, GAME.new_game(f"bot-{n}"), STRONG_BOT(seed=n))
        wins += final.status.value == "won"
    assert wins >= 3


def test_legal_actions_are_sorted_by_their_canonical_json():
    rng = random.Random(4)
    for n in range(20):
        state = GAME.new_game(f"order-{n}", preset="extended")
        while not state.is_over:
            legal = GAME.legal_actions(state)
            spelled = [json.dumps(a, sort_keys=True, separators=(",", ":")) for a in legal]
            assert spelled == sorted(spelled) and len(set(spelled)) == len(spelled)
            state = GAME.apply(state, rng.choice(legal))
