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
from collections.abc import Callable

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from config.errors import ApiError
from games.engines.base import Status
from games.engines.bots import play_out
from games.engines.registry import all_games, get_game, strong_bot_class
from games.models import DailyChallenge, Mode, Play
from games.selectors import daily_is_revealed, daily_reveals_at
from games.services import play_start
from games.verify import commitment_of

logger = logging.getLogger(__name__)

MAX_ATTEMPTS = 6
# The strong bot's work per decision when screening (its unit: Bot.budget_unit); None: each bot's low_budget.
# A work budget, never a time: the same deal gets the same par and difficulty on any machine.
SCREEN_BUDGET: int | None = None
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
        bot = bot_class(seed=run, budget=bot_class.low_budget if SCREEN_BUDGET is None else SCREEN_BUDGET)
        final, _ = play_out(game, game.new_game(seed, options), bot)
        wins += final.status is Status.WON
        scores.append(game.score(final))
    return {
        "wins": wins,
        "runs": SCREEN_RUNS,
        "par": max(scores),
        "difficulty": DIFFICULTY_BY_WINS[wins],
        "accepted": wins > 0 or game_slug not in REQUIRE_BOT_WIN,
    }


def challenge_ensure(
    *, date: dt.date, game_slug: str, progress: Callable[[str], None] | None = None
) -> DailyChallenge:
    """Create the day's challenge for one game if it does not exist. Idempotent and safe when two workers
    race: the unique constraint lets one insert win, the other reads the winner's row."""
    game = get_game(game_slug)
    preset = game.options_schema.default_preset
    existing = DailyChallenge.objects.filter(date=date, game=game.slug, preset=preset).first()
    if existing:
        return existing
    options = game.resolve_options(preset=preset)
    results = []
    for attempt in range(MAX_ATTEMPTS):
        seed = derive_seed(date=date, game=game.slug, preset=preset, attempt=attempt)
        result = screen(game_slug=game.slug, seed=seed, options=options)
        results.append({"attempt": attempt, **result})
        if progress:
            progress(
                f"{date} {game.slug}: candidate {attempt}: the bot won {result['wins']} of {result['runs']}"
            )
        if result["accepted"] or attempt == MAX_ATTEMPTS - 1:
            break
    opens, closes = day_bounds(date)
    try:
        with transaction.atomic():
            return DailyChallenge.objects.create(
                date=date,
                game=game.slug,
                preset=preset,
                options=options,
                engine_version=game.engine_version,
                seed=seed,
                attempt=attempt,
                commitment=commitment_of(seed=seed, engine_version=game.engine_version, options=options),
                difficulty=result["difficulty"],
                par=result["par"],
                screening={"candidates": results},
                opens_at=opens,
                closes_at=closes,
            )
    except IntegrityError:
        return DailyChallenge.objects.get(date=date, game=game.slug, preset=preset)


def day_ensure(*, date: dt.date, progress: Callable[[str], None] | None = None) -> list[DailyChallenge]:
    return [challenge_ensure(date=date, game_slug=game.slug, progress=progress) for game in all_games()]


def today() -> dt.date:
    return timezone.now().astimezone(dt.UTC).date()


def challenge_get(*, date: dt.date, game_slug: str) -> DailyChallenge:
    try:
        get_game(game_slug)
    except KeyError:
        raise ApiError("unknown_game", f"There is no game '{game_slug}'.", 404) from None
    if date > today():
        raise ApiError("not_open", "That day's challenge has not opened yet.", 404)
    return challenge_ensure(date=date, game_slug=game_slug)


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
                engine_version=challenge.engine_version,
            )
    except IntegrityError:  # two tabs pressed start at once
        return Play.objects.get(player=user, daily_challenge=challenge), False
    return play, True


def daily_still_playable(play: Play) -> bool:
    """A daily play started before the close may be finished up to the grace period after it: until the
    deal is revealed, and not a moment longer."""
    return not daily_is_revealed(play.daily_challenge)


def challenge_export(*, challenge: DailyChallenge) -> dict:
    """Everything needed to recompute every ranked score of the day, with no database (``games.verify``)."""
    if not daily_is_revealed(challenge):
        raise ApiError(
            "not_closed",
            "The export is published when the day's grace period ends "
            f"({daily_reveals_at(challenge).isoformat()}): until then a started game may still be played.",
            403,
            reveals_at=daily_reveals_at(challenge).isoformat(),
        )
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
