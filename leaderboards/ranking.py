"""Where ranks come from.

The database is the source of truth. On the embedded default it also answers rank queries. With Redis
configured, each board is mirrored in Redis so that top-N, my rank and around-me cost O(log n):

- ``lb:<board>`` is a sorted set whose scores are all 0 and whose members are *rank strings*, so Redis orders
  them lexicographically: "0" for a win and "1" for a loss, the rank key's parts inverted and zero-padded
  (larger is better becomes smaller sorts first), then the verification time, then the score id. ``ZRANK``
  is then the 0-based rank.
- ``lb:<board>:best`` maps a user id to their current member (a player's best is what ranks).
- ``lb:<board>:version`` counts the board's changes; ``lb:<board>:page:<version>:...`` caches a page of
  entries for at most ``TOP_PAGE_CACHE_SECONDS`` (see ``leaderboards.selectors.board_top``).

Both backends give the same answers; ``manage.py leaderboards rebuild`` refills Redis from the database.
Daily and practice boards rank scores; a rating board (``RatingRanking``) ranks players by their rating. Every
key name comes from ``leaderboards.boards.Board``.
"""

from __future__ import annotations

import datetime as dt
from typing import cast

import redis
from django.conf import settings
from django.db.models import F, Q, QuerySet, Window
from django.db.models.functions import RowNumber
from django.utils import timezone

from leaderboards.boards import Board, Kind
from leaderboards.models import Rating, Score, ScoreStatus
from ops.redis_pool import redis_client

RANK_PARTS = 4
_OFFSET = 10**12  # rank key parts are far smaller in magnitude; keeps every encoded part non-negative
_WIDTH = 13
# A board's order, best first: larger rank key, then the earlier verification, then the lower id. The rank
# strings sort the same way, and so does every database query of a board.
# Every win sorts above every loss (a daily ranks lost and resigned results too, below the wins).
BEST_FIRST = ("-won", "-rank_1", "-rank_2", "-rank_3", "-rank_4", "verified_at", "id")


def rank_string(score: Score) -> str:
    return _member(
        score.won, score.rank_1, score.rank_2, score.rank_3, score.rank_4, score.verified_at, score.pk
    )


def _member(won: bool, rank_1: int, rank_2: int, rank_3: int, rank_4: int, verified_at, score_id: int) -> str:
    inverted = ("0" if won else "1") + "".join(
        f"{_OFFSET - part:0{_WIDTH}d}" for part in (rank_1, rank_2, rank_3, rank_4)
    )
    verified = int(verified_at.timestamp() * 1_000_000)
    return f"{inverted}|{verified:017d}|{score_id:012d}"


def score_id_of(member: str | bytes) -> int:
    text = member.decode() if isinstance(member, bytes) else member
    return int(text.rsplit("|", 1)[1])


_BETTER_ORDER = ("won", "rank_1", "rank_2", "rank_3", "rank_4")


def better_than(score: Score) -> Q:
    """Scores that rank strictly above ``score``: larger rank key, or equal and verified earlier (then id)."""
    condition = Q()
    equal = Q()
    for field in _BETTER_ORDER:
        condition |= equal & Q(**{f"{field}__gt": getattr(score, field)})
        equal &= Q(**{field: getattr(score, field)})
    condition |= equal & Q(verified_at__lt=score.verified_at)
    condition |= equal & Q(verified_at=score.verified_at, pk__lt=score.pk)
    return condition


def best_scores_queryset(board_filter: Q) -> QuerySet[Score]:
    """One entry per player, their best, in rank order (ties: the earlier verification first)."""
    order = [F(f.lstrip("-")).desc() if f.startswith("-") else F(f).asc() for f in BEST_FIRST]
    return (
        Score.objects.filter(board_filter, status=ScoreStatus.VERIFIED)
        .annotate(nth_of_player=Window(RowNumber(), partition_by=[F("user_id")], order_by=order))
        .filter(nth_of_player=1)
        .order_by(*BEST_FIRST)
    )


