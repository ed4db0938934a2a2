"""Error codes as one enum (issue 34): the table in docs/api.md is the enum's, every code the engines and DRF
give is in it, and every error answer of the suite names a listed code (tests/contract/plugin.py)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from api.error_codes import ErrorCode, with_table
from api.errors import _CODES, ApiError
from games.engines import base
from tests.contract.openapi import operations
from tests.support import parse_python

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"


def test_the_table_in_docs_api_md_is_generated_from_the_enum():
    text = DOC.read_text()
    assert with_table(text) == text, "run: .venv/bin/python -m api.error_codes --write docs/api.md"
    for member in ErrorCode:
        assert f"| `{member.code}` | {member.status} | {member.sentence} |" in text


def test_each_code_has_one_status_a_snake_case_name_and_one_sentence():
    for member in ErrorCode:
        assert member.code == member.name.lower() and member.code.isidentifier()
        assert 400 <= member.status < 600
        assert member.sentence.endswith(".") and "\n" not in member.sentence
    assert len({m.code for m in ErrorCode}) == len(ErrorCode)


def test_the_engines_and_drfs_codes_are_members_with_their_status():
    engine_errors = [
        cls for _, cls in inspect.getmembers(base, inspect.isclass) if issubclass(cls, base.EngineError)
    ]
    assert len(engine_errors) >= 6
    for cls in engine_errors:
        assert ErrorCode.of(cls.code).status == 400, cls  # api.errors answers an engine's refusal with a 400
    for exception, member in _CODES.items():
        assert member.status == exception.status_code, exception


def test_a_raise_takes_its_status_and_default_message_from_the_enum():
    error = ApiError(ErrorCode.NOTHING_TO_UNDO)
    assert (error.status_code, error.error_code, error.message) == (
        409,
        "nothing_to_undo",
        "There is no move to undo.",
    )


def test_every_raise_names_a_member_not_a_string():
    root = Path(__file__).resolve().parents[2]
    found = []
    for path in root.rglob("*.py"):
        relative = path.relative_to(root)
        if (
            relative.parts[0] in (".venv", "clients", "tests", "build", "dist")
            or "node_modules" in relative.parts
        ):
            continue
        for node in ast.walk(parse_python(path.read_text())):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in ("ApiError", "error_body", "_error") and isinstance(node.args[0], ast.Constant):
                found.append(f"{relative}:{node.lineno}")
    assert not found, f"a code written as a string (use ErrorCode.<NAME>): {found}"


def test_each_error_response_of_the_schema_names_its_codes_and_they_are_members_of_its_status():
    for operation in operations():
        for status, response in operation.spec["responses"].items():
            if not status.startswith(("4", "5")):
                continue
            codes = response.get("x-error-codes")
            assert codes, f"{operation.operation_id} {status} names no code"
            for code in codes:
                assert ErrorCode.of(code).status == int(status), (operation.operation_id, status, code)
                assert f"`{code}`" in response["description"]
    start = next(op for op in operations() if op.operation_id == "plays_start").spec["responses"]
    assert "daily_seed" in start["403"]["x-error-codes"] and "unknown_game" in start["404"]["x-error-codes"]
    assert start["422"]["x-error-codes"] == ["idempotency_key_reused"]
