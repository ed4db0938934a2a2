"""Settling a closed daily: its ranked results become season points and rating changes, once.

- **Placement**: the daily board's order (established players above provisional ones, a win above every loss,
  a game played to its end above every resignation, then the rank key); equal results share a placement
  (1, 2, 2, 4).
- **Season points** (``season-<game>-<YYYY-MM>``): a result placed p among N ranked entrants earns
  ``round(100 * (N - p) / (N - 1))``, the share of the field it beat (100 for first, 0 for last; a lone
  entrant earns 100). A season's standing is the sum over the month's dailies.
- **Rating** (``rating-<game>``): each closed daily is a free-for-all among its ranked entrants, rated with
  openskill's Plackett-Luce model (a maintained library: the rating maths is not ours). The board orders by
  the ordinal, mu - 3 sigma. A daily with a single entrant teaches nothing about skill and changes no rating.

Only ranked results count: casual plays (guests, hints, undo, offline) never touch standings or ratings.
A daily is settled after its close and grace period, once no ranked result is still pending verification and
no play of it is still in progress: a play left unfinished is resigned first (``dailies_end_unfinished``), so
walking away from a bad start ranks, and rates, as the loss it is.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import cast

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from openskill.models import PlackettLuce

from games.models import DailyChallenge, Play, PlayStatus
from games.services import dailies_end_unfinished
from leaderboards.models import Rating, RatingChange, Score, ScoreStatus, SeasonPoints, SettledDaily
from leaderboards.ranking import BEST_FIRST, index_ratings

_MODEL = PlackettLuce()
logger = logging.getLogger(__name__)


def season_points(placement: int, entrants: int) -> int:
    if entrants <= 1:
        return 100
    return round(100 * (entrants - placement) / (entrants - 1))


def placements(scores: list[Score]) -> list[int]:
    """Competition ranking of scores already in board order: equal results share the better placement."""
    places, previous = [], None
    for index, score in enumerate(scores):
        result = (
            score.provisional,
            score.won,
            score.finished,
            score.rank_1,
            score.rank_2,
            score.rank_3,
            score.rank_4,
        )
        places.append(places[-1] if result == previous else index + 1)
        previous = result
    return places


def daily_settle(*, challenge_id: int) -> SettledDaily | None:
    """Settle one closed daily; None when it was already settled (safe to run twice, or in two workers)."""
    with transaction.atomic():
        challenge = DailyChallenge.objects.select_for_update().get(pk=challenge_id)
        if SettledDaily.objects.filter(challenge=challenge).exists():
            return None
        entrants = list(
            Score.objects.filter(daily_challenge=challenge, ranked=True, status=ScoreStatus.VERIFIED)
            .order_by(*BEST_FIRST)
            .only("id", "user_id", "provisional", "won", "finished", "rank_1", "rank_2", "rank_3", "rank_4")
        )
        places = placements(entrants)
        month = challenge.date.replace(day=1)
        SeasonPoints.objects.bulk_create(
            SeasonPoints(
                user_id=score.user_id,
                game=challenge.game,
                month=month,
                challenge=challenge,
                score=score,
                placement=place,
                entrants=len(entrants),
                points=season_points(place, len(entrants)),
            )
            for score, place in zip(entrants, places, strict=True)
        )
        if len(entrants) > 1:
            _rate(challenge, entrants, places)
        return SettledDaily.objects.create(challenge=challenge, entrants=len(entrants))


def _rate(challenge: DailyChallenge, entrants: list[Score], places: list[int]) -> None:
    user_ids = [score.user_id for score in entrants]
    current = {
        r.user_id: r
        for r in Rating.objects.select_for_update().filter(game=challenge.game, user_id__in=user_ids)
    }
    teams = [
        [_MODEL.rating(mu=current[u].mu, sigma=current[u].sigma) if u in current else _MODEL.rating()]
        for u in user_ids
    ]
    rated = _MODEL.rate(teams, ranks=cast(list[float], places))  # ints are floats here (list is invariant)
    changes = []
    for user_id, place, (new,) in zip(user_ids, places, rated, strict=True):
        rating = current.get(user_id) or Rating(user_id=user_id, game=challenge.game, dailies=0)
        rating.mu, rating.sigma, rating.ordinal = new.mu, new.sigma, new.ordinal()
        rating.dailies += 1
        rating.save()
        changes.append(
            RatingChange(
                user_id=user_id,
                game=challenge.game,
                challenge=challenge,
                placement=place,
                entrants=len(entrants),
                mu=rating.mu,
                sigma=rating.sigma,
                ordinal=rating.ordinal,
            )
        )
    RatingChange.objects.bulk_create(changes)
    # The database holds the truth; the Redis mirror follows after commit (``leaderboards rebuild`` restores it).
    transaction.on_commit(lambda: _mirror_ratings(challenge.game, user_ids))


def _mirror_ratings(game: str, user_ids: list[int]) -> None:
    try:
        index_ratings(game, user_ids)
    except Exception:
        logger.warning("Could not mirror the %s ratings into Redis; rebuild the boards", game, exc_info=True)


def dailies_due(now: dt.datetime | None = None) -> list[int]:
    """Closed dailies past their grace period, not settled yet, with no ranked result still pending and no
    play still in progress (``games.services.dailies_end_unfinished`` ends those as resigned)."""
    now = now or timezone.now()
    closed_before = now - dt.timedelta(minutes=settings.DAILY_GRACE_MINUTES)
    settled = SettledDaily.objects.values("challenge_id")
    pending = Score.objects.filter(
        status=ScoreStatus.PENDING, ranked=True, daily_challenge__isnull=False
    ).values("daily_challenge_id")
    unfinished = Play.objects.filter(status=PlayStatus.PLAYING, daily_challenge__isnull=False).values(
        "daily_challenge_id"
    )
    return list(
        DailyChallenge.objects.filter(closes_at__lte=closed_before)
        .exclude(pk__in=settled)
        .exclude(pk__in=pending)
        .exclude(pk__in=unfinished)
        .order_by("date", "id")
        .values_list("pk", flat=True)
    )


def settle_due_dailies(now: dt.datetime | None = None) -> int:
    """End the revealed dailies' unfinished plays (their resignations rank like any result), then settle every
    daily that is due, oldest first (ratings depend on the order); returns how many were settled. A day whose
    ended plays still wait for verification is settled by a later run."""
    dailies_end_unfinished(now)
    return sum(daily_settle(challenge_id=pk) is not None for pk in dailies_due(now))
