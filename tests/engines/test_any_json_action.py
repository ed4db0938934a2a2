"""Any JSON value as an action: every engine answers with its own error (InvalidActionError or
IllegalActionError), never another exception, and the state is unchanged (issue 23: no input makes a 500)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.base import IllegalActionError, InvalidActionError
from tests.engines.test_conformance import random_trajectory, snapshot

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
)


# One example of every action shape (from docs/rules), so that rare actions are mutated even when random play
# never offers them. Fields are parsed before the position is consulted, so a wrong phase does not hide a bug.
SHAPES = {
    "witch": [
        {"type": "attack", "hand": ["2D", "6C"], "ghosts": [0]},
        {"type": "draw_reserve", "slot": 3},
        {"type": "repel", "slot": 2},
        {"type": "reward", "choice": "discard_witch"},
        {"type": "recover_pick", "card": "QS"},
    ],
    "journey": [
        {"type": "fly", "card": "7H", "map": {"stored": "6H"}, "crossroads": "5H"},
        {"type": "home", "card": "TH", "flying": "7H", "book": "8H", "scrying": "9H"},
        {"type": "joker_discard", "cards": ["9C", "KD", "AS"]},
        {"type": "store_book", "card": "8H", "ace": "AH", "map": {"view": "QH"}},
        {"type": "store_flying", "card": "7H", "scrying": "9H"},
        {"type": "store_map", "card": "6S", "key": {"view": "KS"}},
        {"type": "store_scrying", "card": "9H", "key": {"stored": "2H"}, "book": "8H", "queen": "QH"},
        {"type": "store_treasure", "card": "AH", "key": {"stored": "2H"}, "map": {"stored": "6H"}},
        {"type": "thoroughfare_transport", "cards": ["3H", "4H"]},
    ],
    "quetinny": [
        {
            "type": "caravan",
            "card": "darkness",
            "routes": [{"suit": "Wyrms", "path": [[0, 0], [1, 0], [2, 1]]}],
        },
        {"type": "harvest", "card": "lunatic", "order": ["Moons", "Waves"]},
        {"type": "province", "card": "market", "suit": "Leaves", "at": [2, 0], "chip": [2, 0]},
        {"type": "setup_chip", "at": [1, 0], "suit": "Knots"},
        {"type": "setup_place", "card": "author", "at": [1, 0]},
    ],
    "weaver": [
        {"type": "entice", "keiju": "QS", "piles": [0, 1, 2, 3, 4]},
        {"type": "remove", "index": 3, "card": "5C", "to": "basket", "pile": 2},
    ],
    "match3": [{"type": "slide", "card": 0, "edge": "left", "line": 0, "card_id": "01a"}],
}


def field_values(legal: list[dict]) -> dict[str, list]:
    values: dict[str, list] = {}
    for action in legal:
        for name, value in action.items():
            values.setdefault(name, []).append(value)
    return values


@st.composite
def near_misses(draw, legal: list[dict]):
    """A legal action with one part replaced by any JSON value: a field, an item of a list field, a value
    inside an object field (routes, sources), or an extra field; or a type taken from another action."""
    action = dict(draw(st.sampled_from(legal)))
    names = [name for name in action if name != "type"]
    how = draw(st.sampled_from(["field", "nested", "extra", "type", "drop"]))
    if how == "extra" or not names:
        action[draw(st.text(max_size=8))] = draw(JSON)
    elif how == "type":
        action["type"] = draw(st.sampled_from([*sorted({a["type"] for a in legal}), "resign"]) | JSON)
    elif how == "drop":
        del action[draw(st.sampled_from(names))]
    elif how == "field":
        action[draw(st.sampled_from(names))] = draw(JSON | st.sampled_from(field_values(legal)[names[0]]))
    else:
        name = draw(st.sampled_from(names))
        action[name] = _replace_inside(draw, action[name])
    return action


def _replace_inside(draw, value):
    """``value`` with one element somewhere inside it replaced by any JSON value."""
    if isinstance(value, list) and value:
        copy = list(value)
        i = draw(st.integers(0, len(copy) - 1))
        copy[i] = _replace_inside(draw, copy[i]) if draw(st.booleans()) else draw(JSON)
        return copy
    if isinstance(value, dict) and value:
        copy = dict(value)
        key = draw(st.sampled_from(sorted(copy)))
        copy[key] = _replace_inside(draw, copy[key]) if draw(st.booleans()) else draw(JSON)
        return copy
    return draw(JSON)


def check(game, state, action):
    before = snapshot(game, state)
    try:
        game.apply(state, action)
    except (InvalidActionError, IllegalActionError) as error:
        assert error.message and error.message[-1] in ".!?", f"not a sentence: {error.message!r}"
    assert snapshot(game, state) == before, "a rejected (or accepted) action changed the state"


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(walk=st.integers(0, 2**32), stop=st.floats(0, 1), data=st.data())
def test_any_json_value_and_any_near_miss_gets_the_engines_own_error(engine_preset, walk, stop, data):
    game, preset = engine_preset
    states, _ = random_trajectory(game, preset, f"json-{walk % 50}", random.Random(walk))
    playing = [s for s in states if not s.is_over]
    state = playing[int(stop * (len(playing) - 1))]
    check(game, state, data.draw(JSON))
    check(
        game,
        state,
        {"type": data.draw(st.sampled_from(sorted({a["type"] for a in game.legal_actions(state)})))},
    )
    check(game, state, data.draw(near_misses(game.legal_actions(state))))
    # Templates from the whole game, so that rare actions (caravans, harvests with an order, Joker choices)
    # are mutated too; each is parsed before the position is consulted.
    seen = {}
    for earlier in playing:
        for action in game.legal_actions(earlier):
            seen.setdefault((action["type"], tuple(sorted(action))), action)
    for template in [*seen.values(), *SHAPES[game.slug]]:
        check(game, state, data.draw(near_misses([template])))
    check(game, states[-1], data.draw(JSON))  # the game may be over
