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
(drawn from the measured wins) by the running sum; then accounts over wins *and* losses (``account_report``:
the account's sequential test with its losses, against clairvoyants who skip days and who throw games).

    nice -n 10 .venv/bin/python bench/knowledge_audit.py run --deals 40 [--games match3 witch] [--minutes 45]
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit [--games ...] [--minutes 45]
    .venv/bin/python bench/knowledge_audit.py audit --condition won --condition-nodes 1000 --audits OUT  # #42 third round
    nice -n 10 .venv/bin/python bench/knowledge_audit.py agreement --preset standard   # Weaver's engine agreement
    .venv/bin/python bench/knowledge_audit.py report   # every committed knowledge-audit-2 row (or --runs, --audits)
    .venv/bin/python bench/knowledge_audit.py report
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit --method choice --audits OUT  # #42 fourth round
    .venv/bin/python bench/knowledge_audit.py compare --runs RUNS --old AUDITS --new OUT [--odds 4]
    nice -n 10 .venv/bin/python bench/knowledge_audit.py run --shard 0/2 --audits A --out R  # fifth round: play and audit
    .venv/bin/python bench/knowledge_audit.py report --calibration games/engines/audit_calibration.py  # the limits
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit --method rank --games journey --runs R --audits OUT
        # seventh round: the rank of lines the pick audited; report adds the two (Journey's choice+rank)
    .venv/bin/python bench/knowledge_audit.py prior   # the ladder's prior against one from the deal's honest plays
    .venv/bin/python bench/knowledge_audit.py law [--out F]   # eighth round: the pick's laws by phase, cross-fitted
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit --games quetinny --samples 24 --audits OUT
        # eighth round: Quetinny's rank with more samples (report reads only rows of the samples the audit takes)
    nice -n 10 .venv/bin/python bench/knowledge_audit.py audit --games match3 --method choice --samples 12 \
        --shard 0/2 --audits OUT   # ninth round: the pick's samples, one shard a core
    .venv/bin/python bench/knowledge_audit.py odds   # ninth round: the pick's odds, single or a mixture
"""

from __future__ import annotations

import argparse
import glob
import gzip
import json
import math
import os
import random
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
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
    index, count = args.shard
    with open(args.out, "a") as out:
        for deal in range(args.deals):
            if deal % count != index:
                continue
            for slug in args.games:
                if (slug, deal) in done:
                    continue
                if time.monotonic() > stop:
                    return
                rows = play_deal_rows(slug, deal)
                out.writelines(json.dumps(row) + "\n" for row in rows)
                out.flush()
                if args.audits:
                    # Audited as it is played, so that a run stopped at any time leaves whole deals: the account
                    # report reads only deals whose every won play was audited.
                    with open(args.audits, "a") as audits:
                        valued: dict[str, dict[str, Any]] = {}
                        for row in rows[1:]:
                            if row["won"]:
                                audits.write(json.dumps(audit_row(row, rows[0], args, valued)) + "\n")
                                audits.flush()


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
    done = {(r["game"], r["deal"], r["player"]) for r in read_rows([args.audits, *args.done])}
    index, count = args.shard
    todo = [r for r in rows if r["kind"] != "deal" and r["won"] and r["game"] in args.games
            and r["deal"] % count == index and (r["game"], r["deal"], r["player"]) not in done]  # fmt: skip
    todo.sort(key=lambda r: (r["deal"], args.games.index(r["game"])))
    valued: dict[tuple[str, int], dict[str, dict]] = defaultdict(dict)  # each deal's lines audited so far
    with open(args.audits, "a") as out:
        for row in todo:
            if time.monotonic() > stop:
                break
            key = (row["game"], row["deal"])
            out.write(json.dumps(audit_row(row, deals[key], args, valued[key])) + "\n")
            out.flush()
    return len(todo)


def method_of(slug: str, method: str | None = None) -> str:
    """The moves statistic a game's audit row holds, as ``audit.audit_play`` names it."""
    if not get_game(slug).hidden_zones:
        return "agreement"
    return method or audit.MOVES_METHOD.get(slug, "rank")


def weighed(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows with their moves part as the statistic weighs it: Weaver's engine agreement weighs
    ``audit.AGREEMENT_WEIGHT`` (nothing: it does not separate), its raw figure kept as ``agreement_llr``."""
    for row in rows:
        if row["game"] == "weaver" and "agreement_llr" not in row:
            row["agreement_llr"] = row["moves"]
            row["moves"] = row["moves"] * audit.AGREEMENT_WEIGHT
    return rows


def joined(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows, and for each play audited by the solver's pick and by the rank (separate steps) its
    ``choice+rank`` row: the two added, as ``audit.both_evidence`` adds them (each part is seeded as it is alone,
    so the sum is the combined audit's own figures)."""
    parts: dict[tuple, dict[str, dict[str, Any]]] = defaultdict(dict)
    for row in rows:
        method = row.get("method", "rank")
        # A combined audit of its own, whatever its verdict, is the play's figure: nothing is made for it.
        if method == "choice+rank" or (row["verdict"] == "measured" and not row.get("condition")):
            parts[(row["game"], row["deal"], row["player"])][method] = row
    combined = []
    for found in parts.values():
        if "choice+rank" in found or "choice" not in found or "rank" not in found:
            continue
        choice, rank = found["choice"], found["rank"]
        units = choice["units"] + rank["units"]
        combined.append({
            **choice, "method": "choice+rank", "moves": choice["moves"] + rank["moves"],
            "counted": choice["counted"] + rank["counted"], "units": units,
            "cpu": choice["cpu"] + rank["cpu"], "u": choice["u"] + rank["u"],
            # Both parts share one budget in the audit: over it, the rank would have stopped short.
            "verdict": "measured" if units <= audit.DEFAULT_BUDGET else "unknown",
        })  # fmt: skip
    return rows + combined


def audit_row(
    row: dict[str, Any], deal: dict[str, Any], args: argparse.Namespace, valued: dict[str, dict] | None = None
) -> dict[str, Any]:
    """The audit's record of one stored won line: its moves part, the deal's prior and the CPU it took.
    ``valued``: the deal's lines audited so far, by their moves. Players often play the same line (the strong bot
    at two budgets, the solver with and without its opening), and the audit of a line on a deal is a function of
    the two (its samples are seeded by them), so a repeated line takes the first one's figures and CPU."""
    line = json.dumps(row["actions"], sort_keys=True)
    if valued is not None and line in valued:
        return {
            **valued[line],
            "player": row["player"],
            "kind": row["kind"],
            "honest_rate": row["honest_rate"],
        }
    options = get_game(row["game"]).options_schema.resolve(None, deal["preset"])
    started = time.process_time()
    moves = audit.moves_part(
        row["game"], deal["seed"], options, row["actions"], condition=getattr(args, "condition", None),
        condition_nodes=getattr(args, "condition_nodes", None), method=getattr(args, "method", None),
        samples=getattr(args, "samples", None),
    )  # fmt: skip
    record = {
        "game": row["game"], "deal": row["deal"], "player": row["player"], "kind": row["kind"],
        "moves": moves.llr, "counted": moves.counted, "units": moves.units, "verdict": moves.verdict,
        "cpu": time.process_time() - started, "u": [round(d.u, 4) for d in moves.decisions],
        "method": method_of(row["game"], getattr(args, "method", None)),
        "prior": audit.prior_llr(honest_won=deal["honest_won"], honest_played=deal["honest_played"]),
        "honest_rate": row["honest_rate"],
    }  # fmt: skip
    if getattr(args, "condition", None):
        # Named, so that a conditioned rank is never read (or joined) as the plain one.
        record.update(condition=args.condition, condition_nodes=getattr(args, "condition_nodes", None))
    if record["method"] in ("rank", "choice"):
        # Its samples, so that a row audited with other samples is never read as the current statistic.
        record["samples"] = getattr(args, "samples", None) or current_samples(row["game"], record["method"])
    if record["method"] in ("choice", "choice+rank"):
        # The raw agreement, so that the report can weigh it again with another odds ratio.
        record["agree"] = [[d.on_true, d.agreeing] for d in moves.decisions if d.agreeing is not None]
    if valued is not None:
        valued[line] = record
    return record


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


def reweighed(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows' moves weighed from their raw figures as the audit weighs them now, so that a law or tilt set
    after the lines were audited reads them without auditing them again: a ``choice`` row's agreement by
    ``audit.pick_gains`` (the game's ``PICK_LAW``, else the fixed odds), a plain rank row's ranks by the game's
    tilt (``audit.TILT_BY_GAME``)."""
    for row in rows:
        method = row.get("method", "rank")
        if method == "rank" and not row.get("condition") and get_game(row["game"]).hidden_zones:
            tilt = audit.TILT_BY_GAME.get(row["game"], audit.TILT)
            row["moves"] = math.fsum(audit.rank_llr(u, tilt) for u in row["u"])
        elif method == "choice" and "agree" in row:
            agree = [(on_true, agreeing) for on_true, agreeing in row["agree"]]
            gains = audit.pick_gains(agree, samples_of(row) + 1, audit.PICK_LAW.get(row["game"]))
            row["moves"] = math.fsum(gains)
    return rows


def current_samples(slug: str, method: str) -> int:
    """The samples the audit takes now for ``method`` (``rank`` or ``choice``) in the game ``slug``."""
    if method == "choice":
        return audit.CHOICE_SAMPLES_BY_GAME.get(slug, audit.CHOICE_SAMPLES)
    return audit.SAMPLES_BY_GAME.get(slug, audit.SAMPLES)


def samples_of(row: dict[str, Any]) -> int:
    """A rank or pick row's samples; rows audited before the eighth round do not name theirs: the rank's 12 in
    Quetinny, else 6."""
    return row.get("samples", 12 if row["game"] == "quetinny" and row.get("method", "rank") == "rank" else 6)


def samples_current(row: dict[str, Any]) -> bool:
    """Whether a rank or pick row was audited with the samples the audit takes now (a joined row's parts were)."""
    method = row.get("method", "rank")
    return method not in ("rank", "choice") or samples_of(row) == current_samples(row["game"], method)


def current_audits(paths: list[str]) -> list[dict[str, Any]]:
    """Each game's rows of the statistic its audit uses now (older rows hold no method: the rank; Journey's
    ``choice+rank`` rows made by ``joined``; weighed as the audit weighs them now; a rank or pick audited with other
    samples left out), one row a play (a resumed or split audit step may have valued one twice: the same figures).
    Weaver's rows are engine agreement whatever they say: moves_part has no other statistic for it."""
    current = [
        r
        for r in joined(reweighed([row for row in read_rows(paths) if samples_current(row)]))
        if r.get("method", "rank") == method_of(r["game"]) or method_of(r["game"]) == "agreement"
    ]
    return list({(r["game"], r["deal"], r["player"]): r for r in current}.values())


def report(args: argparse.Namespace) -> None:
    first, last = args.deals
    deals = {(r["game"], r["deal"]): r for r in read_rows(args.runs)
             if r["kind"] == "deal" and first <= r["deal"] <= last}  # fmt: skip
    plays = [r for r in read_rows(args.runs) if r["kind"] != "deal" and (r["game"], r["deal"]) in deals]
    rows = weighed(current_audits(args.audits))
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
    limits = account_report(deals, plays, rows, args.credit, args.loss_rate)
    goals_report(deals, rows, limits, args.calibration)
    agreement_report(args.agreement)


# The goals (#42), at <= 1% of honest wins held: caught in one game, on deals information-limited players
# win under 10% of the time, and accounts caught within their first 10 ranked wins.
GOALS = {"one game": 0.50, "hard deals": 0.90, "accounts": 0.95}
HARD_DEAL = 0.10
# Under this many honest wins a game's own largest says nothing of its 1% tail: it takes the pooled largest.
POOLED_UNDER = 10


def goals_report(deals: dict, rows: list[dict], limits: dict[str, dict], calibration: str | None) -> None:
    """The per-game table against the goals, at the limits the calibration's rules give (``single``: the
    smallest measured honest statistic with at most 1% of honest wins above it, the pooled one where a game
    has under ``POOLED_UNDER`` honest wins; ``account``: no honest player's own accounts of 10 wins held more
    than 1% of the time), then those limits as ``audit.THRESHOLDS`` takes them. ``calibration``: where to write
    the honest wins' statistics (``audit``'s percentile reads them)."""
    stats: dict[str, dict[str, list[dict]]] = {}
    for slug in PRESETS:
        certified = {k for k, d in deals.items() if k[0] == slug and d["certified"]}
        wins = [r for r in rows if r["game"] == slug and (r["game"], r["deal"]) in certified
                and r["verdict"] == "measured"]  # fmt: skip
        stats[slug] = {kind: [r for r in wins if r["kind"] == kind] for kind in ("honest", "clairvoyant")}
    pooled = quantile_threshold(
        [r["moves"] + r["prior"] for slug in stats if slug != "weaver" for r in stats[slug]["honest"]]
        or [0.0],
        0.01,
    )
    print(
        "\nAgainst the goals (one game >= 50%, hard deals >= 90%, accounts of 10 wins >= 95%, at <= 1% of honest "
        "wins held):"
    )
    print(
        "| game | deals certified | honest wins (held) | clairvoyant wins | single | caught, one game | caught, deals "
        "honest players win < 10% | account limit | accounts of 10 wins caught | CPU per audit (median, p95, max) | "
        "at the code's limits: single, honest wins held, caught in one game, accounts caught |"
    )
    print("|---|" + "---:|" * 10)
    thresholds = {}
    for slug, kinds in stats.items():
        honest, clair = kinds["honest"], kinds["clairvoyant"]
        if not clair:
            continue
        stat = [r["moves"] + r["prior"] for r in honest]
        if len(stat) >= POOLED_UNDER:
            single = quantile_threshold(stat, 0.01)
        elif slug == "weaver":  # its statistic is the prior alone: the other games' moves say nothing of it
            single = max(stat, default=math.nan)
        else:
            single = max([pooled, *stat])
        held = sum(s > single for s in stat)
        caught = sum(r["moves"] + r["prior"] > single for r in clair)
        hard = [r["moves"] + r["prior"] > single for r in clair if r["honest_rate"] < HARD_DEAL]
        account = limits.get(slug, {})
        code = audit.THRESHOLDS[slug]["single"]
        cpu = sorted(r["cpu"] for r in honest + clair)
        certified = sum(1 for k, d in deals.items() if k[0] == slug and d["certified"])
        print(
            f"| {slug} | {certified} | {len(honest)} ({held}) | {len(clair)} | {single:.2f} | "
            f"{pct(caught, len(clair))} | {pct(sum(hard), len(hard))} of {len(hard)} | "
            f"{account.get('limit', math.nan):.2f} | {account.get('caught', 'n/a')} | "
            f"{cpu[len(cpu) // 2]:.2f} s, {cpu[int(0.95 * (len(cpu) - 1))]:.2f} s, {cpu[-1]:.2f} s | "
            f"{code:.2f}, {sum(s > code for s in stat)} of {len(stat)}, "
            f"{pct(sum(r['moves'] + r['prior'] > code for r in clair), len(clair))}, {account.get('in code', 'n/a')} |"
        )
        thresholds[slug] = {"single": math.ceil(single * 100 + 1e-9) / 100} if math.isfinite(single) else {}
        if "limit" in account:
            thresholds[slug]["account"] = math.ceil(account["limit"] * 100 + 1e-9) / 100
    print("THRESHOLDS by these rules:", json.dumps(thresholds))
    loss_rates = {slug: round(limit["loss_rate"], 2) for slug, limit in limits.items()}
    print("CLAIRVOYANT_LOSS_RATE measured (floored):", json.dumps(loss_rates))
    if calibration:
        honest_stats = {
            slug: sorted(round(r["moves"] + r["prior"], 2) for r in kinds["honest"])
            for slug, kinds in stats.items()
            if kinds["honest"]
        }
        write_calibration(calibration, honest_stats)
        print("honest statistics written to", calibration)


def write_calibration(path: str, honest_stats: dict[str, list[float]]) -> None:
    """``games.engines.audit_calibration``: the honest wins' statistics a held play's percentile is read from,
    as a module (no data file to ship beside the package), wrapped as the formatter would."""
    lines = [
        '"""The statistic (moves + prior) of every honest win bench/knowledge_audit.py measured, per game, sorted: a',
        "held play's percentile among them is part of its evidence (``games.engines.audit.percentile``).",
        "",
        "Generated by ``bench/knowledge_audit.py report --calibration games/engines/audit_calibration.py``; not",
        'edited by hand (docs/fair-play.md says which rows it was measured on)."""',
        "",
        "HONEST_STATISTICS: dict[str, tuple[float, ...]] = {",
    ]
    for slug, values in honest_stats.items():
        lines.append(f'    "{slug}": (')
        row = "       "
        for value in values:
            item = f" {value!r},"
            if len(row) + len(item) > 110:
                lines.append(row)
                row = "       "
            row += item
        lines += [row, "    ),"]
    lines.append("}  # fmt: skip")
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")


# The attackers who throw games to look honest (``account_report``): k of every n plays lost on purpose.
THROWERS = ((1, 3), (1, 2))
ACCOUNT_WINS = 10
ACCOUNTS = 2000


@dataclass(frozen=True)
class Outcome:
    """One ranked play of an account in the simulation: a win's statistic (moves + prior) or a loss's LLR."""

    won: bool
    llr: float


def account_report(
    deals: dict, plays: list[dict], rows: list[dict], credit: float, fixed_loss_rate: float | None = None
) -> dict[str, dict]:
    """Accounts over wins *and* losses (issue 42, "the account's sequential test counts its losses too").

    Per game, on the certified deals whose every won play was audited (so that a player's plays are not thinned
    towards its unaudited wins): an honest account is one honest player's plays on deals drawn with replacement
    (a win weighs its statistic, a loss ``audit.loss_llr`` of the deal) until 10 wins; a clairvoyant account is 10
    clairvoyant wins (the attacker skips the days his solver does not win: no loss); a thrower loses k of every n
    plays on purpose (first, to bank the credit) on deals drawn alike. The old test sums the wins only; the new
    one sums every play, floored at ``-credit`` (``audit.account_sum``). Each test's limit is the smallest that
    holds at most 1% of honest accounts; an account is also held when one win is over the single threshold."""
    print(
        f"\nAccounts over wins and losses ({ACCOUNTS} accounts a row, {ACCOUNT_WINS} wins each; credit floor "
        f"{credit:g}; P(loss | clairvoyant) per game = the solver's failures on certified deals, floored at "
        f"{audit.LOSS_FLOOR}):"
    )
    header = (
        "| game | deals (audited) | P(loss clairvoyant) | honest plays to 10 wins (median) | single | "
        "old limit | old: caught (honest held) | new limit | new: caught (honest held, worst player) | "
        "each honest player <= 1%: old limit: caught, new limit: caught | "
        + " | ".join(f"throws {k} of {n}: old, new" for k, n in THROWERS)
        + " |"
    )
    print(header)
    print("|---|" + "---:|" * (9 + len(THROWERS)))
    limits: dict[str, dict] = {}
    audited = {(r["game"], r["deal"], r["player"]): r for r in rows if r["verdict"] == "measured"}
    for slug in PRESETS:
        certified = sorted(k for k, d in deals.items() if k[0] == slug and d["certified"])
        full = [k for k in certified if all((*k, p["player"]) in audited for p in plays
                                            if (p["game"], p["deal"]) == k and p["won"])]  # fmt: skip
        if not full:
            continue
        solver = [p for p in plays if (p["game"], p["deal"]) in certified and p["player"] == "solver"]
        failures = sum(not p["won"] for p in solver) / max(1, len(solver))
        loss_rate = max(audit.LOSS_FLOOR, failures) if fixed_loss_rate is None else fixed_loss_rate
        honest_loss = {k: audit.loss_llr(honest_won=deals[k]["honest_won"], honest_played=deals[k]["honest_played"],
                                         clairvoyant_loss=loss_rate) for k in full}  # fmt: skip
        outcomes: dict[str, dict[tuple, Outcome]] = defaultdict(dict)
        clair: list[float] = []
        for p in plays:
            key = (p["game"], p["deal"])
            if key not in full:
                continue
            if p["kind"] == "clairvoyant":
                if p["won"]:
                    row = audited[(*key, p["player"])]
                    clair.append(row["moves"] + row["prior"])
                continue
            if p["won"]:
                row = audited[(*key, p["player"])]
                outcomes[p["player"]][key] = Outcome(True, row["moves"] + row["prior"])
            else:
                outcomes[p["player"]][key] = Outcome(False, honest_loss[key])
        players = {name: seq for name, seq in outcomes.items() if any(o.won for o in seq.values())}
        if not players or not clair:
            continue
        rng = random.Random(42)
        honest_accounts = []
        for _ in range(ACCOUNTS):
            name = rng.choice(sorted(players))
            account: list[Outcome] = []
            while sum(o.won for o in account) < ACCOUNT_WINS:
                account.append(players[name][rng.choice(full)])
            honest_accounts.append((name, account))
        single = quantile_threshold([o.llr for seq in players.values() for o in seq.values() if o.won], 0.01)
        old_peaks = [peak(a, credit=math.inf, wins_only=True) for _, a in honest_accounts]
        new_peaks = [peak(a, credit=credit) for _, a in honest_accounts]
        old_limit = quantile_threshold(old_peaks, 0.01)
        new_limit = quantile_threshold(new_peaks, 0.01)

        def held(account: list[Outcome], limit: float, new: bool, single: float = single) -> bool:
            over = peak(account, credit=credit) if new else peak(account, credit=math.inf, wins_only=True)
            return over > limit or max(o.llr for o in account if o.won) > single

        old_held = sum(held(a, old_limit, False) for _, a in honest_accounts)
        new_held = sum(held(a, new_limit, True) for _, a in honest_accounts)
        worst = max(
            (sum(held(a, new_limit, True) for n, a in honest_accounts if n == name)
             / max(1, sum(n == name for n, _ in honest_accounts)), name)
            for name in players
        )  # fmt: skip

        # Stricter: the limit under which no honest player's own accounts are held more than 1% of the time.
        def strict(
            peaks: list[float], accounts: list = honest_accounts, names: tuple = tuple(players)
        ) -> float:
            return max(
                quantile_threshold([p for (n, _), p in zip(accounts, peaks, strict=True) if n == name], 0.01)
                for name in names
            )

        strict_limit, strict_old_limit = strict(new_peaks), strict(old_peaks)
        clair_accounts = [
            [Outcome(True, rng.choice(clair)) for _ in range(ACCOUNT_WINS)] for _ in range(ACCOUNTS)
        ]
        old_caught = sum(held(a, old_limit, False) for a in clair_accounts)
        new_caught = sum(held(a, new_limit, True) for a in clair_accounts)
        strict_caught = sum(held(a, strict_limit, True) for a in clair_accounts)
        limits[slug] = {"limit": strict_limit, "caught": pct(strict_caught, ACCOUNTS), "loss_rate": loss_rate}
        # At the limits in the code (games.engines.audit.THRESHOLDS): on deals they were not set on, a check
        # that they hold no more honest accounts than they were set to.
        fixed = audit.THRESHOLDS[slug]
        fixed_held = {
            name: sum(
                held(a, fixed["account"], True, fixed["single"]) for n, a in honest_accounts if n == name
            )
            / max(1, sum(n == name for n, _ in honest_accounts))
            for name in players
        }
        limits[slug]["in code"] = (
            f"{pct(sum(held(a, fixed['account'], True, fixed['single']) for a in clair_accounts), ACCOUNTS)} "
            f"(honest held {pct(sum(held(a, fixed['account'], True, fixed['single']) for _, a in honest_accounts), ACCOUNTS)},"
            f" worst player {100 * max(fixed_held.values()):.1f}%)"
        )
        strict_old_caught = sum(held(a, strict_old_limit, False) for a in clair_accounts)
        thrown, thrower_groups = [], []
        for k, n in THROWERS:
            throwers = []
            for _ in range(ACCOUNTS):
                account = []
                while sum(o.won for o in account) < ACCOUNT_WINS:
                    account += [Outcome(False, honest_loss[rng.choice(full)]) for _ in range(k)]
                    account += [Outcome(True, rng.choice(clair)) for _ in range(n - k)]
                throwers.append(account[: len(account) - (sum(o.won for o in account) - ACCOUNT_WINS)])
            thrower_groups.append(throwers)
            thrown.append(
                f"{pct(sum(held(a, old_limit, False) for a in throwers), ACCOUNTS)}, "
                f"{pct(sum(held(a, new_limit, True) for a in throwers), ACCOUNTS)}"
            )
        lengths = sorted(len(a) for _, a in honest_accounts)
        print(
            f"| {slug} | {len(full)} | {loss_rate:.2f} ({failures:.2f} measured) | {lengths[len(lengths) // 2]} | "
            f"{single:.2f} | {old_limit:.2f} | {pct(old_caught, ACCOUNTS)} ({pct(old_held, ACCOUNTS)}) | "
            f"{new_limit:.2f} | {pct(new_caught, ACCOUNTS)} ({pct(new_held, ACCOUNTS)}, {worst[1]} "
            f"{100 * worst[0]:.1f}%) | {strict_old_limit:.2f}: {pct(strict_old_caught, ACCOUNTS)}, "
            f"{strict_limit:.2f}: {pct(strict_caught, ACCOUNTS)} | " + " | ".join(thrown) + " |"
        )
        union = union_limits(honest_accounts, old_peaks, new_peaks, single, clair_accounts, credit)
        if union:
            wins_limit, all_limit, caught_both = union
            thrown_both = [
                pct(sum(held_by_both(a, wins_limit, all_limit, single, credit) for a in group), ACCOUNTS)
                for group in thrower_groups
            ]
            thrown_strict = [
                pct(sum(held(a, strict_limit, True) for a in group), ACCOUNTS) for group in thrower_groups
            ]
            print(
                f"  {slug}: each honest player <= 1%: the new test alone (limit {strict_limit:.2f}) holds throwers "
                f"{', '.join(thrown_strict)}; held when either sum is over its limit (wins only {wins_limit:.2f}, "
                f"every play {all_limit:.2f}): caught {pct(caught_both, ACCOUNTS)}, throwers {', '.join(thrown_both)}"
            )
        losses = {name: sum(not o.won for o in seq.values()) for name, seq in players.items()}
        print(f"  {slug}: honest players' losses on the {len(full)} deals: {losses}")
        # A record of 10 wins and no loss is what a clairvoyant who skips the days his solver loses shows: a test
        # that reads outcomes only and holds such a record holds this share of the player's honest accounts too.
        clean = {name: f"{100 * (1 - losses[name] / len(full)) ** ACCOUNT_WINS:.1f}%" for name in players}
        print(
            f"  {slug}: honest accounts whose first 10 plays are all won (outcomes alone cannot clear them): {clean}"
        )
    return limits


def held_by_both(
    account: list[Outcome], wins_limit: float, all_limit: float, single: float, credit: float
) -> bool:
    """Held when one win is over ``single``, the wins-only sum over ``wins_limit`` or the sum over every play over
    ``all_limit``: a loss can then clear an honest record but never lower an account below its wins' say."""
    return (
        max(o.llr for o in account if o.won) > single
        or peak(account, credit=math.inf, wins_only=True) > wins_limit
        or peak(account, credit=credit) > all_limit
    )


def union_limits(
    honest_accounts: list[tuple[str, list[Outcome]]],
    old_peaks: list[float],
    new_peaks: list[float],
    single: float,
    clair_accounts: list[list[Outcome]],
    credit: float,
) -> tuple[float, float, int] | None:
    """The pair of limits (wins only, every play) that catches the most clairvoyant accounts while no honest
    player's own accounts are held more than 1% of the time by either: for each wins-only limit tried (30 of the
    honest wins-only peaks, from the top), the smallest every-play limit that keeps each player within 1%."""
    names = sorted({name for name, _ in honest_accounts})
    best: tuple[float, float, int] | None = None
    candidates = sorted(set(old_peaks), reverse=True)[:: max(1, len(set(old_peaks)) // 60)][:30]
    for wins_limit in candidates:
        all_limit = -math.inf
        for name in names:
            mine = [
                (o, n)
                for (who, a), o, n in zip(honest_accounts, old_peaks, new_peaks, strict=True)
                if who == name
                for _ in [a]
                if not (o > wins_limit or max(x.llr for x in a if x.won) > single)
            ]
            total = sum(who == name for who, _ in honest_accounts)
            allowed = math.floor(0.01 * total) - (total - len(mine))
            if allowed < 0:
                all_limit = math.inf
                break
            ordered = sorted((n for _, n in mine), reverse=True)
            all_limit = max(all_limit, ordered[allowed] if allowed < len(ordered) else -math.inf)
        if not math.isfinite(all_limit):
            continue
        caught = sum(held_by_both(a, wins_limit, all_limit, single, credit) for a in clair_accounts)
        if best is None or caught > best[2]:
            best = (wins_limit, all_limit, caught)
    return best


def peak(account: list[Outcome], *, credit: float, wins_only: bool = False) -> float:
    """The largest the account's sum reaches at one of its wins (the audit runs on wins only): every play
    counted (floored at ``-credit``, ``audit.account_sum``), or the wins only (the old test)."""
    total, best = 0.0, -math.inf
    for outcome in account:
        if wins_only and not outcome.won:
            continue
        total = max(-credit, total + outcome.llr)
        if outcome.won:
            best = max(best, total)
    return best


def committed_runs() -> list[str]:
    """The committed rows: the second round's runs (a, b, c; d extended it for the account's losses), the fifth
    round's (a, b: Journey and the Witch; c: Match-3 and Quetinny; d: Weaver all-keiju), the sixth's and the
    seventh's (a, b: Journey and the Witch, to 200 deals in the seventh; c, d: Weaver all-keiju)."""
    return sorted(glob.glob(os.path.join(RESULTS, "knowledge-audit-[2567]-?.jsonl.gz")))


def committed_audits() -> list[str]:
    """Their audits, and the seventh round's rank audits of lines the pick had audited (``joined`` adds them
    up). The third round's rows (samples conditioned on the win) are left out: they name no condition. Rows
    audited with samples the code does not take are read only once it does (``current_audits``)."""
    patterns = ("knowledge-audit-2-audits*.jsonl.gz", "knowledge-audit-[4-9]-audits*.jsonl.gz",
                "knowledge-audit-1[0-9]-audits*.jsonl.gz", "knowledge-audit-7-rank-*.jsonl.gz")  # fmt: skip
    return sorted(path for pattern in patterns for path in glob.glob(os.path.join(RESULTS, pattern)))


def prior_check(args: argparse.Namespace) -> None:
    """What a finer deal prior would buy (the seventh round): the statistic with the screening ladder's prior
    against one from the bench's own honest players on the deal (its seven players' wins, this play's own left
    out, half a win added as the ladder's), as a screening that played them would know it. Same rows and 1% rule
    as ``report``."""
    rows_all = read_rows(args.runs)
    deals = {(r["game"], r["deal"]): r for r in rows_all if r["kind"] == "deal"}
    honest_plays: dict[tuple[str, int], list[bool]] = defaultdict(list)
    for r in rows_all:
        if r["kind"] == "honest":
            honest_plays[(r["game"], r["deal"])].append(r["won"])
    rows = current_audits(args.audits)

    def played_prior(row: dict[str, Any]) -> float:
        outcomes = honest_plays[(row["game"], row["deal"])]
        own = 1 if row["kind"] == "honest" else 0
        honest = (sum(outcomes) - own + 0.5) / (len(outcomes) - own + 1)
        return math.log(audit.CLAIRVOYANT_WIN_RATE / honest)

    print(
        "| game | prior | single | honest held | caught, one game | caught, deals honest players win < 10% |"
    )
    print("|---|---|---:|---:|---:|---:|")
    for slug in PRESETS:
        wins = [r for r in rows if r["game"] == slug and deals.get((slug, r["deal"]), {}).get("certified")
                and r["verdict"] == "measured"]  # fmt: skip
        honest = [r for r in wins if r["kind"] == "honest"]
        clair = [r for r in wins if r["kind"] == "clairvoyant"]
        if slug == "weaver" or not honest or not clair:
            continue
        for name, prior in (("ladder", lambda r: r["prior"]), ("the deal's honest plays", played_prior)):
            stat = [r["moves"] + prior(r) for r in honest]
            single = quantile_threshold(stat, 0.01)
            caught = [r["moves"] + prior(r) > single for r in clair]
            hard = [c for c, r in zip(caught, clair, strict=True) if r["honest_rate"] < HARD_DEAL]
            print(
                f"| {slug} | {name} | {single:.2f} | {sum(s > single for s in stat)} of {len(stat)} | "
                f"{pct(sum(caught), len(caught))} | {pct(sum(hard), len(hard))} of {len(hard)} |"
            )


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
                positions = samples_of(row) + 1
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


def fit_law(decisions: list[tuple[bool, int, float]], positions: int) -> tuple[float, float]:
    """(intercept, slope) of the log odds ratio with which the move is the pick on the true deal, ``intercept +
    slope * phase``, by maximum likelihood over ``decisions`` (on the true deal or not, how many positions agreed,
    the phase): a logistic regression whose offset is the exchangeable log odds, log(k / (positions - k)), solved
    by Newton's method. Written out here because two parameters take a dozen lines and the project carries no
    statistics library for the bench alone."""
    base = slope = 0.0
    for _ in range(100):
        grad_base = grad_slope = info_bb = info_bs = info_ss = 0.0
        for on_true, agreeing, phase in decisions:
            logit = math.log(agreeing / (positions - agreeing)) + base + slope * phase
            chance = 1.0 / (1.0 + math.exp(-logit))
            residual, weight = on_true - chance, chance * (1.0 - chance)
            grad_base += residual
            grad_slope += residual * phase
            info_bb += weight
            info_bs += weight * phase
            info_ss += weight * phase * phase
        det = info_bb * info_ss - info_bs * info_bs
        step_base = (info_ss * grad_base - info_bs * grad_slope) / det
        step_slope = (info_bb * grad_slope - info_bs * grad_base) / det
        base, slope = base + step_base, slope + step_slope
        if abs(step_base) + abs(step_slope) < 1e-10:
            break
    return base, slope


def law_decisions(rows: list[dict[str, Any]]) -> list[tuple[bool, int, float]]:
    """Every counted pick of ``rows`` with its phase, as ``audit.pick_gains`` places it."""
    found = []
    for row in rows:
        last = max(1, len(row["agree"]) - 1)
        found += [(on_true, agreeing, place / last) for place, (on_true, agreeing) in enumerate(row["agree"])]
    return found


def fit_laws(rows: list[dict[str, Any]], positions: int) -> audit.PickLaw:
    """The honest winners' and the clairvoyants' laws by phase (``fit_law``) fitted on ``rows``."""
    return (
        fit_law(law_decisions([r for r in rows if r["kind"] == "honest"]), positions),
        fit_law(law_decisions([r for r in rows if r["kind"] == "clairvoyant"]), positions),
    )


def law_scored(row: dict[str, Any], positions: int, law: audit.PickLaw | None) -> dict[str, Any]:
    """The row with its pick's part weighed by ``law`` (None: the fixed odds); the rest of the statistic (a rank
    part, the prior) as it is."""
    agree = [(on_true, agreeing) for on_true, agreeing in row["agree"]]
    today = math.fsum(audit.pick_gains(agree, positions, audit.PICK_LAW.get(row["game"])))
    return {**row, "moves": row["moves"] - today + math.fsum(audit.pick_gains(agree, positions, law))}


def law_check(args: argparse.Namespace) -> None:
    """The pick's laws by phase (``audit.PICK_LAW``, #42 eighth round): per game with ``choice`` rows, the laws
    fitted on every deal (what the code takes) and a 2-fold cross-fit against the fixed odds: the laws fitted on
    the even deals score the odd ones and back; each fold's limit is its training half's at 1% of honest wins,
    applied to the other half; accounts of 10 wins (``accounts``) on the cross-fitted statistics. ``--out``: every
    current row, those of the games in ``PICK_LAW`` cross-fitted, for ``report --audits`` (its limits are the ones
    the code takes there: the law was fitted on the honest wins it would otherwise be measured on)."""
    deals = {(r["game"], r["deal"]): r for r in read_rows(args.runs) if r["kind"] == "deal"}
    rows = [r for r in weighed(current_audits(args.audits))
            if r.get("agree") is not None and r["verdict"] == "measured" and deals[(r["game"], r["deal"])]["certified"]
            and r["kind"] in ("honest", "clairvoyant")]  # fmt: skip
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    print("| game | laws on every deal: honest (intercept, slope), clairvoyant | statistic | honest wins held "
          "(held out) | caught, one game | caught, deals honest win < 10% | accounts of 10 wins caught |")  # fmt: skip
    print("|---|---|---|---:|---:|---:|---:|")
    out: list[dict[str, Any]] = [
        r for r in weighed(current_audits(args.audits)) if r["game"] not in audit.PICK_LAW
    ]
    for slug in sorted({r["game"] for r in rows}):
        mine = [r for r in rows if r["game"] == slug]
        positions = samples_of(mine[0]) + 1  # current rows only: one count a game

        everywhere = fit_laws(mine, positions)
        for name in ("fixed odds", "law by phase"):
            held = caught = hard = 0
            crossed: list[dict[str, Any]] = []
            for fold in (0, 1):
                law = (
                    fit_laws([r for r in mine if r["deal"] % 2 != fold], positions)
                    if name == "law by phase"
                    else None
                )
                scored = [law_scored(r, positions, law) for r in mine]
                stat = {id(s): s["moves"] + s["prior"] for s in scored}
                tested = [s for s in scored if s["deal"] % 2 == fold]
                counts = held_caught(stat, [s for s in scored if s["deal"] % 2 != fold], tested)
                held, caught, hard = held + counts[0], caught + counts[1], hard + counts[2]
                crossed += tested
            honest = [r for r in crossed if r["kind"] == "honest"]
            clair = [r for r in crossed if r["kind"] == "clairvoyant"]
            honest_count, hard_count = len(honest), sum(r["honest_rate"] < HARD_DEAL for r in clair)
            single = quantile_threshold([r["moves"] + r["prior"] for r in honest], 0.01)
            _, account_caught, _ = accounts(honest, clair, single)
            if name == "law by phase" and slug in audit.PICK_LAW:
                out += crossed
            laws = " / ".join(f"({a:.2f}, {b:.2f})" for a, b in everywhere)
            print(
                f"| {slug} | {laws} | {name} | {held} of {honest_count} ({pct(held, honest_count)}) | "
                f"{pct(caught, len(clair))} | {pct(hard, hard_count)} of {hard_count} | {pct(account_caught, 1000)} |"
            )
    if args.out:
        with gzip.open(args.out, "wt") as stream:
            stream.writelines(json.dumps(row) + "\n" for row in out)


# The weighings ``odds`` compares: one clairvoyant's odds ratio, or an even mixture of clairvoyants with several.
ODDS_WEIGHINGS: tuple[tuple[float, ...], ...] = ((2,), (4,), (8,), (16,), (2, 4, 8), (4, 16, 64))


def mixture_llr(agree: list[tuple[bool, int]], positions: int, mixture: tuple[float, ...]) -> float:
    """A game's pick against an even mixture of clairvoyants with the odds of ``mixture``, each playing the whole
    game: the log of the mean of their likelihood ratios (one odds: the plain sum)."""
    sums = [math.fsum(audit.choice_llr(on_true, agreeing, positions, odds) for on_true, agreeing in agree)
            for odds in mixture]  # fmt: skip
    top = max(sums)
    return top + math.log(math.fsum(math.exp(total - top) for total in sums) / len(sums))


def held_caught(stat: dict[int, float], limit_from: list[dict], scored: list[dict]) -> tuple[int, int, int]:
    """(honest wins held, clairvoyant wins caught, of them on hard deals) among ``scored``, at the limit that holds
    1% of ``limit_from``'s honest wins; ``stat``: each row's statistic, by its id."""
    limit = quantile_threshold([stat[id(r)] for r in limit_from if r["kind"] == "honest"], 0.01)
    over = [r for r in scored if stat[id(r)] > limit]
    honest = [r for r in over if r["kind"] == "honest"]
    return (
        len(honest),
        len(over) - len(honest),
        sum(r["kind"] != "honest" and r["honest_rate"] < HARD_DEAL for r in over),
    )


def odds_check(args: argparse.Namespace) -> None:
    """The pick's clairvoyant odds (``audit.CHOICE_ODDS``, #42 ninth round): per game whose pick weighs by the fixed
    odds, each of ``ODDS_WEIGHINGS`` at 1% of honest wins held, on every deal and held out (2-fold by the deal's
    parity, each half's limit from the other half's honest wins). The rest of the statistic (the prior) as it is."""
    deals = {(r["game"], r["deal"]): r for r in read_rows(args.runs) if r["kind"] == "deal"}
    rows = [r for r in weighed(current_audits(args.audits))
            if r.get("method") == "choice" and r["game"] not in audit.PICK_LAW and r["verdict"] == "measured"
            and deals[(r["game"], r["deal"])]["certified"]]  # fmt: skip
    print("| game | samples | odds | single | honest held | caught, one game | caught, hard deals | held out: "
          "honest held | caught, one game | caught, hard deals |")  # fmt: skip
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    for slug in sorted({r["game"] for r in rows}):
        mine = [r for r in rows if r["game"] == slug]
        positions = samples_of(mine[0]) + 1  # current rows only: one count a game
        for mixture in ODDS_WEIGHINGS:
            stat = {
                id(r): mixture_llr([tuple(a) for a in r["agree"]], positions, mixture) + r["prior"]
                for r in mine
            }

            whole = held_caught(stat, mine, mine)
            halves = [held_caught(stat, [r for r in mine if r["deal"] % 2 != fold], [r for r in mine if r["deal"] % 2 == fold])
                      for fold in (0, 1)]  # fmt: skip
            crossed = [sum(part) for part in zip(*halves, strict=True)]
            honest = sum(r["kind"] == "honest" for r in mine)
            clair = len(mine) - honest
            hard = sum(r["kind"] != "honest" and r["honest_rate"] < HARD_DEAL for r in mine)
            single = quantile_threshold([stat[id(r)] for r in mine if r["kind"] == "honest"], 0.01)
            print(
                f"| {slug} | {positions - 1} | {', '.join(f'{o:g}' for o in mixture)} | {single:.2f} | "
                f"{whole[0]} of {honest} | {pct(whole[1], clair)} | {pct(whole[2], hard)} | {crossed[0]} of {honest} | "
                f"{pct(crossed[1], clair)} | {pct(crossed[2], hard)} |"
            )


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
    # One decimal: a goal of 95% is missed at 94.7%, which a whole percent would print as met.
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def shard(text: str) -> tuple[int, int]:
    index, count = (int(part) for part in text.split("/"))
    if not 0 <= index < count:
        raise argparse.ArgumentTypeError("I/N with 0 <= I < N")
    return index, count


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
    runner.add_argument(
        "--shard", type=shard, default=(0, 1), help="I/N: play only the deals whose number is I modulo N"
    )
    runner.add_argument(
        "--audits", default=None, help="also audit each deal's won lines as it is played, here"
    )
    auditor = sub.add_parser("audit")
    auditor.add_argument("--runs", nargs="+", default=[OUT])
    auditor.add_argument("--audits", default=AUDITS)
    auditor.add_argument("--games", nargs="+", default=list(PRESETS))
    auditor.add_argument(
        "--done", nargs="*", default=[], help="other audits' files: their lines are not valued again"
    )
    auditor.add_argument("--minutes", type=float, default=60.0)
    auditor.add_argument(
        "--shard", type=shard, default=(0, 1), help="I/N: audit only the deals whose number is I modulo N"
    )
    auditor.add_argument(
        "--condition", choices=["", "open", "won"], default=None,
        help="rank the true deal only among samples still open (or won by the solver) after the move",
    )  # fmt: skip
    auditor.add_argument(
        "--condition-nodes", type=int, default=None, help="the solver's extra nodes per sample"
    )
    auditor.add_argument(
        "--method", choices=["rank", "choice", "choice+rank"], default=None,
        help="the moves statistic: the searched regrets' rank, agreement with the solver's pick (#42 fourth round) or both added (seventh)",
    )  # fmt: skip
    auditor.add_argument(
        "--samples",
        type=int,
        default=None,
        help="the rank's or the pick's samples (default: the game's, audit.SAMPLES_BY_GAME, CHOICE_SAMPLES_BY_GAME)",
    )
    agreer = sub.add_parser("agreement")
    agreer.add_argument("--preset", default="standard")
    agreer.add_argument("--deals", type=int, default=50)
    agreer.add_argument("--minutes", type=float, default=30.0)
    agreer.add_argument("--out", default=AGREEMENT)
    reporter = sub.add_parser("report")
    reporter.add_argument("--runs", nargs="+", default=committed_runs())
    reporter.add_argument("--audits", nargs="+", default=committed_audits())
    reporter.add_argument("--agreement", default=AGREEMENT + ".gz")
    reporter.add_argument(
        "--loss-rate",
        type=float,
        default=None,
        help="P(loss | clairvoyant) for every game (default: measured)",
    )
    reporter.add_argument(
        "--credit", type=float, default=audit.ACCOUNT_CREDIT, help="the account sum's floor (its credit)"
    )
    reporter.add_argument(
        "--deals", nargs=2, type=int, default=(0, 10**9), metavar=("FIRST", "LAST"), help="only these deals"
    )
    reporter.add_argument("--calibration", default=None, help="write the honest wins' statistics here (JSON)")
    prior_checker = sub.add_parser("prior")
    prior_checker.add_argument("--runs", nargs="+", default=committed_runs())
    prior_checker.add_argument("--audits", nargs="+", default=committed_audits())
    law_checker = sub.add_parser("law")
    law_checker.add_argument("--runs", nargs="+", default=committed_runs())
    law_checker.add_argument("--audits", nargs="+", default=committed_audits())
    law_checker.add_argument("--out", default=None, help="write the cross-fitted rows here (.jsonl.gz)")
    odds_checker = sub.add_parser("odds")
    odds_checker.add_argument("--runs", nargs="+", default=committed_runs())
    odds_checker.add_argument("--audits", nargs="+", default=committed_audits())
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
        "prior": prior_check,
        "law": law_check,
        "odds": odds_check,
        "compare": compare,
    }
    commands[args.command](args)


if __name__ == "__main__":
    main()
