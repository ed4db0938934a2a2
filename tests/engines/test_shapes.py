"""Every engine against the classes it declares (games/engines/<game>/shapes.py): random games of every preset
and of every choice of every option, each view and each legal action checked against its class, failing on
a field the class does not declare, a declared field missing, or a value of another type, at any depth."""

from __future__ import annotations

import os
import random

import pytest

from games.engines.base import RESIGN, IllegalActionError, InvalidActionError
from games.engines.registry import all_games
from games.engines.shapes import (
    OutcomeFields,
    ResignAction,
    action_kind,
    declared_fields,
    shape_errors,
    union_members,
)

GAMES = all_games()
# Deals per variant: more in CI (which sets CI=true), a quick count on a developer's machine.
DEALS = int(os.environ.get("SHAPE_DEALS") or (8 if os.environ.get("CI") else 4))
MOVES = 400


def variants(game):
    """Every preset, and every other choice of every option: some fields or kinds of action exist only under
    an option (Quetinny's setup_place with setup_arrangement=player)."""
    found = [(f"preset={p.name}", {"preset": p.name}) for p in game.options_schema.presets]
    for spec in game.options_schema.options:
        choices = spec.choices or ((True, False) if spec.type is bool else ())
        found += [
            (f"{spec.name}={choice}", {"options": {spec.name: choice}})
            for choice in choices
            if choice != spec.default
        ]
    return found


CASES = [(game, name, how) for game in GAMES for name, how in variants(game)]


def _least_seen(rng, legal, seen):
    """Half the time a random move, half the time one of the kind seen least so far: uniform play seldom
    reaches the late kinds (a Journey home, a Quetinny caravan)."""
    if rng.random() < 0.5:
        return rng.choice(legal)
    rarest = min(seen.get(action["type"], 0) for action in legal)
    return rng.choice([action for action in legal if seen.get(action["type"], 0) == rarest])


def shape_problems(game, state):
    problems = shape_errors(game.player_view(state), game.view_shape, "view")
    for action in game.legal_actions(state):
        problems += shape_errors(action, game.action_shape, f"action {action}")
    return problems


@pytest.mark.parametrize(
    ("game", "variant", "how"), CASES, ids=[f"{game.slug}-{name}" for game, name, _ in CASES]
)
def test_every_view_and_legal_action_is_an_instance_of_its_class(game, variant, how):
    problems: set[str] = set()
    seen: dict[str, int] = {}
    for deal in range(DEALS):
        rng = random.Random(f"{game.slug}-{variant}-{deal}")
        state = game.new_game(f"shapes-{variant}-{deal}", **how)
        for _ in range(MOVES):
            problems.update(shape_problems(game, state))
            legal = game.legal_actions(state)
            for action in legal:
                seen[action["type"]] = seen.get(action["type"], 0) + 1
            if not legal:
                break
            state = game.apply(state, _least_seen(rng, legal, seen))
        ended = state if state.is_over else game.resign(state)
        problems.update(shape_errors(game.player_view(ended), game.view_shape, "view at the end"))
    assert sorted(problems)[:10] == []


# Kinds of action that random play almost never lists, written out from the rules as the engine lists them:
# Quetinny's discard exists only when no province, harvest or caravan is possible.
RARELY_LISTED = {("quetinny", "discard"): {"type": "discard", "card": "lunatic"}}


@pytest.mark.parametrize(("slug", "kind"), sorted(RARELY_LISTED))
def test_a_kind_random_play_seldom_lists_is_an_instance_of_its_class_that_the_engine_reads(slug, kind):
    game = next(g for g in GAMES if g.slug == slug)
    action = RARELY_LISTED[slug, kind]
    assert shape_errors(action, game.action_shape) == []
    try:  # well formed: the engine refuses it (if it does) for the rules, never for its shape
        game.apply(game.new_game("shapes-rare"), action)
    except InvalidActionError as exc:
        pytest.fail(f"the engine reads {action} as malformed: {exc}")
    except IllegalActionError:
        pass


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_each_handler_checks_the_fields_its_class_declares(game):
    members = union_members(game.action_shape)
    kinds = {action_kind(member): member for member in members}
    assert set(kinds) == {*game.action_types, RESIGN["type"]}, "one class per kind, resign included"
    assert issubclass(kinds[RESIGN["type"]], dict) and kinds[RESIGN["type"]].__required_keys__ == {"type"}
    camel = type(game).__name__.removesuffix("Game")
    for kind, declared in game.action_types.items():
        assert declared.shape is kinds[kind]
        assert (dict(declared.fields or {}), declared.optional) == declared_fields(kinds[kind])
        # The component names the SDK's models are named after.
        assert kinds[kind].__name__ == f"{camel}{''.join(p.capitalize() for p in kind.split('_'))}Action"
    assert game.view_shape.__name__ == f"{camel}View"
    assert set(OutcomeFields.__annotations__) <= set(game.view_shape.__annotations__)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_a_field_its_class_does_not_declare_is_refused_by_the_engine_and_caught_by_the_check(game):
    state = game.new_game("shapes-extra")
    action = game.legal_actions(state)[0]
    with pytest.raises(InvalidActionError) as refused:
        game.apply(state, {**action, "undeclared": 1})
    assert refused.value.details["field"] == "undeclared"
    assert shape_errors({**action, "undeclared": 1}, game.action_shape) != []
    view = game.player_view(state)
    assert any(
        "declares no field 'undeclared'" in e
        for e in shape_errors({**view, "undeclared": 1}, game.view_shape)
    )
    first = next(iter(view))
    assert shape_errors({**view, first: object()}, game.view_shape) != []


def test_the_check_reads_types_exactly():
    assert shape_errors({"type": "resign"}, ResignAction) == []
    assert shape_errors({"type": "resign", "x": 1}, ResignAction) == ["$: ResignAction declares no field 'x'"]
    outcome = {"status": "won", "end_reason": None, "score": 3, "rank_key": [1, 2]}
    assert shape_errors(outcome, OutcomeFields) == []
    assert shape_errors({**outcome, "score": True}, OutcomeFields) == ["$.score: True is not int"]
    assert shape_errors({**outcome, "status": "draw"}, OutcomeFields) != []
    assert shape_errors({**outcome, "rank_key": [1, "2"]}, OutcomeFields) == ["$.rank_key[1]: '2' is not int"]
