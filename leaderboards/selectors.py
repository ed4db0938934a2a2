"""Reads of the boards: top entries, my rank and the entries around it, sizes, histograms, the catalogue of
every board, a player's statistics, score history and rating history. Boards are ``leaderboards.boards.Board``
values; score boards (daily, practice) are ranked by ``leaderboards.ranking``, standings boards (season,
rating) by the database from what ``leaderboards.standings`` wrote."""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import json
from dataclasses import asdict, dataclass, replace
from typing import Protocol, cast

from django.db.models import Count, Max, Q, QuerySet, Sum
from django.db.models.functions import TruncMonth

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games.daily.challenges import today
from games.engines.registry import all_games
from games.models import DailyChallenge, Mode, Play, PlayStatus
from leaderboards.boards import ALL_TIME, Board, Kind
from leaderboards.entries import BoardEntry
from leaderboards.models import Rating, RatingChange, Score, ScoreStatus, SeasonPoints
from leaderboards.ranking import (
    BEST_FIRST,
    DatabaseRanking,
    RatingRanking,
    RedisRanking,
    best_scores_queryset,
    better_than,
    deals_played,
    uses_redis,
)


class SeasonStandings:
    """A season board: points summed over the month's settled dailies, then more dailies, then user id."""

    def __init__(self, board: Board) -> None:
        self.board = board
        first, _ = board.month_bounds
        self.rows = (
            SeasonPoints.objects.filter(game=board.game, month=first)
            .values("user_id")
            .annotate(total=Sum("points"), played=Count("id"))
        )

    def _ordered(self):
        return self.rows.order_by("-total", "-played", "user_id")

    def top(self, offset: int, limit: int) -> list[BoardEntry]:
        rows = list(self._ordered()[offset : offset + limit])
        names = _names([r["user_id"] for r in rows])
        return [
            BoardEntry(
                offset + i + 1,
                r["user_id"],
                names.get(r["user_id"], ""),
                points=r["total"],
                dailies=r["played"],
            )
            for i, r in enumerate(rows)
        ]

    def placement_of(self, user_id: int) -> int | None:
        mine = self.rows.filter(user_id=user_id).order_by("user_id").first()
        if mine is None:
            return None
        total, played = mine["total"], mine["played"]
        better = (
            Q(total__gt=total)
            | Q(total=total, played__gt=played)
            | Q(total=total, played=played, user_id__lt=user_id)
        )
        return self.rows.filter(better).count() + 1

    def size(self) -> int:
        return self.rows.count()

    def top_page(self, offset: int, limit: int) -> list[BoardEntry]:
        return self.top(offset, limit)

    def rank_of(self, user_id: int) -> BoardEntry | None:
        rank = self.placement_of(user_id)
        return None if rank is None else self.top(rank - 1, 1)[0]

    def around(self, user_id: int, k: int) -> list[BoardEntry]:
        rank = self.placement_of(user_id)
        if rank is None:
            return []
        start = max(0, rank - 1 - k)
        return self.top(start, rank - 1 - start + k + 1)

    def histogram_values(self) -> list[int]:
        return [e.points for e in self.top(0, 1_000_000) if e.points is not None]


