"""Daily challenges are generated ahead, never on a request.

Who generates:

- with a broker, Celery beat runs :func:`games.tasks.generate_daily_challenges` every hour: it makes sure
  today and the next ``DAILY_GENERATE_AHEAD_DAYS`` days exist (idempotent, so a missed run is repaired by the
  next one);
- ``manage.py daily generate --from DATE --days N`` does the same by hand, with a progress bar;
- on the embedded default (no broker, so no beat) ``make run`` generates before it serves, and the ASGI app
  starts :func:`start_background_generator`: a daemon thread that does what beat does, off the request path
  (chosen over a check on requests so that no request ever waits for the screening bots).
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
from collections.abc import Callable, Iterator

from django.conf import settings
from django.db import IntegrityError, close_old_connections, transaction

from games.daily import challenge_screen, day_bounds, today
from games.engines.registry import all_games, get_game
from games.models import DailyChallenge

logger = logging.getLogger(__name__)


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
            return DailyChallenge.objects.create(
                date=date, game=game.slug, opens_at=opens, closes_at=closes, **fields
            )
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
    generated = []
    for date, game_slug in pending_days(start=start, days=days):
        challenge = challenge_generate(date=date, game_slug=game_slug)
        generated.append(challenge)
        if progress:
            progress(challenge)
    return generated


def days_generate_ahead() -> list[DailyChallenge]:
    """Today and the next ``DAILY_GENERATE_AHEAD_DAYS`` days: what beat and the embedded thread keep ready."""
    return days_generate(start=today(), days=settings.DAILY_GENERATE_AHEAD_DAYS + 1)


_generator_started = threading.Event()


def start_background_generator() -> bool:
    """On the embedded default only (see the module docstring); once per process. True when started."""
    if not settings.DAILY_GENERATE_IN_SERVER or _generator_started.is_set():
        return False
    _generator_started.set()
    threading.Thread(target=_generate_forever, name="daily-generator", daemon=True).start()
    return True


def _generate_forever() -> None:
    stop = threading.Event()  # never set: the daemon thread ends with the process
    while True:
        try:
            days_generate_ahead()
        except Exception:  # keep the server's days coming even after a failed run; the next one retries
            logger.exception("daily generation failed")
        finally:
            close_old_connections()
        stop.wait(settings.DAILY_GENERATE_EVERY_SECONDS)
