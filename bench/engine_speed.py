"""Same-run speed comparison of the engines with an older commit (issue 24 item 4).

    git worktree add --detach /tmp/base6f6 6f627c3
    nice -n 10 .venv/bin/python bench/engine_speed.py --base /tmp/base6f6 --rounds 3 --seeds 40

For each game and preset, each round runs one worker process per tree (the base first in odd rounds, this
checkout first in even ones, so drifting machine load falls on both alike). A worker imports the engines of
its tree only, plays ``--seeds`` random games (uniform over ``legal_actions``, seeded), then replays each
game's log from its seed: random playouts per second and replays per second, in CPU seconds of the worker
(``time.process_time``: other processes on a shared machine slow the wall clock, much less this). Each side
replays its own logs (the rules changed on a few Witch Magic deals between the commits). The medians over
the rounds and their ratio are printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# Runs inside the worker, against the public engine API that both trees share.
WORKER = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
from games.engines.registry import get_game
game = get_game(sys.argv[2])
options = game.resolve_options(preset=sys.argv[3])
seeds = int(sys.argv[4])
logs = []
started = time.process_time()
for n in range(seeds):
    state = game.new_game(f"speed-{n}", options)
    rng = random.Random(n)
    log = []
    while not state.is_over:
        action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
        log.append(action)
    logs.append(log)
playouts = seeds / (time.process_time() - started)
started = time.process_time()
for n, log in enumerate(logs):
    game.replay(f"speed-{n}", options, log)
replays = seeds / (time.process_time() - started)
print(json.dumps({"playouts": playouts, "replays": replays, "actions": sum(map(len, logs)) / seeds}))
"""


def run(tree: Path, slug: str, preset: str, seeds: int) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-I", "-c", WORKER, str(tree), slug, preset, str(seeds)],
        check=True,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    return json.loads(out.stdout)


def presets_of(tree: Path) -> list[tuple[str, str]]:
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); from games.engines.registry import all_games; "
        "print(json.dumps([(g.slug, p.name) for g in all_games() for p in g.options_schema.presets]))"
    )
    out = subprocess.run(
        [sys.executable, "-I", "-c", code, str(tree)], check=True, capture_output=True, text=True
    )
    return [tuple(pair) for pair in json.loads(out.stdout)]


def _median(runs: list[dict[str, float]], key: str) -> float:
    return statistics.median(run[key] for run in runs)


def compare(base: Path, *, rounds: int, seeds: int, games: list[str] | None = None) -> None:
    load = os.getloadavg()
    print(
        f"# engine speed base={base} rounds={rounds} seeds={seeds} "
        f"load={load[0]:.1f},{load[1]:.1f},{load[2]:.1f} cpus={os.cpu_count()} (CPU seconds of each worker)"
    )
    header = (
        f"{'game':<9} {'preset':<15} {'playouts/s base':>15} {'now':>9} {'x':>6} "
        f"{'replays/s base':>14} {'now':>9} {'x':>6}"
    )
    print(header)
    print("-" * len(header))
    for slug, preset in presets_of(HERE):
        if games and slug not in games:
            continue
        figures: dict[str, list[dict[str, float]]] = {"base": [], "now": []}
        for round_ in range(rounds):
            order = [("base", base), ("now", HERE)]
            for side, tree in order if round_ % 2 == 0 else order[::-1]:
                figures[side].append(run(tree, slug, preset, seeds))
        pb, pn = _median(figures["base"], "playouts"), _median(figures["now"], "playouts")
        rb, rn = _median(figures["base"], "replays"), _median(figures["now"], "replays")
        print(
            f"{slug:<9} {preset:<15} {pb:>15.0f} {pn:>9.0f} {pn / pb:>5.2f}x {rb:>14.0f} {rn:>9.0f} "
            f"{rn / rb:>5.2f}x",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--base", type=Path, required=True, help="a checkout of the commit to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=40, help="random games per worker")
    parser.add_argument("--games", nargs="*", help="slugs (default: every engine)")
    args = parser.parse_args()
    compare(args.base, rounds=args.rounds, seeds=args.seeds, games=args.games)


if __name__ == "__main__":
    main()
