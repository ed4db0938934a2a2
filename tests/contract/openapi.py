"""The OpenAPI document as the server generates it, and validators for its responses, each built once per
test session."""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass
from functools import cache
from typing import Any

import jsonschema_rs

_GENERATING = threading.Lock()


def openapi_document() -> dict[str, Any]:
    # A live server's first requests check their responses from several threads at once, and two schema
    # generations racing each other can fail inside drf-spectacular (its lazy extension loading briefly sets a
    # class's target to None: "'NoneType' object has no attribute 'startswith'", a 500 for the browser test
    # that ran first in its process). One generation, the others wait for it.
    with _GENERATING:
        return _generated_document()


@cache
def _generated_document() -> dict[str, Any]:
    from api.docs import openapi_document as generate

    return generate()


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


def _validator(schema: dict[str, Any], components: dict[str, Any], draft: Any = None) -> Validator:
    """A strict JSON Schema 2020-12 validator (OpenAPI 3.1's dialect) of one schema exactly as the document
    publishes it: nothing rewritten (``discriminator`` is an annotation a JSON Schema validator passes over;
    ``oneOf`` decides), formats checked. The document's components sit beside it so that
    "#/components/schemas/..." resolves. jsonschema-rs is the fast one (under a millisecond a response, see
    docs/benchmarks.md); tests/contract/test_strict_validators.py puts real traffic through openapi-core,
    as published, too."""
    return Validator({**schema, "components": components}, draft or jsonschema_rs.Draft202012Validator)


class Validator:
    """One schema's validator, whose errors name the field at fault: where a ``oneOf`` with a discriminator
    fails ("not valid under any of the given schemas"), the member the discriminator names is asked why. The
    verdict stays the published schema's; only the explanation follows the discriminator."""

    def __init__(self, root: dict[str, Any], draft: Any) -> None:
        self.root, self._draft = root, draft
        self._check = draft(root, validate_formats=True)
        self._members: dict[str, Validator] = {}

    def is_valid(self, instance: Any) -> bool:
        return self._check.is_valid(instance)

    def errors(self, instance: Any) -> list[tuple[str, str]]:
        """(where, what) of each error: where is the instance path, "the root" for the whole."""
        found = []
        for error in self._check.iter_errors(instance):
            member = self._member(error)
            if member is None:
                where = "/".join(map(str, error.instance_path)) or "the root"
                found.append((where, error.message))
                continue
            prefix = "/".join(map(str, error.instance_path))
            for where, what in member.errors(error.instance):
                found.append(
                    ("/".join(p for p in (prefix, "" if where == "the root" else where) if p) or where, what)
                )
        return found

    def _member(self, error: Any) -> Validator | None:
        if type(error.kind).__name__ != "OneOfNotValid" or not isinstance(error.instance, dict):
            return None
        node: Any = self.root
        for part in error.schema_path[:-1]:
            node = node.get(part) if isinstance(node, dict) else None
        discriminator = node.get("discriminator") if isinstance(node, dict) else None
        if not discriminator or "mapping" not in discriminator:
            return None
        ref = discriminator["mapping"].get(error.instance.get(discriminator["propertyName"]))
        if ref is None:
            return None
        if ref not in self._members:
            self._members[ref] = Validator({"$ref": ref, "components": self.root["components"]}, self._draft)
        return self._members[ref]


@cache
def response_validator(operation_id: str, status: str) -> Validator | None:
    """The validator of one declared response's JSON body; None when the response declares no body."""
    operation = next(op for op in operations() if op.operation_id == operation_id)
    response = operation.spec["responses"][status]
    content = response.get("content", {}).get("application/json")
    if content is None:
        return None
    return _validator(content["schema"], openapi_document()["components"])


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
    errors = validator.errors(json.loads(body))[:5]
    return [f"{where}: at {at}: {message[:300]}" for at, message in errors]


