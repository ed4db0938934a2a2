"""The OpenAPI link of the token operations: a created token is revoked by its id."""

from __future__ import annotations

from api.schema import add_links


def add_token_links(result, generator, request, public):
    return add_links(
        result,
        {
            ("tokens_create", "201"): {
                "RevokeIt": {"operationId": "tokens_revoke", "parameters": {"token_id": "$response.body#/id"}}
            }
        },
    )
