"""Calibrate the knowledge audit (``games.engines.audit``) on honest and clairvoyant players (docs/fair-play.md).

On published-style deals of each game (the preset of its hard and expert dailies, certified as the screening
certifies: a ladder player or the solver won it), it plays

- honest players, who see only the view: the strong bot at the ladder's low and high budgets and at the hint
  engine's budget (seeds unlike the screening's), greedy, random, and ``SampledValuePlayer`` (below), whose
  choices differ from the bot's and lean on the very heuristic the audit values moves with;
- clairvoyant players, who read the deal: the solver's line (beams, the screening's budget), the solver after a
  natural-looking opening (the strong bot's first moves, then the solver from there), and a second
  full-information search (the solver's depth-first search);

stores each won line (``run``, one JSON line per play to ``--out`` as it goes), then audits each stored line
(``audit``: the moves part; the deal's prior from the screening ladder's own games on the deal), so the
statistic can change without replaying the players. Every step can stop at any time and resume.
``report`` prints, per game, the threshold at which at most 1% of honest wins are held and what it catches: all
clairvoyant wins, those on deals information-limited players win under 10% of the time, and accounts of 10 wins
(drawn from the measured wins) by the running sum.

    nice -n 10 .venv/bin/python bench/knowledge_audit.py run --deals 40 [--games match3 witch] [--minutes 45]
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit [--games ...] [--minutes 45]
    .venv/bin/python bench/knowledge_audit.py audit --condition won --condition-nodes 1000 --audits OUT  # #42 third round
    nice -n 10 .venv/bin/python bench/knowledge_audit.py agreement --preset standard   # Weaver's engine agreement
    .venv/bin/python bench/knowledge_audit.py report
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit --method choice --audits OUT  # #42 fourth round
    .venv/bin/python bench/knowledge_audit.py compare --runs RUNS --old AUDITS --new OUT [--odds 4]
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import random
import subprocess
import sys
import time
from collections import defaultdict
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.daily.ladder import LADDER_2, RUNGS, run_rung_certified
from games.daily.players import make_player, play_deal
from games.engines import audit
from games.engines.base import Status
from games.engines.bots import Bot, Choice, Observation
from games.engines.registry import get_game, strong_bot_class
from games.engines.solver import applied, depth_first, hooks_for, solve

PRESETS = {
    "journey": "harder",
    "match3": "classic",
    "quetinny": "extended",
    "weaver": "all-keiju",
    "witch": "advanced",
}
RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")
OUT = os.path.join(RESULTS, "knowledge-audit-2.jsonl")  # the deals, the ladder's record and every won line
AUDITS = os.path.join(RESULTS, "knowledge-audit-2-audits.jsonl")  # the audit's moves part of each won line
AGREEMENT = os.path.join(RESULTS, "knowledge-audit-2-weaver-agreement.jsonl")  # Weaver's engine agreement
SOLVER_NODES = LADDER_2.solver_nodes
OPENING = 6  # the natural-looking opening's moves, played by the strong bot before the solver takes over


class SampledValuePlayer(Bot):
    """An information-limited player of our own: each legal action is applied to ``budget`` sampled deals
    consistent with the view and valued by the solver's heuristic; the best mean wins (ties at random)."""

    name = "sampled-value"
    budget_unit = "sampled deals"
    default_budget = 4

    def choose(self, observation: Observation) -> Choice:
        game, legal = observation.game, observation.legal_actions
        hooks = hooks_for(game.slug)
        totals = [0.0] * len(legal)
        for _ in range(max(1, self.budget)):
            sample = observation.sample_state(self.rng)
            for index, action in enumerate(legal):
                child = applied(game, sample, action)
                self.work += 1
                if child.status is Status.WON:
                    totals[index] += 1e6
                elif child.status is Status.LOST:
                    totals[index] -= 1e6
                else:
                    totals[index] += hooks.value(child)
        best = max(totals)
        return Choice(
            self.rng.choice([a for a, t in zip(legal, totals, strict=True) if t == best]), "sampled value"
        )


