"""The solvability table: for every game and preset, N deals searched by the full-knowledge solver
(``games/engines/solver.py``) at its published budget: the share proven winnable, proven unwinnable and left
unknown, and the nodes and CPU seconds a deal took (median, 95th percentile).

    nice -n 10 python bench/solvability.py --deals 1000 --out solvability.jsonl            # resumable
    nice -n 10 python bench/solvability.py --deals 1000 --shard 1/2 --out solvability-1.jsonl  # one a core
    nice -n 10 python bench/solvability.py --deals 1000 --skip weaver:all-keiju                # cheap first
    nice -n 19 python bench/solvability.py --deals 1000 --game weaver:all-keiju               # the dear one
    python bench/solvability.py --report solvability.jsonl solvability-1.jsonl             # the table only
    python bench/solvability.py --report bench/results/solvability-1.jsonl.gz              # the committed one
    python bench/solvability.py --check --deals 200                                        # lines replay

Deals are ``solvability-<n>`` (default options of the preset), taken round-robin over the presets, one result
line each, so a run stopped early has about the same N everywhere and a second run with the same file goes on
where the first stopped. ``--check`` replays every won line from the seed through the engine's public
``replay`` (the test the issue asks over 200 deals per preset) and stops at the first that does not win.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import time
from collections import defaultdict
from pathlib import Path

from games.engines.base import Status
from games.engines.registry import all_games, get_game
from games.engines.solver import DEFAULT_BUDGETS, solve


def variants() -> list[tuple[str, str]]:
    return [(game.slug, preset.name) for game in all_games() for preset in game.options_schema.presets]


def seed_of(deal: int) -> str:
    return f"solvability-{deal}"


def _selects(pattern: str, slug: str, preset: str) -> bool:
    """``weaver`` names every preset of the game, ``weaver:all-keiju`` one of them."""
    game, _, name = pattern.partition(":")
    return game == slug and name in ("", preset)


def run(
    *,
    deals: int,
    out: Path,
    shard: tuple[int, int] = (0, 1),
    only: str | None = None,
    skip: tuple[str, ...] = (),
) -> None:
    done: set[tuple[str, str, int]] = set()
    if out.exists():
        for line in out.read_text().splitlines():
            row = json.loads(line)
            done.add((row["game"], row["preset"], row["deal"]))
    with out.open("a") as sink:
        # A shard K/N takes the deals whose number is K modulo N: N processes (one a core) into N files.
        for deal in range(shard[0], deals, shard[1]):
            for slug, preset in variants():
                if (only and not _selects(only, slug, preset)) or (slug, preset, deal) in done:
                    continue
                if any(_selects(pattern, slug, preset) for pattern in skip):
                    continue
                game = get_game(slug)
                state = game.new_game(seed_of(deal), game.resolve_options(preset=preset))
                budget = DEFAULT_BUDGETS[slug]
                started = time.process_time()
                result = solve(slug, state, node_budget=budget)
                row = {
                    "game": slug,
                    "preset": preset,
                    "deal": deal,
                    "budget": budget,
                    "verdict": result.verdict,
                    "nodes": result.nodes,
                    "line_length": len(result.line),
                    "cpu_s": round(time.process_time() - started, 4),
                }
                sink.write(json.dumps(row) + "\n")
                sink.flush()


def check(*, deals: int, only: str | None = None, skip: tuple[str, ...] = ()) -> int:
    """Replay every won line of ``deals`` deals per preset from its seed; the number of lines replayed. Prints
    each preset's count as it ends (``only`` and ``skip`` choose presets as for a run)."""
    replayed = 0
    for slug, preset in variants():
        if (only and not _selects(only, slug, preset)) or any(_selects(p, slug, preset) for p in skip):
            continue
        game = get_game(slug)
        options = game.resolve_options(preset=preset)
        started, won = time.process_time(), 0
        for deal in range(deals):
            state = game.new_game(seed_of(deal), options)
            result = solve(slug, state, node_budget=DEFAULT_BUDGETS[slug])
            if result.verdict != "won":
                continue
            final = game.replay(seed_of(deal), options, list(result.line))
            if final.status is not Status.WON:
                raise SystemExit(f"{slug} {preset} deal {deal}: the solver's line does not win")
            won += 1
        replayed += won
        print(
            f"{slug} {preset}: {won} of {deals} deals won, every line replayed to a win "
            f"({time.process_time() - started:.0f} s CPU)",
            flush=True,
        )
    return replayed


def _text(path: Path) -> str:
    """A results file, plain or gzipped (the committed one is), as ``bench/daily_calibration.py`` reads its own
    (not imported: that script loads the daily's Django side)."""
    return gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else path.read_text()


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(*paths: Path) -> str:
    # Shards may share rows (each resumed from a copy of one file): a deal counts once.
    unique = {}
    for path in paths:
        for line in _text(path).splitlines():
            row = json.loads(line)
            unique[(row["game"], row["preset"], row["deal"])] = row
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in unique.values():
        groups[row["game"], row["preset"]].append(row)
    lines = [
        "| game | preset | budget (nodes) | N | proven winnable | proven unwinnable | unknown "
        "| nodes median / p95 | CPU s median / p95 |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for slug, preset in variants():
        group = groups.get((slug, preset))
        if not group:
            continue
        n = len(group)
        share = {
            v: 100 * sum(1 for r in group if r["verdict"] == v) / n for v in ("won", "unwinnable", "unknown")
        }
        nodes = [r["nodes"] for r in group]
        cpu = [r["cpu_s"] for r in group]
        budgets = sorted({r["budget"] for r in group})
        lines.append(
            f"| {slug} | {preset} | {', '.join(f'{b:,}' for b in budgets)} | {n} | {share['won']:.1f}% "
            f"| {share['unwinnable']:.1f}% | {share['unknown']:.1f}% "
            f"| {statistics.median(nodes):,.0f} / {_quantile(nodes, 0.95):,.0f} "
            f"| {statistics.median(cpu):.2f} / {_quantile(cpu, 0.95):.2f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=100, help="deals per game and preset")
    parser.add_argument("--out", type=Path, default=Path("solvability.jsonl"))
    parser.add_argument("--game", help="only this game (a slug) or preset (slug:preset)")
    parser.add_argument(
        "--skip",
        action="append",
        default=[],
        help="leave out a game or preset (slug or slug:preset; repeatable): the cheap presets first, say, "
        "while another process takes Weaver all-keiju, which costs 70%% of the table's CPU",
    )
    parser.add_argument(
        "--report", type=Path, nargs="+", help="print the table of existing results files (shards) and stop"
    )
    parser.add_argument(
        "--shard", default="0/1", help="K/N: only the deals numbered K modulo N (one process a core)"
    )
    parser.add_argument(
        "--check", action="store_true", help="replay every won line of --deals deals per preset"
    )
    args = parser.parse_args()
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    if args.report:
        print(report(*args.report))
        return
    if args.check:
        replayed = check(deals=args.deals, only=args.game, skip=tuple(args.skip))
        print(f"{replayed} won lines replayed to a win from their seeds")
        return
    index, count = (int(part) for part in args.shard.split("/"))
    run(deals=args.deals, out=args.out, shard=(index, count), only=args.game, skip=tuple(args.skip))
    print(report(args.out))


if __name__ == "__main__":
    main()
