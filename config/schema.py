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
