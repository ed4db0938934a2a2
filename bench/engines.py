"""Engine figures: random playouts/s, replays/s, legal-action listing time, strong bot win rate.

    .venv/bin/python bench/engines.py                       # every engine and preset, the quick default
    .venv/bin/python bench/engines.py --games match3 --seeds 1000 --bot-seeds 200 --budget 8
    .venv/bin/python bench/engines.py --against /tmp/base6f6      # same-run speed against another checkout

Each figure is measured in the same run for every engine, so rows compare with each other on this machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engines.bots import RandomBot, play_out
from games.engines.registry import all_games, strong_bot_class


def measure_playouts(game, preset, seeds):
    logs, finals = [], []
    listing_times = []
    started = time.perf_counter()
    for n in range(seeds):
        state = game.new_game(f"bench-{n}", preset=preset)
        bot = RandomBot(seed=n)
        log = []
        while not state.is_over:
            t0 = time.perf_counter()
            legal = game.legal_actions(state)
            listing_times.append(time.perf_counter() - t0)
            action = bot.rng.choice(legal)
            state = game.apply(state, action)
            log.append(action)
        logs.append(log)
        finals.append(state)
    elapsed = time.perf_counter() - started
    return seeds / elapsed, logs, statistics.mean(listing_times) * 1e6, sum(len(log) for log in logs) / seeds


def measure_replays(game, preset, logs):
    options = game.resolve_options(preset=preset)
    started = time.perf_counter()
    for n, log in enumerate(logs):
        game.replay(f"bench-{n}", options, log)
    return len(logs) / (time.perf_counter() - started)


def measure_bot(game, preset, seeds, budget):
    bot_class = strong_bot_class(game.slug)
    wins, scores, started = 0, [], time.perf_counter()
    for n in range(seeds):
        state = game.new_game(f"bot-{n}", preset=preset)
        final, _ = play_out(game, state, bot_class(seed=n, budget=budget))
        wins += final.status.value == "won"
        scores.append(game.score(final))
    seconds = time.perf_counter() - started
    return bot_class.name, wins / seeds, statistics.mean(scores), seconds / seeds


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", nargs="*", help="slugs (default: every registered engine)")
    parser.add_argument("--presets", nargs="*", help="preset names (default: each engine's presets)")
    parser.add_argument("--seeds", type=int, default=200, help="random playouts per preset")
    parser.add_argument("--bot-seeds", type=int, default=20, help="deals the strong bot plays per preset")
    parser.add_argument(
        "--budget",
        type=int,
        default=None,
        help="the strong bot's work per decision, in its unit (default: each bot's default_budget)",
    )
    parser.add_argument(
        "--against",
        type=Path,
        help="a checkout of an older commit: compare playouts/s and replays/s with it (bench/engine_speed.py)",
    )
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds of --against")
    args = parser.parse_args()
    if args.against is not None:
        from bench.engine_speed import compare

        compare(args.against, rounds=args.rounds, seeds=min(args.seeds, 40), games=args.games)
        return

    print(
        f"# bench/engines.py  seeds={args.seeds} bot_seeds={args.bot_seeds} budget={args.budget or 'default'} "
        f"python={sys.version.split()[0]} cpus={os.cpu_count()}"
    )
    header = (
        f"{'game':<9} {'preset':<15} {'playouts/s':>10} {'actions/game':>12} {'replays/s':>10} "
        f"{'legal us':>9} {'bot':<10} {'win rate':>8} {'mean score':>10} {'s/game':>7}"
    )
    print(header)
    print("-" * len(header))
    for game in all_games():
        if args.games and game.slug not in args.games:
            continue
        for preset in game.options_schema.presets:
            if args.presets and preset.name not in args.presets:
                continue
            playouts, logs, listing_us, length = measure_playouts(game, preset.name, args.seeds)
            replays = measure_replays(game, preset.name, logs)
            bot_name, win_rate, mean_score, per_game = (
                measure_bot(game, preset.name, args.bot_seeds, args.budget)
                if args.bot_seeds
                else ("-", 0, 0, 0)
            )
            print(
                f"{game.slug:<9} {preset.name:<15} {playouts:>10.1f} {length:>12.1f} {replays:>10.1f} "
                f"{listing_us:>9.1f} {bot_name:<10} {win_rate:>8.1%} {mean_score:>10.1f} {per_game:>7.2f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