class RatingStandings:
    """A rating board: the ordinal (mu - 3 sigma) best first, then user id. Ranks come from the Redis mirror
    (``leaderboards.ranking.RatingRanking``) on the full stack, else from the database."""

    def __init__(self, board: Board, *, backend: str | None = None) -> None:
        self.board = board
        self.rows = Rating.objects.filter(game=board.game)
        self.redis = (
            RatingRanking(board)
            if (backend or ("redis" if uses_redis() else "database")) == "redis"
            else None
        )

    def _entries(self, ranked: list[tuple[int, int]]) -> list[BoardEntry]:
        found = {
            r.user_id: r for r in self.rows.select_related("user").filter(user_id__in=[u for _, u in ranked])
        }
        return [_rating_entry(rank, found[user_id]) for rank, user_id in ranked if user_id in found]

    def top(self, offset: int, limit: int) -> list[BoardEntry]:
        if self.redis:
            return self._entries(self.redis.top(offset, limit))
        rows = self.rows.select_related("user").order_by("-ordinal", "user_id")[offset : offset + limit]
        return [_rating_entry(offset + i + 1, r) for i, r in enumerate(rows)]

    def placement_of(self, user_id: int) -> int | None:
        if self.redis:
            return self.redis.rank_of(user_id)
        mine = self.rows.filter(user_id=user_id).first()
        if mine is None:
            return None
        # Two range counts on the (game, -ordinal, user) index rather than one OR that the planner scans.
        above = self.rows.filter(ordinal__gt=mine.ordinal).count()
        return above + self.rows.filter(ordinal=mine.ordinal, user_id__lt=user_id).count() + 1

    def size(self) -> int:
        return self.redis.size() if self.redis else self.rows.count()

    def around(self, user_id: int, k: int) -> list[BoardEntry]:
        """My entry and k either side: by rank in Redis, or read by key from my rating outwards in the
        database (an OFFSET to a deep rank would walk every row above it)."""
        if self.redis:
            rank = self.redis.rank_of(user_id)
            if rank is None:
                return []
            start = max(0, rank - 1 - k)
            return self._entries(self.redis.top(start, rank - 1 - start + k + 1))
        mine = self.rows.select_related("user").filter(user_id=user_id).first()
        if mine is None:
            return []
        rank = self.placement_of(user_id)
        assert rank is not None  # mine is on the board
        rows, tied = (
            self.rows.select_related("user"),
            self.rows.select_related("user").filter(ordinal=mine.ordinal),
        )
        # Each side in two index range reads (ties, then strictly better or worse): an OR would be scanned.
        above = list(tied.filter(user_id__lt=user_id).order_by("-user_id")[:k])
        above += list(rows.filter(ordinal__gt=mine.ordinal).order_by("ordinal", "-user_id")[: k - len(above)])
        above.reverse()
        below = list(tied.filter(user_id__gt=user_id).order_by("user_id")[:k])
        below += list(rows.filter(ordinal__lt=mine.ordinal).order_by("-ordinal", "user_id")[: k - len(below)])
        first = rank - len(above)
        return [_rating_entry(first + i, r) for i, r in enumerate([*above, mine, *below])]

    def top_page(self, offset: int, limit: int) -> list[BoardEntry]:
        """A page of the board, cached under the board's version on the full stack."""
        if self.redis is None:
            return self.top(offset, limit)
        key = self.redis.page_key(offset, limit)
        cached = cast(bytes | None, self.redis.client.get(key))  # redis-py types a reply `Awaitable | Any`
        if cached is not None:
            return [_entry_from_json(values) for values in json.loads(cached)]
        entries = self.top(offset, limit)
        self.redis.client.set(
            key, json.dumps([_entry_to_json(e) for e in entries]), ex=TOP_PAGE_CACHE_SECONDS
        )
        return entries

    def rank_of(self, user_id: int) -> BoardEntry | None:
        rank = self.placement_of(user_id)
        return None if rank is None else self.top(rank - 1, 1)[0]

    def histogram_values(self) -> list[int]:
        return [round(r) for r in self.rows.values_list("ordinal", flat=True)]


def _rating_entry(rank: int, rating: Rating) -> BoardEntry:
    return BoardEntry(
        rank,
        rating.user_id,
        rating.user.public_name,
        dailies=rating.dailies,
        rating=round(rating.ordinal, 3),
        mu=round(rating.mu, 3),
        sigma=round(rating.sigma, 3),
    )


def _names(user_ids: list[int]) -> dict[int, str]:
    return {
        pk: display or username
        for pk, display, username in User.objects.filter(pk__in=user_ids).values_list(
            "pk", "display_name", "username"
        )
    }


class ScoreBoard:
    """A daily board (and the base of a practice board): each player's best ranked score, from
    ``leaderboards.ranking`` (Redis when configured)."""

    def __init__(self, board: Board, *, backend: str | None = None) -> None:
        self.board = board
        self.ranking: DatabaseRanking | RedisRanking = (
            RedisRanking(board)
            if (backend or ("redis" if uses_redis() else "database")) == "redis"
            else DatabaseRanking(board)
        )

    def _shown(self, entries: list[BoardEntry]) -> list[BoardEntry]:
        return entries

    def top_page(self, offset: int, limit: int) -> list[BoardEntry]:
        return self._shown(self.ranking.entries(offset, limit))

    def size(self) -> int:
        return self.ranking.size()

    def rank_of(self, user_id: int) -> BoardEntry | None:
        mine = self.around(user_id, 0)
        return mine[0] if mine else None

    def around(self, user_id: int, k: int) -> list[BoardEntry]:
        return self._shown(self.ranking.around(user_id, k))

    def histogram_values(self) -> list[int]:
        return [
            v
            for v in best_scores_queryset(self.board.filter).values_list("score", flat=True)
            if v is not None
        ]