class DatabaseRanking:
    """Ranks computed by the database from the verified scores."""

    name = "database"

    def __init__(self, board: Board) -> None:
        self.board_filter = board.filter

    def add(self, score: Score) -> None:
        return None

    def _verified(self):
        return Score.objects.filter(self.board_filter, status=ScoreStatus.VERIFIED)

    def best_of(self, user_id: int) -> Score | None:
        return self._verified().filter(user_id=user_id).order_by(*BEST_FIRST).first()

    def rank_of(self, user_id: int) -> tuple[int, int] | None:
        best = self.best_of(user_id)
        if best is None:
            return None
        above = (
            self._verified()
            .filter(better_than(best))
            .exclude(user_id=user_id)
            .values("user_id")
            .distinct()
            .count()
        )
        return above + 1, best.pk

    def top(self, offset: int, limit: int) -> list[tuple[int, int]]:
        ids = list(
            best_scores_queryset(self.board_filter).values_list("id", flat=True)[offset : offset + limit]
        )
        return [(offset + i + 1, score_id) for i, score_id in enumerate(ids)]

    def size(self) -> int:
        return self._verified().values("user_id").distinct().count()


# redis-py gives each command one signature for its sync and asyncio clients, so every reply is typed
# `Awaitable[Any] | Any`: the casts below say what the sync client returns (bytes: no decode_responses).
class RedisRanking:
    name = "redis"

    # Keep the player's best: replace their member only when the new one sorts first. Any change moves the
    # board's version on, which retires the pages cached for the old one.
    _ADD = """
    local current = redis.call('HGET', KEYS[2], ARGV[1])
    if current and current <= ARGV[2] then return 0 end
    if current then redis.call('ZREM', KEYS[1], current) end
    redis.call('ZADD', KEYS[1], 0, ARGV[2])
    redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
    redis.call('INCR', KEYS[3])
    return 1
    """

    def __init__(self, board: Board, client: redis.Redis | None = None) -> None:
        self.board = board
        self.client = client or redis_client()
        self.key, self.best_key, self.version_key = board.keys

    def add(self, score: Score) -> None:
        keys = (self.key, self.best_key, self.version_key)
        self.client.eval(self._ADD, len(keys), *keys, score.user_id, rank_string(score))  # type: ignore[arg-type]  # redis-py sends ints; its hints say str

    # Drop the player's member only if it is the one withdrawn (a better score may have replaced it).
    _REMOVE = """
    local current = redis.call('HGET', KEYS[2], ARGV[1])
    if current ~= ARGV[2] then return 0 end
    redis.call('ZREM', KEYS[1], current)
    redis.call('HDEL', KEYS[2], ARGV[1])
    redis.call('INCR', KEYS[3])
    return 1
    """

    def remove(self, user_id: int, member: str) -> bool:
        keys = (self.key, self.best_key, self.version_key)
        return bool(self.client.eval(self._REMOVE, len(keys), *keys, user_id, member))  # type: ignore[arg-type]  # as in add

    def page_key(self, offset: int, limit: int) -> str:
        """Where a page of this board, as it is now, may be cached: the key names the board's version."""
        return self.board.page_key(
            int(cast(bytes | None, self.client.get(self.version_key)) or 0), offset, limit
        )

    def rank_of(self, user_id: int) -> tuple[int, int] | None:
        member = cast(bytes | None, self.client.hget(self.best_key, user_id))  # type: ignore[arg-type]  # as in add
        if member is None:
            return None
        return cast(int, self.client.zrank(self.key, member)) + 1, score_id_of(member)

    def top(self, offset: int, limit: int) -> list[tuple[int, int]]:
        members = cast(list[bytes], self.client.zrange(self.key, offset, offset + limit - 1))
        return [(offset + i + 1, score_id_of(m)) for i, m in enumerate(members)]

    def size(self) -> int:
        return cast(int, self.client.zcard(self.key))


