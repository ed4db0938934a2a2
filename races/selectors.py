"""A race as its sockets and its REST endpoints show it: to everyone (``race_public``), plus a racer's own
seat and play (``race_for``). A racer's play appears as its progress (``races.progress``): never a card, a
move or the seed before the race ends."""

from __future__ import annotations

from typing import Any

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games.engines.registry import get_game
from games.models import Play
from races.models import Race, Racer, RaceRating, RaceStatus
from races.progress import game_progress

OVER = (RaceStatus.FINISHED, RaceStatus.RATED)


def _iso(moment) -> str | None:
    return moment.isoformat() if moment is not None else None


def race_or_404(race_id) -> Race:
    race = Race.objects.filter(pk=race_id).first()
    if race is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such race.")
    return race


def race_public(race_id) -> dict[str, Any]:
    """The race as everyone sees it (spectators too); JSON values only, as the channel layer carries them."""
    race = race_or_404(race_id)
    racers = list(Racer.objects.filter(race=race).select_related("user").order_by("seat"))
    return _body(race, racers)


def _body(race: Race, racers: list[Racer]) -> dict[str, Any]:
    plays = {
        play.pk: play
        for play in Play.objects.filter(pk__in=[r.play_id for r in racers if r.play_id]).only(
            "id", "game", "status", "score", "action_count", "state", "end_reason"
        )
    }
    definition = get_game(race.game)
    rows = []
    for racer in racers:
        play = plays.get(racer.play_id) if racer.play_id else None
        row: dict[str, Any] = {
            "seat": racer.seat,
            "player": racer.user.public_name,
            "left": racer.left,
            "finished": racer.finished_at is not None,
            "placement": racer.placement,
            "rating": None if racer.rating_after is None else round(racer.rating_after, 3),
            "rating_before": None if racer.rating_before is None else round(racer.rating_before, 3),
            "seconds": (
                round((racer.finished_at - race.starts_at).total_seconds(), 1)
                if racer.finished_at is not None and race.starts_at is not None
                else None
            ),
            "status": None,
            "score": None,
            "moves": None,
            "progress": {},
        }
        if play is not None:
            view = definition.player_view(definition.deserialize(play.state))
            row.update(
                status=play.status,
                score=play.score,
                moves=play.action_count,
                progress=game_progress(race.game, view),
            )
        rows.append(row)
    return {
        "id": str(race.pk),
        "game": race.game,
        "preset": race.preset,
        "status": race.status,
        "quick": race.quick,
        "capacity": race.capacity,
        "time_limit_seconds": race.time_limit_seconds,
        "creator": next((r.user.public_name for r in racers if r.user_id == race.creator_id), None),
        "created_at": _iso(race.created_at),
        "starts_at": _iso(race.starts_at),
        "ends_at": _iso(race.ends_at),
        "finished_at": _iso(race.finished_at),
        "seed": race.seed if race.status in OVER else None,
        "racers": rows,
    }


def race_for(*, race_id, user: User) -> dict[str, Any]:
    """``race_public`` with the asker's own seat and play (null for a spectator, and before the start)."""
    body = race_public(race_id)
    mine = (
        Racer.objects.filter(race_id=race_id, user_id=user.pk).values_list("seat", "play_id").first()
        if user.is_authenticated
        else None
    )
    body["my_seat"] = mine[0] if mine else None
    body["my_play"] = str(mine[1]) if mine and mine[1] else None
    return body


def play_seats(race_id) -> dict[str, int]:
    """Each racer's play id -> seat: what a race socket listens to (server side only)."""
    return {
        str(play_id): seat
        for play_id, seat in Racer.objects.filter(race_id=race_id, play__isnull=False).values_list(
            "play_id", "seat"
        )
    }


def open_lobbies(*, user: User, game: str | None = None) -> list[dict[str, Any]]:
    """The open lobbies, newest first (at most 50), as ``race_for`` shows each: two queries in all (a lobby
    has no plays yet)."""
    races = Race.objects.filter(status=RaceStatus.LOBBY).order_by("-created_at")
    found = list(races.filter(game=game)[:50] if game else races[:50])
    seated: dict[Any, list[Racer]] = {race.pk: [] for race in found}
    for racer in Racer.objects.filter(race__in=found).select_related("user").order_by("seat"):
        seated[racer.race_id].append(racer)
    bodies = []
    for race in found:
        body = _body(race, seated[race.pk])
        mine = next((r for r in seated[race.pk] if user.is_authenticated and r.user_id == user.pk), None)
        body["my_seat"], body["my_play"] = (mine.seat if mine else None), None
        bodies.append(body)
    return bodies


def race_ratings(*, game: str, limit: int = 100) -> list[RaceRating]:
    return list(
        RaceRating.objects.filter(game=game).select_related("user").order_by("-ordinal", "user_id")[:limit]
    )
