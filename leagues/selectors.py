"""Reads of leagues and their boards.

A league has no scores of its own: its daily board is the global daily board's verified entries, kept to the
league's members (from the Redis mirror on the full stack, exactly as the global board is read; from the
database on the embedded default), its season the global season's points kept to them, and today's view
the members' plays of today's dailies, with each verdict only once its play has ended."""

from __future__ import annotations

import datetime as dt
from typing import Any, cast

from django.db.models import Count, Q, Sum

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games.daily.challenges import today
from games.models import DailyChallenge, Play
from leaderboards.boards import Board
from leaderboards.entries import BoardEntry, decode_entries
from leaderboards.models import Score, ScoreStatus, SeasonPoints
from leaderboards.ranking import DatabaseRanking, uses_redis
from leagues.models import Invite, League, Membership
from ops.redis_pool import redis_client


def leagues_of(*, user: User) -> list[League]:
    """My leagues, the most recently joined first, each with ``member_count``."""
    return list(
        League.objects.filter(memberships__user=user)
        .annotate(member_count=Count("memberships", distinct=True))
        .order_by("-memberships__joined_at", "-id")
    )


def league_for_member(*, league_id: int, user: User) -> League:
    """The league if ``user`` is in it; anyone else gets the 404 of a league that does not exist."""
    league = (
        League.objects.filter(pk=league_id, memberships__user=user)
        .annotate(member_count=Count("memberships", distinct=True))
        .first()
        if user.is_authenticated
        else None
    )
    if league is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such league of yours.")
    return league


def members_of(league: League) -> list[dict[str, Any]]:
    rows = (
        Membership.objects.filter(league=league)
        .order_by("joined_at", "id")
        .values_list("pk", "user_id", "user__display_name", "user__username", "joined_at")
    )
    return [
        {
            "id": pk,
            "user_id": user_id,
            "player": User.name_shown(display, username),
            "joined_at": joined,
            "creator": user_id == league.creator_id,
        }
        for pk, user_id, display, username, joined in rows
    ]


def member_ids(league: League) -> list[int]:
    return list(Membership.objects.filter(league=league).values_list("user_id", flat=True))


def invites_of(league: League) -> list[Invite]:
    """The invites still in use (revoked and expired ones are no use to anyone)."""
    return list(
        Invite.objects.filter(league=league, revoked_at__isnull=True)
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=dt.datetime.now(tz=dt.UTC)))
        .order_by("-created_at")
    )


def daily_board_of(*, game: str, date: dt.date) -> Board:
    challenge = DailyChallenge.objects.filter(game=game, date=date).only("game", "preset", "date").first()
    if challenge is None or date > today():
        raise ApiError(ErrorCode.NOT_FOUND, f"There is no {game} daily for {date.isoformat()}.")
    return Board.daily(game=challenge.game, preset=challenge.preset, date=challenge.date)


def board_entries_of(board: Board, user_ids: list[int]) -> list[BoardEntry]:
    """The score board's entries of these players, ranked among themselves (1, 2, ...), in the board's order.

    On Redis: each player's best member from the board's ``best`` map (their rank strings sort in board order)
    and their rows from its ``entries`` hash: two round trips for up to ``LEAGUE_MAX_MEMBERS`` players,
    whatever the size of the global board."""
    if not user_ids:
        return []
    if uses_redis():
        client = redis_client()
        keys = board.keys
        # redis-py types replies as `Awaitable | Any`; the sync client returns lists of bytes or None.
        members = cast(list[bytes | None], client.hmget(keys.best, user_ids))
        ranked = sorted(member for member in members if member is not None)
        if not ranked:
            return []
        rows = cast(list[bytes | None], client.hmget(keys.entries, [member[-12:] for member in ranked]))
        return decode_entries(1, rows)
    ranking = DatabaseRanking(board)
    ranking.board_filter &= Q(user_id__in=user_ids)
    return ranking.entries(0, len(user_ids))


def league_daily_board(*, league: League, game: str, date: dt.date) -> tuple[Board, list[BoardEntry]]:
    board = daily_board_of(game=game, date=date)
    return board, board_entries_of(board, member_ids(league))


def league_season(*, league: League, game: str, month: dt.date) -> tuple[Board, list[BoardEntry]]:
    """The members' points of the game's season (month), summed as the global season board sums them."""
    board = Board.season(game=game, month=month)
    rows = (
        SeasonPoints.objects.filter(game=game, month=month.replace(day=1), user_id__in=member_ids(league))
        .values("user_id", "user__display_name", "user__username")
        .annotate(total=Sum("points"), played=Count("id"))
        .order_by("-total", "-played", "user_id")
    )
    entries = [
        BoardEntry(
            i + 1,
            row["user_id"],
            User.name_shown(row["user__display_name"], row["user__username"]),
            points=row["total"],
            dailies=row["played"],
        )
        for i, row in enumerate(rows)
    ]
    return board, entries


NOT_PLAYED, PLAYING, VERIFYING, FINISHED = "not_played", "playing", "verifying", "finished"


def league_today(*, league: League, date: dt.date | None = None) -> dict[str, Any]:
    """Who of the league has played each of the day's dailies. A play in progress says only that it is; an
    ended one says its verified verdict (result and score), as the global daily board already does. No move
    is ever shown: the replays open at the reveal."""
    date = date or today()
    challenges = list(
        DailyChallenge.objects.filter(date=date).order_by("game").only("game", "preset", "date")
    )
    members = members_of(league)
    plays = list(
        Play.objects.filter(
            daily_challenge__in=challenges, player_id__in=[m["user_id"] for m in members]
        ).values_list("pk", "player_id", "daily_challenge_id", "status")
    )
    ended = [pk for pk, _, _, status in plays if status != "playing"]
    verdicts = {
        play_id: (status, result, score)
        for play_id, status, result, score in Score.objects.filter(play_id__in=ended).values_list(
            "play_id", "status", "result", "score"
        )
    }
    by_member_and_day = {(player_id, day): (pk, status) for pk, player_id, day, status in plays}
    games = []
    for challenge in challenges:
        rows = []
        for member in members:
            found = by_member_and_day.get((member["user_id"], challenge.pk))
            row: dict[str, Any] = {
                "player": member["player"],
                "state": NOT_PLAYED,
                "result": None,
                "score": None,
            }
            if found is not None:
                play_id, status = found
                verdict = verdicts.get(play_id)
                if status == "playing":
                    row["state"] = PLAYING
                elif verdict is None or verdict[0] != ScoreStatus.VERIFIED:
                    row["state"] = VERIFYING
                else:
                    row.update(state=FINISHED, result=verdict[1], score=verdict[2])
            rows.append(row)
        games.append({"game": challenge.game, "preset": challenge.preset, "players": rows})
    return {"date": date, "games": games}
