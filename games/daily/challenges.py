"""Daily challenges: one deal per game per UTC day, screened by a ladder of players (``games.daily.ladder``) on the
weekly schedule (``games.daily.schedule``), committed before its month starts (``games.daily.commitments``) and before it
opens, revealed after it closes. Generated ahead by ``games.daily.generation``, never here.

- seed = HMAC-SHA256(DAILY_SECRET, "<date>|<game>|<preset>|<attempt>"), hex;
- commitment = SHA-256 of the canonical JSON ``{"engine_version", "options", "seed"}`` (sorted keys, no spaces),
  public from the opening, so that anyone can check the revealed seed against it (``docs/daily.md``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import logging

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games import fair_play
from games.daily import ladder
from games.engines.registry import all_games
from games.models import DailyChallenge, DailyOrigin, Mode, MonthCommitment, Play, PlayStatus
from games.selectors import daily_is_revealed, daily_reveals_at, play_logs
from games.services import game_or_404, play_start

logger = logging.getLogger(__name__)


def derive_seed(*, date: dt.date, game: str, preset: str, attempt: int) -> str:
    message = f"{date.isoformat()}|{game}|{preset}|{attempt}".encode()
    return hmac.new(settings.DAILY_SECRET.encode(), message, hashlib.sha256).hexdigest()


def day_bounds(date: dt.date) -> tuple[dt.datetime, dt.datetime]:
    opens = dt.datetime.combine(date, dt.time.min, tzinfo=dt.UTC)
    return opens, opens + dt.timedelta(days=1)


def candidate_seeds(*, date: dt.date, game: str, preset: str, count: int) -> list[str]:
    """The day's candidates in their published order (attempt 0, 1, ...)."""
    return [derive_seed(date=date, game=game, preset=preset, attempt=attempt) for attempt in range(count)]


def today() -> dt.date:
    return timezone.now().astimezone(dt.UTC).date()


def challenge_get(*, date: dt.date, game_slug: str) -> DailyChallenge:
    game_or_404(game_slug)
    if date > today():
        raise ApiError(ErrorCode.NOT_OPEN)
    # Never generated here: a request must not write rows or spend screening CPU (games.daily.generation does).
    challenge = DailyChallenge.objects.filter(date=date, game=game_slug).first()
    if challenge is None:
        raise ApiError(ErrorCode.NOT_FOUND, f"There is no {game_slug} challenge for {date.isoformat()}.")
    return challenge


def challenges_of_day(
    *, date: dt.date, queryset: QuerySet[DailyChallenge] | None = None
) -> list[DailyChallenge]:
    """The day's generated challenges, in the games' order (of ``queryset``'s rows and fields if given)."""
    order = {game.slug: index for index, game in enumerate(all_games())}
    rows = (DailyChallenge.objects.all() if queryset is None else queryset).filter(date=date)
    return sorted(rows, key=lambda c: order.get(c.game, len(order)))


def daily_start(
    *, user: User, date: dt.date, game_slug: str, address: str = "", install: str = ""
) -> tuple[Play, bool]:
    """The user's one scored attempt at the challenge; starting again returns the same play. ``address`` and
    ``install`` (the network address and the client installation's id, when known) are kept as day-keyed digests
    to link accounts that played the deal from one place (:func:`daily_origin_record`)."""
    challenge = challenge_get(date=date, game_slug=game_slug)
    existing = Play.objects.filter(player=user, daily_challenge=challenge).first()
    if existing:
        daily_origin_record(play=existing, challenge=challenge, address=address, install=install)
        return existing, False
    if timezone.now() >= challenge.closes_at:
        raise ApiError(
            ErrorCode.DAILY_CLOSED, "This challenge has closed; replay its deal as practice instead."
        )
    if User.objects.filter(pk=user.pk, is_guest=True).exists():
        # A guest is free to make: each would be a free look at the deal before an account's one ranked
        # attempt (docs/fair-play.md). One click makes an account; practice and past days stay open to guests.
        raise ApiError(
            ErrorCode.ACCOUNT_REQUIRED,
            "Today's daily is for accounts: a guest's game would be a free look at the deal. "
            f"Make an account in one click (POST {fair_play.QUICK_ACCOUNT_URL}) or play practice and past days.",
            account_url=fair_play.QUICK_ACCOUNT_URL,
        )
    try:
        with transaction.atomic():
            play = play_start(
                user=user,
                game=challenge.game,
                options=challenge.options,
                seed=challenge.seed,
                mode=Mode.DAILY,
                daily_challenge=challenge,
                engine_version=challenge.engine_version,
            )
    except IntegrityError:  # two tabs pressed start at once
        return Play.objects.get(player=user, daily_challenge=challenge), False
    daily_origin_record(play=play, challenge=challenge, address=address, install=install)
    return play, True


def origin_digest(*, challenge: DailyChallenge, kind: str, value: str) -> str:
    """A day-keyed digest: equal for one address (or installation) on one day's deal, unrelated across days, and
    no way back to the address without the server's secret."""
    if not value:
        return ""
    message = f"{kind}|{challenge.date.isoformat()}|{challenge.game}|{value}".encode()
    return hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).hexdigest()


