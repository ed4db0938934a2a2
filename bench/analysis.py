"""The post-game analysis on lost games (``games/engines/analysis.py``, ``docs/analysis.md``): the share whose
turning point was found, proved never winnable or left unknown, and the solver calls and CPU seconds one analysis
took (median, 95th percentile), per game.

    nice -n 10 python bench/analysis.py --per-game 100 --out analysis.jsonl    # resumable
    nice -n 10 python bench/analysis.py --per-game 30 --game journey --out analysis.jsonl
    python bench/analysis.py --report analysis.jsonl                           # the table only
    nice -n 10 python bench/analysis.py --same-as old.jsonl --out new.jsonl    # the losses old.jsonl analysed

The games are published-style: deals ``analysis-<n>`` in the presets the daily schedule uses
(``PRESETS_BY_TIER``), kept only when the ladder's solver (20,000 nodes, Weaver 100,000) certifies them, as
a daily is; on each, the ladder's players play (first legal, random seeds 0-3, greedy, the strong bot at the
ladder's low budget) and their losses are analysed with the certified line known, as the server does for a
daily. One result line per loss, so a second run with the same file goes on where the first stopped.
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

from games.daily.ladder import LADDER_2
from games.daily.players import make_player, play_deal
from games.daily.schedule import PRESETS_BY_TIER
from games.engines.analysis import analyse, positions
from games.engines.base import Status
from games.engines.registry import get_game
from games.engines.solver import solve

GAMES = ("journey", "match3", "quetinny", "weaver", "witch")
CERTIFY = {"weaver": 100_000}  # the ladder's solver budget (docs/daily.md), 20,000 nodes elsewhere
PLAYERS = ("first_legal", "random:0", "random:1", "random:2", "random:3", "greedy", "strong_low")


def presets_of(slug: str) -> list[str]:
    return sorted({p for presets in PRESETS_BY_TIER[slug].values() for p in presets})


def losses(slug: str, start: int = 0):
    """(seed, preset, player, options, log, line) of every loss on certified deals, deal after deal."""
    game = get_game(slug)
    presets = presets_of(slug)
    deal = start
    while True:
        preset = presets[deal % len(presets)]
        options = game.resolve_options(None, preset)
        seed = f"analysis-{deal}"
        certified = solve(slug, game.new_game(seed, options), node_budget=CERTIFY.get(slug, 20_000))
        if certified.verdict == "won":
            for name in PLAYERS:
                kind, _, player_seed = name.partition(":")
                if kind == "strong_low":
                    player = make_player(slug, "strong", budget=LADDER_2.budget(slug, "strong_low"))
                else:
                    player = make_player(slug, kind, seed=int(player_seed or 0))
                final, log, _ = play_deal(game, seed, options, player)
                if final.status is Status.LOST:
                    yield deal, seed, preset, name, options, log, list(certified.line)
        deal += 1


def run(
    *, per_game: int, games: list[str], out: Path, same_as: dict[str, set[tuple[int, str]]] | None = None
) -> None:
    """Analyse the first ``per_game`` losses of each game (with ``same_as``, only the (deal, player) pairs it
    names: a change to a game's solver hooks can change which deals the ladder's solver certifies)."""
    done: dict[str, set[tuple[int, str]]] = defaultdict(set)
    if out.exists():
        for line in out.read_text().splitlines():
            row = json.loads(line)
            done[row["game"]].add((row["deal"], row["player"]))
    with out.open("a") as sink:
        for slug in games:
            count = len(done[slug])
            wanted = None if same_as is None else same_as.get(slug, set())
            last_deal = -1 if not wanted else max(deal for deal, _ in wanted)
            for deal, seed, preset, player, options, log, line in losses(slug):
                if count >= per_game or (wanted is not None and deal > last_deal):
                    break
                if (deal, player) in done[slug] or (wanted is not None and (deal, player) not in wanted):
                    continue
                row_states = positions(slug, seed, options, log)
                started = time.process_time()
                result = analyse(slug, row_states, log, known_line=line)
                cpu = time.process_time() - started
                assert result is not None
                record = {
                    "game": slug,
                    "preset": preset,
                    "deal": deal,
                    "player": player,
                    "moves": result.moves,
                    "verdict": result.verdict,
                    "losing_move": result.losing_move,
                    "proved_good": result.good,  # the bracket an unknown leaves (positions, 0 the deal)
                    "proved_bad": result.bad,
                    "calls": result.calls,
                    "nodes": result.nodes,
                    "cpu": round(cpu, 3),
                    "load": round(os.getloadavg()[0], 1),  # the machine's, when the analysis ended
                }
                sink.write(json.dumps(record) + "\n")
                sink.flush()
                count += 1
                print(json.dumps(record), flush=True)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def read_rows(path: Path) -> list[dict]:
    text = gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else path.read_text()
    return [json.loads(line) for line in text.splitlines() if line]


def report(paths: list[Path]) -> None:
    rows = [row for path in paths for row in read_rows(path)]
    print("| game | losses | found | never | unknown | calls median / p95 | CPU s median / p95 | nodes p95 |")
    print("|---|---|---|---|---|---|---|---|")
    for slug in GAMES:
        mine = [row for row in rows if row["game"] == slug]
        if not mine:
            continue
        n = len(mine)
        share = {v: sum(row["verdict"] == v for row in mine) / n for v in ("found", "never", "unknown")}
        calls = [row["calls"] for row in mine]
        cpu = [row["cpu"] for row in mine]
        nodes = [row["nodes"] for row in mine]
        print(
            f"| {slug} | {n} | {share['found']:.0%} | {share['never']:.0%} | {share['unknown']:.0%} "
            f"| {statistics.median(calls):.0f} / {pct(calls, 0.95):.0f} "
            f"| {statistics.median(cpu):.2f} / {pct(cpu, 0.95):.2f} | {pct(nodes, 0.95):,.0f} |"
        )
    print(f"load average now: {os.getloadavg()[0]:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--per-game", type=int, default=100)
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--out", type=Path, default=Path("analysis.jsonl"))
    parser.add_argument("--report", type=Path, nargs="*")
    parser.add_argument("--same-as", type=Path, help="analyse the losses this result file (or .gz) analysed")
    args = parser.parse_args()
    if args.report is not None:
        report(args.report or [args.out])
        return
    same_as = None
    if args.same_as is not None:
        same_as = defaultdict(set)
        for row in read_rows(args.same_as):
            same_as[row["game"]].add((row["deal"], row["player"]))
    run(per_game=args.per_game, games=args.game or list(GAMES), out=args.out, same_as=same_as)
    report([args.out])


if __name__ == "__main__":
    main()
