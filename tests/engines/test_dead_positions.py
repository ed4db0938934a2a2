"""The solver hooks' dead tests and last-pass keys are sound (issue 46, ``docs/analysis.md``).

A dead test that rules out a winnable position is a wrong verdict shown to a player ("the win slipped away at
move 23" when it had not), and a key that merges two positions with different futures can hide a win the same
way. So, on positions reached by random play from many seeds: a position the hooks call dead has no win that a
search with neither the dead test nor the merged key finds, and no position on a winning line from any of them is
ever called dead; the game's own search finds a win wherever the plain one does.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.base import Status
from games.engines.journey import solver as journey_solver
from games.engines.journey.rules import MAX_PASSES
from games.engines.registry import get_game
from games.engines.solver import search

JOURNEY = get_game("journey")
LAST = MAX_PASSES - 1
PLAIN_BUDGET = 20_000  # about half a second of the plain search
CHECK_BUDGET = 60_000  # the hooks' own search, given more so a budget cut is not mistaken for a miss


class PlainJourneyHooks(journey_solver.JourneyHooks):
    """The Journey hooks without their dead test and with every position keyed whole: the reference."""

    def key(self, state: Any) -> Hashable:
        return journey_solver.full_key(state)

    def dead(self, state: Any) -> bool:
        return False


PLAIN = PlainJourneyHooks()


def last_pass_position(seed: int, preset: str, player: int, before_end: int) -> Any | None:
    """Random play (never a resign) of deal ``seed`` to its end; the last-pass position ``before_end`` moves
    before the end (the first of the last pass if the pass was shorter). None when the game never reached it."""
    options = JOURNEY.resolve_options(None, preset)
    state = JOURNEY.new_game(f"dead-{seed}", options)
    rng = random.Random(player)
    last_pass: list[Any] = []
    while state.status is Status.PLAYING:
        if state.jacks_reached == LAST:
            last_pass.append(state)
        actions = [a for a in JOURNEY.legal_actions(state) if a["type"] != "resign"]
        state = JOURNEY.apply(state, rng.choice(actions))
    if not last_pass:
        return None
    return last_pass[max(0, len(last_pass) - 1 - before_end)]


def check_position(state: Any) -> tuple[bool, bool]:
    """Assert the hooks are sound at ``state``; return (called dead, a win found by the plain search)."""
    hooks = journey_solver.HOOKS
    plain = search(JOURNEY, state, PLAIN, PLAIN_BUDGET)
    called_dead = hooks.dead(state)
    if called_dead:
        assert plain.verdict != "won", "a position the dead test rules out has a winning line"
    if plain.verdict == "won":
        walk = state
        for action in plain.line:
            assert not hooks.dead(walk), "a position on a winning line was called dead"
            walk = JOURNEY.apply(walk, action)
        assert walk.status is Status.WON
        ours = search(JOURNEY, state, hooks, CHECK_BUDGET)
        assert ours.verdict != "unwinnable", "the game's own search proved lost a position the plain one wins"
    if plain.verdict == "unwinnable":
        ours = search(JOURNEY, state, hooks, CHECK_BUDGET)
        assert ours.verdict != "won"
    return called_dead, plain.verdict == "won"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    preset=st.sampled_from(["normal", "easier", "harder"]),
    player=st.integers(0, 1_000),
    before_end=st.integers(0, 40),
)
def test_journey_last_pass_dead_test_and_key_never_hide_a_win(seed, preset, player, before_end):
    state = last_pass_position(seed, preset, player, before_end)
    if state is not None:
        check_position(state)


def test_journey_soundness_checks_meet_both_dead_and_winnable_last_pass_positions():
    """The property above is not vacuous: on these fixed seeds it meets positions called dead and positions a
    win is found from (the winning lines' positions are then all checked)."""
    dead, won = 0, 0
    for seed in range(8):
        for before_end in (2, 10, 40):
            state = last_pass_position(seed, "normal", seed, before_end)
            if state is None:
                continue
            called_dead, has_win = check_position(state)
            dead += called_dead
            won += has_win
    assert dead >= 3
    assert won >= 1


def test_journey_dead_test_holds_on_certified_lines():
    """No position of a deal's winning line is ever called dead, in any preset. The line is the plain
    search's: one found with the dead test would avoid the positions it rules out by construction."""
    hooks = journey_solver.HOOKS
    checked = 0
    for preset in ("normal", "easier", "harder"):
        options = JOURNEY.resolve_options(None, preset)
        for seed in range(5):
            state = JOURNEY.new_game(f"certified-{seed}", options)
            result = search(JOURNEY, state, PLAIN, PLAIN_BUDGET)
            if result.verdict != "won":
                continue
            for action in result.line:
                assert not hooks.dead(state)
                state = JOURNEY.apply(state, action)
            assert state.status is Status.WON
            checked += 1
    assert checked >= 10