def honest_players(slug: str) -> list[tuple[str, Bot]]:
    low, high = LADDER_2.budgets[slug]
    strong = strong_bot_class(slug)
    players: list[tuple[str, Bot]] = [
        ("strong-low-s1", strong(seed=1, budget=low)),
        ("strong-high-s2", strong(seed=2, budget=high)),
        ("hint-s3", strong(seed=3)),
        ("greedy-s1", make_player(slug, "greedy", seed=1)),
        ("random-s1", make_player(slug, "random", seed=1)),
        ("random-s2", make_player(slug, "random", seed=2)),
    ]
    if slug != "weaver":  # no solver heuristic hooks: Weaver keeps its own search
        players.append(("sampled-value-s1", SampledValuePlayer(seed=1)))
    return players


def ladder(slug: str, seed: str, options: dict) -> dict[str, Any]:
    """The screening's players on the deal (every rung, as a calibration screening plays them)."""
    players = {
        rung: run_rung_certified(game_slug=slug, seed=seed, options=options, rule=LADDER_2, rung=rung)
        for rung in RUNGS
    }
    # A certified rule's random rung stops at its first win: count the games it played, one of them won.
    random_rung = players["random"]
    random_rung["wins"] = 1 if random_rung.get("won") else 0
    return {"players": players}


def clairvoyant_lines(slug: str, seed: str, options: dict) -> list[tuple[str, list | None]]:
    game = get_game(slug)
    nodes = SOLVER_NODES[slug]
    root = game.new_game(seed, options)
    lines: list[tuple[str, list | None]] = []
    result = solve(slug, root, node_budget=nodes)
    lines.append(("solver", list(result.line) if result.verdict == "won" else None))
    # A natural-looking opening: the strong bot's first moves, then the solver from there.
    bot = strong_bot_class(slug)(seed=7, budget=LADDER_2.budgets[slug][0])
    state, opening = root, []
    for _ in range(OPENING):
        if state.is_over:
            break
        action = bot.choose(Observation(game, state)).action
        state = game.apply(state, action)
        opening.append(action)
    tail = solve(slug, state, node_budget=nodes) if not state.is_over else None
    won_tail = tail is not None and tail.verdict == "won"
    lines.append(("solver-after-opening", [*opening, *tail.line] if won_tail and tail else None))
    if slug != "weaver":
        second = depth_first(game, root, hooks_for(slug), nodes)
        lines.append(("depth-first", list(second.line) if second.verdict == "won" else None))
    return lines


def run(args: argparse.Namespace) -> None:
    done = {(row["game"], row["deal"]) for row in read_rows([args.out, *args.done]) if row["kind"] == "deal"}
    stop = time.monotonic() + args.minutes * 60
    with open(args.out, "a") as out:
        for deal in range(args.deals):
            for slug in args.games:
                if (slug, deal) in done:
                    continue
                if time.monotonic() > stop:
                    return
                out.writelines(json.dumps(row) + "\n" for row in play_deal_rows(slug, deal))
                out.flush()


def play_deal_rows(slug: str, deal: int) -> list[dict[str, Any]]:
    game = get_game(slug)
    preset = PRESETS[slug]
    options = game.options_schema.resolve(None, preset)
    seed = f"knowledge-audit-{slug}-{deal}"
    record = ladder(slug, seed, options)
    won, played = audit.ladder_record(record)
    plays: list[tuple[str, str, list | None]] = []
    for name, player in honest_players(slug):
        final, actions, _ = play_deal(game, seed, options, player)
        plays.append(("honest", name, actions if final.status is Status.WON else None))
    for name, line in clairvoyant_lines(slug, seed, options):
        plays.append(("clairvoyant", name, line))
    certified = won > 0 or any(kind == "clairvoyant" and line for kind, _, line in plays)
    rows = [{"game": slug, "deal": deal, "seed": seed, "preset": preset, "certified": certified, "kind": "deal",
             "honest_won": won, "honest_played": played}]  # fmt: skip
    for kind, name, won_line in plays:
        row: dict[str, Any] = {
            "game": slug,
            "deal": deal,
            "kind": kind,
            "player": name,
            "won": won_line is not None,
        }
        if won_line is not None:
            # The line itself: ``audit`` values it (again, with any statistic) without replaying the players.
            row.update(actions=won_line, honest_rate=(won + 0.5) / (played + 1))
        rows.append(row)
    return rows


