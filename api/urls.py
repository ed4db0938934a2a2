"""The API's own documents: OpenAPI, AsyncAPI and the two renderings of the first (served offline)."""

from django.urls import path

from api.asyncapi import AsyncApiView
from api.docs import ApiRedocView, ApiSchemaView, ApiSwaggerView

# Included under /api/v1/.
versioned_urlpatterns = [
    path("schema/", ApiSchemaView.as_view(), name="schema"),
    path("asyncapi/", AsyncApiView.as_view(), name="asyncapi"),
]

# Included under /api/.
docs_urlpatterns = [
    path("docs/", ApiSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("redoc/", ApiRedocView.as_view(url_name="schema"), name="api-redoc"),
]
