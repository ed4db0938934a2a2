"""No ``Any`` in the generated Python client (issue 34): every field of every model in
``clients/python/patience_client/models`` has a concrete type, so a strict client reads an answer without a
cast. A field typed ``Any`` comes from a schema property with no type (a serializer's ``JSONField`` without
``extend_schema_field``); a model made only of ``additional_properties: dict[str, Any]`` comes from a free-form
object (a ``DictField`` without a value type). Fix either at its source, the serializer, then ``make sdk``.

The exceptions are listed one by one with their reason. Each is a shape that belongs to one game (a view, an
action) or is open on purpose; when one gets its type, delete it here: the second test says which."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.support import parse_python

MODELS = Path(__file__).resolve().parents[2] / "clients" / "python" / "patience_client" / "models"
ANY = re.compile(r"\bAny\b")  # the type, not a model named after it (AnyAction)

# (model, field) typed Any; (model, "*") for a free-form model (only additional properties, of Any).
ALLOWED_ANY = {
    # An offline game's log, as sent: the server takes any object and the verification's replay refuses a
    # malformed one (the score is rejected with the engine's reason), so the schema does not narrow it.
    ("ScoreSubmitApiInputRequestActionsItem", "*"),
    # An error's details differ per code (a header's name, a version, a field's messages): open on purpose,
    # each code's details are in docs/api.md.
    ("ErrorSerializerErrorBodyDetails", "*"),
    # The same details, in a socket's error frame (ErrorMessage.error).
    ("ErrorBodyDetails", "*"),
    # A compact socket's patch (issue 43) carries a subset of a snapshot's top-level fields and of its game's view
    # parts, each whole and typed as in PlayState; a client merges them into the snapshot it holds (the SDK's
    # CompactPlay) and reads the typed snapshot, never the patch's parts alone.
    ("PatchMessageFields", "*"),
    ("PatchMessageView", "*"),
}


def any_typed_fields() -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in sorted(MODELS.glob("*.py")):
        for node in parse_python(path.read_text()).body:
            if not isinstance(node, ast.ClassDef):
                continue
            fields = {
                ast.unparse(s.target): ast.unparse(s.annotation)
                for s in node.body
                if isinstance(s, ast.AnnAssign)
            }
            extra = fields.pop("additional_properties", None)
            found |= {(node.name, name) for name, annotation in fields.items() if ANY.search(annotation)}
            if not fields and extra is not None and ANY.search(extra):
                found.add((node.name, "*"))
    return found


def test_no_generated_model_has_a_field_typed_any_outside_the_listed_exceptions():
    unexpected = any_typed_fields() - ALLOWED_ANY
    assert not unexpected, (
        f"typed Any in the generated client: {sorted(unexpected)}; give the serializer field a schema "
        "(extend_schema_field, a nested serializer, a DictField with a typed child), then make sdk"
    )


def test_the_list_of_exceptions_names_only_fields_still_typed_any():
    typed_since = ALLOWED_ANY - any_typed_fields()
    assert not typed_since, f"now typed, delete from ALLOWED_ANY: {sorted(typed_since)}"


API = MODELS.parent / "api"
PLAY_STATE = {f"{game}PlayState" for game in ("Journey", "Match3", "Quetinny", "Weaver", "Witch")}
# Answers that are a union of classes other than a play's snapshot, read with isinstance: mypy would type
# ok()'s answer as their join, object (patience_sdk.ok).
UNION_ANSWERS = {"daily_list": {"DailyArchivePage", "list[ChallengeOutput]"}}


def test_ok_keeps_the_type_of_every_answer():
    """patience_sdk.ok() types its answer as the call's without ErrorResponse and None: one class, or the
    union of the games' snapshots its own overload names. A new union answer would be typed ``object``."""
    found = {}
    for path in sorted(API.glob("*/*.py")):
        for node in parse_python(path.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name == "sync" and node.returns is not None:
                members = {ast.unparse(m) for m in _members(node.returns)} - {"ErrorResponse", "None"}
                if len(members) > 1:
                    found[path.stem] = members
    assert {name: members for name, members in found.items() if members != PLAY_STATE} == UNION_ANSWERS
    assert len(found) > 5  # the snapshot's operations: start, get, act, undo, resign...


def _members(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return [*_members(node.left), *_members(node.right)]
    return [node]
