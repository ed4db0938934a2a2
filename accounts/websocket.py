"""WebSocket authentication: a browser's session cookie, or a token for other clients.

A token may come as the subprotocol pair ``["bearer", "<token>"]`` (``Sec-WebSocket-Protocol: bearer,
<token>``; the server then accepts the ``bearer`` subprotocol) or as ``?token=<token>`` in the query string.
"""

from __future__ import annotations

from urllib.parse import parse_qs

from channels.auth import AuthMiddlewareStack
from channels.db import database_sync_to_async
from channels.middleware import BaseMiddleware

from accounts.selectors import token_by_key

TOKEN_SUBPROTOCOL = "bearer"


def token_from_scope(scope) -> str | None:
    protocols = list(scope.get("subprotocols") or [])
    if TOKEN_SUBPROTOCOL in protocols:
        index = protocols.index(TOKEN_SUBPROTOCOL)
        if index + 1 < len(protocols):
            return protocols[index + 1]
    query = parse_qs(scope.get("query_string", b"").decode(errors="replace"))
    values = query.get("token")
    return values[0] if values else None


class TokenAuthMiddleware(BaseMiddleware):
    """Runs after the session middleware: a valid token overrides the session user; an invalid token
    leaves the connection anonymous (the consumer then refuses it)."""

    async def __call__(self, scope, receive, send):
        key = token_from_scope(scope)
        scope = dict(scope)
        if key is not None:
            token = await database_sync_to_async(token_by_key)(key)
            if token is None:
                from django.contrib.auth.models import AnonymousUser

                scope["user"], scope["token"] = AnonymousUser(), None
            else:
                scope["user"], scope["token"] = token.user, token
        return await super().__call__(scope, receive, send)


def TokenAuthMiddlewareStack(inner):
    return AuthMiddlewareStack(TokenAuthMiddleware(inner))
