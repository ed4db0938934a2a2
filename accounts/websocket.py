"""WebSocket authentication: a browser's session cookie, or a token for other clients.

A token may come as the subprotocol pair ``["bearer", "<token>"]`` (``Sec-WebSocket-Protocol: bearer,
<token>``; the server then accepts the ``bearer`` subprotocol) or as ``?token=<token>`` in the query string.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

from channels.auth import AuthMiddlewareStack
from channels.db import database_sync_to_async
from channels.middleware import BaseMiddleware
from channels.security.websocket import OriginValidator
from django.conf import settings
from django.contrib.auth.models import AnonymousUser

from accounts.selectors import token_by_key
from api.websocket import TOKEN_SUBPROTOCOL, OriginRefusal


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
                scope["user"], scope["token"] = AnonymousUser(), None
            else:
                scope["user"], scope["token"] = token.user, token
        return await super().__call__(scope, receive, send)


def TokenAuthMiddlewareStack(inner):
    return AuthMiddlewareStack(TokenAuthMiddleware(inner))


class BrowserOriginValidator(OriginValidator):
    """Refuse a browser page from a foreign origin; let non-browser clients in.

    Browsers always send ``Origin`` on a WebSocket handshake, and a foreign page could ride on the user's
    session cookie, so a present Origin must be one of our hosts (or CSRF_TRUSTED_ORIGINS). Terminal clients
    and bots send no Origin; they cannot borrow anyone's cookie and must authenticate with a token.
    """

    def valid_origin(self, parsed_origin) -> bool:
        if parsed_origin is None:
            return True
        return super().valid_origin(parsed_origin)

    async def __call__(self, scope, receive, send):
        # Channels' own refusal closes before accepting, which a client only sees as an HTTP 403; this one
        # closes with 4403 after accepting (api.websocket), like every other refusal.
        origin = next((value for name, value in scope.get("headers", []) if name == b"origin"), None)
        try:
            parsed = urlparse(origin.decode("latin1")) if origin is not None else None
        except UnicodeDecodeError:
            parsed = urlparse("")
        if self.valid_origin(parsed):
            # An ASGI 3 application; types-channels also admits ASGI 2's one-argument form here.
            return await self.application(scope, receive, send)  # type: ignore[call-arg, misc]
        return await OriginRefusal()(scope, receive, send)


def OriginCheckedStack(inner):
    hosts = list(settings.ALLOWED_HOSTS) or ["localhost", "127.0.0.1", "[::1]"]
    allowed = [h for h in hosts] + list(settings.CSRF_TRUSTED_ORIGINS)
    return BrowserOriginValidator(TokenAuthMiddlewareStack(inner), allowed)
