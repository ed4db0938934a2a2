"""Every accepted spelling of an action is logged as a listed one (rules README, Journey A9 and J31, Quetinny
caravans): ``apply_logged`` returns the listed form, it is among ``legal_actions`` of the state before it, and
applying it gives the same position as the spelling that was sent."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from games.engines.base import IllegalActionError, InvalidActionError
from games.engines.journey import GAME as JOURNEY
from games.engines.quetinny import GAME as QUETINNY
from games.engines.quetinny.rules import ACE_OF, CROWN_OF, KING, cells_of
from tests.engines.test_conformance import random_trajectory, snapshot

SEEDS = st.text(st.characters(exclude_characters="\x00", exclude_categories=["Cs"]), min_size=1, max_size=12)


def key(action) -> str:
    return json.dumps(action, sort_keys=True)


def caravan_paths(state, suit: str, limit: int = 40) -> list[list[list[int]]]:
    """Walks by king steps from the suit's Ace to its Crown over cells holding a chip of the suit: a superset
    of the legal paths (the engine refuses the rest), so other spellings of a listed route are among them."""
    where = cells_of(state)
    ace, crown = where.get(ACE_OF[suit]), where.get(CROWN_OF[suit])
    if ace is None or crown is None:
        return []
    steps = {cell for cell, suits in state.chips.items() if suit in suits} | {crown}
    found: list[list[list[int]]] = []

    def walk(path):
        if len(found) >= limit or len(path) > 8:
            return
        here = path[-1]
        for dx, dy in KING:
            nxt = (here[0] + dx, here[1] + dy)
            if nxt == crown:
                found.append([list(c) for c in (*path, crown)])
            elif nxt in steps and nxt not in path:
                walk([*path, nxt])

    walk([ace])
    return found


def respellable(action) -> bool:
    lists = [v for v in action.values() if isinstance(v, list) and len(v) > 1 and not isinstance(v[0], int)]
    return action["type"] == "caravan" or bool(lists)


@st.composite
def spellings(draw, game, state, action):
    """Another way to write ``action``: list fields in another order, optional fields left out, and for
    Quetinny caravans other paths for the same routes."""
    spelled = dict(action)
    for name, value in action.items():
        if isinstance(value, list) and value and not isinstance(value[0], int):
            spelled[name] = draw(st.permutations(value))
    if action["type"] == "caravan":
        routes = []
        for route in spelled["routes"]:
            paths = caravan_paths(state, route["suit"])
            path = draw(st.sampled_from(paths)) if paths else route["path"]
            routes.append({"suit": route["suit"], "path": path})
        spelled["routes"] = routes
    optional = [name for name in action if name != "type"]
    for name in draw(
        st.lists(st.sampled_from(optional), unique=True, max_size=1) if optional else st.just([])
    ):
        del spelled[name]
    return spelled


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seed=SEEDS, walk=st.integers(0, 2**32), stop=st.floats(0, 1), data=st.data())
def test_an_accepted_spelling_is_logged_as_a_listed_action(engine_preset, seed, walk, stop, data):
    game, preset = engine_preset
    states, _ = random_trajectory(game, preset, seed, random.Random(walk))
    playing = [s for s in states if not s.is_over]
    assume(playing)  # a deal can be lost as it is dealt (a Witch advanced one): no position to respell
    # Positions where some listed action has another spelling first: they are rare in random play.
    pool = [s for s in playing if any(respellable(a) for a in game.legal_actions(s))] or playing
    state = pool[int(stop * (len(pool) - 1))]
    legal = game.legal_actions(state)
    action = data.draw(st.sampled_from([a for a in legal if respellable(a)] or legal))
    spelled = data.draw(spellings(game, state, action))
    before = snapshot(game, state)
    try:
        after, logged = game.apply_logged(state, spelled)
    except (InvalidActionError, IllegalActionError):
        assert snapshot(game, state) == before
        return
    assert key(logged) in {key(a) for a in legal}, f"{spelled} was logged as the unlisted {logged}"
    assert snapshot(game, game.apply(state, logged)) == snapshot(game, after)
    assert snapshot(game, state) == before
    if key(spelled) in {key(a) for a in legal}:
        assert key(logged) == key(spelled), "a listed action is logged as it is"


def joker_choice_state(version: str | None = None):
    for n in range(500):
        state = JOURNEY.new_game(f"joker-{n}", {"shuffle_at_jack": False}, version=version)
        rng = random.Random(n)
        while not state.is_over and state.phase.value != "joker_choice":
            state = JOURNEY.apply(state, rng.choice(JOURNEY.legal_actions(state)))
        if not state.is_over:
            return state
    raise AssertionError("no Joker choice in 500 games")


def test_a_joker_choice_in_any_order_is_the_view_order_choice_and_discards_in_view_order():
    state = joker_choice_state()
    listed = JOURNEY.legal_actions(state)[0]
    reversed_cards = {"type": "joker_discard", "cards": listed["cards"][::-1]}
    after, logged = JOURNEY.apply_logged(state, reversed_cards)
    assert logged == listed
    assert snapshot(JOURNEY, after) == snapshot(JOURNEY, JOURNEY.apply(state, listed))
    joker = next(c for c in state.view if c[0] == "X")
    assert after.back[-4:] == [joker, *listed["cards"]] or after.front  # the back may have been drawn


def test_version_1_discards_a_joker_choice_in_the_order_given_and_logs_it_as_given():
    state = joker_choice_state(version="1")
    listed = JOURNEY.legal_actions(state)[0]
    reversed_cards = {"type": "joker_discard", "cards": listed["cards"][::-1]}
    after, logged = JOURNEY.apply_logged(state, reversed_cards)
    assert logged == reversed_cards
    assert snapshot(JOURNEY, after) != snapshot(JOURNEY, JOURNEY.apply(state, listed))


def test_a_caravan_by_another_path_is_logged_as_the_listed_route():
    for n in range(300):
        state = QUETINNY.new_game(f"caravan-{n}")
        rng = random.Random(n)
        while not state.is_over:
            legal = QUETINNY.legal_actions(state)
            for action in legal:
                if action["type"] != "caravan":
                    continue
                route = action["routes"][0]
                for path in caravan_paths(state, route["suit"]):
                    other = {**action, "routes": [{**route, "path": path}, *action["routes"][1:]]}
                    if key(other) in {key(a) for a in legal}:
                        continue
                    try:
                        after, logged = QUETINNY.apply_logged(state, other)
                    except IllegalActionError:
                        continue
                    assert key(logged) in {key(a) for a in legal}
                    assert snapshot(QUETINNY, after) == snapshot(QUETINNY, QUETINNY.apply(state, logged))
                    return
            state = QUETINNY.apply(state, rng.choice(legal))
    raise AssertionError("no caravan with a second path in 300 games")
