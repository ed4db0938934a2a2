"""Every write of a race's lobby, its start and its end (the settlement is ``races.settlement``).

Races run on the plays machinery: each racer plays their own ``games.models.Play`` of the race's deal (mode
``race``, casual, with the race's window), so every move is checked and logged as any play's, and a finished
play's score is verified by the same replay as any score. The race hears a play end through
``games.hooks.play_finished`` (``play_finished_receiver``)."""

from __future__ import annotations

import datetime as dt
import logging
import secrets

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games import fair_play
from games.engines.base import InvalidOptionsError
from games.models import Mode, Play, PlayStatus
from games.services import game_or_404, play_resign, play_start, plays_end_closed
from races.models import MAX_PLAYERS, MIN_PLAYERS, Race, Racer, RaceStatus
from races.realtime import after_commit_push
from races.tasks import end_race_on_time, settle_race

logger = logging.getLogger(__name__)


# ---- the lobby ------------------------------------------------------------------------------------------


def _registered(user: User) -> None:
    if user.is_guest:
        raise ApiError(ErrorCode.REGISTERED_ONLY, "Races are for registered players: register to race.")


def _preset_of(game: str, preset: str | None) -> str:
    definition = game_or_404(game)
    name = preset or definition.options_schema.default_preset
    try:
        definition.options_schema.preset(name)
    except InvalidOptionsError:
        raise ApiError(
            ErrorCode.UNKNOWN_PRESET, f"{definition.name} has no preset '{name}'.", option="preset"
        ) from None
    return name


def race_create(
    *,
    user: User,
    game: str,
    preset: str | None = None,
    capacity: int = 4,
    time_limit_seconds: int | None = None,
    quick: bool = False,
) -> Race:
    _registered(user)
    if not MIN_PLAYERS <= capacity <= MAX_PLAYERS:
        raise ApiError(
            ErrorCode.INVALID, f"capacity: {MIN_PLAYERS} to {MAX_PLAYERS} players.", field="capacity"
        )
    with transaction.atomic():
        race = Race.objects.create(
            game=game_or_404(game).slug,
            preset=_preset_of(game, preset),
            creator=user,
            quick=quick,
            capacity=capacity,
            time_limit_seconds=time_limit_seconds or settings.RACE_TIME_LIMIT_SECONDS,
        )
        Racer.objects.create(race=race, user=user, seat=0)
    return race


def _locked_race(race_id) -> Race:
    race = Race.objects.select_for_update().filter(pk=race_id).first()
    if race is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such race.")
    return race


def _seat_in(race: Race, user: User) -> Racer:
    """Runs inside the race's row lock: a seat for ``user``, or a 409 for a race that takes no one more."""
    if race.status != RaceStatus.LOBBY:
        raise ApiError(
            ErrorCode.RACE_STARTED,
            f"This race is {race.status}: it takes no more players.",
            status=race.status,
        )
    racers = list(Racer.objects.filter(race=race).values_list("user_id", "seat"))
    if len(racers) >= race.capacity:
        raise ApiError(ErrorCode.RACE_FULL, f"This race is full ({race.capacity} players).")
    seat = min(set(range(MAX_PLAYERS)) - {s for _, s in racers})
    return Racer.objects.create(race=race, user=user, seat=seat)


def race_join(*, race_id, user: User) -> Race:
    """Join a lobby (by its link). Joining a race one is in already answers it unchanged; a full, started or
    finished race is a 409."""
    _registered(user)
    with transaction.atomic():
        race = _locked_race(race_id)
        if Racer.objects.filter(race=race, user=user).exists():
            return race
        _seat_in(race, user)
        after_commit_push(race.pk)
    return race


def race_quick_match(*, user: User, game: str, preset: str | None = None) -> Race:
    """Join the oldest quick-match lobby of this game and preset with a seat free, or open one. A quick match
    starts by itself when it is full (``RACE_QUICK_MATCH_PLAYERS``)."""
    _registered(user)
    preset = _preset_of(game, preset)
    slug = game_or_404(game).slug
    with transaction.atomic():
        mine = Race.objects.filter(
            quick=True, status=RaceStatus.LOBBY, game=slug, preset=preset, racers__user=user
        ).first()
        if mine is not None:
            return mine
        # skip_locked: two players matching at once take different lobbies' locks, never wait on each other.
        race = (
            Race.objects.select_for_update(skip_locked=True)
            .filter(quick=True, status=RaceStatus.LOBBY, game=slug, preset=preset)
            .order_by("created_at")
            .first()
        )
        if race is None:
            return race_create(
                user=user, game=slug, preset=preset, capacity=settings.RACE_QUICK_MATCH_PLAYERS, quick=True
            )
        _seat_in(race, user)
        if Racer.objects.filter(race=race).count() >= race.capacity:
            _start(race)
        else:
            after_commit_push(race.pk)
    return race


