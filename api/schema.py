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
