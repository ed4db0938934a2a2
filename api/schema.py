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
