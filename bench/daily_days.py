"""Screen whole days as the server does (schedule, candidates in order, the published ladder) and print, per day,
the CPU time to screen all five games, each game's chosen tier, and whether the first-legal-move player wins
the chosen deal (it must win none of the medium-or-harder ones).

    nice -n 10 python bench/daily_days.py --from 2026-11-16 --days 14

No database: the seeds come from the same HMAC as the server's, with a bench secret.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import hmac
import statistics
import time
from collections import Counter

from games.daily import ladder
from games.daily.schedule import slot_for
from games.engines.registry import all_games

SECRET = b"bench-daily-secret"


def seeds_for(date: dt.date, game: str, preset: str, count: int) -> list[str]:
    return [
        hmac.new(SECRET, f"{date.isoformat()}|{game}|{preset}|{attempt}".encode(), hashlib.sha256).hexdigest()
        for attempt in range(count)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--from", dest="start", default="2026-11-16")
    parser.add_argument("--days", type=int, default=7)
    args = parser.parse_args()
    rule = ladder.PUBLISHED_RULE
    first_legal = Counter()  # (game, tier, won) -> days
    day_seconds = []
    for offset in range(args.days):
        date = dt.date.fromisoformat(args.start) + dt.timedelta(days=offset)
        started = time.process_time()
        cells = []
        for game in all_games():
            slot = slot_for(date=date, game_slug=game.slug)
            game_started = time.process_time()
            record = ladder.choose(
                game_slug=game.slug,
                seeds=seeds_for(date, game.slug, slot.preset, rule.candidates),
                options=game.resolve_options(preset=slot.preset),
                rule=rule,
                target_tier=slot.target_tier,
            )
            won = record["candidates"][record["chosen"]]["players"]["first_legal"]["won"]
            first_legal[game.slug, record["tier"], won] += 1
            cells.append(
                f"{game.slug}/{slot.preset}: {record['tier']} (attempt {record['chosen']}, "
                f"{time.process_time() - game_started:.1f} s{', FIRST-LEGAL WINS' if won else ''})"
            )
        day_seconds.append(time.process_time() - started)
        print(f"{date} {slot.target_tier:<6} {day_seconds[-1]:5.1f} s CPU | " + " | ".join(cells), flush=True)
    print(
        f"days: {len(day_seconds)}, CPU s per day: mean {statistics.mean(day_seconds):.1f}, "
        f"median {statistics.median(day_seconds):.1f}, max {max(day_seconds):.1f}"
    )
    tiers = (*ladder.TIERS, ladder.UNSOLVED)
    print("first-legal player's wins of the chosen dailies, per game and tier (wins/dailies):")
    for game in [*(g.slug for g in all_games()), None]:
        cells = []
        for tier in tiers:
            wins = sum(n for (g, t, won), n in first_legal.items() if t == tier and won and game in (g, None))
            total = sum(n for (g, t, _), n in first_legal.items() if t == tier and game in (g, None))
            cells.append(f"{tier} {wins}/{total}")
        print(f"  {game or 'all':<9} " + ", ".join(cells))


if __name__ == "__main__":
    main()
