"""Every write to a league: create, invite, revoke, join, leave, remove. The limits come from settings
(``LEAGUE_MAX_MEMBERS``, ``LEAGUE_MAX_PER_PLAYER``); a join and a removal run inside the league's row lock,
so two joins at once never pass the member limit together."""

from __future__ import annotations

import datetime as dt
import secrets
import unicodedata

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from leagues.models import Invite, League, Membership

# The one answer for every invite that cannot be used: it names no league, so codes cannot be probed for
# which league they belonged to.
INVALID_INVITE = "This invite does not exist, was revoked or has expired."


def clean_text(value: str, *, field: str, max_length: int, required: bool) -> str:
    """A name or description as it is stored: trimmed, no control characters (a name is one line of text;
    markup is kept as the characters typed and rendered as text by every client)."""
    text = value.strip()
    if any(unicodedata.category(ch) == "Cc" and (field == "name" or ch not in "\n") for ch in text):
        raise ApiError(ErrorCode.INVALID, f"{field}: control characters are not allowed.", field=field)
    if required and not text:
        raise ApiError(ErrorCode.INVALID, f"{field}: may not be blank.", field=field)
    if len(text) > max_length:
        raise ApiError(ErrorCode.INVALID, f"{field}: at most {max_length} characters.", field=field)
    return text


def _registered(user: User) -> None:
    if user.is_guest:
        raise ApiError(
            ErrorCode.REGISTERED_ONLY, "Leagues are for registered players: register to create or join one."
        )


def _check_room_for_another_league(user: User) -> None:
    if Membership.objects.filter(user=user).count() >= settings.LEAGUE_MAX_PER_PLAYER:
        raise ApiError(
            ErrorCode.TOO_MANY_LEAGUES,
            f"You are in {settings.LEAGUE_MAX_PER_PLAYER} leagues, the most a player may be in; leave one first.",
            limit=settings.LEAGUE_MAX_PER_PLAYER,
        )


def _new_code() -> str:
    return secrets.token_urlsafe(9)  # 72 bits: not guessable, short enough to read out


def league_create(*, user: User, name: str, description: str = "") -> tuple[League, Invite]:
    """A new league with its creator as its first member and a first invite (no expiry)."""
    _registered(user)
    name = clean_text(name, field="name", max_length=64, required=True)
    description = clean_text(description, field="description", max_length=500, required=False)
    with transaction.atomic():
        _check_room_for_another_league(user)
        league = League.objects.create(name=name, description=description, creator=user)
        Membership.objects.create(league=league, user=user)
        invite = Invite.objects.create(league=league, code=_new_code(), created_by=user)
    return league, invite


def _league_of_creator(league_id: int, user: User, *, lock: bool = False) -> League:
    leagues = League.objects.select_for_update() if lock else League.objects
    league = leagues.filter(pk=league_id, memberships__user=user).first()
    if league is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such league of yours.")
    if league.creator_id != user.pk:
        raise ApiError(ErrorCode.NOT_CREATOR, "Only the league's creator may do this.")
    return league


def invite_create(*, league_id: int, user: User, expires_in_hours: int | None = None) -> Invite:
    league = _league_of_creator(league_id, user)
    expires_at = timezone.now() + dt.timedelta(hours=expires_in_hours) if expires_in_hours else None
    return Invite.objects.create(league=league, code=_new_code(), created_by=user, expires_at=expires_at)


def invite_revoke(*, league_id: int, user: User, code: str) -> None:
    league = _league_of_creator(league_id, user)
    revoked = Invite.objects.filter(league=league, code=code, revoked_at__isnull=True).update(
        revoked_at=timezone.now()
    )
    if not revoked:
        raise ApiError(ErrorCode.NOT_FOUND, "This league has no such invite in use.")


def invite_usable(code: str, now: dt.datetime | None = None) -> Invite:
    """The invite ``code`` names if it can be used now, else the one 404 that names no league."""
    now = now or timezone.now()
    invite = Invite.objects.select_related("league").filter(code=code, revoked_at__isnull=True).first()
    if invite is None or (invite.expires_at is not None and invite.expires_at <= now):
        raise ApiError(ErrorCode.INVALID_INVITE, INVALID_INVITE)
    return invite


def league_join(*, user: User, code: str) -> League:
    """Join by invite. Joining a league one is already in answers the league, changing nothing."""
    _registered(user)
    invite = invite_usable(code)
    with transaction.atomic():
        league = League.objects.select_for_update().get(pk=invite.league_id)
        if Membership.objects.filter(league=league, user=user).exists():
            return league
        if Membership.objects.filter(league=league).count() >= settings.LEAGUE_MAX_MEMBERS:
            raise ApiError(
                ErrorCode.LEAGUE_FULL,
                f"This league has {settings.LEAGUE_MAX_MEMBERS} members, the most a league may have.",
                limit=settings.LEAGUE_MAX_MEMBERS,
            )
        _check_room_for_another_league(user)
        try:
            with transaction.atomic():
                Membership.objects.create(league=league, user=user)
        except IntegrityError:  # the same player joining twice at once: one row, as the constraint says
            pass
    return league


def league_leave(*, league_id: int, user: User) -> None:
    """Leave a league. A creator who leaves hands it to the member who joined first after them; the last
    member to leave ends the league (its invites with it)."""
    with transaction.atomic():
        league = League.objects.select_for_update().filter(pk=league_id, memberships__user=user).first()
        if league is None:
            raise ApiError(ErrorCode.NOT_FOUND, "There is no such league of yours.")
        Membership.objects.filter(league=league, user=user).delete()
        if league.creator_id != user.pk:
            return
        heir = Membership.objects.filter(league=league).order_by("joined_at", "id").first()
        if heir is None:
            league.delete()
        else:
            league.creator_id = heir.user_id
            league.save(update_fields=["creator"])


def member_remove(*, league_id: int, user: User, membership_id: int) -> None:
    """The creator removes a member (themselves: ``league_leave``). A removed player may join again only with
    an invite, so the creator revokes the one they had."""
    with transaction.atomic():
        league = _league_of_creator(league_id, user, lock=True)
        membership = Membership.objects.filter(league=league, pk=membership_id).first()
        if membership is None:
            raise ApiError(ErrorCode.NOT_FOUND, "This league has no such member.")
        if membership.user_id == user.pk:
            raise ApiError(
                ErrorCode.CANNOT_REMOVE_CREATOR,
                "The creator leaves the league rather than removing themselves.",
            )
        membership.delete()
