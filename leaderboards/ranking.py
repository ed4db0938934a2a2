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

from collections.abc import Iterable

from django.conf import settings
from django.db.models import Q

from config.cache import redis_client
from leaderboards.models import Score, ScoreStatus

RANK_PARTS = 4
_OFFSET = 10**12  # rank key parts are far smaller in magnitude; keeps every encoded part non-negative
_WIDTH = 13


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
    parts = [score.rank_1, score.rank_2, score.rank_3, score.rank_4]
    inverted = "".join(f"{_OFFSET - part:0{_WIDTH}d}" for part in parts)
    verified = int(score.verified_at.timestamp() * 1_000_000)
    return f"{inverted}|{verified:017d}|{score.pk:012d}"


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
        return (
            self._verified()
            .filter(user_id=user_id)
            .order_by("-rank_1", "-rank_2", "-rank_3", "-rank_4", "verified_at", "id")
            .first()
        )

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
        self.client.eval(self._ADD, 3, *keys_of(self.board_id), score.user_id, rank_string(score))

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


def verified_scores_to_index():
    """Every verified score, with only the fields the boards need, streamed in chunks."""
    return (
        Score.objects.filter(status=ScoreStatus.VERIFIED)
        .only(
            "id",
            "user_id",
            "game",
            "preset",
            "iso_week",
            "daily_challenge_id",
            "rank_1",
            "rank_2",
            "rank_3",
            "rank_4",
            "verified_at",
        )
        .iterator(chunk_size=5000)
    )


def rebuild(scores: Iterable[Score], on_progress=None, batch: int = 5000) -> int:
    """Empty every board in Redis and refill it from the given verified scores; returns the count."""
    client = redis_client()
    cursor = 0
    while True:
        cursor, keys = client.scan(cursor, match="lb:*", count=1000)
        if keys:
            client.delete(*keys)
        if cursor == 0:
            break
    count = 0
    pipe = client.pipeline(transaction=False)
    script = client.register_script(RedisRanking._ADD)
    for score in scores:
        for board_id in boards_of(score):
            script(keys=list(keys_of(board_id)), args=[score.user_id, rank_string(score)], client=pipe)
        count += 1
        if count % batch == 0:
            pipe.execute()
            if on_progress:
                on_progress(count)
    pipe.execute()
    if on_progress:
        on_progress(count)
    return count