def race_leave(*, race_id, user: User) -> None:
    """Leave a race. In the lobby the seat is freed (the last one out cancels it); in a running race leaving is
    resigning: the play ends, and the racer places below everyone who did not leave."""
    with transaction.atomic():
        race = _locked_race(race_id)
        racer = Racer.objects.filter(race=race, user=user).select_related("play").first()
        if racer is None:
            raise ApiError(ErrorCode.NOT_FOUND, "You are not in this race.")
        if race.status == RaceStatus.LOBBY:
            racer.delete()
            remaining = Racer.objects.filter(race=race).order_by("joined_at", "id").first()
            if remaining is None:
                race.status = RaceStatus.CANCELLED
                race.save(update_fields=["status"])
            elif race.creator_id == user.pk:
                race.creator_id = remaining.user_id
                race.save(update_fields=["creator"])
            after_commit_push(race.pk)
            return
        if race.status != RaceStatus.RUNNING:
            raise ApiError(ErrorCode.RACE_OVER, "This race is over; there is nothing to leave.")
        play = racer.play
        if play is None or play.status != PlayStatus.PLAYING:
            return  # finished already: leaving the page of a race one has finished changes nothing
        racer.left = True
        racer.save(update_fields=["left"])
    if play.status == PlayStatus.PLAYING:
        try:
            play_resign(play_id=play.pk, user=user, expected_version=Play.objects.get(pk=play.pk).version)
        except ApiError as exc:
            # Over already (the last move, or the time limit, got there first): nothing left to resign.
            if exc.status_code not in (409, 410):
                raise
            plays_end_closed(play_ids=[play.pk])


# ---- the start ------------------------------------------------------------------------------------------


def race_start(*, race_id, user: User) -> Race:
    with transaction.atomic():
        race = _locked_race(race_id)
        if not Racer.objects.filter(race=race, user=user).exists():
            raise ApiError(ErrorCode.NOT_FOUND, "You are not in this race.")
        if race.creator_id != user.pk:
            raise ApiError(ErrorCode.NOT_CREATOR, "Only the race's creator starts it.")
        if race.status != RaceStatus.LOBBY:
            raise ApiError(ErrorCode.RACE_STARTED, f"This race is {race.status} already.", status=race.status)
        if Racer.objects.filter(race=race).count() < MIN_PLAYERS:
            raise ApiError(ErrorCode.TOO_FEW_PLAYERS, f"A race needs at least {MIN_PLAYERS} players.")
        _start(race)
    return race


def _start(race: Race) -> None:
    """Runs inside the race's row lock. A fresh seed from the server (never a daily's), a play of it per racer
    that accepts moves from the end of the countdown until the time limit."""
    now = timezone.now()
    race.seed = secrets.token_urlsafe(12)
    race.starts_at = now + dt.timedelta(seconds=settings.RACE_COUNTDOWN_SECONDS)
    race.ends_at = race.starts_at + dt.timedelta(seconds=race.time_limit_seconds)
    race.status = RaceStatus.RUNNING
    race.save(update_fields=["seed", "starts_at", "ends_at", "status"])
    for racer in Racer.objects.filter(race=race).select_related("user"):
        play = play_start(user=racer.user, game=race.game, preset=race.preset, seed=race.seed, mode=Mode.RACE)
        # The deal is the server's (its seed secret until the window closes) and the play casual: a race has
        # its own rating and never touches a board.
        Play.objects.filter(pk=play.pk).update(
            dealt_by_server=True,
            ranked=False,
            unranked_reason=fair_play.RACE,
            opens_at=race.starts_at,
            closes_at=race.ends_at,
        )
        racer.play = play
        racer.save(update_fields=["play"])
    race_id = race.pk
    transaction.on_commit(lambda: _schedule_end(race_id))
    after_commit_push(race.pk)


def _schedule_end(race_id) -> None:
    if end_race_on_time.app.conf.task_always_eager:
        return  # the embedded default: its beat thread's sweep ends the race (races.tasks.end_race_on_time)
    try:
        end_race_on_time.delay(str(race_id))
    except Exception:
        # Beat's sweep (races_end_overdue) ends a race whose timer was not sent.
        logger.warning("Could not schedule the end of race %s", race_id, exc_info=True)


# ---- the end ----------------------------------------------------------------------------------------------


def play_finished_receiver(sender, *, play: Play, **kwargs) -> None:
    """Connected to ``games.hooks.play_finished`` by ``RacesConfig.ready``; runs inside the move's transaction."""
    if play.mode != Mode.RACE:
        return
    racer = Racer.objects.filter(play_id=play.pk).first()
    if racer is None:
        return
    Racer.objects.filter(pk=racer.pk).update(finished_at=play.finished_at or timezone.now())
    race = Race.objects.select_for_update().get(pk=racer.race_id)
    if race.status != RaceStatus.RUNNING:
        return
    still = Play.objects.filter(racer__race=race, status=PlayStatus.PLAYING).exclude(pk=play.pk)
    if not still.exists():
        _finish(race)
    else:
        after_commit_push(race.pk)


def _finish(race: Race) -> None:
    """Runs inside the race's row lock, once no racer's play is in progress: the window of every play closes
    now (so the seed is public from here), and the results are settled after commit."""
    now = timezone.now()
    race.status, race.finished_at = RaceStatus.FINISHED, now
    race.save(update_fields=["status", "finished_at"])
    Play.objects.filter(racer__race=race, closes_at__gt=now).update(closes_at=now)
    race_id = race.pk
    transaction.on_commit(lambda: _enqueue_settlement(race_id))
    after_commit_push(race_id)


def _enqueue_settlement(race_id) -> None:
    try:
        settle_race.delay(str(race_id))
    except Exception:
        # The periodic sweep (races_end_overdue) settles a finished race whose task was lost.
        logger.warning("Could not enqueue the settlement of race %s", race_id, exc_info=True)
