"""OpenAPI 3.1 schemas generated from declared classes (``typing.TypedDict``, ``Literal``, unions): the games'
actions and views (``games/engines/*/shapes.py``) and the socket frames (``*/frames.py``). Nothing here is
inferred from play and nothing is written by hand: a class changes, its schema follows.

Why our own hundred lines and not a library's generator: msgspec (the natural choice, fast and small) refuses a
union of two ``TypedDict``\\ s, and a game's actions are exactly that (Weaver's view even carries a list of
them); pydantic would do it, but it is a large run-time dependency for what is a walk over ``typing``'s
introspection. The output is OpenAPI 3.1 as drf-spectacular writes it (null is a type; a union of actions is
``oneOf`` with ``type`` as the discriminator), so the components sit beside the serializers' ones.

A class becomes one component named after it; ``Annotated[X, "words"]`` adds a description,
``Annotated[X, Constraint(minimum=0)]`` a keyword, and ``extends(Class, "Name")`` says that a class's objects
also carry every field of a component that is not a class here (a serializer's).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal, NotRequired, Required, get_args, get_origin

from games.engines.shapes import action_kind, fields_of, is_shape, is_union, unwrap

Schema = dict[str, Any]

_SCALARS = {str: "string", int: "integer", bool: "boolean", float: "number"}


class Constraint(dict[str, Any]):
    """``Annotated[int, Constraint(minimum=0)]``: JSON Schema keywords a Python type cannot say."""


# Classes whose objects carry every field of another component besides their own (a socket's ``state``
# frame is ``{"type": "state", **snapshot}``): their component is the ``allOf`` of both.
_EXTENDS: dict[type, str] = {}


def extends(shape: type, component: str) -> None:
    """Declare that the objects of ``shape`` also carry every field of ``component``."""
    _EXTENDS[shape] = component


def ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def _or_null(schema: Schema) -> Schema:
    """The schema or null, as OpenAPI 3.1 (JSON Schema) says it: null is a type. A reference, or a union, becomes
    ``anyOf`` with ``{"type": "null"}`` (OpenAPI 3.0's ``{allOf: [$ref], nullable: true}`` admitted no null under a
    strict validator, issue 44)."""
    if isinstance(schema.get("type"), str) and not any(
        key in schema for key in ("$ref", "allOf", "anyOf", "oneOf")
    ):
        nullable = {**schema, "type": [schema["type"], "null"]}
        if "enum" in schema:
            nullable["enum"] = [*schema["enum"], None]
        return nullable
    if "anyOf" in schema:
        return {**schema, "anyOf": [*schema["anyOf"], {"type": "null"}]}
    outer = {key: schema[key] for key in ("description",) if key in schema}
    inner = {key: value for key, value in schema.items() if key not in outer}
    return {**outer, "anyOf": [inner, {"type": "null"}]}


class SchemaWriter:
    """Collects the components of every class it meets; ``schema`` answers the schema of one annotation."""

    def __init__(self) -> None:
        self.components: dict[str, Schema] = {}
        self._classes: dict[str, type] = {}

    def schema(self, annotation: Any) -> Schema:
        extra: Schema = {}
        while get_origin(annotation) in (
            Required,
            NotRequired,
        ):  # whether a key is required: said by the class
            annotation = get_args(annotation)[0]
        if get_origin(annotation) is not None and hasattr(annotation, "__metadata__"):
            for meta in annotation.__metadata__:
                if isinstance(meta, str):
                    extra["description"] = meta
                if isinstance(meta, Constraint):
                    extra.update(meta)
        schema = self._schema(unwrap(annotation))
        if extra and "$ref" in schema:  # 3.0 tools ignore whatever sits beside a $ref (3.1 allows it)
            return {"allOf": [schema], **extra}
        return {**schema, **extra}

    def _schema(self, annotation: Any) -> Schema:
        if annotation is Any:
            return {}
        if is_union(annotation):
            options = [o for o in get_args(annotation) if o is not type(None)]
            nullable = len(options) < len(get_args(annotation))
            if len(options) == 1:
                schema = self.schema(options[0])
                return _or_null(schema) if nullable else schema
            schema = self._one_of(options)
            return _or_null(schema) if nullable else schema
        if get_origin(annotation) is Literal:
            choices = list(get_args(annotation))
            return {"type": _SCALARS[type(choices[0])], "enum": choices}
        if is_shape(annotation):
            return ref(self._component(annotation))
        origin = get_origin(annotation)
        if origin is list:
            return {"type": "array", "items": self.schema(get_args(annotation)[0])}
        if origin is dict:
            values = self.schema(get_args(annotation)[1])
            return {"type": "object", "additionalProperties": values or True}
        if annotation in _SCALARS:
            return {"type": _SCALARS[annotation]}
        raise TypeError(f"{annotation!r} has no JSON Schema here")

    def _one_of(self, options: list[Any]) -> Schema:
        """A union: of classes that each declare their ``type``, told apart by it."""
        schemas = [self.schema(option) for option in options]
        if all(is_shape(option) and "type" in fields_of(option) for option in options):
            mapping = {action_kind(option): s["$ref"] for option, s in zip(options, schemas, strict=True)}
            return {"oneOf": schemas, "discriminator": {"propertyName": "type", "mapping": mapping}}
        return {"anyOf": schemas}

    def _component(self, shape: type) -> str:
        name = shape.__name__
        known = self._classes.setdefault(name, shape)
        if known is not shape:
            raise TypeError(f"two classes are named {name}: {known.__module__} and {shape.__module__}")
        if name not in self.components:
            self.components[name] = {}  # taken before the fields: a class may refer to itself
            optional: frozenset[str] = getattr(shape, "__optional_keys__", frozenset())
            properties = {field: self.schema(kind) for field, kind in fields_of(shape).items()}
            schema: Schema = {"type": "object", "properties": properties}
            required = [field for field in properties if field not in optional]
            if required:
                schema["required"] = required
            if shape in _EXTENDS:
                schema = {"allOf": [schema, ref(_EXTENDS[shape])]}
            if shape.__doc__ and shape.__doc__.strip():
                schema = {"description": " ".join(shape.__doc__.split()), **schema}
            self.components[name] = schema
        return name


def components_of(annotations: Iterable[Any]) -> dict[str, Schema]:
    """The components of these classes and of every class they refer to."""
    writer = SchemaWriter()
    for annotation in annotations:
        writer.schema(annotation)
    return writer.components
