from __future__ import annotations

from drf_spectacular.openapi import AutoSchema


class NestedNameAutoSchema(AutoSchema):
    """Name components after the serializer's qualified name, so that the house style's nested
    ``SomethingApi.InputSerializer`` classes get distinct names (``SomethingApiInput``)."""

    def get_serializer_name(self, serializer, direction):
        qualname = type(serializer).__qualname__
        if "." in qualname:
            return qualname.replace(".", "")
        return super().get_serializer_name(serializer, direction)


def forbid_unknown_request_fields(result, generator, request, public):
    """Our APIs refuse unknown body fields (400 ``unknown_field``): say so in the schema, so that clients and
    fuzzers know extra properties are not accepted."""
    for name, component in result.get("components", {}).get("schemas", {}).items():
        if name.endswith("Request") and component.get("type") == "object":
            component["additionalProperties"] = False
    return result


CODES_MARK = "Codes: "  # how api.rest.error_responses names a response's codes in its description


def add_error_codes(result, generator, request, public):
    """``x-error-codes`` on each error response: the codes its description names (api.rest.error_responses),
    as a list a program reads; the contract test checks every error answer of the suite against it."""
    for methods in result.get("paths", {}).values():
        for operation in methods.values():
            if not isinstance(operation, dict):
                continue
            for status, response in operation.get("responses", {}).items():
                description = response.get("description", "")
                if status.startswith(("4", "5")) and CODES_MARK in description:
                    listed = description.rsplit(CODES_MARK, 1)[1].rstrip(".")
                    response["x-error-codes"] = [code.strip(" `") for code in listed.split(",")]
    return result


def operation_by_id(result: dict, operation_id: str) -> dict:
    for methods in result.get("paths", {}).values():
        for operation in methods.values():
            if isinstance(operation, dict) and operation.get("operationId") == operation_id:
                return operation
    raise KeyError(f"no operation {operation_id!r} in the document")


def add_links(result: dict, links: dict[tuple[str, str], dict[str, dict]]) -> dict:
    """OpenAPI links, ``{(operation_id, status): {link name: link}}``: how an answer feeds the next request
    (the play a start returns is the one to move in). Swagger UI shows them; schemathesis' stateful tests
    follow them (tests/reliability/test_fuzz_api.py)."""
    for (operation_id, status), named in links.items():
        response = operation_by_id(result, operation_id)["responses"][status]
        response.setdefault("links", {}).update(named)
    return result


def _header(description: str, schema: dict) -> dict:
    return {"description": description, "schema": schema}


# Every header the API answers with beside HTTP's own: components.headers, and each response names those it may
# carry (add_response_headers). The contract test fails an answer that sends one its response does not declare.
RESPONSE_HEADERS: dict[str, dict] = {
    "X-Request-ID": _header(
        "The request's id (the proxy's X-Request-ID, or one made here), as the server's logs carry it: quote "
        "it in a report.",
        {"type": "string"},
    ),
    "RateLimit-Limit": _header(
        "The requests the closest of the operation's rate limits allows in its window.", {"type": "integer"}
    ),
    "RateLimit-Remaining": _header("The requests left in that window.", {"type": "integer", "minimum": 0}),
    "RateLimit-Reset": _header("Seconds until that window restarts.", {"type": "integer", "minimum": 0}),
    "Retry-After": _header("Seconds to wait before trying again.", {"type": "integer", "minimum": 0}),
    "ETag": _header(
        "The answer's entity tag: send it back in If-None-Match for a 304 while it still holds.",
        {"type": "string"},
    ),
    "Idempotent-Replayed": _header(
        "true: this is the kept answer of an earlier request with the same Idempotency-Key and body.",
        {"type": "string", "enum": ["true"]},
    ),
    "Deprecation": _header(
        "The operation is deprecated, since @<unix time> (RFC 9745; docs/api-changelog.md).",
        {"type": "string"},
    ),
    "Sunset": _header("When the deprecated operation goes, an HTTP date (RFC 8594).", {"type": "string"}),
    "Link": _header(
        'The successor of a deprecated operation: <path>; rel="successor-version".', {"type": "string"}
    ),
    "Allow": _header("The methods the path takes.", {"type": "string"}),
}
RATE_LIMITED = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")


def response_headers(operation: dict, status: str) -> list[str]:
    """The API's headers a response of ``operation`` may carry (see RESPONSE_HEADERS)."""
    parameters = {p.get("name") for p in operation.get("parameters", []) if p.get("in") == "header"}
    # Every answer has an id and the path's methods (DRF sends Allow with each); any may be counted by a throttle.
    names = ["X-Request-ID", "Allow", *RATE_LIMITED]
    # A 202 is "accepted, ask again": an answer still being computed (a play's analysis) says when.
    if status in ("202", "429", "503") or (status == "409" and "Idempotency-Key" in parameters):
        names.append("Retry-After")
    if status in ("200", "304") and "If-None-Match" in parameters:
        names.append("ETag")
    if "Idempotency-Key" in parameters:
        names.append("Idempotent-Replayed")  # the kept answer, whatever its status
    if operation.get("deprecated"):
        names += ["Deprecation", "Sunset", "Link"]
    return names


def add_response_headers(result, generator, request, public):
    """Postprocessing hook: the headers each response may carry (issue 44: none was declared), as references to
    components.headers."""
    result.setdefault("components", {})["headers"] = RESPONSE_HEADERS
    for methods in result.get("paths", {}).values():
        for operation in methods.values():
            if not isinstance(operation, dict):
                continue
            for status, response in operation.get("responses", {}).items():
                response["headers"] = {
                    **response.get("headers", {}),
                    **{
                        name: {"$ref": f"#/components/headers/{name}"}
                        for name in response_headers(operation, status)
                    },
                }
    return result