class RatingRanking:
    """A rating board mirrored in Redis: ``lb:rating-<game>`` is a sorted set of zero-padded user ids scored
    by minus the ordinal, so ``ZRANK`` orders by rating, best first, then by user id, as the database does."""

    name = "redis"

    def __init__(self, board: Board, client=None) -> None:
        self.board = board
        self.client = client or redis_client()
        self.key, _, self.version_key = board.keys

    @staticmethod
    def member(user_id: int) -> str:
        return f"{user_id:012d}"

    def set_many(self, ordinals: dict[int, float]) -> None:
        if not ordinals:
            return
        pipe = self.client.pipeline(transaction=True)
        pipe.zadd(self.key, {self.member(user_id): -ordinal for user_id, ordinal in ordinals.items()})
        pipe.incr(self.version_key)
        pipe.execute()

    def page_key(self, offset: int, limit: int) -> str:
        """Where a page of the board as it is now may be cached (the version moves with every change)."""
        return self.board.page_key(
            int(cast(bytes | None, self.client.get(self.version_key)) or 0), offset, limit
        )

    def rank_of(self, user_id: int) -> int | None:
        rank = cast(int | None, self.client.zrank(self.key, self.member(user_id)))
        return None if rank is None else rank + 1

    def top(self, offset: int, limit: int) -> list[tuple[int, int]]:
        """(rank, user id) from ``offset``."""
        members = cast(list[bytes], self.client.zrange(self.key, offset, offset + limit - 1))
        return [(offset + i + 1, int(m)) for i, m in enumerate(members)]

    def size(self) -> int:
        return cast(int, self.client.zcard(self.key))


def uses_redis() -> bool:
    return bool(settings.REDIS_URL)


def index_score(score: Score) -> None:
    """Mirror a newly verified score into Redis (a no-op on the database backend)."""
    if not uses_redis():
        return
    for board in Board.of_score(score):
        RedisRanking(board).add(score)


def unindex_score(score: Score, member: str, boards: list[Board]) -> None:
    """Take a withdrawn score (``member``: its rank string while it was verified) off the Redis ``boards`` it
    was on, and put the player's best remaining score there instead (a no-op on the database backend)."""
    if not uses_redis():
        return
    for board in boards:
        ranking = RedisRanking(board)
        if ranking.remove(score.user_id, member):
            best = DatabaseRanking(board).best_of(score.user_id)
            if best is not None:
                ranking.add(best)


# What picks a score board of each kind from a score's row (Score field names), in the order rebuilt.
_BOARD_FIELDS = {
    Kind.DAILY: ("daily_challenge__game", "daily_challenge__preset", "daily_challenge__date"),
    Kind.PRACTICE: ("game", "preset"),
}


def _board_of_row(kind: Kind, values: tuple) -> Board:
    if kind is Kind.DAILY:
        game, preset, date = values
        return Board.daily(game=game, preset=preset, date=date)
    game, preset = values
    return Board.practice(game=game, preset=preset)


def _on_boards_of(kind: Kind) -> Q:
    if kind is Kind.DAILY:
        return Q(ranked=True, daily_challenge__isnull=False)
    return Q(ranked=True, daily_challenge__isnull=True) & ~Q(preset="")


# Clocks of the worker that verified a score and of the rebuild may differ a little.
REBUILD_MARGIN = dt.timedelta(minutes=1)


def _best_entries(kind: Kind):
    """(board, user id, member) of each player's best score on each board of one kind, streamed in board
    then user order: the database sorts, so only the first row of each (board, player) is kept."""
    fields = _BOARD_FIELDS[kind]
    rows = (
        Score.objects.filter(_on_boards_of(kind), status=ScoreStatus.VERIFIED)
        .order_by(*fields, "user_id", *BEST_FIRST)
        .values_list(*fields, "user_id", "won", "rank_1", "rank_2", "rank_3", "rank_4", "verified_at", "id")
        .iterator(chunk_size=10_000)
    )
    previous = None
    width = len(fields) + 1
    for row in rows:
        if row[:width] == previous:
            continue
        previous = row[:width]
        yield _board_of_row(kind, row[: width - 1]), row[width - 1], _member(*row[width:])


