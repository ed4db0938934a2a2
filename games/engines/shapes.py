"""The shapes of what the engines exchange, declared as classes: ``typing.TypedDict`` with ``Literal`` types.

An engine's actions and views are JSON objects (``dict``) at run time, and stay so: a ``TypedDict`` is a
``dict`` with declared keys, so declaring one costs nothing on the hot path (no object to build, no conversion
on the way out) and nothing at this floor (the standard library only). Each game declares, in its own
``shapes.py``:

- one class per kind of action, named ``<Game><Kind>Action``, whose ``type`` is ``Literal["<kind>"]``; a field
  the engine accepts but does not require is ``NotRequired``;
- the union of them (``<Game>Action``, resign included): what ``legal_actions`` lists and ``apply`` accepts;
- the player's view, ``<Game>View`` (what ``player_view`` returns), with nested classes for its parts. Face-down
  cards are counts there, never codes.

The platform reads them three ways: ``handles(kind, shape=...)`` derives the fields it checks before a handler
runs (:func:`declared_fields`); the API floor turns them into the OpenAPI components (``api/shapes.py``); and
``tests/engines/test_shapes.py`` plays every game and fails on any field an engine returns that its class does
not declare, or of another type.

No ``from __future__ import annotations`` in the shape modules: Python 3.11 decides which keys are
``NotRequired`` from the annotations as objects, not as strings.
"""

import functools
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal, NotRequired, Required, TypedDict, Union, get_args, get_origin

# The JSON types of a field, as the fast shape check compares them (``type(value) in types``).
FieldTypes = tuple[type, ...]


class ResignAction(TypedDict):
    """The platform's resign (every game, until the end; never among the legal actions)."""

    type: Literal["resign"]


class OutcomeFields(TypedDict):
    """What ``player_view`` adds to every game's view: the same keys in every game."""

    status: Literal["playing", "won", "lost"]
    end_reason: str | None
    score: int
    rank_key: list[int]


def is_shape(annotation: Any) -> bool:
    """Whether ``annotation`` is a declared class (a TypedDict)."""
    return typing.is_typeddict(annotation)


def unwrap(annotation: Any) -> Any:
    """The type under ``Annotated``, ``Required`` and ``NotRequired``."""
    while get_origin(annotation) in (typing.Annotated, Required, NotRequired):
        annotation = get_args(annotation)[0]
    return annotation


def is_union(annotation: Any) -> bool:
    return get_origin(annotation) in (Union, types.UnionType)


def json_types(annotation: Any) -> FieldTypes:
    """The JSON types (as Python types) a value of ``annotation`` may have at its top level."""
    annotation = unwrap(annotation)
    if annotation is None or annotation is type(None):
        return (type(None),)
    if is_union(annotation):
        found: list[type] = []
        for option in get_args(annotation):
            found += [t for t in json_types(option) if t not in found]
        return tuple(found)
    if get_origin(annotation) is Literal:
        return tuple(dict.fromkeys(type(value) for value in get_args(annotation)))
    if is_shape(annotation) or get_origin(annotation) in (dict, Mapping) or annotation is dict:
        return (dict,)
    if get_origin(annotation) is list or annotation is list:
        return (list,)
    if annotation in (str, int, bool, float):
        return (annotation,)
    raise TypeError(f"{annotation!r} is no JSON type a shape may declare")


@functools.cache
def fields_of(shape: type) -> Mapping[str, Any]:
    """The declared fields of a class and their types (``NotRequired`` and ``Annotated`` kept). Kept per class,
    read-only: ``get_type_hints`` evaluates every annotation again on each call, and the shape check asks once
    per value it checks (it was 70 % of the CPU of ``tests/engines/test_shapes.py``, 570 s of a 3,270 s suite)."""
    return types.MappingProxyType(typing.get_type_hints(shape, include_extras=True))


def declared_fields(shape: type) -> tuple[dict[str, FieldTypes], tuple[str, ...]]:
    """An action class as the platform checks it: the required fields besides ``type`` with their JSON types,
    and the names of the optional ones (whose values the handler checks itself, with its own words)."""
    hints = fields_of(shape)
    optional: frozenset[str] = getattr(shape, "__optional_keys__", frozenset())
    required = {
        name: json_types(kind) for name, kind in hints.items() if name != "type" and name not in optional
    }
    return required, tuple(name for name in hints if name in optional)


@functools.cache
def action_kind(shape: type) -> str:
    """The ``type`` an action class declares (``Literal["kind"]``)."""
    kind = unwrap(fields_of(shape).get("type"))
    if get_origin(kind) is not Literal or len(get_args(kind)) != 1:
        raise TypeError(f"{shape.__name__} must declare type: Literal['<kind>']")
    return str(get_args(kind)[0])


def union_members(annotation: Any) -> tuple[type, ...]:
    """The classes of a union of action classes (``<Game>Action``)."""
    annotation = unwrap(annotation)
    return tuple(get_args(annotation)) if is_union(annotation) else (annotation,)


def shape_errors(value: Any, annotation: Any, where: str = "$") -> list[str]:
    """What is wrong with ``value`` as an ``annotation``: a missing or undeclared field, a value of another
    type, at any depth ([] when it conforms). Stricter than the OpenAPI document, which lets clients ignore
    fields added later: here an engine that returns a field its class does not declare is an error."""
    annotation = unwrap(annotation)
    if annotation is Any:
        return []
    if is_union(annotation):
        options = get_args(annotation)
        tagged = [o for o in options if is_shape(o) and "type" in fields_of(o)]
        if isinstance(value, dict) and tagged and len(tagged) == len(options):
            chosen = [o for o in tagged if value.get("type") == action_kind(o)]  # told apart by type
            if chosen:
                return shape_errors(value, chosen[0], where)
            return [f"{where}: type {value.get('type')!r} is none of {sorted(map(action_kind, tagged))}"]
        attempts = [shape_errors(value, option, where) for option in options]
        return [] if any(not errors for errors in attempts) else min(attempts, key=len)
    if annotation is None or annotation is type(None):
        return [] if value is None else [f"{where}: {value!r} is not null"]
    if get_origin(annotation) is Literal:
        return (
            [] if value in get_args(annotation) else [f"{where}: {value!r} is none of {get_args(annotation)}"]
        )
    if is_shape(annotation):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object ({annotation.__name__})"]
        hints = fields_of(annotation)
        errors = [
            f"{where}: {annotation.__name__} declares no field {name!r}"
            for name in value
            if name not in hints
        ]
        errors += [f"{where}: {annotation.__name__} needs the field {name!r}" for name in annotation.__required_keys__
                   if name not in value]  # fmt: skip
        for name, kind in hints.items():
            if name in value:
                errors += shape_errors(value[name], kind, f"{where}.{name}")
        return errors
    origin = get_origin(annotation)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        (item,) = get_args(annotation)
        return [error for i, v in enumerate(value) for error in shape_errors(v, item, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        key_type, item = get_args(annotation)
        return [
            error
            for k, v in value.items()
            for error in ([f"{where}: key {k!r} is not a string"] if not isinstance(k, key_type) else [])
            + shape_errors(v, item, f"{where}.{k}")
        ]
    # A scalar: exactly its JSON type (true is no number, 1 is no flag; an int is a fine float).
    allowed = (int, float) if annotation is float else (annotation,)
    if type(value) not in allowed:
        return [f"{where}: {value!r} is not {annotation.__name__}"]
    return []
