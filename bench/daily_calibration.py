"""Calibrate the daily tiers: play the whole screening ladder on N deals of every game and preset, print the
table (deals per tier, each player's win rate per tier, seconds per deal).

    nice -n 10 python bench/daily_calibration.py --deals 1000 --out calibration.jsonl   # resumable
    python bench/daily_calibration.py --report calibration.jsonl                       # the table only
    python bench/daily_calibration.py --report bench/results/calibration-ladder-1.jsonl.gz  # the committed one

Deals are taken round-robin over the presets, one result line each, so that a run stopped early still has
about the same N everywhere, and a second run with the same file goes on where the first stopped.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections import defaultdict
from pathlib import Path

from games.daily.ladder import PUBLISHED_RULE, RULES, RUNGS, TIERS, UNSOLVED, rung_wins, screen_candidate
from games.engines.registry import all_games


def calibrate(*, deals: int, out: Path, rule_name: str, shard: tuple[int, int] = (0, 1)) -> None:
    rule = RULES[rule_name]
    done: set[tuple[str, str, int]] = set()
    if out.exists():
        for line in out.read_text().splitlines():
            row = json.loads(line)
            done.add((row["game"], row["preset"], row["deal"]))
    variants = [(game, preset.name) for game in all_games() for preset in game.options_schema.presets]
    with out.open("a") as sink:
        # A shard K/N takes the deals whose number is K modulo N: N processes (one a core) into N files.
        for deal in range(shard[0], deals, shard[1]):
            for game, preset in variants:
                if (game.slug, preset, deal) in done:
                    continue
                options = game.resolve_options(preset=preset)
                started = time.process_time()
                screened = screen_candidate(
                    game_slug=game.slug, seed=f"calibration-{deal}", options=options, rule=rule, full=True
                )
                # The bot's moves are for "watch the bot's game"; the table needs none (a tenth of the file).
                screened["players"]["strong_high"].pop("actions", None)
                row = {
                    "game": game.slug,
                    "preset": preset,
                    "deal": deal,
                    "rule": rule.name,
                    "cpu_s": round(time.process_time() - started, 4),
                    **screened,
                }
                sink.write(json.dumps(row) + "\n")
                sink.flush()


def _text(path: Path) -> str:
    """A results file, plain or gzipped (the committed one is)."""
    return gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else path.read_text()


def report(*paths: Path) -> str:
    # Shards may share rows (each resumed from a copy of one file): a deal counts once.
    unique = {}
    for path in paths:
        for line in _text(path).splitlines():
            row = json.loads(line)
            unique[(row["game"], row["preset"], row["deal"])] = row
    rows = list(unique.values())
    rule = RULES[rows[0]["rule"]] if rows else PUBLISHED_RULE
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in rows:
        groups[row["game"], row["preset"]].append(row)
    tiers = (*TIERS, UNSOLVED)
    lines = [
        f"Rule `{rule.name}`; win rate of each player in the deals of each tier "
        "(first-legal / random playouts / greedy / strong low / strong high).",
        "",
        "| game | preset | N | " + " | ".join(tiers) + " | s/deal (CPU) | CPU h to N = 1,000 |",
        "|---|---|---|" + "---|" * len(tiers) + "---|---|",
    ]
    hours_left = 0.0
    for (game, preset), group in groups.items():
        cells = []
        for tier in tiers:
            members = [r for r in group if r["tier"] == tier]
            if not members:
                cells.append("0")
                continue
            rates = []
            for rung in RUNGS:
                if rung == "random":
                    rate = sum(r["players"][rung]["wins"] for r in members) / sum(
                        r["players"][rung]["runs"] for r in members
                    )
                else:
                    rate = sum(rung_wins(rule, rung, r["players"][rung]) for r in members) / len(members)
                rates.append(f"{100 * rate:.0f}")
            cells.append(f"{len(members)} ({100 * len(members) / len(group):.0f}%): " + "/".join(rates))
        seconds = sum(r["cpu_s"] for r in group) / len(group)
        # What the rest of the 1,000 deals would cost at the mean CPU a deal measured so far.
        hours = max(0, 1000 - len(group)) * seconds / 3600
        hours_left += hours
        lines.append(
            f"| {game} | {preset} | {len(group)} | " + " | ".join(cells) + f" | {seconds:.2f} | {hours:.1f} |"
        )
    lines += ["", f"CPU hours still needed for 1,000 deals of every game and preset: {hours_left:.1f}"]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=100, help="deals per game and preset")
    parser.add_argument("--out", type=Path, default=Path("calibration.jsonl"))
    parser.add_argument("--rule", default=PUBLISHED_RULE.name, choices=sorted(RULES))
    parser.add_argument(
        "--report", type=Path, nargs="+", help="print the table of existing results files (shards) and stop"
    )
    parser.add_argument(
        "--shard", default="0/1", help="K/N: only the deals numbered K modulo N (one process a core)"
    )
    args = parser.parse_args()
    if args.report:
        print(report(*args.report))
        return
    index, count = (int(part) for part in args.shard.split("/"))
    calibrate(deals=args.deals, out=args.out, rule_name=args.rule, shard=(index, count))
    print(report(args.out))


if __name__ == "__main__":
    main()
