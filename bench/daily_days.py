"""Screen whole days as the server does (schedule, candidates in order, the rule) and print, per day, the CPU
time to screen all five games and each game's chosen tier; then, per game: how often the target tier was met,
whether the thoughtless players (first-legal, the random player's 20 games) win any medium-or-harder daily,
whether every daily has a winning line that replays to a win scoring par, and Spearman's rho between the tier
and the strong bot's win rate at the low budget (seeds 0..K-1, ``--strong-seeds``) on the chosen deal.

    nice -n 10 python bench/daily_days.py --from 2027-01-04 --days 14 [--rule ladder-2] [--out days.jsonl]
    python bench/daily_days.py --report --out bench/results/daily-days-ladder-2.jsonl.gz   # the committed 100 days

No database: the seeds come from the same HMAC as the server's, with a bench secret. ``--out`` keeps one line
per day and game (resumable: days already in the file are read, not screened again).
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import hashlib
import hmac
import json
import statistics
import time
from collections import Counter, defaultdict
from pathlib import Path

from games.daily import ladder
from games.daily.ladder import medal_for
from games.daily.players import make_player, play_deal
from games.daily.schedule import PRESETS_BY_TIER, TIER_BY_WEEKDAY, slot_for, tier_by_winner
from games.engines.base import Status
from games.engines.registry import all_games, get_game

SECRET = b"bench-daily-secret"
MEDIUM_OR_HARDER = ("medium", "hard", "expert")


def seeds_for(date: dt.date, game: str, preset: str, count: int) -> list[str]:
    return [
        hmac.new(SECRET, f"{date.isoformat()}|{game}|{preset}|{attempt}".encode(), hashlib.sha256).hexdigest()
        for attempt in range(count)
    ]


def spearman(xs: list[float], ys: list[float]) -> float | None:
    """Spearman's rho with average ranks for ties (Pearson on the ranks)."""

    def ranks(values: list[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        result = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                result[order[k]] = (i + j) / 2
            i = j + 1
        return result

    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.mean(rx), statistics.mean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return None if sxx == 0 or syy == 0 else sxy / (sxx * syy) ** 0.5


def screen_day_game(date: dt.date, game_slug: str, rule: ladder.ScreeningRule, strong_seeds: int) -> dict:
    game = get_game(game_slug)
    slot = slot_for(date=date, game_slug=game_slug, schedule=rule.schedule)
    options = game.resolve_options(preset=slot.preset)
    seeds = seeds_for(date, game_slug, slot.preset, rule.candidates)
    started = time.process_time()
    row = {"date": date.isoformat(), "game": game_slug, "preset": slot.preset, "target": slot.target_tier}
    try:
        record = ladder.choose(
            game_slug=game_slug,
            seeds=seeds,
            options=options,
            rule=rule,
            target_tier=slot.target_tier,
            preset=slot.preset,
        )
    except ladder.NoCertifiedDeal:
        return {**row, "tier": None, "cpu_s": round(time.process_time() - started, 2)}
    cpu = time.process_time() - started
    seed = seeds[record["chosen"]]
    players = record["candidates"][record["chosen"]]["players"]
    thoughtless_won = bool(players["first_legal"]["won"]) or (
        players["random"].get("won", players["random"].get("wins", 0) > 0) if "random" in players else False
    )
    line = record.get("line")
    line_ok = None
    line_result: tuple[bool, int] | None = None
    if line is not None:
        final = game.replay(seed, options, line["actions"])
        line_result = (final.status is Status.WON, game.score(final))
        line_ok = line_result[0] and line_result[1] == record["par"]
    # Every game played on the published deal whose result we have (each ladder player's, the solver's line,
    # the strong bot's at the low budget below) is given the medal the server would give it: a loss must get none.
    results = [(bool(p["won"]), p["score"]) for p in players.values() if "score" in p]
    if line_result is not None:
        results.append(line_result)
    low_wins = 0
    for strong_seed in range(strong_seeds):
        bot = make_player(game_slug, "strong", seed=strong_seed, budget=rule.budget(game_slug, "strong_low"))
        final, _, _ = play_deal(game, seed, options, bot)
        low_wins += final.status is Status.WON
        results.append((final.status is Status.WON, game.score(final)))
    gold = ladder.medal_ladder(record)["gold"]  # rule ladder-3: an honest gold on a solver-par day
    medals = [(won, medal_for(score, record["par"], won=won, gold=gold)) for won, score in results]
    return {
        **row,
        "tier": record["tier"],
        "chosen": record["chosen"],
        "screened": len(record["candidates"]),
        "par": record["par"],
        "by": line["by"] if line else None,
        "gold": gold,
        "line_ok": line_ok,
        "thoughtless_won": thoughtless_won,
        "low_rate": low_wins / strong_seeds if strong_seeds else None,
        "games_checked": len(medals),
        "losses": sum(not won for won, _ in medals),
        "medals_for_losses": sum(medal is not None for won, medal in medals if not won),
        "medals_for_wins": sum(medal is not None for won, medal in medals if won),
        "cpu_s": round(cpu, 2),
    }


def report(rows: list[dict]) -> None:
    days: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        days[row["date"]].append(row["cpu_s"])
    seconds = [sum(cpu) for cpu in days.values() if len(cpu) == len(all_games())]  # whole days only
    if seconds:
        print(
            f"whole days: {len(seconds)}, screening CPU s per day (five games): mean "
            f"{statistics.mean(seconds):.1f}, median {statistics.median(seconds):.1f}, max {max(seconds):.1f}"
        )
    # The same figure weighted by the weekly curve (1 easy, 2 medium, 2 hard, 2 expert days), so that a sample
    # short of weekends does not flatter it: the sum over games of each target's mean CPU, weighted.
    weights = Counter(TIER_BY_WEEKDAY)
    weighted = 0.0
    for slug in [g.slug for g in all_games()]:
        for tier, weight in weights.items():
            cpu = [r["cpu_s"] for r in rows if r["game"] == slug and r["target"] == tier]
            weighted += weight * (statistics.mean(cpu) if cpu else 0.0) / 7
    print(f"week-weighted screening CPU s per day: {weighted:.1f}")
    for slug in [g.slug for g in all_games()]:
        cpu = [r["cpu_s"] for r in rows if r["game"] == slug]
        by_target = defaultdict(list)
        for r in rows:
            if r["game"] == slug:
                by_target[r["target"]].append(r["cpu_s"])
        print(
            f"  {slug:<9} CPU s a daily: mean {statistics.mean(cpu):.1f}, max {max(cpu):.1f}; by target: "
            + ", ".join(f"{t} {statistics.mean(v):.1f}" for t, v in sorted(by_target.items()))
        )
    tier_rank = {tier: i for i, tier in enumerate(ladder.TIERS)}
    print(
        "game      dailies  no-line  target-met  thoughtless-wins(medium+)  line-replays-to-par  rho(tier, low-rate)"
        "  medals-for-losses (games checked, losses)"
    )
    for slug in [g.slug for g in all_games()]:
        mine = [r for r in rows if r["game"] == slug]
        made = [r for r in mine if r["tier"] is not None]
        met = sum(r["tier"] == r["target"] for r in made)
        hard = [r for r in made if r["tier"] in MEDIUM_OR_HARDER]
        rated = [r for r in made if r.get("low_rate") is not None]
        rho = (
            spearman([tier_rank[r["tier"]] for r in rated], [r["low_rate"] for r in rated]) if rated else None
        )
        lines = sum(bool(r.get("line_ok")) for r in made)
        print(
            f"{slug:<9} {len(mine):>7}  {len(mine) - len(made):>7}  {met:>4}/{len(mine)} ({100 * met / len(mine):.0f}%)"
            f"  {sum(r['thoughtless_won'] for r in hard):>6}/{len(hard):<18}  {lines:>5}/{len(made):<13}"
            f"  {'n/a' if rho is None else f'{rho:+.2f}':<19}"
            f"  {sum(r.get('medals_for_losses', 0) for r in made)}"
            f" ({sum(r.get('games_checked', 0) for r in made)}, {sum(r.get('losses', 0) for r in made)})"
        )
    tiers = defaultdict(lambda: defaultdict(int))
    for row in rows:
        tiers[row["game"]][(row["target"], row["tier"])] += 1
    print("target -> published tier (count), per game:")
    for slug, cells in tiers.items():
        print(f"  {slug:<9} " + ", ".join(f"{t}->{p}: {n}" for (t, p), n in sorted(cells.items(), key=str)))


def predict(calibration: Path, rule: ladder.ScreeningRule) -> None:
    """The share of days whose target tier a certified rule meets, predicted from the calibration's deals
    (every ladder player on 1,000 deals a preset): with p the share of a preset's deals of the target tier,
    1 - (1 - p) ** candidates. The solver is not in the calibration, so this is a lower bound where the solver
    names a tier (Match-3 hard and expert days above all)."""
    rows = [json.loads(line) for line in gzip.decompress(calibration.read_bytes()).decode().splitlines()]
    share: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for row in rows:
        players = row["players"]
        winner = next(
            (
                rung
                for rung in ladder.RUNGS
                if (players[rung]["wins"] > 0 if rung == "random" else players[rung]["won"])
            ),
            None,
        )
        tier = tier_by_winner(game_slug=row["game"], preset=row["preset"], winner=winner) if winner else None
        share[row["game"], row["preset"]][tier] += 1
    weights = Counter(TIER_BY_WEEKDAY)
    for slug, by_tier in PRESETS_BY_TIER.items():
        week, cells = 0.0, []
        for tier in ladder.TIERS:
            met = []
            for preset in by_tier[tier]:
                counts = share[slug, preset]
                p = counts[tier] / sum(counts.values())
                met.append(1 - (1 - p) ** rule.candidates)
                cells.append(f"{tier} {preset} p={100 * p:.1f}%")
            week += weights[tier] * statistics.mean(met)
            cells[-1] += f" -> met {100 * statistics.mean(met):.0f}%"
        print(f"{slug:<9} week {100 * week / 7:.0f}% | " + "; ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--from", dest="start", default="2027-01-04")
    parser.add_argument("--days", type=int, default=7)
    parser.add_argument("--rule", default=ladder.PUBLISHED_RULE.name, choices=sorted(ladder.RULES))
    parser.add_argument("--games", help="comma-separated slugs (default: all five)")
    parser.add_argument("--strong-seeds", type=int, default=3)
    parser.add_argument(
        "--out", type=Path, nargs="*", help="results files (JSON lines): the first is written, all are read"
    )
    parser.add_argument("--report", action="store_true", help="only print the report of --out")
    parser.add_argument(
        "--predict",
        type=Path,
        help="predict the target-met share from a calibration file (.jsonl.gz); no play",
    )
    args = parser.parse_args()
    rule = ladder.RULES[args.rule]
    if args.predict:
        predict(args.predict, rule)
        return
    rows: list[dict] = []
    for path in args.out or []:
        if path.exists():
            text = gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else path.read_text()
            for line in text.splitlines():
                row = json.loads(line) if line.strip() else None
                if row and (row["date"], row["game"]) not in {(r["date"], r["game"]) for r in rows}:
                    rows.append(row)
    if not args.report:
        done = {(r["date"], r["game"]) for r in rows}
        wanted = args.games.split(",") if args.games else [g.slug for g in all_games()]
        sink = args.out[0].open("a") if args.out else None
        for offset in range(args.days):
            date = dt.date.fromisoformat(args.start) + dt.timedelta(days=offset)
            for slug in wanted:
                if (date.isoformat(), slug) in done:
                    continue
                row = screen_day_game(date, slug, rule, args.strong_seeds)
                rows.append(row)
                print(
                    f"{row['date']} {slug:<9} {row['preset']:<15} target {row['target']:<6} tier {row['tier']} "
                    f"(attempt {row.get('chosen')}, {row.get('screened')} screened, by {row.get('by')}) "
                    f"{row['cpu_s']:.1f} s",
                    flush=True,
                )
                if sink:
                    sink.write(json.dumps(row) + "\n")
                    sink.flush()
    report(rows)


if __name__ == "__main__":
    main()
