from __future__ import annotations

from rest_framework import exceptions, permissions

from accounts.models import AccessToken, Scope
from api.error_codes import ErrorCode


class MissingScope(exceptions.PermissionDenied):
    default_code = "missing_scope"

    def __init__(self, scope: str) -> None:
        super().__init__(f"This token lacks the '{scope}' scope needed here.")
        self.error_code = ErrorCode.MISSING_SCOPE


class LoginRequired(exceptions.PermissionDenied):
    # A DRF exception like MissingScope, not api.errors.ApiError: DRF imports this module while api.errors is
    # still importing DRF (the permission classes are settings).
    default_code = "login_required"

    def __init__(self) -> None:
        super().__init__(
            "Use a signed-in session or a sign-in token here: a personal token may not manage the account or "
            "its tokens."
        )
        self.error_code = ErrorCode.LOGIN_REQUIRED


class TokenHasScope(permissions.BasePermission):
    """Personal tokens carry scopes. Reads (GET, HEAD, OPTIONS) need ``read``; writes need the view's
    ``required_scope`` (``play`` unless it says otherwise). Sessions and sign-in tokens have every scope."""

    def has_permission(self, request, view) -> bool:
        token = request.auth
        if request.method in permissions.SAFE_METHODS:
            scope = Scope.READ
        else:
            scope = getattr(view, "required_scope", None) or Scope.PLAY
        require_scope(token, scope)
        return True


def require_scope(token: object, scope: str) -> None:
    """Refuse a personal token without ``scope`` (403 ``missing_scope``); sessions and sign-in tokens pass.
    The REST permission above and the play socket ask this."""
    if isinstance(token, AccessToken) and not token.has_scope(scope):
        raise MissingScope(scope)


class SignedInNotPersonalToken(permissions.BasePermission):
    """The account itself (its tokens, its credentials) is managed with a session or a sign-in token only: a
    personal token made for a program must not mint tokens with more scopes, nor set the account's password."""

    def has_permission(self, request, view) -> bool:
        if isinstance(request.auth, AccessToken) and request.auth.kind == AccessToken.Kind.PERSONAL:
            raise LoginRequired()
        return True


# The views that manage the account itself: signed in, and not through a personal token.
ACCOUNT_MANAGEMENT = [permissions.IsAuthenticated, TokenHasScope, SignedInNotPersonalToken]
