from __future__ import annotations

from datetime import timedelta

from django.db.models import Q
from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions

from accounts.models import AccessToken
from accounts.selectors import token_by_key, token_used_at

# last_used_at is informative (the personal tokens' list shows it, to tell a token still in use from a forgotten
# one); writing it on every request would turn every read into a write.
_LAST_USED_RESOLUTION = timedelta(minutes=5)


def _last_use_is_shown(token: AccessToken) -> bool:
    """Only a personal token's last use is shown (``tokens_list``); a sign-in token's is read by no one. Writing
    it anyway was a third of a sign-in token's first request in each process (an ``UPDATE`` and its commit: 0.6
    of 2.1 ms of CPU for Today, in process), and at the release minute every player's Today is such a request."""
    return token.kind == AccessToken.Kind.PERSONAL


class BearerTokenAuthentication(authentication.BaseAuthentication):
    """``Authorization: Bearer <key>`` (``Token <key>`` is accepted too)."""

    keywords = ("bearer", "token")

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).split()
        if not header or header[0].lower().decode(errors="replace") not in self.keywords:
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed("The Authorization header must be 'Bearer <token>'.")
        token = token_by_key(header[1].decode(errors="replace"))
        if token is None:
            raise exceptions.AuthenticationFailed("This token is invalid or has been revoked.")
        now = timezone.now()
        if _last_use_is_shown(token) and (
            token.last_used_at is None or now - token.last_used_at > _LAST_USED_RESOLUTION
        ):
            # Written only if no process wrote it within the resolution: each server process keeps its own copy of
            # the token, so a token's first request in each process would write it again. An UPDATE that matches
            # no row changes nothing and commits without a WAL flush.
            stale = Q(last_used_at__isnull=True) | Q(last_used_at__lt=now - _LAST_USED_RESOLUTION)
            AccessToken.objects.filter(stale, pk=token.pk).update(last_used_at=now)
            token_used_at(token.key_hash, now)
        return token.user, token

    def authenticate_header(self, request) -> str:
        return 'Bearer realm="api"'


class BearerTokenScheme(OpenApiAuthenticationExtension):
    target_class = BearerTokenAuthentication
    name = "bearerAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer", "description": "A sign-in or personal API token."}