def rebuild(on_progress=None, chunk: int = 10_000, boards: set[Board] | None = None) -> int:
    """Refill every Redis board from the verified scores in the database; returns the entries written.

    Each board is written under a temporary key and renamed over the live one, so a reader sees the old board
    or the new one, never a half-built one. Scores verified while the rebuild ran are indexed again at the end,
    in case a swap replaced the board they had just been added to. With ``boards``, only those are rebuilt
    (after ``leaderboards reverify`` voided scores on them); an empty one is then emptied in Redis too.
    """
    client = redis_client()
    started = timezone.now()
    rebuilt, written = set(), 0

    def write(board: Board, entries: list[tuple[int, str]]) -> None:
        nonlocal written
        key, best_key = board.rebuild_keys
        pipe = client.pipeline(transaction=False)
        pipe.zadd(key, {member: 0 for _, member in entries})
        pipe.hset(best_key, mapping=dict(entries))
        pipe.execute()
        written += len(entries)
        if on_progress:
            on_progress(written)

    def swap(board: Board) -> None:
        key, best_key, version_key = board.keys
        building, building_best = board.rebuild_keys
        pipe = client.pipeline(transaction=True)
        pipe.rename(building, key)
        pipe.rename(building_best, best_key)
        pipe.incr(version_key)
        pipe.execute()
        rebuilt.add(board.id)

    _delete_matching(client, Board.REBUILD_PATTERN)  # what an interrupted rebuild left
    for kind in _BOARD_FIELDS:
        if boards is not None and not any(b.kind is kind for b in boards):
            continue
        board: Board | None = None
        entries: list[tuple[int, str]] = []
        for entry_board, user_id, member in _best_entries(kind):
            if boards is not None and entry_board not in boards:
                continue
            if entry_board != board or len(entries) >= chunk:
                if board is not None and entries:
                    write(board, entries)
                if entry_board != board and board is not None:
                    swap(board)
                board, entries = entry_board, []
            entries.append((user_id, member))
        if board is not None:
            if entries:
                write(board, entries)
            swap(board)
    emptied = (
        [b.id for b in boards]
        if boards is not None
        else [Board.board_id_of_best_key(k) for k in client.scan_iter(match=Board.BEST_PATTERN, count=1000)]
    )
    for board_id in emptied:
        if board_id is not None and board_id not in rebuilt:
            key, best, version_key = Board.keys_of_id(board_id)
            client.delete(key, best)
            client.incr(version_key)
    if boards is None:
        written += _rebuild_ratings(client, chunk)
    caught_up = Score.objects.filter(
        status=ScoreStatus.VERIFIED, ranked=True, verified_at__gte=started - REBUILD_MARGIN
    ).select_related("daily_challenge")
    for score in caught_up.iterator():
        index_score(score)
    return written


def _rebuild_ratings(client: redis.Redis, chunk: int) -> int:
    """Every rating board built aside and renamed over the live one, streamed from the database."""
    written = 0
    game: str | None = None
    batch: dict[str, float] = {}

    def flush() -> None:
        nonlocal written
        if batch:
            assert game is not None  # a batch holds ratings of the game being read
            client.zadd(Board.rating(game=game).rebuild_keys[0], batch)
            written += len(batch)
            batch.clear()

    def swap() -> None:
        assert game is not None  # called once a game's ratings were read
        board = Board.rating(game=game)
        key, _, version_key = board.keys
        pipe = client.pipeline(transaction=True)
        pipe.rename(board.rebuild_keys[0], key)
        pipe.incr(version_key)
        pipe.execute()

    rows = (
        Rating.objects.order_by("game").values_list("game", "user_id", "ordinal").iterator(chunk_size=chunk)
    )
    for row_game, user_id, ordinal in rows:
        if row_game != game:
            flush()
            if game is not None:
                swap()
            game = row_game
        batch[RatingRanking.member(user_id)] = -ordinal
        if len(batch) >= chunk:
            flush()
    flush()
    if game is not None:
        swap()
    return written


def index_ratings(game: str, user_ids: list[int]) -> None:
    """Mirror these players' ratings into the Redis rating board (a no-op on the database backend)."""
    if not uses_redis():
        return
    ordinals = dict(Rating.objects.filter(game=game, user_id__in=user_ids).values_list("user_id", "ordinal"))
    RatingRanking(Board.rating(game=game)).set_many(ordinals)


def clear_boards() -> None:
    """Every board emptied (the tests' boards mirror a test database that starts empty)."""
    _delete_matching(redis_client(), Board.ALL_PATTERN)


def _delete_matching(client, pattern: str) -> None:
    for keys in _batched(client.scan_iter(match=pattern, count=1000), 1000):
        client.delete(*keys)


def _batched(items, size: int):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
