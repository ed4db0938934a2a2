"""Daily challenges: one deal per game per UTC day, screened by the game's bot, committed before it opens and
revealed after it closes.

- seed = HMAC-SHA256(DAILY_SECRET, "<date>|<game>|<preset>|<attempt>"), hex;
- commitment = SHA-256 of the canonical JSON ``{"engine_version", "options", "seed"}`` (sorted keys, no spaces),
  public from the opening, so that anyone can check the revealed seed against it (``docs/daily.md``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import logging

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from config.errors import ApiError
from games.engines.base import Status
from games.engines.bots import play_out
from games.engines.registry import all_games, get_game, strong_bot_class
from games.models import DailyChallenge, Mode, Play
from games.services import play_start
from games.verify import commitment_of

logger = logging.getLogger(__name__)

MAX_ATTEMPTS = 6
SCREEN_BUDGET_MS = 10
SCREEN_RUNS = 3
DIFFICULTY_BY_WINS = {3: "easy", 2: "medium", 1: "medium", 0: "hard"}
# Where the game's bot wins most random deals, a deal it cannot win is not published (it may be unwinnable).
# Quetinny and Match-3 bots win under half of their deals, so a loss says little about a deal there.
REQUIRE_BOT_WIN = {"weaver", "witch", "journey"}


def derive_seed(*, date: dt.date, game: str, preset: str, attempt: int) -> str:
    message = f"{date.isoformat()}|{game}|{preset}|{attempt}".encode()
    return hmac.new(settings.DAILY_SECRET.encode(), message, hashlib.sha256).hexdigest()


def day_bounds(date: dt.date) -> tuple[dt.datetime, dt.datetime]:
    opens = dt.datetime.combine(date, dt.time.min, tzinfo=dt.UTC)
    return opens, opens + dt.timedelta(days=1)


def screen(*, game_slug: str, seed: str, options: dict) -> dict:
    """The game's bot plays the deal a few times (its sampling of unseen cards differs each run); its best
    score is par, its wins give the difficulty, and where it usually wins, a deal it never wins is rejected."""
    game = get_game(game_slug)
    bot_class = strong_bot_class(game_slug)
    wins, scores = 0, []
    for run in range(SCREEN_RUNS):
        final, _ = play_out(
            game, game.new_game(seed, options), bot_class(seed=run, budget_ms=SCREEN_BUDGET_MS)
        )
        wins += final.status is Status.WON
        scores.append(game.score(final))
    return {
        "wins": wins,
        "runs": SCREEN_RUNS,
        "par": max(scores),
        "difficulty": DIFFICULTY_BY_WINS[wins],
        "accepted": wins > 0 or game_slug not in REQUIRE_BOT_WIN,
    }


def challenge_screen(*, date: dt.date, game_slug: str) -> dict:
    """The fields of the day's challenge for one game: candidates in attempt order, the first accepted wins."""
    game = get_game(game_slug)
    preset = game.options_schema.default_preset
    options = game.resolve_options(preset=preset)
    results = []
    for attempt in range(MAX_ATTEMPTS):
        seed = derive_seed(date=date, game=game.slug, preset=preset, attempt=attempt)
        result = screen(game_slug=game.slug, seed=seed, options=options)
        results.append({"attempt": attempt, **result})
        if result["accepted"] or attempt == MAX_ATTEMPTS - 1:
            break
    return {
        "preset": preset,
        "options": options,
        "engine_version": game.engine_version,
        "seed": seed,
        "attempt": attempt,
        "commitment": commitment_of(seed=seed, engine_version=game.engine_version, options=options),
        "difficulty": result["difficulty"],
        "par": result["par"],
        "screening": {"candidates": results},
    }


def today() -> dt.date:
    return timezone.now().astimezone(dt.UTC).date()


def challenge_get(*, date: dt.date, game_slug: str) -> DailyChallenge:
    try:
        get_game(game_slug)
    except KeyError:
        raise ApiError("unknown_game", f"There is no game '{game_slug}'.", 404) from None
    if date > today():
        raise ApiError("not_open", "That day's challenge has not opened yet.", 404)
    # Never generated here: a request must not write rows or spend screening CPU (games.generation does).
    challenge = DailyChallenge.objects.filter(date=date, game=game_slug).first()
    if challenge is None:
        raise ApiError("not_found", f"There is no {game_slug} challenge for {date.isoformat()}.", 404)
    return challenge


def challenges_of_day(*, date: dt.date) -> list[DailyChallenge]:
    """The day's generated challenges, in the games' order."""
    order = {game.slug: index for index, game in enumerate(all_games())}
    return sorted(DailyChallenge.objects.filter(date=date), key=lambda c: order.get(c.game, len(order)))


def daily_start(*, user: User, date: dt.date, game_slug: str) -> tuple[Play, bool]:
    """The user's one scored attempt at the challenge; starting again returns the same play."""
    challenge = challenge_get(date=date, game_slug=game_slug)
    existing = Play.objects.filter(player=user, daily_challenge=challenge).first()
    if existing:
        return existing, False
    if timezone.now() >= challenge.closes_at:
        raise ApiError("daily_closed", "This challenge has closed; replay its deal as practice instead.", 410)
    try:
        with transaction.atomic():
            play = play_start(
                user=user,
                game=challenge.game,
                options=challenge.options,
                seed=challenge.seed,
                mode=Mode.DAILY,
                daily_challenge=challenge,
            )
    except IntegrityError:  # two tabs pressed start at once
        return Play.objects.get(player=user, daily_challenge=challenge), False
    return play, True


def daily_still_playable(play: Play) -> bool:
    """A daily play started before the close may be finished up to the grace period after it."""
    grace = dt.timedelta(minutes=settings.DAILY_GRACE_MINUTES)
    return timezone.now() < play.daily_challenge.closes_at + grace


def challenge_export(*, challenge: DailyChallenge) -> dict:
    """Everything needed to recompute every ranked score of the day, with no database (``games.verify``)."""
    if timezone.now() < challenge.closes_at:
        raise ApiError("not_closed", "The export is published when the day closes.", 403)
    plays = (
        Play.objects.filter(daily_challenge=challenge)
        .exclude(status="playing")
        .select_related("player")
        .order_by("created_at")
    )
    return {
        "date": challenge.date.isoformat(),
        "game": challenge.game,
        "preset": challenge.preset,
        "options": challenge.options,
        "engine_version": challenge.engine_version,
        "seed": challenge.seed,
        "commitment": challenge.commitment,
        "plays": [
            {
                "player": play.player.public_name,
                "actions": play.actions,
                "claimed_score": play.score,
                "status": play.status,
            }
            for play in plays
        ],
    }
