"""Where ranks come from.

The database is the source of truth. On the embedded default it also answers rank queries. With Redis
configured, each board is mirrored in Redis so that top-N, my rank and around-me cost O(log n):

- ``lb:<board>`` is a sorted set whose scores are all 0 and whose members are *rank strings*, so Redis orders
  them lexicographically: three class digits ("0" established / "1" provisional, "0" a win / "1" a loss,
  "0" played to its end / "1" resigned or abandoned), the rank key's parts inverted and zero-padded
  (larger is better becomes smaller sorts first), then the verification time, then the score id. ``ZRANK``
  is then the 0-based rank.
- ``lb:<board>:best`` maps a user id to their current member (a player's best is what ranks).
- ``lb:<board>:entries`` maps each member's score id to what the board shows of it (``leaderboards.entries``):
  a read takes the ranks and the rows from Redis in one round trip and never asks the database.
- ``lb:<board>:version`` counts the board's changes (a rating board's cached pages are keyed by it).

Both backends give the same answers; ``manage.py leaderboards rebuild`` refills Redis from the database.
Daily and practice boards rank scores; a rating board (``RatingRanking``) ranks players by their rating. Every
key name comes from ``leaderboards.boards.Board``.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from typing import cast

import redis
from django.conf import settings
from django.db.models import Count, F, Q, QuerySet, Window
from django.db.models.functions import RowNumber
from django.utils import timezone

from accounts.models import User
from leaderboards.boards import Board, Kind
from leaderboards.entries import (
    BoardEntry,
    decode_entries,
    encode_entry,
    encode_score_entry,
    score_board_entry,
)
from leaderboards.models import Rating, Score, ScoreStatus
from ops.redis_pool import redis_client

_OFFSET = 10**12  # rank key parts are far smaller in magnitude; keeps every encoded part non-negative
_WIDTH = 13
# A board's order, best first: larger rank key, then the earlier verification, then the lower id. The rank
# strings sort the same way, and so does every database query of a board.
# An established player's result above a provisional one (docs/fair-play.md); every win above every loss; a game
# played to its end above every resignation (at move 0 a resignation scores the deal as dealt, which in some
# games beat playing it and losing). Only then the game's rank key.
CLASS_FIELDS = ("provisional", "won", "finished")
BEST_FIRST = (
    "provisional",
    "-won",
    "-finished",
    "-rank_1",
    "-rank_2",
    "-rank_3",
    "-rank_4",
    "verified_at",
    "id",
)

logger = logging.getLogger(__name__)


def rank_string(score: Score) -> str:
    return _member(
        score.provisional,
        score.won,
        score.finished,
        score.rank_1,
        score.rank_2,
        score.rank_3,
        score.rank_4,
        score.verified_at,
        score.pk,
    )


def _member(
    provisional: bool,
    won: bool,
    finished: bool,
    rank_1: int,
    rank_2: int,
    rank_3: int,
    rank_4: int,
    verified_at,
    score_id: int,
) -> str:
    # One format string: a rebuild builds a million of these, and the join over a generator cost twice as much.
    return (
        f"{'1' if provisional else '0'}{'0' if won else '1'}{'0' if finished else '1'}"
        f"{_OFFSET - rank_1:0{_WIDTH}d}{_OFFSET - rank_2:0{_WIDTH}d}"
        f"{_OFFSET - rank_3:0{_WIDTH}d}{_OFFSET - rank_4:0{_WIDTH}d}"
        f"|{int(verified_at.timestamp() * 1_000_000):017d}|{score_id:012d}"
    )


def score_id_of(member: str | bytes) -> int:
    text = member.decode() if isinstance(member, bytes) else member
    return int(text.rsplit("|", 1)[1])


_BETTER_ORDER = ("won", "finished", "rank_1", "rank_2", "rank_3", "rank_4")


def better_than(score: Score) -> Q:
    """Scores that rank strictly above ``score``: an established result above a provisional one, then a larger
    class and rank key, or equal and verified earlier (then id)."""
    condition = Q(provisional=False) if score.provisional else Q()
    equal = Q(provisional=score.provisional)
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
        return self._verified().filter(user_id=user_id).select_related("user").order_by(*BEST_FIRST).first()

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

    def entries(self, offset: int, limit: int) -> list[BoardEntry]:
        return _database_entries(self.top(offset, limit))

    def around(self, user_id: int, k: int) -> list[BoardEntry]:
        found = self.rank_of(user_id)
        if found is None:
            return []
        start = max(0, found[0] - 1 - k)
        return self.entries(start, found[0] - start + k)

    def size(self) -> int:
        return self._verified().values("user_id").distinct().count()


_ENTRY_COLUMNS = (
    "id",
    "user_id",
    "user__display_name",
    "user__username",
    "score",
    "rank_key",
    "won",
    "result",
    "actions_count",
    "duration_seconds",
    "verified_at",
    "play_id",
    "provisional",
)


def _database_entries(rows: list[tuple[int, int]]) -> list[BoardEntry]:
    """The ranked score ids with what a board shows of each: only those columns, no model instances (a
    score's row also holds its whole action log, which a board never needs)."""
    found = {
        values[0]: values
        for values in Score.objects.filter(pk__in=[score_id for _, score_id in rows]).values_list(
            *_ENTRY_COLUMNS
        )
    }
    entries = []
    for rank, score_id in rows:
        if score_id not in found:  # deleted since it was ranked
            continue
        _, user_id, display_name, username, *shown, verified_at, play_id, provisional = found[score_id]
        player = User.name_shown(display_name, username)
        entries.append(
            score_board_entry(
                rank,
                user_id,
                player,
                score_id,
                *shown,
                verified_at=verified_at,
                play_id=play_id,
                provisional=provisional,
            )
        )
    return entries


# A member whose row is missing (a board ranked before rows were kept, or a row lost) comes back as its score id
# prefixed with "#", so that the reader can take that row from the database instead of showing a gap.
_FILL_MISSING = """
local function fill_missing(ids, rows)
  for i = 1, #ids do if not rows[i] then rows[i] = '#' .. ids[i] end end
  return rows
end
"""


# redis-py gives each command one signature for its sync and asyncio clients, so every reply is typed
# `Awaitable[Any] | Any`: the casts below say what the sync client returns (bytes: no decode_responses).
class RedisRanking:
    name = "redis"

    # Keep the player's best: replace their member, and its row, only when the new one sorts first; the same
    # member again only refreshes its row. The same score under another member (verified again after a database
    # crash lost its first verification, so with a later time) replaces its old member: the mirror heals itself. Any change moves the board's version on. Returns the new entry's
    # 0-based rank, or -1 when the board did not change.
    # KEYS[5] marks a score withdrawn (``unindex_score``): its verification's index, running late, must
    # not put it back after the removal ran first.
    _ADD = """
    if redis.call('EXISTS', KEYS[5]) == 1 then return -1 end
    local current = redis.call('HGET', KEYS[2], ARGV[1])
    local same_score = current and string.sub(current, -12) == string.sub(ARGV[2], -12)
    if current and current < ARGV[2] and not same_score then return -1 end
    if current == ARGV[2] then
      redis.call('HSET', KEYS[4], string.sub(ARGV[2], -12), ARGV[3])
      return -1
    end
    if current then
      redis.call('ZREM', KEYS[1], current)
      redis.call('HDEL', KEYS[4], string.sub(current, -12))
    end
    redis.call('ZADD', KEYS[1], 0, ARGV[2])
    redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
    redis.call('HSET', KEYS[4], string.sub(ARGV[2], -12), ARGV[3])
    redis.call('INCR', KEYS[3])
    return redis.call('ZRANK', KEYS[1], ARGV[2])
    """

    # Drop the player's member and its row only if it is the one withdrawn (a better score may have replaced it).
    _REMOVE = """
    local current = redis.call('HGET', KEYS[2], ARGV[1])
    if current ~= ARGV[2] then return 0 end
    redis.call('ZREM', KEYS[1], current)
    redis.call('HDEL', KEYS[2], ARGV[1])
    redis.call('HDEL', KEYS[4], string.sub(current, -12))
    redis.call('INCR', KEYS[3])
    return 1
    """

    # The rows ranked ARGV[1]..ARGV[2] (0-based), read with their ranks: one round trip, one snapshot.
    _RANGE = (
        _FILL_MISSING
        + """
    local members = redis.call('ZRANGE', KEYS[1], ARGV[1], ARGV[2])
    if #members == 0 then return {} end
    for i, member in ipairs(members) do members[i] = string.sub(member, -12) end
    return fill_missing(members, redis.call('HMGET', KEYS[4], unpack(members)))
    """
    )

    # The player's row with up to ARGV[2] rows either side: {first 0-based rank, rows}, or nil off the board.
    _AROUND = (
        _FILL_MISSING
        + """
    local member = redis.call('HGET', KEYS[2], ARGV[1])
    if not member then return nil end
    local rank = redis.call('ZRANK', KEYS[1], member)
    local k = tonumber(ARGV[2])
    local start = math.max(0, rank - k)
    local members = redis.call('ZRANGE', KEYS[1], start, rank + k)
    for i, m in ipairs(members) do members[i] = string.sub(m, -12) end
    return {start, fill_missing(members, redis.call('HMGET', KEYS[4], unpack(members)))}
    """
    )

    def __init__(self, board: Board, client: redis.Redis | None = None) -> None:
        self.board = board
        self.client = client or redis_client()
        self.keys = board.keys
        self.key, self.best_key, self.version_key = self.keys.ranks, self.keys.best, self.keys.version
        # Sent by hash (EVALSHA), loaded again by redis-py if Redis was restarted.
        self._add, self._remove, self._range, self._around = (
            self.client.register_script(script)
            for script in (self._ADD, self._REMOVE, self._RANGE, self._AROUND)
        )

    def add(self, score: Score, player: str) -> int | None:
        """Put the verified score on the board if it is its player's best; its 1-based rank if it changed the
        board, else None. ``player``: the public name the board shows."""
        return self.rank_added(self.add_to(self.client, score, player))

    def add_to(self, client, score: Score, player: str):
        """``add`` sent through ``client``: a pipeline queues it (its reply goes to ``rank_added``)."""
        return self._add(
            keys=[*self.keys, withdrawn_key(score.pk)],
            args=[score.user_id, rank_string(score), encode_score_entry(score, player)],
            client=client,
        )

    @staticmethod
    def rank_added(reply: int) -> int | None:
        return None if reply < 0 else reply + 1

    def remove(self, user_id: int, member: str) -> bool:
        return bool(self._remove(keys=self.keys, args=[user_id, member]))

    def rank_of(self, user_id: int) -> tuple[int, int] | None:
        member = cast(bytes | None, self.client.hget(self.best_key, user_id))  # type: ignore[arg-type]  # redis-py sends ints; its hints say str
        if member is None:
            return None
        return cast(int, self.client.zrank(self.key, member)) + 1, score_id_of(member)

    def entries(self, offset: int, limit: int) -> list[BoardEntry]:
        rows = self._range(keys=self.keys, args=[offset, offset + limit - 1])
        return _with_missing_rows(offset + 1, rows)

    def around(self, user_id: int, k: int) -> list[BoardEntry]:
        found = self._around(keys=self.keys, args=[user_id, k])
        if found is None:
            return []
        start, rows = found
        return _with_missing_rows(start + 1, rows)

    def size(self) -> int:
        return cast(int, self.client.zcard(self.key))


def _with_missing_rows(first_rank: int, rows: list[bytes]) -> list[BoardEntry]:
    """Decode a page of rows; a row Redis lacks (``#<score id>``) is read from the database, so a mirror
    without its rows shows the right page, only slower, until the next rebuild writes them."""
    missing = [(first_rank + i, int(row[1:])) for i, row in enumerate(rows) if row.startswith(b"#")]
    if not missing:
        return decode_entries(first_rank, rows)
    logger.warning("Board rows missing from Redis (%d); run `manage.py leaderboards rebuild`", len(missing))
    kept = {first_rank + i: row for i, row in enumerate(rows) if not row.startswith(b"#")}
    entries = {entry.rank: entry for entry in _database_entries(missing)}
    for rank, row in kept.items():
        entries[rank] = decode_entries(rank, [row])[0]
    return [entries[rank] for rank in sorted(entries)]


class RatingRanking:
    """A rating board mirrored in Redis: ``lb:rating-<game>`` is a sorted set of zero-padded user ids scored
    by minus the ordinal, so ``ZRANK`` orders by rating, best first, then by user id, as the database does."""

    name = "redis"

    def __init__(self, board: Board, client: redis.Redis | None = None) -> None:
        self.board = board
        self.client = client or redis_client()
        self.key, self.version_key = board.keys.ranks, board.keys.version

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


WITHDRAWN_MARK_SECONDS = 3600


def withdrawn_key(score_id: int) -> str:
    return f"lb:withdrawn:{score_id}"


def index_score(score: Score, player: str | None = None) -> dict[Board, int | None]:
    """Mirror a newly verified score, with what its boards show of it, into Redis; its rank on each board
    whose entries it changed (a no-op on the database backend). ``player``: its player's public name, read
    from ``score.user`` when not given."""
    if not uses_redis() or not Board.of_score(score):
        return {}
    if player is None:
        player = score.user.public_name
    return index_scores([(score, player)])[0]


def index_returned(score: Score, player: str) -> dict[Board, int | None]:
    """Mirror a score back onto its boards after a hold (a review's release, an audit's pass). A score held after
    it ranked was marked withdrawn as it left them (``unindex_score``, an hour): the mark is cleared first, or
    the index would leave the score off its boards."""
    if uses_redis():
        redis_client().delete(withdrawn_key(score.pk))
    return index_score(score, player)


def index_scores(scores: list[tuple[Score, str]]) -> list[dict[Board, int | None]]:
    """``index_score`` for several verified scores (with their players' public names) in one Redis round
    trip, and one count of deals per practice board: a batch of verifications indexes its scores at once.
    An empty dict for each score on the database backend."""
    if not uses_redis():
        return [{} for _ in scores]
    client = redis_client()
    pipe = client.pipeline(transaction=False)
    added: list[tuple[int, Board]] = []
    practice: dict[Board, set[int]] = {}
    for n, (score, player) in enumerate(scores):
        for board in Board.of_score(score):
            RedisRanking(board, client).add_to(pipe, score, player)
            added.append((n, board))
            if board.kind is Kind.PRACTICE:
                practice.setdefault(board, set()).add(score.user_id)
    # A set, not an increment (see ``count_deals``): counted by the database after the scores committed.
    for board, user_ids in practice.items():
        counts = deals_played(board, list(user_ids))
        pipe.hset(board.deals_key, mapping={str(u): str(counts.get(u, 0)) for u in user_ids})
    replies = pipe.execute()
    ranks: list[dict[Board, int | None]] = [{} for _ in scores]
    for (n, board), reply in zip(added, replies, strict=False):
        ranks[n][board] = RedisRanking.rank_added(reply)
    return ranks


def deals_played(board: Board, user_ids: list[int]) -> dict[int, int]:
    """Each player's ranked deals on a practice board (verified scores), from the database."""
    return dict(
        Score.objects.filter(board.filter, status=ScoreStatus.VERIFIED, user_id__in=user_ids)
        .values("user_id")
        .annotate(n=Count("id"))
        .values_list("user_id", "n")
    )


def count_deals(user_id: int, boards: list[Board]) -> None:
    """Mirror the player's deals played on each practice board into Redis, counted by the database: a set,
    not an increment, so indexing a score twice counts it once. Two of one player's scores indexed at the same
    moment may leave the older count for a moment; the next one, or a rebuild, writes it right."""
    client = redis_client()
    for board in boards:
        if board.kind is Kind.PRACTICE:
            client.hset(board.deals_key, str(user_id), str(deals_played(board, [user_id]).get(user_id, 0)))


def unindex_score(score: Score, member: str, boards: list[Board]) -> None:
    """Take a withdrawn score (``member``: its rank string while it was verified) off the Redis ``boards`` it
    was on, and put the player's best remaining score there instead (a no-op on the database backend)."""
    if not uses_redis():
        return
    # First, so that an index of this score still on its way (its verification committed just before the
    # withdrawal did) finds it marked and leaves the boards alone. The race lasts milliseconds; the mark, an hour.
    redis_client().set(withdrawn_key(score.pk), 1, ex=WITHDRAWN_MARK_SECONDS)
    for board in boards:
        ranking = RedisRanking(board)
        if ranking.remove(score.user_id, member):
            best = DatabaseRanking(board).best_of(score.user_id)
            if best is not None:
                ranking.add(best, best.user.public_name)
    count_deals(score.user_id, boards)


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


_RANKED_COLUMNS = (
    "provisional",
    "won",
    "finished",
    "rank_1",
    "rank_2",
    "rank_3",
    "rank_4",
    "verified_at",
    "id",
)
_SHOWN_COLUMNS = (  # with won, what ``encode_entry`` stores
    "user__display_name",
    "user__username",
    "score",
    "rank_key",
    "result",
    "actions_count",
    "duration_seconds",
    "play_id",
)


def _best_entries(kind: Kind):
    """(board, user id, member, entry) of each player's best score on each board of one kind, streamed in
    board then user order: the database sorts, so only the first row of each (board, player) is kept."""
    fields = _BOARD_FIELDS[kind]
    rows = (
        Score.objects.filter(_on_boards_of(kind), status=ScoreStatus.VERIFIED)
        .order_by(*fields, "user_id", *BEST_FIRST)
        .values_list(*fields, "user_id", *_RANKED_COLUMNS, *_SHOWN_COLUMNS)
        .iterator(chunk_size=10_000)
    )
    previous, board_values, board = None, None, None
    width = len(fields) + 1
    for row in rows:
        if row[:width] == previous:
            continue
        previous = row[:width]
        if row[: width - 1] != board_values:
            board_values = row[: width - 1]
            board = _board_of_row(kind, board_values)
        user_id = row[width - 1]
        provisional, won, *_, verified_at, score_id = ranked = row[width : width + len(_RANKED_COLUMNS)]
        display_name, username, score, rank_key, result, moves, seconds, play_id = row[width + len(ranked) :]
        player = User.name_shown(display_name, username)
        shown = (score, rank_key, won, result, moves, seconds)
        entry = encode_entry(
            user_id,
            player,
            score_id,
            *shown,
            verified_at=verified_at,
            play_id=play_id,
            provisional=provisional,
        )
        yield board, user_id, _member(*ranked), entry


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
    # Redis writes run on one thread beside the reading (in order, at most two batches behind): the database's
    # sort and the encoding of the next rows overlap with Redis storing the last ones.
    writer, queued = ThreadPoolExecutor(max_workers=1), deque[Future[None]]()

    def later(step, *args) -> None:
        queued.append(writer.submit(step, *args))
        while len(queued) > 2:
            queued.popleft().result()

    def write(board: Board, entries: list[tuple[int, str, str]]) -> None:
        nonlocal written
        building = board.rebuild_keys
        pipe = client.pipeline(transaction=False)
        pipe.zadd(building.ranks, {member: 0 for _, member, _ in entries})
        pipe.hset(building.best, mapping={user_id: member for user_id, member, _ in entries})
        pipe.hset(building.entries, mapping={member[-12:]: entry for _, member, entry in entries})
        pipe.execute()
        written += len(entries)
        if on_progress:
            on_progress(written)

    def swap(board: Board) -> None:
        live, building = board.keys, board.rebuild_keys
        pipe = client.pipeline(transaction=True)
        pipe.rename(building.ranks, live.ranks)
        pipe.rename(building.best, live.best)
        pipe.rename(building.entries, live.entries)
        pipe.incr(live.version)
        pipe.execute()
        rebuilt.add(board.id)

    _delete_matching(client, Board.REBUILD_PATTERN)  # what an interrupted rebuild left
    try:
        for kind in _BOARD_FIELDS:
            if boards is not None and not any(b.kind is kind for b in boards):
                continue
            board: Board | None = None
            entries: list[tuple[int, str, str]] = []
            for entry_board, user_id, member, entry in _best_entries(kind):
                if boards is not None and entry_board not in boards:
                    continue
                if entry_board != board or len(entries) >= chunk:
                    if board is not None and entries:
                        later(write, board, entries)
                    if entry_board != board and board is not None:
                        later(swap, board)
                    board, entries = entry_board, []
                entries.append((user_id, member, entry))
            if board is not None:
                if entries:
                    later(write, board, entries)
                later(swap, board)
        while queued:
            queued.popleft().result()
    finally:
        writer.shutdown(cancel_futures=True)
    emptied = (
        [b.id for b in boards]
        if boards is not None
        else [Board.board_id_of_best_key(k) for k in client.scan_iter(match=Board.BEST_PATTERN, count=1000)]
    )
    for board_id in emptied:
        if board_id is not None and board_id not in rebuilt:
            keys = Board.keys_of_id(board_id)
            client.delete(keys.ranks, keys.best, keys.entries)
            client.incr(keys.version)
    _rebuild_deals(client, boards)
    if boards is None:
        written += _rebuild_ratings(client, chunk)
    caught_up = Score.objects.filter(
        status=ScoreStatus.VERIFIED, ranked=True, verified_at__gte=started - REBUILD_MARGIN
    ).select_related("daily_challenge", "user")
    for score in caught_up.iterator():
        index_score(score)
    return written


def _rebuild_deals(client: redis.Redis, boards: set[Board] | None) -> None:
    """Every practice board's deals played per player, counted by the database and swapped in whole."""
    counts: dict[Board, dict[str, int]] = {}
    rows = (
        Score.objects.filter(_on_boards_of(Kind.PRACTICE), status=ScoreStatus.VERIFIED)
        .values("game", "preset", "user_id")
        .annotate(n=Count("id"))
        .values_list("game", "preset", "user_id", "n")
    )
    for game, preset, user_id, n in rows.iterator():
        board = Board.practice(game=game, preset=preset)
        if boards is None or board in boards:
            counts.setdefault(board, {})[str(user_id)] = n
    # Keys by name, not parsed back into boards: a board an older release left may not parse any more.
    stale = (
        {b.deals_key for b in boards if b.kind is Kind.PRACTICE}
        if boards is not None
        else {k.decode() for k in client.scan_iter(match=f"{Board.ALL_PATTERN[:-1]}practice-*:deals")}
    )
    pipe = client.pipeline(transaction=True)
    for key in stale - {board.deals_key for board in counts}:
        pipe.delete(key)
    for board, mapping in counts.items():
        pipe.delete(board.deals_key)
        pipe.hset(board.deals_key, mapping=mapping)
    pipe.execute()


def _rebuild_ratings(client: redis.Redis, chunk: int) -> int:
    """Every rating board built aside and renamed over the live one, streamed from the database."""
    written = 0
    game: str | None = None
    batch: dict[str, float] = {}

    def flush() -> None:
        nonlocal written
        if batch:
            assert game is not None  # a batch holds ratings of the game being read
            client.zadd(Board.rating(game=game).rebuild_keys.ranks, batch)
            written += len(batch)
            batch.clear()

    def swap() -> None:
        assert game is not None  # called once a game's ratings were read
        board = Board.rating(game=game)
        pipe = client.pipeline(transaction=True)
        pipe.rename(board.rebuild_keys.ranks, board.keys.ranks)
        pipe.incr(board.keys.version)
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
