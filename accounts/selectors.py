from __future__ import annotations

from django.db.models import QuerySet

from accounts.models import AccessToken, User


def personal_tokens_of(*, user: User) -> QuerySet[AccessToken]:
    return AccessToken.objects.filter(
        user=user, kind=AccessToken.Kind.PERSONAL, revoked_at__isnull=True
    ).order_by("-created_at")


def token_by_key(key: str) -> AccessToken | None:
    return (
        AccessToken.objects.select_related("user")
        .filter(key_hash=AccessToken.hash_key(key), revoked_at__isnull=True, user__is_active=True)
        .first()
    )