def header_violations(method: str, path: str, status: int, headers: Any) -> list[str]:
    """The API's own headers (api.schema.RESPONSE_HEADERS) an answer sends that its response does not declare."""
    from api.schema import RESPONSE_HEADERS

    operation = operation_for(method, path)
    declared = operation.spec["responses"] if operation is not None else {}
    key = str(status) if str(status) in declared else "default" if "default" in declared else None
    if operation is None or key is None:
        return []  # an undeclared status is contract_violations' to report
    declared = declared[key]
    known = {name.lower() for name in declared.get("headers", {})}
    sent = sorted(
        name for name in RESPONSE_HEADERS if name in headers and name.lower() not in known
    )  # headers: case-insensitive
    if not sent:
        return []
    return [
        f"{method} {path} ({operation.operation_id}) answered {status} with {', '.join(sent)}, undeclared"
    ]


def error_code_violations(method: str, path: str, status: int, body: bytes | None) -> list[str]:
    """An error answer whose code is not in ``api.error_codes.ErrorCode``, not with that status, or not among
    the codes the operation's schema names for it."""
    if not 400 <= status < 500 or not body:
        return []
    from api.error_codes import ErrorCode

    try:
        code = json.loads(body)["error"]["code"]
    except (ValueError, KeyError, TypeError):
        return []  # the shape itself is contract_violations' business
    where = f"{method} {path} answered {status} {code!r}"
    try:
        member = ErrorCode.of(code)
    except ValueError:
        return [f"{where}, a code api/error_codes.py does not list"]
    if member.status != status:
        return [f"{where}, listed as a {member.status}"]
    operation = operation_for(method, path)
    declared = operation.spec["responses"].get(str(status), {}) if operation else {}
    if "x-error-codes" in declared and code not in declared["x-error-codes"]:
        return [f"{where}, a code its x-error-codes do not name ({', '.join(declared['x-error-codes'])})"]
    return []


# ---------------------------------------------------------------------------------------------- WebSocket
# tests/contract/asyncapi-3.0.0.schema.json is the AsyncAPI 3.0.0 JSON Schema from the npm package
# @asyncapi/specs 6.11.1 (Apache-2.0), kept here so that the check runs offline.
ASYNCAPI_SPEC_SCHEMA = __import__("pathlib").Path(__file__).with_name("asyncapi-3.0.0.schema.json")


def server_messages(document: dict[str, Any], channel: str) -> list[str]:
    """The messages the server sends on a channel: those of the document's operations whose action is
    "receive" (read from the document, so that a message added there is checked without a second list)."""
    return [
        reference["$ref"].rsplit("/", 1)[1]
        for operation in document["operations"].values()
        if operation["action"] == "receive" and operation["channel"]["$ref"] == f"#/channels/{channel}"
        for reference in operation["messages"]
    ]


@cache
def frame_validator(channel: str) -> Validator:
    """The server's messages on one channel, told apart by ``type`` as a client does, each payload as the
    document publishes it (JSON Schema draft-07, its ``schemaFormat``)."""
    from api.asyncapi import _kind, asyncapi_document, frame_messages

    document = asyncapi_document()
    messages = document["components"]["messages"]
    payloads = {
        _kind(frame_messages()[name][0]): messages[name]["payload"]
        for name in server_messages(document, channel)
    }
    assert {payload["schemaFormat"] for payload in payloads.values()} == {
        "application/schema+json;version=draft-07"
    }
    schema = {
        "oneOf": [payload["schema"] for payload in payloads.values()],
        "discriminator": {
            "propertyName": "type",
            "mapping": {kind: payload["schema"]["$ref"] for kind, payload in payloads.items()},
        },
    }
    return _validator(schema, {"schemas": document["components"]["schemas"]}, jsonschema_rs.Draft7Validator)


def frame_violations(path: str, frame: Any) -> list[str]:
    """What is wrong with one frame the server sent on the socket at ``path``."""
    prefixes = {"/ws/plays/": "play", "/ws/leaderboards/": "board", "/ws/races/": "race"}
    channel = next((name for prefix, name in prefixes.items() if path.startswith(prefix)), None)
    if channel is None:
        return []
    errors = frame_validator(channel).errors(frame)
    kind = frame.get("type") if isinstance(frame, dict) else None
    return [
        f"WebSocket {path} sent a {kind!r} frame outside the AsyncAPI document: at {at}: {message[:300]}"
        for at, message in errors[:3]
    ]
