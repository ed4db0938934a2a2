"""Accounts: registration, guests, sign-in tokens and personal API tokens."""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.contrib.auth import authenticate
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import ALL_SCOPES, AccessToken, User
from accounts.selectors import token_forget, tokens_of_user_forget
from api.error_codes import ErrorCode
from api.errors import ApiError

logger = logging.getLogger(__name__)

_GUEST_ADJECTIVES = (
    "Quiet",
    "Patient",
    "Lucky",
    "Clever",
    "Gentle",
    "Bold",
    "Merry",
    "Wise",
    "Swift",
    "Calm",
)
_GUEST_ANIMALS = ("Otter", "Heron", "Fox", "Badger", "Wren", "Hare", "Owl", "Lynx", "Crane", "Marten")


@dataclass(frozen=True)
class IssuedToken:
    token: AccessToken
    key: str  # the only moment the key exists in clear


def _new_key() -> str:
    return "pat_" + secrets.token_urlsafe(32)


def token_issue(*, user: User, kind: str, name: str = "", scopes: list[str] | None = None) -> IssuedToken:
    key = _new_key()
    token = AccessToken.objects.create(
        user=user,
        kind=kind,
        name=name,
        scopes=list(scopes if scopes is not None else ALL_SCOPES),
        key_hash=AccessToken.hash_key(key),
        key_prefix=key[4:12],
    )
    return IssuedToken(token, key)


def token_group(token_id: int) -> str:
    """The channel-layer group of every socket opened with this token (``games.consumers``)."""
    return f"token.{token_id}"


def token_revoke(*, token: AccessToken) -> None:
    """Revoke the token: refused at once by this process, by the others within TOKEN_CACHE_SECONDS
    (``accounts.selectors.token_by_hash``). After commit its open sockets are told to close (code 4401); a socket
    whose push is lost (the channel layer down) is refused at its first message after that time."""
    if token.revoked_at is None:
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
        token_forget(token.key_hash)
        token_id, key_hash = token.pk, token.key_hash

        def after_commit() -> None:
            # Forgotten again: a request of this process may have read the row before the commit.
            token_forget(key_hash)
            _close_token_sockets(token_id)

        transaction.on_commit(after_commit)


def _close_token_sockets(token_id: int) -> None:
    try:
        layer = get_channel_layer()
        if layer is not None:
            async_to_sync(layer.group_send)(token_group(token_id), {"type": "token.revoked"})
    except Exception:
        logger.warning("Could not tell the sockets of token %s to close", token_id, exc_info=True)


def personal_token_revoke(*, user: User, token_id: int) -> None:
    token = AccessToken.objects.filter(
        user=user, id=token_id, kind=AccessToken.Kind.PERSONAL, revoked_at__isnull=True
    ).first()
    if token is None:
        raise ApiError(ErrorCode.NOT_FOUND, "You have no active personal token with that id.")
    token_revoke(token=token)


def _check_username_free(username: str, *, except_user: User | None = None) -> None:
    taken = User.objects.filter(username__iexact=username)
    if except_user is not None:
        taken = taken.exclude(pk=except_user.pk)
    if taken.exists():
        raise ApiError(
            ErrorCode.USERNAME_TAKEN, f"The username '{username}' is already taken.", field="username"
        )


def _check_password(password: str, user: User) -> None:
    try:
        validate_password(password, user)
    except DjangoValidationError as exc:
        raise ApiError(
            ErrorCode.WEAK_PASSWORD, " ".join(exc.messages), field="password", problems=exc.messages
        ) from None


@transaction.atomic
def user_register(*, username: str, password: str, email: str = "") -> IssuedToken:
    _check_username_free(username)
    user = User(username=username, email=email, registered_at=timezone.now())
    _check_password(password, user)
    user.set_password(password)
    try:
        with transaction.atomic():
            user.save()
    except IntegrityError:  # the same name, registered by someone else a moment ago
        raise ApiError(ErrorCode.USERNAME_TAKEN, f"The username '{username}' is already taken.") from None
    return token_issue(user=user, kind=AccessToken.Kind.LOGIN)


@transaction.atomic
def guest_create() -> IssuedToken:
    suffix = secrets.token_hex(4)
    display = (
        f"{secrets.choice(_GUEST_ADJECTIVES)} {secrets.choice(_GUEST_ANIMALS)} {int(suffix, 16) % 10000:04d}"
    )
    user = User(username=f"guest-{suffix}", display_name=display, is_guest=True)
    user.set_unusable_password()
    user.save()
    return token_issue(user=user, kind=AccessToken.Kind.LOGIN)


@dataclass(frozen=True)
class QuickAccount:
    issued: IssuedToken
    password: str  # the only moment it exists in clear


def account_quick_create() -> QuickAccount:
    """A registered account in one request, with a generated username and password (shown once): what a
    guest is offered before today's daily, which guests may not open (docs/fair-play.md). It is throttled
    with sign-up, so it mints accounts no faster than registration does."""
    password = secrets.token_urlsafe(18)
    for _ in range(5):  # 32 random bits a name: a clash is rare, and a retry settles it
        username = f"player-{secrets.token_hex(4)}"
        if not User.objects.filter(username__iexact=username).exists():
            break
    issued = user_register(username=username, password=password)
    return QuickAccount(issued, password)


@transaction.atomic
def guest_upgrade(*, user: User, username: str, password: str, email: str = "") -> User:
    """A guest becomes a full account; its games and scores stay with it (same user row)."""
    user = User.objects.select_for_update().get(pk=user.pk)
    if not user.is_guest:
        raise ApiError(ErrorCode.NOT_A_GUEST)
    _check_username_free(username, except_user=user)
    user.username, user.email, user.is_guest, user.display_name = username, email, False, ""
    user.registered_at = timezone.now()
    _check_password(password, user)
    user.set_password(password)
    try:
        with transaction.atomic():
            user.save(
                update_fields=["username", "email", "is_guest", "display_name", "password", "registered_at"]
            )
    except IntegrityError:
        raise ApiError(ErrorCode.USERNAME_TAKEN, f"The username '{username}' is already taken.") from None
    # Its next request must find a registered account (its new games rank), not the guest this process kept.
    tokens_of_user_forget(user.pk)
    transaction.on_commit(lambda: tokens_of_user_forget(user.pk))
    return user


def token_login(*, username: str, password: str) -> IssuedToken:
    user = User.objects.filter(username__iexact=username).first()
    if user is None:
        # Hash anyway, as Django's ModelBackend does for an unknown user: otherwise the answer comes back in
        # 5 ms instead of 230 ms and tells whether the username exists (issue 23).
        User().set_password(password)
    authenticated = authenticate(username=user.username, password=password) if user else None
    if authenticated is None:
        raise ApiError(ErrorCode.INVALID_CREDENTIALS)
    return token_issue(user=authenticated, kind=AccessToken.Kind.LOGIN)