class PracticeBoard(ScoreBoard):
    """A ranked-practice board: also how many ranked deals each player has played, beside the best. Its rank
    counts persistence too, and the count shows how much (docs/fair-play.md)."""

    def _shown(self, entries: list[BoardEntry]) -> list[BoardEntry]:
        if not entries:
            return entries
        user_ids = [e.user_id for e in entries]
        if isinstance(self.ranking, RedisRanking):
            # Mirrored beside the board (``ranking.count_deals``): a read stays off the database.
            counts = self.ranking.client.hmget(self.board.deals_key, [str(u) for u in user_ids])
            deals = {u: int(c) for u, c in zip(user_ids, cast(list, counts), strict=True) if c is not None}
        else:
            deals = deals_played(self.board, user_ids)
        return [replace(e, deals=deals.get(e.user_id, 0)) for e in entries]


class RankedBoard(Protocol):
    """What every kind of board answers, the same way (``ranked_board`` makes one from a ``Board``): a page of
    entries best first (``top_page``), how many players rank (``size``), one player's entry (``rank_of``), a
    player with ``k`` either side (``around``), and the values a histogram counts (a score, season points or a
    rating). Ranks are 1-based; a player off the board has no entry (None, or an empty list)."""

    board: Board

    def top_page(self, offset: int, limit: int) -> list[BoardEntry]: ...

    def size(self) -> int: ...

    def rank_of(self, user_id: int) -> BoardEntry | None: ...

    def around(self, user_id: int, k: int) -> list[BoardEntry]: ...

    def histogram_values(self) -> list[int]: ...


def ranked_board(board: Board, *, backend: str | None = None) -> RankedBoard:
    """The one factory: the ranking of any board. ``backend`` ("redis" or "database") forces one where a kind
    has both; by default Redis when configured."""
    if board.kind is Kind.SEASON:
        return SeasonStandings(board)
    if board.kind is Kind.RATING:
        return RatingStandings(board, backend=backend)
    if board.kind is Kind.PRACTICE:
        return PracticeBoard(board, backend=backend)
    return ScoreBoard(board, backend=backend)


def ranking_for(board: Board, *, backend: str | None = None) -> DatabaseRanking | RedisRanking:
    """The score ranking of a daily or practice board, on Redis when configured."""
    return ScoreBoard(board, backend=backend).ranking


# A rating page is cached under the board's version, so a changed rating is seen at once; the expiry only
# bounds how long a player's renamed display name can lag on a page no rating has changed since. Score boards
# need no cache: their rows are in Redis beside their ranks (``leaderboards.entries``).
TOP_PAGE_CACHE_SECONDS = 30


def board_top(
    board: Board, *, offset: int = 0, limit: int = 100, backend: str | None = None
) -> list[BoardEntry]:
    return ranked_board(board, backend=backend).top_page(offset, limit)


def _entry_to_json(entry: BoardEntry) -> dict:
    values = asdict(entry)
    values["verified_at"] = entry.verified_at.isoformat() if entry.verified_at else None
    return values


def _entry_from_json(values: dict) -> BoardEntry:
    if values.get("verified_at"):
        values["verified_at"] = dt.datetime.fromisoformat(values["verified_at"])
    return BoardEntry(**values)


def board_size(board: Board, *, backend: str | None = None) -> int:
    return ranked_board(board, backend=backend).size()


def rank_of(board: Board, user_id: int, *, backend: str | None = None) -> BoardEntry | None:
    return ranked_board(board, backend=backend).rank_of(user_id)


def board_around(board: Board, user_id: int, k: int, *, backend: str | None = None) -> list[BoardEntry]:
    """The player's entry with up to k entries above and k below (fewer at the top and bottom edges); empty
    when the player is not on the board."""
    return ranked_board(board, backend=backend).around(user_id, k)


