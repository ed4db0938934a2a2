"""Hint strength: follow the hints from the first move to the end, next to the strong bot playing the whole game.

    .venv/bin/python bench/hints.py                                   # 200 deals per game and preset
    .venv/bin/python bench/hints.py --deals 50 --games weaver witch   # fewer deals, some games
    .venv/bin/python bench/hints.py --games weaver --presets all-keiju --deals 10

For each game and preset, deal ``hints-<n>`` (n < --deals) is played twice:

- **hints**: a practice play through the services the API calls (``play_start``, then ``play_hint`` and
  ``play_act`` with the hinted action until the end), with the server's hint settings (the default work
  budget, the bot kept in the cache between hints, the wall-clock cap);
- **bot**: the strong bot at the same budget and seed playing the deal itself (``play_out``).

``--no-cap`` drops the hint's wall-clock cap (see below). It prints both win rates and mean scores, how many hinted games were the bot's own move for move, and what a
hint took (p50 / p95 of the wall clock, for information: nothing here depends on it unless the cap fired).
Runs on a throw-away test database (SQLite in memory by default, or ``test_<name>`` of DATABASE_URL).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")


def follow_hints(user, slug: str, seed: str, preset: str) -> tuple[object, list, list[float]]:
    from games.services import play_act, play_hint, play_start

    play = play_start(user=user, game=slug, seed=seed, preset=preset)
    log, seconds = [], []
    while play.status == "playing":
        started = time.perf_counter()
        action = play_hint(play_id=play.id, user=user)["action"]
        seconds.append(time.perf_counter() - started)
        play = play_act(play_id=play.id, user=user, action=action, expected_version=play.version).play
        log.append(action)
    return play, log, seconds


def measure(user, game, preset: str, deals: int) -> dict:
    from games import services
    from games.engines.bots import play_out
    from games.engines.registry import strong_bot_class

    bot_class = strong_bot_class(game.slug)
    budget = bot_class.default_budget if services.HINT_BUDGET is None else services.HINT_BUDGET
    options = game.resolve_options(preset=preset)
    hint_wins = bot_wins = same = 0
    hint_scores, bot_scores, hint_seconds = [], [], []
    started = time.perf_counter()
    for n in range(deals):
        seed = f"hints-{n}"
        play, hinted, seconds = follow_hints(user, game.slug, seed, preset)
        hint_seconds += seconds
        hint_wins += play.status == "won"
        hint_scores.append(play.score)
        bot = bot_class(seed=services.HINT_BOT_SEED, budget=budget)
        final, own = play_out(game, game.new_game(seed, options), bot)
        bot_wins += final.status.value == "won"
        bot_scores.append(game.score(final))
        same += hinted == own
    ordered = sorted(hint_seconds)
    return {
        "budget": f"{budget:,} {bot_class.budget_unit}",
        "hint_rate": hint_wins / deals,
        "bot_rate": bot_wins / deals,
        "hint_score": statistics.mean(hint_scores),
        "bot_score": statistics.mean(bot_scores),
        "same": same,
        "p50_ms": 1000 * ordered[len(ordered) // 2],
        "p95_ms": 1000 * ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))],
        "seconds": time.perf_counter() - started,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=200, help="deals per game and preset (default 200)")
    parser.add_argument("--games", nargs="*", help="slugs (default: every registered engine)")
    parser.add_argument("--presets", nargs="*", help="preset names (default: each engine's presets)")
    parser.add_argument(
        "--no-cap",
        action="store_true",
        help="hints without the server's wall-clock cap: the work budget alone, as on an idle server (on a "
        "loaded machine the cap measures the machine, not the hints)",
    )
    args = parser.parse_args()

    import logging

    import django

    django.setup()
    logging.getLogger("celery").setLevel(logging.WARNING)  # eager score verification logs every game
    from django.db import connection
    from django.test.utils import setup_test_environment

    from accounts.models import User
    from games import services
    from games.engines.registry import all_games

    if args.no_cap:
        services.HINT_TIME_LIMIT_MS = None
    setup_test_environment()
    test_db = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        user = User.objects.create(username="bench-hints", password="!")
        print(
            f"# bench/hints.py  deals={args.deals} hint_time_limit_ms={services.HINT_TIME_LIMIT_MS} "
            f"python={sys.version.split()[0]} cpus={os.cpu_count()} db={test_db}"
        )
        header = (
            f"{'game':<9} {'preset':<15} {'budget':<26} {'hints won':>9} {'bot won':>8} {'diff pts':>8} "
            f"{'hint score':>10} {'bot score':>9} {'same game':>9} {'hint p50':>9} {'hint p95':>9} {'s':>6}"
        )
        print(header)
        print("-" * len(header), flush=True)
        for game in all_games():
            if args.games and game.slug not in args.games:
                continue
            for preset in game.options_schema.presets:
                if args.presets and preset.name not in args.presets:
                    continue
                r = measure(user, game, preset.name, args.deals)
                print(
                    f"{game.slug:<9} {preset.name:<15} {r['budget']:<26} {r['hint_rate']:>9.1%} "
                    f"{r['bot_rate']:>8.1%} {100 * (r['hint_rate'] - r['bot_rate']):>+8.1f} "
                    f"{r['hint_score']:>10.1f} {r['bot_score']:>9.1f} {r['same']:>4}/{args.deals:<4} "
                    f"{r['p50_ms']:>6.0f} ms {r['p95_ms']:>6.0f} ms {r['seconds']:>6.0f}",
                    flush=True,
                )
    finally:
        connection.creation.destroy_test_db(test_db, verbosity=0)


if __name__ == "__main__":
    main()
