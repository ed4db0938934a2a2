from __future__ import annotations

import copy
import time

from django.conf import settings
from django.db.models import QuerySet

from accounts.models import AccessToken, User


def personal_tokens_of(*, user: User) -> QuerySet[AccessToken]:
    return AccessToken.objects.filter(
        user=user, kind=AccessToken.Kind.PERSONAL, revoked_at__isnull=True
    ).order_by("-created_at")


# Every API request and socket message checks its bearer token. The query (token joined to its user) was 13% of
# a move's server CPU and one of its three database round trips (bench/api.py, py-spy), so each process keeps
# the answer for TOKEN_CACHE_SECONDS. A revocation (``token_revoke``) takes effect at once in the process that
# made it, and within TOKEN_CACHE_SECONDS in every other one; the same bound holds for a deactivated user. The
# revoked token's open sockets are closed at once in every process by the channel layer regardless. A change to the
# account itself (a guest's upgrade) is seen the same way; a new game reads the account's guest flag itself, so
# the game a just-registered player starts ranks wherever it starts (games.services.play_start).
# Wall-clock time (not monotonic) so that tests can travel past the bound.
_TOKENS: dict[str, tuple[float, AccessToken]] = {}
_MAX_TOKENS = 10_000  # forgotten all at once beyond this: a bound on memory, not a policy
_forgets = 0  # how many times this process was told to forget; a lookup that overlapped one is not kept


def token_by_key(key: str) -> AccessToken | None:
    """The live token (with its user) for ``key``: not revoked, its user active. At most TOKEN_CACHE_SECONDS old."""
    return token_by_hash(AccessToken.hash_key(key))


def token_by_hash(key_hash: str) -> AccessToken | None:
    now = time.time()
    kept = _TOKENS.get(key_hash)
    if kept is None or kept[0] <= now:
        forgets_before = _forgets
        # key_hash is unique: a LIMIT without first()'s ORDER BY, a fifth less of the lookup's CPU (the ORM's
        # compiling is most of it), paid by every token's first request in each process.
        token = next(
            iter(
                AccessToken.objects.select_related("user").filter(
                    key_hash=key_hash, revoked_at__isnull=True, user__is_active=True
                )[:1]
            ),
            None,
        )
        if token is None:
            _TOKENS.pop(key_hash, None)
            return None
        if len(_TOKENS) >= _MAX_TOKENS:
            _TOKENS.clear()
        kept = (now + settings.TOKEN_CACHE_SECONDS, token)
        # A revocation committed while this lookup read the row must not be undone by keeping what it read.
        if settings.TOKEN_CACHE_SECONDS > 0 and _forgets == forgets_before:
            _TOKENS[key_hash] = kept
    # Each request gets its own copies: a view that changes its user (a guest's upgrade) changes no one else's.
    token = copy.copy(kept[1])
    token.user = copy.copy(kept[1].user)
    return token


def token_is_kept(key_hash: str) -> bool:
    """Whether this process holds a fresh copy of the live token: answered without the database, so async code
    (a socket's every message) asks this first and reaches ``token_by_hash`` only when it says no."""
    kept = _TOKENS.get(key_hash)
    return kept is not None and kept[0] > time.time()


def token_forget(key_hash: str) -> None:
    """Drop a token from this process's cache (it was revoked here: the next lookup reads it again)."""
    global _forgets
    _forgets += 1
    _TOKENS.pop(key_hash, None)


def tokens_of_user_forget(user_id: int) -> None:
    """Drop every kept token of a user whose account changed here (a guest's upgrade): the next request reads
    the account again. Other processes see the change within TOKEN_CACHE_SECONDS."""
    global _forgets
    _forgets += 1
    for key_hash, (_, token) in list(_TOKENS.items()):
        if token.user_id == user_id:
            _TOKENS.pop(key_hash, None)


def token_used_at(key_hash: str, when) -> None:
    """Tell the kept copy that ``last_used_at`` was written, or every request until it expires would write it."""
    kept = _TOKENS.get(key_hash)
    if kept is not None:
        kept[1].last_used_at = when
