"""Daily challenges are generated ahead, never on a request.

Who generates:

- with a broker, Celery beat runs :func:`games.tasks.generate_daily_challenges` every 5 minutes: it makes sure
  today and the next ``DAILY_GENERATE_AHEAD_DAYS`` days exist (idempotent, so a missed run is repaired by the
  next one);
- ``manage.py daily generate --from DATE --days N`` does the same by hand, with a progress bar;
- on the embedded default (no broker, so no beat) the ASGI app starts :func:`start_background_generator`: a
  daemon thread that does what beat does, today first, off the request path (chosen over a check on requests
  so that no request ever waits for the screening bots). ``make run`` serves at once and leaves the days to
  it: screening them before serving kept a newcomer's first page waiting over a minute.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Iterator

from django.conf import settings
from django.db import IntegrityError, transaction

from games.daily import ladder
from games.daily.challenges import candidate_seeds, day_bounds, today
from games.daily.commitments import day_leaf, month_root
from games.daily.schedule import slot_for
from games.daily.today import today_forget
from games.daily.verify import commitment_of
from games.engines.registry import all_games, get_game
from games.models import DailyChallenge, MonthCommitment
from ops.background import PeriodicThread

logger = logging.getLogger(__name__)


def month_start(date: dt.date) -> dt.date:
    return date.replace(day=1)


def _month_days(first: dt.date) -> list[dt.date]:
    following = (first + dt.timedelta(days=32)).replace(day=1)
    return [first + dt.timedelta(days=n) for n in range((following - first).days)]


def day_plan(*, date: dt.date, game_slug: str, rule: ladder.ScreeningRule) -> dict:
    """What the month commitment binds for one day and game: the scheduled preset, the rule, the candidates."""
    slot = slot_for(date=date, game_slug=game_slug, schedule=rule.schedule)
    return {
        "date": date.isoformat(),
        "game": game_slug,
        "preset": slot.preset,
        "rule": rule.name,
        "candidate_seeds": candidate_seeds(
            date=date, game=game_slug, preset=slot.preset, count=rule.candidates
        ),
    }


def month_commitment_ensure(*, month: dt.date) -> MonthCommitment:
    """Commit to every day's candidates of ``month`` (its first day) unless done; never changed afterwards."""
    existing = MonthCommitment.objects.filter(month=month).first()
    if existing:
        return existing
    rule = ladder.RULES[settings.DAILY_SCREENING_RULE]
    leaves = [
        {
            "date": date.isoformat(),
            "game": game.slug,
            "leaf": day_leaf(**day_plan(date=date, game_slug=game.slug, rule=rule)),
        }
        for date in _month_days(month)
        for game in all_games()
    ]
    root = month_root(month=f"{month:%Y-%m}", leaves=[entry["leaf"] for entry in leaves])
    try:
        with transaction.atomic():
            return MonthCommitment.objects.create(month=month, rule=rule.name, leaves=leaves, root=root)
    except IntegrityError:
        return MonthCommitment.objects.get(month=month)


def challenge_screen(*, date: dt.date, game_slug: str) -> dict:
    """The fields of the day's challenge: the month's committed candidates screened by the published rule."""
    commitment = month_commitment_ensure(month=month_start(date))
    rule = ladder.RULES[commitment.rule]
    plan = day_plan(date=date, game_slug=game_slug, rule=rule)
    committed = {(e["date"], e["game"]): e["leaf"] for e in commitment.leaves}
    if committed.get((plan["date"], game_slug)) != day_leaf(**plan):
        # The schedule, a game's presets or the secret changed since the month was committed: refuse rather
        # than publish a day that does not verify against the commitment.
        raise RuntimeError(f"{date} {game_slug}: today's plan differs from the month commitment")
    game = get_game(game_slug)
    options = game.resolve_options(preset=plan["preset"])
    slot = slot_for(date=date, game_slug=game_slug, schedule=rule.schedule)
    record = ladder.choose(
        game_slug=game_slug,
        seeds=plan["candidate_seeds"],
        options=options,
        rule=rule,
        target_tier=slot.target_tier,
        preset=plan["preset"],
    )
    seed = plan["candidate_seeds"][record["chosen"]]
    return {
        "preset": plan["preset"],
        "options": options,
        "engine_version": game.engine_version,
        "seed": seed,
        "attempt": record["chosen"],
        "commitment": commitment_of(seed=seed, engine_version=game.engine_version, options=options),
        "difficulty": record["tier"],
        "par": record["par"],
        **ladder.medal_ladder(record),
        "screening": record,
    }


def challenge_generate(*, date: dt.date, game_slug: str) -> DailyChallenge:
    """Screen and store the day's challenge for one game unless it exists. Idempotent and safe when two
    workers race: the unique constraint lets one insert win, the other reads the winner's row."""
    game = get_game(game_slug)
    existing = DailyChallenge.objects.filter(date=date, game=game.slug).first()
    if existing:
        return existing
    fields = challenge_screen(date=date, game_slug=game.slug)
    opens, closes = day_bounds(date)
    try:
        with transaction.atomic():
            challenge = DailyChallenge.objects.create(
                date=date, game=game.slug, opens_at=opens, closes_at=closes, **fields
            )
            # Today's cached part of the day gains the game once the row is visible to its readers.
            transaction.on_commit(lambda: today_forget(date=date))
            return challenge
    except IntegrityError:
        return DailyChallenge.objects.get(date=date, game=game.slug)


def pending_days(*, start: dt.date, days: int) -> Iterator[tuple[dt.date, str]]:
    for offset in range(days):
        date = start + dt.timedelta(days=offset)
        for game in all_games():
            yield date, game.slug


def days_generate(
    *, start: dt.date, days: int, progress: Callable[[DailyChallenge], None] | None = None
) -> list[DailyChallenge]:
    """Every game's challenge of each day; a game whose candidates have no found win is left out that day
    (logged), the others are still made."""
    generated = []
    for date, game_slug in pending_days(start=start, days=days):
        try:
            challenge = challenge_generate(date=date, game_slug=game_slug)
        except ladder.NoCertifiedDeal as exc:
            logger.error("%s: %s", date, exc)
            continue
        generated.append(challenge)
        if progress:
            progress(challenge)
    return generated


def days_generate_ahead() -> list[DailyChallenge]:
    """Today and the next ``DAILY_GENERATE_AHEAD_DAYS`` days: what beat and the embedded thread keep ready.
    Next month's commitment is made as well, so that it is public long before the month starts."""
    start = today()
    month_commitment_ensure(month=month_start(start))
    month_commitment_ensure(month=month_start(month_start(start) + dt.timedelta(days=32)))
    return days_generate(start=start, days=settings.DAILY_GENERATE_AHEAD_DAYS + 1)


# Keeps the server's days coming; a failed run is logged and the next one retries.
_generator = PeriodicThread(
    "daily-generator", days_generate_ahead, every=lambda: settings.DAILY_GENERATE_EVERY_SECONDS
)


def start_background_generator() -> bool:
    """On the embedded default only (see the module docstring); once per process. True when started."""
    return settings.DAILY_GENERATE_IN_SERVER and _generator.start()


def stop_background_generator(timeout: float = 60) -> None:
    """For tests: a running server's thread ends with the process."""
    _generator.stop(timeout)