def would_place(board: Board, user_id: int) -> int | None:
    """Where the player's best casual score fitting this board (a guest's daily, a hinted game) would place
    among the ranked players: "your score would place #N". None when they have no such score."""
    if not board.ranks_scores:
        return None
    casual = Score.objects.filter(board.scope, ranked=False, user_id=user_id, status=ScoreStatus.VERIFIED)
    best = casual.order_by(*BEST_FIRST).first()
    if best is None:
        return None
    above = (
        Score.objects.filter(board.filter, status=ScoreStatus.VERIFIED)
        .filter(better_than(best))
        .exclude(user_id=user_id)
        .values("user_id")
        .distinct()
        .count()
    )
    return above + 1


def board_histogram(board: Board, *, buckets: int = 20) -> dict:
    """Counts of the players' best scores (season: points; rating: the rating) in equal-width buckets."""
    values = ranked_board(board).histogram_values()
    if not values:
        return {"buckets": [], "count": 0}
    low, high = min(values), max(values)
    width = max(1, -(-(high - low + 1) // buckets))
    counts: dict[int, int] = {}
    for value in values:
        counts[(value - low) // width] = counts.get((value - low) // width, 0) + 1
    return {
        "count": len(values),
        "buckets": [
            {"from": low + i * width, "to": low + (i + 1) * width - 1, "count": counts.get(i, 0)}
            for i in range((high - low) // width + 1)
        ],
    }


def player_statistics(*, user) -> dict:
    """Games played and won per game, win rate, daily streaks (current and best), best scores."""
    finished = Play.objects.filter(player=user).exclude(status=PlayStatus.PLAYING)
    per_game = {
        row["game"]: {"played": row["played"], "won": row["won"]}
        for row in finished.values("game").annotate(
            played=Count("id"), won=Count("id", filter=Q(status=PlayStatus.WON))
        )
    }
    for stats in per_game.values():
        stats["win_rate"] = round(stats["won"] / stats["played"], 4) if stats["played"] else 0.0
    best = {
        f"{row['game']}/{row['preset']}": row["best"]
        for row in Score.objects.filter(user=user, status=ScoreStatus.VERIFIED, ranked=True)
        .exclude(preset="")
        .values("game", "preset")
        .annotate(best=Max("score"))
    }
    days = sorted(set(finished.filter(mode=Mode.DAILY).values_list("daily_challenge__date", flat=True)))
    best_streak = current = 0
    previous = None
    for day in days:
        current = current + 1 if previous is not None and day - previous == dt.timedelta(days=1) else 1
        best_streak, previous = max(best_streak, current), day
    alive = previous is not None and today() - previous <= dt.timedelta(days=1)
    return {
        "player": user.public_name,
        "games": per_game,
        "played": sum(s["played"] for s in per_game.values()),
        "won": sum(s["won"] for s in per_game.values()),
        "daily_streak": {"current": current if alive else 0, "best": best_streak},
        "best_scores": best,
    }


# ---- the catalogue --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CatalogueEntry:
    board: Board
    opens: dt.datetime | None
    closes: dt.datetime | None
    size: int | None = None  # filled for the boards of one page only (``catalogue_page``)


def _month_start(month: dt.date) -> dt.datetime:
    return dt.datetime.combine(month.replace(day=1), dt.time.min, tzinfo=dt.UTC)


def board_catalogue(
    *, kind: str | None = None, game: str | None = None, preset: str | None = None, period: str | None = None
) -> list[CatalogueEntry]:
    """Every board there is, in a stable order: dailies (newest day first), seasons (newest first), ranked
    practice, ratings; each with when it opens and closes (None: never). Listing costs one query on the
    challenges; the sizes are counted by ``catalogue_page`` for the page shown."""
    slugs = [g.slug for g in all_games() if not game or g.slug == game]
    entries: list[CatalogueEntry] = []
    challenges = DailyChallenge.objects.filter(game__in=slugs, date__lte=today())
    if kind in (None, Kind.DAILY):
        daily = challenges.filter(preset=preset) if preset else challenges
        if period:
            day = _date_or_none(period)
            daily = daily.filter(date=day) if day else daily.none()
        for c in daily.order_by("-date", "game", "preset").only(
            "game", "preset", "date", "opens_at", "closes_at"
        ):
            entries.append(
                CatalogueEntry(
                    Board.daily(game=c.game, preset=c.preset, date=c.date), c.opens_at, c.closes_at
                )
            )
    if kind in (None, Kind.SEASON) and not preset:
        months = challenges.annotate(month=TruncMonth("date")).values_list("month", "game").distinct()
        for month, slug in sorted(set(months), key=lambda m: (-m[0].toordinal(), m[1])):
            month = month.date() if isinstance(month, dt.datetime) else month
            board = Board.season(game=slug, month=month)
            if period and board.period != period:
                continue
            first, following = board.month_bounds
            entries.append(CatalogueEntry(board, _month_start(first), _month_start(following)))
    if kind in (None, Kind.PRACTICE) and period in (None, ALL_TIME):
        for definition in all_games():
            if definition.slug not in slugs:
                continue
            for option_preset in definition.options_schema.presets:
                if not preset or option_preset.name == preset:
                    entries.append(
                        CatalogueEntry(
                            Board.practice(game=definition.slug, preset=option_preset.name), None, None
                        )
                    )
    if kind in (None, Kind.RATING) and not preset and period in (None, ALL_TIME):
        entries += [CatalogueEntry(Board.rating(game=slug), None, None) for slug in slugs]
    return entries


def _date_or_none(text: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        return None


def encode_cursor(board: Board) -> str:
    return base64.urlsafe_b64encode(board.id.encode()).decode().rstrip("=")


def catalogue_page(
    entries: list[CatalogueEntry], *, cursor: str | None, limit: int
) -> tuple[list[CatalogueEntry], str | None]:
    """The page after the board the cursor names (the last of the previous page), and the next cursor."""
    start = 0
    if cursor:
        try:
            after = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        except (binascii.Error, UnicodeDecodeError, ValueError):
            after = None
        ids = [e.board.id for e in entries]
        if after not in ids:
            raise ApiError(
                ErrorCode.INVALID_CURSOR,
                "cursor: the cursor is not one this list gave out.",
                parameter="cursor",
            )
        start = ids.index(after) + 1
    page = [replace(entry, size=board_size(entry.board)) for entry in entries[start : start + limit]]
    more = start + limit < len(entries)
    return page, encode_cursor(page[-1].board) if more and page else None


# ---- a player's history ------------------------------------------------------------------------------


def scores_of(*, user: User, game: str | None = None, play_id=None) -> QuerySet[Score]:
    """The player's scores, newest first, without their logs."""
    scores = (
        Score.objects.filter(user=user)
        .select_related("daily_challenge")
        .defer("actions", "options")
        .order_by("-submitted_at", "-id")
    )
    if game:
        scores = scores.filter(game=game)
    if play_id:
        scores = scores.filter(play_id=play_id)
    return scores


def history_note(score: Score) -> str:
    """What a player's history says of a score beside its result, in words."""
    if score.status == ScoreStatus.HELD:
        return score.reason  # "Held for review: ..." (leaderboards.review)
    if score.status == ScoreStatus.VOIDED:
        return f"voided: {score.reason}"
    if score.status == ScoreStatus.REJECTED:
        return f"rejected: {score.reason}"
    if score.status == ScoreStatus.PENDING:
        return "being verified"
    if not score.ranked:
        return f"casual: {score.unranked_reason}"
    return "ranked, provisional (registered after the day opened)" if score.provisional else "ranked"


def rating_history(*, user: User, game: str | None = None) -> list[dict]:
    """Per game: the current rating and its value after each closed daily, oldest first (for a chart)."""
    ratings = Rating.objects.filter(user=user).order_by("game")
    if game:
        ratings = ratings.filter(game=game)
    changes = (
        RatingChange.objects.filter(user=user, game__in=[r.game for r in ratings])
        .select_related("challenge")
        .order_by("challenge__date", "id")
    )
    by_game: dict[str, list] = {}
    for change in changes:
        by_game.setdefault(change.game, []).append(
            {
                "date": change.challenge.date,
                "placement": change.placement,
                "entrants": change.entrants,
                "rating": round(change.ordinal, 3),
                "mu": round(change.mu, 3),
                "sigma": round(change.sigma, 3),
            }
        )
    return [
        {
            "game": r.game,
            "board": Board.rating(game=r.game).id,
            "rating": round(r.ordinal, 3),
            "mu": round(r.mu, 3),
            "sigma": round(r.sigma, 3),
            "dailies": r.dailies,
            "rank": RatingStandings(Board.rating(game=r.game)).placement_of(user.pk),
            "history": by_game.get(r.game, []),
        }
        for r in ratings
    ]