def read_rows(paths: list[str]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for path in paths:
        if not os.path.exists(path):
            continue
        with gzip.open(path, "rt") if path.endswith(".gz") else open(path) as handle:
            rows += [json.loads(line) for line in handle]
    return rows


def audit_lines(args: argparse.Namespace) -> None:
    """Value every stored won line with the audit's moves part (``audit.moves_part``), deal by deal across the
    games (so that each game gets its share of a short run), one JSON line per play; resumable. It follows a
    ``run`` still writing: lines stored meanwhile are taken up until ``--minutes`` are spent."""
    stop = time.monotonic() + args.minutes * 60
    while time.monotonic() < stop:
        if not audit_batch(args, stop):
            time.sleep(30)


def audit_batch(args: argparse.Namespace, stop: float) -> int:
    rows = read_rows(args.runs)
    deals = {(r["game"], r["deal"]): r for r in rows if r["kind"] == "deal"}
    done = {(r["game"], r["deal"], r["player"]) for r in read_rows([args.audits])}
    todo = [r for r in rows if r["kind"] != "deal" and r["won"] and r["game"] in args.games
            and (r["game"], r["deal"], r["player"]) not in done]  # fmt: skip
    todo.sort(key=lambda r: (r["deal"], args.games.index(r["game"])))
    with open(args.audits, "a") as out:
        for row in todo:
            if time.monotonic() > stop:
                break
            deal = deals[(row["game"], row["deal"])]
            options = get_game(row["game"]).options_schema.resolve(None, deal["preset"])
            started = time.process_time()
            moves = audit.moves_part(
                row["game"], deal["seed"], options, row["actions"], condition=args.condition,
                condition_nodes=args.condition_nodes, method=args.method,
            )  # fmt: skip
            record = {
                "game": row["game"], "deal": row["deal"], "player": row["player"], "kind": row["kind"],
                "moves": moves.llr, "counted": moves.counted, "units": moves.units, "verdict": moves.verdict,
                "cpu": time.process_time() - started, "u": [round(d.u, 4) for d in moves.decisions],
                "method": args.method or audit.MOVES_METHOD.get(row["game"], "rank"),
                "prior": audit.prior_llr(honest_won=deal["honest_won"], honest_played=deal["honest_played"]),
                "honest_rate": row["honest_rate"],
            }  # fmt: skip
            if record["method"] == "choice":
                # The raw agreement, so that the report can weigh it again with another odds ratio.
                record["agree"] = [[d.on_true, d.agreeing] for d in moves.decisions]
            out.write(json.dumps(record) + "\n")
            out.flush()
    return len(todo)


def agreement(args: argparse.Namespace) -> None:
    """Weaver's engine agreement (``audit.engine_agreement``) of the strong bot at the ladder's budgets and greedy
    (honest) and of the solver's line (the engine), on deals of ``--preset``: one JSON line per won play, with the share of decisions agreeing. Resumable."""
    slug = "weaver"
    game = get_game(slug)
    options = game.options_schema.resolve(None, args.preset)
    done = {(r["deal"], r["player"]) for r in read_rows([args.out])}
    stop = time.monotonic() + args.minutes * 60
    low, high = LADDER_2.budgets[slug]
    with open(args.out, "a") as out:
        for deal in range(args.deals):
            seed = f"knowledge-audit-{slug}-{args.preset}-{deal}"
            plays: list[tuple[str, str, list | None]] = []
            for name, player in (
                ("strong-low-s1", strong_bot_class(slug)(seed=1, budget=low)),
                ("strong-high-s2", strong_bot_class(slug)(seed=2, budget=high)),
                ("greedy-s1", make_player(slug, "greedy", seed=1)),
            ):
                if (deal, name) in done or time.monotonic() > stop:
                    continue
                final, actions, _ = play_deal(game, seed, options, player)
                plays.append(("honest", name, actions if final.status is Status.WON else None))
            if (deal, "solver") not in done and time.monotonic() <= stop:
                result = solve(slug, game.new_game(seed, options), node_budget=SOLVER_NODES[slug])
                plays.append(
                    ("clairvoyant", "solver", list(result.line) if result.verdict == "won" else None)
                )
            for kind, name, line in plays:
                row: dict[str, Any] = {"game": slug, "preset": args.preset, "deal": deal, "kind": kind,
                                       "player": name, "won": line is not None}  # fmt: skip
                if line is not None:
                    started = time.process_time()
                    moves = audit.engine_agreement(slug, seed, options, line)
                    agreed = sum(d.u for d in moves.decisions)
                    row.update(moves=moves.llr, counted=moves.counted, agreed=agreed, units=moves.units,
                               verdict=moves.verdict, cpu=time.process_time() - started)  # fmt: skip
                out.write(json.dumps(row) + "\n")
                out.flush()
            if time.monotonic() > stop:
                return


def report(args: argparse.Namespace) -> None:
    deals = {(r["game"], r["deal"]): r for r in read_rows(args.runs) if r["kind"] == "deal"}
    # One row a play (a resumed or split audit step may have valued one twice: the same figures).
    rows = list({(r["game"], r["deal"], r["player"]): r for r in read_rows(args.audits)}.values())
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    print("| game | deals | honest wins | clairvoyant wins | threshold | honest held | caught (one game) | "
          "caught, deals honest win < 10% | moves alone: caught at <= 1% honest | account threshold | "
          "accounts of 10 wins caught | honest accounts held | CPU per audit (median, max) |")  # fmt: skip
    print("|---|" + "---:|" * 12)
    for slug in PRESETS:
        certified = {k for k, d in deals.items() if k[0] == slug and d["certified"]}
        wins = [r for r in rows if r["game"] == slug and (r["game"], r["deal"]) in certified
                and r["verdict"] == "measured"]  # fmt: skip
        honest = [r for r in wins if r["kind"] == "honest"]
        clair = [r for r in wins if r["kind"] == "clairvoyant"]
        if not honest or not clair:
            continue
        stat = [r["moves"] + r["prior"] for r in honest]
        threshold = quantile_threshold(stat, 0.01)
        held = sum(s > threshold for s in stat)
        caught = [r["moves"] + r["prior"] > threshold for r in clair]
        hard = [r["moves"] + r["prior"] > threshold for r in clair if r["honest_rate"] < 0.10]
        moves_threshold = quantile_threshold([r["moves"] for r in honest], 0.01)
        moves_caught = sum(r["moves"] > moves_threshold for r in clair)
        account_limit, account_caught, account_held = accounts(honest, clair, threshold)
        cpu = sorted(r["cpu"] for r in wins)
        print(
            f"| {slug} | {len(certified)} | {len(honest)} | {len(clair)} | {threshold:.2f} | "
            f"{held}/{len(honest)} ({pct(held, len(honest))}) | {pct(sum(caught), len(caught))} | "
            f"{pct(sum(hard), len(hard))} of {len(hard)} | {pct(moves_caught, len(clair))} | {account_limit:.2f} | "
            f"{pct(account_caught, 1000)} | {pct(account_held, 1000)} | {cpu[len(cpu) // 2]:.2f} s, {cpu[-1]:.2f} s |"
        )
        print(f"  honest statistics {slug}: {[round(x, 2) for x in sorted(stat)]}")
        for kind, group in (("honest", honest), ("clairvoyant", clair)):
            ranks = [u for r in group for u in r.get("u", ())]
            print(
                f"  {slug} {kind}: {len(ranks)} decisions counted, mean rank {sum(ranks) / max(1, len(ranks)):.3f}"
            )
    agreement_report(args.agreement)


def compare(args: argparse.Namespace) -> None:
    """Two moves statistics on the same won lines (#42 fourth round): per game, on the lines both measured, the mean
    per-decision evidence and rank of honest and clairvoyant wins, the share caught in one game at no honest win
    held (the largest honest statistic, moves + prior, as the threshold; and the moves alone), accounts of 10 wins,
    and CPU per audit. ``--odds`` weighs the ``choice`` rows again from their raw agreement."""
    deals = {(r["game"], r["deal"]): r for r in read_rows(args.runs) if r["kind"] == "deal"}

    def keyed(paths: list[str]) -> dict[tuple, dict[str, Any]]:
        return {
            (r["game"], r["deal"], r["player"]): r for r in read_rows(paths) if r["verdict"] == "measured"
        }

    old, new = keyed(args.old), keyed(args.new)
    if args.odds is not None:
        for row in new.values():
            if row.get("agree"):
                positions = audit.CHOICE_SAMPLES + 1
                row["llrs"] = [audit.choice_llr(t, a, positions, args.odds) for t, a in row["agree"]]
                row["moves"] = sum(row["llrs"])
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    print("| game (deals; honest / clairvoyant wins) | statistic | evidence a decision, honest / clairvoyant | "
          "mean rank, honest / clairvoyant | decisions counted a game | caught in one game at no honest win held | "
          "moves alone, same | accounts of 10 wins caught (honest held) | CPU per audit (median, max) |")  # fmt: skip
    print("|---|---|---|---|---:|---:|---:|---:|---:|")
    for slug in PRESETS:
        keys = sorted(k for k in old.keys() & new.keys() if k[0] == slug and deals[k[:2]]["certified"])
        if not keys:
            continue
        for name, rows in (("old", old), ("new", new)):
            wins = [rows[k] for k in keys]
            honest = [r for r in wins if r["kind"] == "honest"]
            clair = [r for r in wins if r["kind"] == "clairvoyant"]
            if not honest or not clair:
                continue

            def per_decision(group: list[dict], field: str) -> float:
                total = sum(r["moves"] if field == "moves" else sum(r["u"]) for r in group)
                return total / max(1, sum(r["counted"] for r in group))

            stat = [r["moves"] + r["prior"] for r in honest]
            limit, moves_limit = max(stat), max(r["moves"] for r in honest)
            caught = sum(r["moves"] + r["prior"] > limit for r in clair)
            moves_caught = sum(r["moves"] > moves_limit for r in clair)
            _, account_caught, account_held = accounts(honest, clair, limit)
            cpu = sorted(r["cpu"] for r in wins)
            label = f"{slug} ({len({k[1] for k in keys})}; {len(honest)} / {len(clair)})"
            print(
                f"| {label} | {name}: {wins[0].get('method', 'rank')} | {per_decision(honest, 'moves'):+.3f} / "
                f"{per_decision(clair, 'moves'):+.3f} | {per_decision(honest, 'u'):.3f} / {per_decision(clair, 'u'):.3f} | "
                f"{sum(r['counted'] for r in wins) / len(wins):.1f} | {caught} of {len(clair)} | {moves_caught} of "
                f"{len(clair)} | {pct(account_caught, 1000)} ({pct(account_held, 1000)}) | "
                f"{cpu[len(cpu) // 2]:.1f} s, {cpu[-1]:.1f} s |"
            )  # fmt: skip


def agreement_report(path: str) -> None:
    """Weaver's engine agreement (``agreement``): the share of decisions agreeing with the solver, by player kind,
    and the solver's lines caught at the largest honest statistic (the moves part alone: no ladder prior here)."""
    rows = [r for r in read_rows([path]) if r.get("won") and r.get("verdict") == "measured"]
    if not rows:
        return
    print(
        f"Weaver engine agreement ({rows[0]['preset']}, {len({r['deal'] for r in rows})} deals with a win):"
    )
    for kind in ("honest", "clairvoyant"):
        group = [r for r in rows if r["kind"] == kind]
        agreed, counted = sum(r["agreed"] for r in group), sum(r["counted"] for r in group)
        cpu = sorted(r["cpu"] for r in group) or [0.0]
        print(f"  {kind}: {len(group)} wins, {agreed:.0f} of {counted} decisions agree ({pct(int(agreed), counted)}), "
              f"CPU per audit median {cpu[len(cpu) // 2]:.2f} s, max {cpu[-1]:.2f} s")  # fmt: skip
    honest = [r["moves"] for r in rows if r["kind"] == "honest"]
    clair = [r["moves"] for r in rows if r["kind"] == "clairvoyant"]
    if honest and clair:
        limit = quantile_threshold(honest, 0.01)
        print(f"  moves threshold {limit:.2f}: solver's lines caught {pct(sum(m > limit for m in clair), len(clair))}"
              f" of {len(clair)}; honest statistics {[round(x, 2) for x in sorted(honest)]}")  # fmt: skip


def quantile_threshold(values: list[float], rate: float) -> float:
    """The smallest threshold (a measured value) with at most ``rate`` of ``values`` strictly above it."""
    ordered = sorted(values)
    allowed = math.floor(rate * len(ordered))
    return ordered[len(ordered) - 1 - allowed]


def accounts(honest: list[dict], clair: list[dict], single: float) -> tuple[float, int, int]:
    """Accounts of 10 wins drawn (with replacement) from the measured wins: an honest account's from one honest
    player's wins, a clairvoyant's from the clairvoyant wins. The account limit is the running sum's 99th
    percentile over honest accounts; an account is caught when a win is over ``single`` or its running sum over
    the limit within its 10 wins."""
    rng = random.Random(42)
    by_player: dict[str, list[float]] = defaultdict(list)
    for r in honest:
        by_player[r["player"]].append(r["moves"] + r["prior"])
    pools = [v for v in by_player.values() if v]
    clair_stats = [r["moves"] + r["prior"] for r in clair]

    def peak(stats: list[float]) -> float:
        total, best = 0.0, -math.inf
        for value in stats:
            total += value
            best = max(best, total)
        return best

    honest_accounts = [
        [rng.choice(pool) for _ in range(10)] for pool in (rng.choice(pools) for _ in range(1000))
    ]
    limit = quantile_threshold([peak(a) for a in honest_accounts], 0.01)
    held = sum(peak(a) > limit or max(a) > single for a in honest_accounts)
    clair_accounts = [[rng.choice(clair_stats) for _ in range(10)] for _ in range(1000)]
    caught = sum(peak(a) > limit or max(a) > single for a in clair_accounts)
    return limit, caught, held


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    runner = sub.add_parser("run")
    runner.add_argument("--deals", type=int, default=200)
    runner.add_argument("--games", nargs="+", default=list(PRESETS))
    runner.add_argument("--minutes", type=float, default=60.0)
    runner.add_argument("--out", default=OUT)
    runner.add_argument(
        "--done", nargs="*", default=[], help="other runs' files: their deals are not played again"
    )
    auditor = sub.add_parser("audit")
    auditor.add_argument("--runs", nargs="+", default=[OUT])
    auditor.add_argument("--audits", default=AUDITS)
    auditor.add_argument("--games", nargs="+", default=list(PRESETS))
    auditor.add_argument("--minutes", type=float, default=60.0)
    auditor.add_argument(
        "--condition", choices=["", "open", "won"], default=None,
        help="rank the true deal only among samples still open (or won by the solver) after the move",
    )  # fmt: skip
    auditor.add_argument(
        "--condition-nodes", type=int, default=None, help="the solver's extra nodes per sample"
    )
    auditor.add_argument(
        "--method", choices=["rank", "choice"], default=None,
        help="the moves statistic: the searched regrets' rank, or agreement with the solver's pick (#42 fourth round)",
    )  # fmt: skip
    agreer = sub.add_parser("agreement")
    agreer.add_argument("--preset", default="standard")
    agreer.add_argument("--deals", type=int, default=50)
    agreer.add_argument("--minutes", type=float, default=30.0)
    agreer.add_argument("--out", default=AGREEMENT)
    reporter = sub.add_parser("report")
    reporter.add_argument("--runs", nargs="+", default=[OUT + ".gz"])
    reporter.add_argument("--audits", nargs="+", default=[AUDITS + ".gz"])
    reporter.add_argument("--agreement", default=AGREEMENT + ".gz")
    comparer = sub.add_parser("compare")
    comparer.add_argument("--runs", nargs="+", default=[OUT + ".gz"])
    comparer.add_argument("--old", nargs="+", required=True, help="audits of one moves statistic")
    comparer.add_argument("--new", nargs="+", required=True, help="audits of another, on the same lines")
    comparer.add_argument(
        "--odds", type=float, default=None, help="re-weigh choice rows with this odds ratio"
    )
    args = parser.parse_args()
    commands = {
        "run": run,
        "audit": audit_lines,
        "agreement": agreement,
        "report": report,
        "compare": compare,
    }
    commands[args.command](args)


if __name__ == "__main__":
    main()
