"""Where ranks come from.

The database is the source of truth. On the embedded default it also answers rank queries. With Redis
configured, each board is mirrored in Redis so that top-N, my rank and around-me cost O(log n):

- ``lb:<board>`` is a sorted set whose scores are all 0 and whose members are *rank strings*, so Redis orders
  them lexicographically: the rank key's parts inverted and zero-padded (larger is better becomes smaller
  sorts first), then the verification time, then the score id. ``ZRANK`` is then the 0-based rank.
- ``lb:<board>:best`` maps a user id to their current member (a player's best is what ranks).
- ``lb:<board>:version`` counts the board's changes; ``lb:<board>:page:<version>:...`` caches a page of
  entries for at most ``TOP_PAGE_CACHE_SECONDS`` (see ``leaderboards.selectors.board_top``).

Both backends give the same answers; ``manage.py leaderboards rebuild`` refills Redis from the database.
"""

from __future__ import annotations

import datetime as dt

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from config.cache import redis_client
from leaderboards.models import Score, ScoreStatus

RANK_PARTS = 4
_OFFSET = 10**12  # rank key parts are far smaller in magnitude; keeps every encoded part non-negative
_WIDTH = 13
# A board's order, best first: larger rank key, then the earlier verification, then the lower id. The rank
# strings sort the same way, and so does every database query of a board.
BEST_FIRST = ("-rank_1", "-rank_2", "-rank_3", "-rank_4", "verified_at", "id")


def boards_of(score: Score) -> list[str]:
    boards = []
    if score.daily_challenge_id:
        boards.append(f"daily-{score.daily_challenge_id}")
    if score.preset:
        boards.append(f"all-{score.game}-{score.preset}")
        if score.iso_week:
            boards.append(f"week-{score.game}-{score.preset}-{score.iso_week}")
    return boards


def keys_of(board_id: str) -> tuple[str, str, str]:
    """The board's sorted set, its user -> member map and its version counter."""
    return f"lb:{board_id}", f"lb:{board_id}:best", f"lb:{board_id}:version"


def rank_string(score: Score) -> str:
    return _member(score.rank_1, score.rank_2, score.rank_3, score.rank_4, score.verified_at, score.pk)


def _member(rank_1: int, rank_2: int, rank_3: int, rank_4: int, verified_at, score_id: int) -> str:
    inverted = "".join(f"{_OFFSET - part:0{_WIDTH}d}" for part in (rank_1, rank_2, rank_3, rank_4))
    verified = int(verified_at.timestamp() * 1_000_000)
    return f"{inverted}|{verified:017d}|{score_id:012d}"


def score_id_of(member: str | bytes) -> int:
    text = member.decode() if isinstance(member, bytes) else member
    return int(text.rsplit("|", 1)[1])


_BETTER_ORDER = ("rank_1", "rank_2", "rank_3", "rank_4")


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


class DatabaseRanking:
    """Ranks computed by the database from the verified scores."""

    name = "database"

    def __init__(self, board_filter) -> None:
        self.board_filter = board_filter

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
        from leaderboards.selectors import best_scores_queryset

        ids = list(
            best_scores_queryset(self.board_filter).values_list("id", flat=True)[offset : offset + limit]
        )
        return [(offset + i + 1, score_id) for i, score_id in enumerate(ids)]

    def size(self) -> int:
        return self._verified().values("user_id").distinct().count()


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

    def __init__(self, board_id: str, client=None) -> None:
        self.board_id = board_id
        self.client = client or redis_client()
        self.key, self.best_key, self.version_key = keys_of(board_id)

    def add(self, score: Score) -> None:
        keys = (self.key, self.best_key, self.version_key)
        self.client.eval(self._ADD, len(keys), *keys, score.user_id, rank_string(score))

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
        return bool(self.client.eval(self._REMOVE, len(keys), *keys, user_id, member))

    def page_key(self, offset: int, limit: int) -> str:
        """Where a page of this board, as it is now, may be cached: the key names the board's version."""
        version = int(self.client.get(self.version_key) or 0)
        return f"lb:{self.board_id}:page:{version}:{offset}:{limit}"

    def rank_of(self, user_id: int) -> tuple[int, int] | None:
        member = self.client.hget(self.best_key, user_id)
        if member is None:
            return None
        return self.client.zrank(self.key, member) + 1, score_id_of(member)

    def top(self, offset: int, limit: int) -> list[tuple[int, int]]:
        members = self.client.zrange(self.key, offset, offset + limit - 1)
        return [(offset + i + 1, score_id_of(m)) for i, m in enumerate(members)]

    def size(self) -> int:
        return self.client.zcard(self.key)


