from __future__ import annotations

from rest_framework import exceptions, permissions

from accounts.models import AccessToken, Scope


class MissingScope(exceptions.PermissionDenied):
    default_code = "missing_scope"

    def __init__(self, scope: str) -> None:
        super().__init__(f"This token lacks the '{scope}' scope needed here.")
        self.error_code = "missing_scope"


class TokenHasScope(permissions.BasePermission):
    """Personal tokens carry scopes. Reads (GET, HEAD, OPTIONS) need ``read``; writes need the view's
    ``required_scope`` (``play`` unless it says otherwise). Sessions and sign-in tokens have every scope."""

    def has_permission(self, request, view) -> bool:
        token = request.auth
        if not isinstance(token, AccessToken):
            return True
        if request.method in permissions.SAFE_METHODS:
            scope = Scope.READ
        else:
            scope = getattr(view, "required_scope", None) or Scope.PLAY
        if not token.has_scope(scope):
            raise MissingScope(scope)
        return True
