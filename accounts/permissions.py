from __future__ import annotations

from rest_framework import exceptions, permissions

from accounts.models import AccessToken


class MissingScope(exceptions.PermissionDenied):
    default_code = "missing_scope"

    def __init__(self, scope: str) -> None:
        super().__init__(f"This token lacks the '{scope}' scope needed here.")
        self.error_code = "missing_scope"


class TokenHasScope(permissions.BasePermission):
    """Personal tokens carry scopes; a view names the one it needs in ``required_scope`` (reads default to
    ``read``). Sessions and sign-in tokens have every scope."""

    def has_permission(self, request, view) -> bool:
        token = request.auth
        if not isinstance(token, AccessToken):
            return True
        scope = getattr(view, "required_scope", None) or "read"
        if not token.has_scope(scope):
            raise MissingScope(scope)
        return True
