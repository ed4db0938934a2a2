"""The end of a race past its time limit, and its settlement: placements from the server's replays, then the
race rating (openskill Plackett-Luce, per game, apart from the daily rating)."""

from __future__ import annotations

import datetime as dt

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from openskill.models import PlackettLuce

from games.models import Play, PlayStatus
from games.services import plays_end_closed
from leaderboards.models import Score, ScoreStatus
from leaderboards.verification import score_verify
from races.models import MIN_PLAYERS, Race, Racer, RaceRating, RaceStatus
from races.realtime import after_commit_push

_MODEL = PlackettLuce()


def race_end_if_due(*, race_id) -> bool:
    """End a running race whose time limit has passed: the plays still in progress end as resigned
    (``time_up``), and the last of them finishes the race. Safe to call from every socket and the sweep."""
    race = Race.objects.filter(pk=race_id, status=RaceStatus.RUNNING, ends_at__lte=timezone.now()).first()
    if race is None:
        return False
    plays = list(
        Play.objects.filter(racer__race=race, status=PlayStatus.PLAYING).values_list("pk", flat=True)
    )
    plays_end_closed(play_ids=plays)
    return True


def race_end_or_seconds_left(*, race_id) -> float | None:
    """The seconds until a running race's time limit, or, once it has passed, the race ended
    (``race_end_if_due``) and None; None too for a race that is not running."""
    ends_at = (
        Race.objects.filter(pk=race_id, status=RaceStatus.RUNNING).values_list("ends_at", flat=True).first()
    )
    if ends_at is None:
        return None
    left = (ends_at - timezone.now()).total_seconds()
    if left > 0:
        return left
    race_end_if_due(race_id=race_id)
    return None


def races_end_overdue() -> int:
    """Beat's sweep: end every race past its time limit, settle every finished race still waiting, cancel
    lobbies nobody started within ``RACE_LOBBY_MINUTES``."""
    now = timezone.now()
    overdue = list(
        Race.objects.filter(status=RaceStatus.RUNNING, ends_at__lte=now).values_list("pk", flat=True)
    )
    for race_id in overdue:
        race_end_if_due(race_id=race_id)
    for race_id in Race.objects.filter(status=RaceStatus.FINISHED).values_list("pk", flat=True):
        race_settle(race_id=race_id)
    stale = now - dt.timedelta(minutes=settings.RACE_LOBBY_MINUTES)
    Race.objects.filter(status=RaceStatus.LOBBY, created_at__lt=stale).update(status=RaceStatus.CANCELLED)
    return len(overdue)


# ---- the settlement ----------------------------------------------------------------------------------------


def _placement_key(racer: Racer, score: Score) -> tuple:
    """Best first: a win (the first to win ahead), then the racers who stayed (by the engine's rank key, then
    the earlier finish), then those who left."""
    finished = racer.finished_at.timestamp() if racer.finished_at else float("inf")
    rank = tuple(-part for part in (score.rank_1, score.rank_2, score.rank_3, score.rank_4))
    if score.won:
        return (0, finished, (), 0.0)
    return (1 if not racer.left else 2, 0.0, rank, finished)


def race_settle(*, race_id) -> Race | None:
    """Place the racers from the server's replays and rate them. Each racer's score is verified first (the
    verification is idempotent: one a worker has done already is read as it is); a score the replay refuses
    places its racer last and out of the rating. Safe to run twice: a rated race is left as it is."""
    scores = {
        s.play_id: s
        for s in Score.objects.filter(play__racer__race_id=race_id).only("id", "play_id", "status")
    }
    for score in scores.values():
        if score.status == ScoreStatus.PENDING:
            score_verify(score_id=score.pk)
    with transaction.atomic():
        race = Race.objects.select_for_update().filter(pk=race_id, status=RaceStatus.FINISHED).first()
        if race is None:
            return None
        racers = list(Racer.objects.filter(race=race).order_by("seat"))
        verified = {
            s.play_id: s
            for s in Score.objects.filter(
                play_id__in=[r.play_id for r in racers], status=ScoreStatus.VERIFIED
            )
        }
        # Read again, not from ``scores``: a verification above may have rejected or held a score it read pending.
        if Score.objects.filter(play_id__in=[r.play_id for r in racers], status=ScoreStatus.PENDING).exists():
            return None  # a verification still running elsewhere; the sweep comes back
        rated = sorted(
            (r for r in racers if r.play_id in verified), key=lambda r: _placement_key(r, verified[r.play_id])
        )
        refused = [r for r in racers if r.play_id not in verified]
        for place, racer in enumerate([*rated, *refused], start=1):
            racer.placement = place
        if len(rated) >= MIN_PLAYERS:
            _rate(race.game, rated)
        Racer.objects.bulk_update(racers, ["placement", "rating_before", "rating_after"])
        race.status = RaceStatus.RATED
        race.save(update_fields=["status"])
        after_commit_push(race.pk)
    return race


def _rate(game: str, placed: list[Racer]) -> None:
    user_ids = [r.user_id for r in placed]
    current = {
        r.user_id: r for r in RaceRating.objects.select_for_update().filter(game=game, user_id__in=user_ids)
    }
    teams = [
        [_MODEL.rating(mu=current[u].mu, sigma=current[u].sigma) if u in current else _MODEL.rating()]
        for u in user_ids
    ]
    places = [float(r.placement or 0) for r in placed]
    rated = _MODEL.rate(teams, ranks=places)
    for racer, (new,) in zip(placed, rated, strict=True):
        rating = current.get(racer.user_id) or RaceRating(user_id=racer.user_id, game=game, races=0)
        racer.rating_before = rating.ordinal if racer.user_id in current else None
        rating.mu, rating.sigma, rating.ordinal = new.mu, new.sigma, new.ordinal()
        rating.races += 1
        rating.save()
        racer.rating_after = rating.ordinal
