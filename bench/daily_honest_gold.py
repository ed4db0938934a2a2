"""Gold an honest player reaches on the dailies whose par came from the full-knowledge solver (rule ladder-3).

On a ladder-2 day that no ladder player won, par is the solver's line: a score found with every card known. This
bench takes those days from the committed 100 days (``bench/results/daily-days-ladder-2.jsonl.gz``: the seeds
are rebuilt from the bench secret of ``bench/daily_days.py``), plays the strong bot (it chooses from what a player
may see) on each at ``--factors`` times the ladder's high budget with seeds 0 .. ``--seeds`` - 1, through
``games.daily.ladder.honest_gold`` (the function the server's screening calls), and prints per game and factor:
how many days an information-limited game won, the share of its games won, how far the best win is below par
(in medal steps), and which medal those honest wins get under ladder-2 (gold at par) and under ladder-3 (gold
from the rule's own factor-4, 3-seed games; measured on the wins of another factor, which played no part in
setting gold), with the CPU a day's honest games cost. ``--include`` adds a second rows file (a run of one game
in another process).

    nice -n 10 python bench/daily_honest_gold.py --out bench/results/daily-honest-gold.jsonl.gz
    nice -n 10 python bench/daily_honest_gold.py --factors 16 --games match3,witch,quetinny --out ...
    python bench/daily_honest_gold.py --report --out bench/results/daily-honest-gold.jsonl.gz

``--out`` keeps one line per day, game and factor without the moves (resumable: lines already there are kept).
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from daily_days import seeds_for

from games.daily import ladder
from games.engines.registry import get_game

DAYS = Path(__file__).resolve().parent / "results" / "daily-days-ladder-2.jsonl.gz"
ORDER = ("match3", "quetinny", "witch", "journey", "weaver")  # cheapest first: figures arrive early


def _open(path: Path, mode: str):
    return gzip.open(path, mode) if path.suffix == ".gz" else path.open(mode)


def solver_days(games: list[str]) -> list[dict]:
    with _open(DAYS, "rt") as fh:
        rows = [json.loads(line) for line in fh]
    chosen = [r for r in rows if r.get("by") == "solver" and r["game"] in games]
    return sorted(chosen, key=lambda r: (ORDER.index(r["game"]), r["date"]))


def measure(row: dict, factor: int, seeds: int) -> dict:
    game = get_game(row["game"])
    options = game.resolve_options(preset=row["preset"])
    seed = seeds_for(
        dt.date.fromisoformat(row["date"]), row["game"], row["preset"], ladder.LADDER_2.candidates
    )[row["chosen"]]
    rule = replace(ladder.LADDER_3, honest_factor=factor, honest_seeds=seeds)
    started = time.process_time()
    honest = ladder.honest_gold(
        game_slug=row["game"],
        seed=seed,
        options=options,
        rule=rule,
        line={"by": "solver", "score": row["par"]},
    )
    assert honest is not None
    return {
        "date": row["date"],
        "game": row["game"],
        "preset": row["preset"],
        "par": row["par"],
        "factor": factor,
        "budget": honest["budget"],
        "games": [{k: g[k] for k in ("seed", "won", "score", "work")} for g in honest["games"]],
        "gold": honest["gold"],
        "cpu_s": round(time.process_time() - started, 2),
    }


def report(rows: list[dict]) -> None:
    rule = ladder.LADDER_3
    # ladder-3's gold per day: from the rule's own games (factor 4, seeds 0..2), recomputed from the rows.
    gold3: dict[tuple[str, str], int] = {}
    for r in rows:
        if r["factor"] == rule.honest_factor:
            wins = [g["score"] for g in r["games"][: rule.honest_seeds] if g["won"]]
            step = ladder.medal_step(r["par"])
            gold3[(r["date"], r["game"])] = min(r["par"], max(wins)) if wins else r["par"] - step
    by: dict[tuple[str, int], list[dict]] = defaultdict(list)
    for r in rows:
        by[(r["game"], r["factor"])].append(r)
    print(
        "| game | factor (budget a move) | days | days an honest game won | games won | best win below par, "
        "median (steps) | honest wins: gold / silver / bronze / none under ladder-2 | the same under ladder-3 "
        "| CPU a day, median (max) |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for game, factor in sorted(by, key=lambda k: (ORDER.index(k[0]), k[1])):
        days = by[(game, factor)]
        won_days = [d for d in days if any(g["won"] for g in d["games"])]
        games_won = sum(g["won"] for d in days for g in d["games"])
        games_all = sum(len(d["games"]) for d in days)
        below = [
            (d["par"] - max(g["score"] for g in d["games"] if g["won"])) / ladder.medal_step(d["par"])
            for d in won_days
        ]
        tally2: dict[str | None, int] = defaultdict(int)
        tally3: dict[str | None, int] = defaultdict(int)
        for d in days:
            gold = gold3.get((d["date"], game))
            for g in d["games"]:
                if g["won"]:
                    tally2[ladder.medal_for(g["score"], d["par"], won=True)] += 1
                    if gold is not None:
                        tally3[ladder.medal_for(g["score"], d["par"], won=True, gold=gold)] += 1

        def medals_of(tally: dict[str | None, int], *, sets_gold: bool = False) -> str:
            if not sum(tally.values()):
                return "-"
            if sets_gold:
                # The rule's own games set gold: all of them reach it by construction, not a measurement.
                return "(these games set gold)"
            return " / ".join(str(tally[m]) for m in ("gold", "silver", "bronze", None))

        cpu = [d["cpu_s"] for d in days]
        budget = days[0]["budget"]
        print(
            f"| {game} | {factor} ({budget}) | {len(days)} | {len(won_days)} | {games_won} of {games_all} | "
            f"{statistics.median(below):.2f} | {medals_of(tally2)} | "
            f"{medals_of(tally3, sets_gold=factor == rule.honest_factor)} | "
            f"{statistics.median(cpu):.1f} s ({max(cpu):.1f} s) |"
            if below
            else f"| {game} | {factor} ({budget}) | {len(days)} | 0 | 0 of {games_all} | - | - | - | "
            f"{statistics.median(cpu):.1f} s ({max(cpu):.1f} s) |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--factors", default="4", help="comma-separated multiples of the high budget")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--games", default=",".join(ORDER))
    parser.add_argument("--limit", type=int, default=0, help="at most this many days a game (0: all)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--report", action="store_true", help="only print the report of --out")
    parser.add_argument("--include", type=Path, action="append", default=[], help="more rows, for the report")
    args = parser.parse_args()
    done: list[dict] = []
    if args.out.exists():
        with _open(args.out, "rt") as fh:
            done = [json.loads(line) for line in fh]
    if not args.report:
        have = {(r["date"], r["game"], r["factor"]) for r in done}
        per_game: dict[tuple[str, int], int] = defaultdict(int)
        for factor in (int(f) for f in args.factors.split(",")):
            for row in solver_days(args.games.split(",")):
                per_game[(row["game"], factor)] += 1
                if args.limit and per_game[(row["game"], factor)] > args.limit:
                    continue
                if (row["date"], row["game"], factor) in have:
                    continue
                measured = measure(row, factor, args.seeds)
                done.append(measured)
                # Append as we go (a gzip member per line reads back as one stream), so a stopped run resumes.
                with _open(args.out, "at") as fh:
                    fh.write(json.dumps(measured) + "\n")
                print(
                    f"{row['date']} {row['game']} x{factor}: par {row['par']}, "
                    f"{[(g['won'], g['score']) for g in measured['games']]}, {measured['cpu_s']} s",
                    flush=True,
                )
    for path in args.include:
        with _open(path, "rt") as fh:
            done += [json.loads(line) for line in fh]
    report(done)


if __name__ == "__main__":
    main()