def daily_origin_record(*, play: Play, challenge: DailyChallenge, address: str, install: str) -> None:
    """Keep where a daily attempt was started or resumed from (docs/fair-play.md, "Linked accounts"): a row only
    when it names an address or an installation the play's rows do not (a socket, which sends no installation,
    adds nothing after the start from the same browser)."""
    if not (address or install):
        return
    address = origin_digest(challenge=challenge, kind="address", value=address)
    install = origin_digest(challenge=challenge, kind="install", value=install[:200])
    known = list(DailyOrigin.objects.filter(play=play).values_list("address", "install"))
    if (not address or address in {a for a, _ in known}) and (
        not install or install in {i for _, i in known}
    ):
        return
    DailyOrigin.objects.get_or_create(play=play, daily_challenge=challenge, address=address, install=install)


def daily_play_origin_record(*, play: Play, address: str, install: str) -> None:
    """Keep where an open daily attempt is resumed from (``GET /plays/<id>``, the play socket's opening): an account
    that started the deal elsewhere and plays it from a shared address or installation is linked as if it had
    started there. Not on a move: the move path stays one conditional write (it is benchmarked), and a client
    resumes through one of these two before it moves. One indexed read when the origin is known already."""
    if play.mode != Mode.DAILY or play.daily_challenge_id is None or play.status != PlayStatus.PLAYING:
        return
    if not (address or install):
        return
    challenge = DailyChallenge.objects.only("date", "game").get(pk=play.daily_challenge_id)
    daily_origin_record(play=play, challenge=challenge, address=address, install=install)


ORIGINS_KEPT_AFTER_CLOSE = dt.timedelta(days=2)


def daily_origins_purge(*, now: dt.datetime | None = None) -> int:
    """Delete the origins of days closed more than ``ORIGINS_KEPT_AFTER_CLOSE`` ago: by then every play of the
    day has ended and been reviewed by the rule that reads them. How many were deleted."""
    cutoff = (now or timezone.now()) - ORIGINS_KEPT_AFTER_CLOSE
    deleted, _ = DailyOrigin.objects.filter(daily_challenge__closes_at__lt=cutoff).delete()
    return deleted


def challenge_medals(challenge: DailyChallenge) -> dict:
    """The medal ladder a daily shows: its thresholds and who reached par and gold (a player who sees only the
    face-up cards, or the full-knowledge solver). Read from columns: it reveals nothing of an open deal."""
    return {
        "par_by": challenge.par_by,
        "gold_by": challenge.gold_by,
        "medals": ladder.medals(challenge.par, challenge.gold),
        # The card's sentence, written once here for every client (web, terminal, the SDK's users).
        "par_note": ladder.par_note(par_by=challenge.par_by, gold_by=challenge.gold_by, gold=challenge.gold),
    }


def play_medal(play: Play, challenge: DailyChallenge) -> str | None:
    """A finished daily play's medal on its day's ladder (won games only)."""
    return ladder.medal_for(play.score, challenge.par, won=play.status == PlayStatus.WON, gold=challenge.gold)


def screening_disclosure(challenge: DailyChallenge) -> dict:
    """After the close: the schedule, the screening record and every candidate seed, with the month commitment
    they must verify against (``games.daily.verify``)."""
    screening = challenge.screening
    month = MonthCommitment.objects.filter(month=challenge.date.replace(day=1)).first()
    count = len(screening.get("candidates", []))
    rule_candidates = ladder.RULES[screening["rule"]].candidates if "rule" in screening else count
    return {
        "tier": challenge.difficulty,
        "par": challenge.par,
        **challenge_medals(challenge),
        "screening": screening,
        "candidate_seeds": candidate_seeds(
            date=challenge.date, game=challenge.game, preset=challenge.preset, count=rule_candidates
        ),
        "month": month_commitment_body(month) if month else None,
    }


def month_commitment_get(*, month: dt.date) -> MonthCommitment:
    """A month's commitment (``month`` is its first day), public from the moment it is made: about a month
    before the month starts (``games.daily.generation.days_generate_ahead``). 404 before that; a read never makes one."""
    commitment = MonthCommitment.objects.filter(month=month).first()
    if commitment is None:
        raise ApiError(
            ErrorCode.NOT_COMMITTED,
            f"No commitment has been published for {month:%Y-%m} yet: the server makes it about a month ahead.",
        )
    return commitment


def month_commitment_body(commitment: MonthCommitment) -> dict:
    return {
        "month": f"{commitment.month:%Y-%m}",
        "rule": commitment.rule,
        "root": commitment.root,
        "leaves": commitment.leaves,
        "published_at": commitment.created_at.isoformat(),
    }


def challenge_export(*, challenge: DailyChallenge) -> dict:
    """Everything needed to recompute every ranked score of the day, with no database (``games.daily.verify``)."""
    if not daily_is_revealed(challenge):
        raise ApiError(
            ErrorCode.NOT_CLOSED,
            "The export is published when the day's grace period ends "
            f"({daily_reveals_at(challenge).isoformat()}): until then a started game may still be played.",
            reveals_at=daily_reveals_at(challenge).isoformat(),
        )
    plays = list(
        Play.objects.filter(daily_challenge=challenge)
        .exclude(status=PlayStatus.PLAYING)
        .select_related("player")
        .order_by("created_at")
    )
    logs = play_logs(plays)  # every play's log in one query
    return {
        "date": challenge.date.isoformat(),
        "game": challenge.game,
        "preset": challenge.preset,
        "options": challenge.options,
        "engine_version": challenge.engine_version,
        "seed": challenge.seed,
        "commitment": challenge.commitment,
        **screening_disclosure(challenge),
        "plays": [
            {
                "player": play.player.public_name,
                "actions": logs[play.pk],
                "claimed_score": play.score,
                "status": play.status,
            }
            for play in plays
        ],
    }