def uses_redis() -> bool:
    return bool(settings.REDIS_URL)


def index_score(score: Score) -> None:
    """Mirror a newly verified score into Redis (a no-op on the database backend)."""
    if not uses_redis():
        return
    for board_id in boards_of(score):
        RedisRanking(board_id).add(score)


def unindex_score(score: Score, member: str) -> None:
    """Take a withdrawn score (``member``: its rank string while it was verified) out of the Redis boards,
    and put the player's best remaining verified score there instead (a no-op on the database backend)."""
    if not uses_redis():
        return
    from leaderboards.selectors import Board

    for board_id in boards_of(score):
        ranking = RedisRanking(board_id)
        if ranking.remove(score.user_id, member):
            best = DatabaseRanking(Board.parse(board_id).filter).best_of(score.user_id)
            if best is not None:
                ranking.add(best)


# The three kinds of board, as ``boards_of`` names them: the fields that pick a board, its name from them, and
# which scores are on such a board.
_BOARD_KINDS = (
    (("daily_challenge_id",), "daily-{}", Q(daily_challenge__isnull=False)),
    (("game", "preset"), "all-{}-{}", ~Q(preset="")),
    (("game", "preset", "iso_week"), "week-{}-{}-{}", ~Q(preset="") & ~Q(iso_week="")),
)
# Clocks of the worker that verified a score and of the rebuild may differ a little.
REBUILD_MARGIN = dt.timedelta(minutes=1)


def _best_entries(fields: tuple[str, ...], name: str, on_board: Q):
    """(board id, user id, member) of each player's best score on each board of one kind, streamed in board
    then user order: the database sorts, so only the first row of each (board, player) is kept."""
    rows = (
        Score.objects.filter(on_board, status=ScoreStatus.VERIFIED)
        .order_by(*fields, "user_id", *BEST_FIRST)
        .values_list(*fields, "user_id", "rank_1", "rank_2", "rank_3", "rank_4", "verified_at", "id")
        .iterator(chunk_size=10_000)
    )
    previous = None
    width = len(fields) + 1
    for row in rows:
        if row[:width] == previous:
            continue
        previous = row[:width]
        yield name.format(*row[: width - 1]), row[width - 1], _member(*row[width:])


def rebuild(on_progress=None, chunk: int = 10_000) -> int:
    """Refill every Redis board from the verified scores in the database; returns the entries written.

    Each board is written under a temporary key and renamed over the live one, so a reader sees the old board
    or the new one, never a half-built one. Scores verified while the rebuild ran are indexed again at the end,
    in case a swap replaced the board they had just been added to.
    """
    client = redis_client()
    started = timezone.now()
    rebuilt, written = set(), 0

    def write(board_id: str, entries: list[tuple[int, str]]) -> None:
        nonlocal written
        pipe = client.pipeline(transaction=False)
        pipe.zadd(f"lb:rebuild:{board_id}", {member: 0 for _, member in entries})
        pipe.hset(f"lb:rebuild:{board_id}:best", mapping=dict(entries))
        pipe.execute()
        written += len(entries)
        if on_progress:
            on_progress(written)

    def swap(board_id: str) -> None:
        key, best_key, version_key = keys_of(board_id)
        pipe = client.pipeline(transaction=True)
        pipe.rename(f"lb:rebuild:{board_id}", key)
        pipe.rename(f"lb:rebuild:{board_id}:best", best_key)
        pipe.incr(version_key)
        pipe.execute()
        rebuilt.add(board_id)

    _delete_matching(client, "lb:rebuild:*")  # what an interrupted rebuild left
    for fields, name, on_board in _BOARD_KINDS:
        board, entries = None, []
        for board_id, user_id, member in _best_entries(fields, name, on_board):
            if board_id != board or len(entries) >= chunk:
                if entries:
                    write(board, entries)
                if board_id != board and board is not None:
                    swap(board)
                board, entries = board_id, []
            entries.append((user_id, member))
        if entries:
            write(board, entries)
        if board is not None:
            swap(board)
    for best_key in client.scan_iter(match="lb:*:best", count=1000):
        board_id = best_key.decode()[len("lb:") : -len(":best")]
        if board_id not in rebuilt and not board_id.startswith("rebuild:"):
            key, best, version_key = keys_of(board_id)
            client.delete(key, best)
            client.incr(version_key)
    caught_up = Score.objects.filter(status=ScoreStatus.VERIFIED, verified_at__gte=started - REBUILD_MARGIN)
    for score in caught_up.iterator():
        index_score(score)
    return written


def clear_boards() -> None:
    """Every board emptied (the tests' boards mirror a test database that starts empty)."""
    _delete_matching(redis_client(), "lb:*")


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
