"""Today (``GET /daily/today/``): the day's challenges, the same for everyone, with the caller's own attempt.

Every player opens Today at the release minute, and it was the dearest read (issue 43: 17 ms of server CPU, six
queries, against a move's 4.7 ms). Its public part, one entry per game with no clock in it, changes only when a
challenge of the day is stored or is revealed, so it is built once and kept in the cache framework; a request
adds what is its own: ``seconds_left`` and ``my_play`` (one query for all the day's games).

- **A new day** reads a key of its own (the date is in the key).
- **A challenge stored** (``challenge_generate``) calls :func:`today_forget` after its commit, which gives the
  day a new version: the next reader builds the part again. The version is read before the rows, so a reader that
  read the rows before the commit stores what it built under the old version, which no one reads any more.
- **A reveal** (the seed published at ``reveals_at``): an entry never outlives the first reveal still ahead of
  it, so a seed appears on time. Today's challenges close at the next midnight, so in practice they never reveal
  while they are Today's; the bound keeps the part right for any day it is asked for.

Nothing secret enters the cache: the part holds a seed only once it is public, and never the screening record
(its winning line plays the deal). Each process also keeps the part it last read (by day and version), so a
request costs one cache read (the version) and one query (my play). A cache that is down costs the rows' query
instead of a 500 (logged).
"""

from __future__ import annotations

import datetime as dt
import logging
import uuid

from django.core.cache import cache
from django.db.models.fields.json import KT
from django.utils import timezone
from redis import RedisError

from games import fair_play, hooks, selectors
from games.daily import ladder
from games.daily.archive import my_plays_by_challenge
from games.daily.challenges import challenge_medals, challenges_of_day
from games.daily.schedule import variant_of
from games.models import DailyChallenge, PlayStatus
from games.play_sql import MyDailyPlay

logger = logging.getLogger(__name__)

# How long a built part is kept at most (the version changes it sooner), and how long a day's version lives:
# longer than the day, so that a day is never read under a version that was dropped and drawn again.
PART_SECONDS = 3600
VERSION_SECONDS = 3 * 24 * 3600

# This process's copy of the part it last read: (date, version) -> (expires, part). One day is asked at a time.
_kept: dict[tuple[dt.date, str], tuple[dt.datetime, list[dict]]] = {}


def _version_key(date: dt.date) -> str:
    return f"daily-today:version:{date.isoformat()}"


def _part_key(date: dt.date, version: str) -> str:
    return f"daily-today:part:{date.isoformat()}:{version}"


def today_forget(*, date: dt.date) -> None:
    """The challenges of ``date`` changed: the next Today of that day is built from the rows. Call after the
    change commits (``transaction.on_commit``)."""
    try:
        cache.set(_version_key(date), uuid.uuid4().hex, VERSION_SECONDS)
    except RedisError:  # the cache is down: a reader then builds from the rows itself (below)
        logger.warning(
            "daily today: the cache is down, the version of %s was not changed", date, exc_info=True
        )
    _kept.clear()


def challenge_public_body(challenge: DailyChallenge, now: dt.datetime, *, target_tier: str | None) -> dict:
    """What a day's challenge says to anyone at ``now``, in the answer's order: ``seconds_left`` (a clock) and
    ``my_play`` (a caller's) are left as None for each request to fill."""
    revealed = selectors.daily_is_revealed(challenge, now)
    return {
        "id": challenge.id,
        "date": challenge.date,
        "game": challenge.game,
        "preset": challenge.preset,
        "engine_version": challenge.engine_version,
        "options": challenge.options,
        "commitment": challenge.commitment,
        "seed": challenge.seed if revealed else None,
        "difficulty": challenge.difficulty,
        "tier": challenge.difficulty,
        "target_tier": target_tier,
        "variant": variant_of(game_slug=challenge.game, preset=challenge.preset),
        "par": challenge.par,
        **challenge_medals(challenge),
        "opens_at": challenge.opens_at,
        "closes_at": challenge.closes_at,
        "reveals_at": selectors.daily_reveals_at(challenge),
        "seconds_left": None,
        "board": hooks.daily_board_id(game=challenge.game, preset=challenge.preset, date=challenge.date),
        "my_play": None,
    }


def _part_build(date: dt.date, now: dt.datetime) -> tuple[dt.datetime, list[dict]]:
    """Until when the day's public part holds, and the part, from the rows (the first reveal still ahead of it)."""
    # The screening record is never loaded (its winning line would play the deal): only the tier it targets.
    rows = challenges_of_day(
        date=date,
        queryset=DailyChallenge.objects.defer("screening").annotate(target=KT("screening__target_tier")),
    )
    part = [challenge_public_body(c, now, target_tier=c.target) for c in rows]  # type: ignore[attr-defined]
    expires = now + dt.timedelta(seconds=PART_SECONDS)
    for entry in part:
        if entry["seed"] is None and entry["reveals_at"] < expires:
            expires = entry["reveals_at"]
    return expires, part


def today_public(*, date: dt.date, now: dt.datetime) -> list[dict]:
    """The public part of ``date``'s challenges at ``now``, from this process, the cache or the rows. Shared:
    copy an entry before filling it in."""
    try:
        version = cache.get(_version_key(date))
        if version is None:
            cache.add(_version_key(date), uuid.uuid4().hex, VERSION_SECONDS)
            version = cache.get(_version_key(date))
        kept = _kept.get((date, version))
        if kept is not None and now < kept[0]:
            return kept[1]
        stored = cache.get(_part_key(date, version))
        if stored is None or now >= stored[0]:
            stored = _part_build(date, now)
            cache.set(_part_key(date, version), stored, max(1, int((stored[0] - now).total_seconds())))
    except RedisError:
        logger.warning("daily today: the cache is down, built from the rows", exc_info=True)
        return _part_build(date, now)[1]
    _kept.clear()
    _kept[(date, version)] = stored
    return stored[1]


def my_play_body(play: MyDailyPlay, *, par: int | None, gold: int | None) -> dict:
    """My attempt at a daily: its status, score and medal on the day's ladder (``gold``: the day's gold when it
    is not par, rule ladder-3), and what its score says on the board (provisional, or held for review and why)."""
    return {
        "id": str(play.id),
        "status": play.status,
        "score": play.score,
        "medal": ladder.medal_for(play.score, par, won=play.status == PlayStatus.WON, gold=gold),
        "result": play.score_result or None,
        "provisional": bool(play.score_provisional),
        **fair_play.review_fields(score_status=play.score_status, score_reason=play.score_reason),
    }


def today_for(*, user, date: dt.date | None = None) -> list[dict]:
    """Today's challenges (UTC), each with ``my_play`` for a signed-in ``user``: the cached public part, the
    clock, and one query for the caller's attempts (none for a reader without an account)."""
    now = timezone.now()
    date = date or now.astimezone(dt.UTC).date()
    part = today_public(date=date, now=now)
    mine: dict[int, MyDailyPlay] = {}
    if part and user is not None and user.is_authenticated:
        mine = my_plays_by_challenge(user=user, challenge_ids=[entry["id"] for entry in part])
    answer = []
    for entry in part:
        body = dict(entry)
        body["seconds_left"] = max(0, int((entry["closes_at"] - now).total_seconds()))
        play = mine.get(entry["id"])
        # The entry's gold is the day's (par, or ladder-3's honest gold): the same thresholds as the row's.
        gold = entry["medals"]["gold"] if entry["medals"] else None
        body["my_play"] = my_play_body(play, par=entry["par"], gold=gold) if play is not None else None
        answer.append(body)
    return answer
