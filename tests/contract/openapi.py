"""The OpenAPI document as the server generates it, and validators for its responses, each built once per
test session."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from openapi_schema_validator import OAS30Validator


@cache
def openapi_document() -> dict[str, Any]:
    """The document /api/v1/schema/ serves, as plain JSON (lazy strings and the like resolved)."""
    from drf_spectacular.generators import SchemaGenerator
    from drf_spectacular.renderers import OpenApiJsonRenderer

    schema = SchemaGenerator().get_schema(request=None, public=True)
    return json.loads(OpenApiJsonRenderer().render(schema, renderer_context={}))


@dataclass(frozen=True)
class Operation:
    operation_id: str
    method: str
    path: str
    pattern: re.Pattern[str]
    spec: dict[str, Any]


@cache
def operations() -> tuple[Operation, ...]:
    found = []
    for path, methods in openapi_document()["paths"].items():
        pattern = re.compile("^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(path)) + "$")
        for method, spec in methods.items():
            found.append(Operation(spec["operationId"], method.upper(), path, pattern, spec))
    return tuple(found)


def operation_for(method: str, path: str) -> Operation | None:
    method = "GET" if method == "HEAD" else method
    for operation in operations():
        if operation.method == method and operation.pattern.match(path):
            return operation
    return None


@cache
def response_validator(operation_id: str, status: str) -> OAS30Validator | None:
    """The validator of one declared response's JSON body; None when the response declares no body."""
    operation = next(op for op in operations() if op.operation_id == operation_id)
    response = operation.spec["responses"][status]
    content = response.get("content", {}).get("application/json")
    if content is None:
        return None
    # Validate against the response schema with the document's components beside it, so that its local
    # "#/components/schemas/..." references resolve.
    schema = {**content["schema"], "components": openapi_document()["components"]}
    return OAS30Validator(schema)


def contract_violations(
    method: str, path: str, status: int, body: bytes | None, content_type: str
) -> list[str]:
    """What is wrong with one response of the API against the document; [] when it conforms or when the
    path is no operation of the document (the schema itself, the docs, unknown paths)."""
    operation = operation_for(method, path)
    if operation is None or status >= 500:
        return []  # a server failure is not a shape the API promises; the test that caused it sees the 5xx
    declared = operation.spec["responses"]
    key = str(status) if str(status) in declared else "default" if "default" in declared else None
    where = f"{method} {path} ({operation.operation_id}) answered {status}"
    if key is None:
        return [f"{where}, a status the schema does not declare (it declares {', '.join(declared)})"]
    validator = response_validator(operation.operation_id, key)
    if validator is None or not body or method == "HEAD":
        return []
    if not content_type.startswith("application/json"):
        return [f"{where} with {content_type}, not the JSON the schema declares"]
    errors = sorted(validator.iter_errors(json.loads(body)), key=lambda e: list(e.absolute_path))
    return [
        f"{where}: at {'/'.join(map(str, error.absolute_path)) or 'the root'}: {error.message[:300]}"
        for error in errors[:5]
    ]


# ---------------------------------------------------------------------------------------------- WebSocket
# tests/contract/asyncapi-3.0.0.schema.json is the AsyncAPI 3.0.0 JSON Schema from the npm package
# @asyncapi/specs 6.11.1 (Apache-2.0), kept here so that the check runs offline.
ASYNCAPI_SPEC_SCHEMA = __import__("pathlib").Path(__file__).with_name("asyncapi-3.0.0.schema.json")

# The messages the server sends on each channel (the AsyncAPI operations whose action is "receive").
SERVER_MESSAGES = {"play": ("state", "in_sync", "error"), "board": ("board",)}


@cache
def frame_validator(channel: str) -> OAS30Validator:
    from config.asyncapi import asyncapi_document

    document = asyncapi_document()
    messages = document["components"]["messages"]
    schema = {
        "oneOf": [messages[name]["payload"]["schema"] for name in SERVER_MESSAGES[channel]],
        "components": {"schemas": document["components"]["schemas"]},
    }
    return OAS30Validator(schema)


def frame_violations(path: str, frame: Any) -> list[str]:
    """What is wrong with one frame the server sent on the socket at ``path``."""
    channel = (
        "play" if path.startswith("/ws/plays/") else "board" if path.startswith("/ws/leaderboards/") else None
    )
    if channel is None:
        return []
    errors = list(frame_validator(channel).iter_errors(frame))
    kind = frame.get("type") if isinstance(frame, dict) else None
    return [
        f"WebSocket {path} sent a {kind!r} frame outside the AsyncAPI document: {e.message[:300]}"
        for e in errors[:3]
    ]
