"""Issue 43, item 4 (a smaller move answer): how small, and at what CPU, candidate compact encodings of a move's
answer would be, measured on the engines alone before any is built into the socket (no server, no Django).

    .venv/bin/python bench/compact_answer.py [--games 4] [--moves 60] [--seed 7]

For every engine, ``--games`` random games of up to ``--moves`` random legal moves; after each move the answer as
served today (the snapshot's view, legal actions with their text, status and score: the parts a move changes; the
other fields are a few hundred bytes) against:

- **delta**: the fields that changed; the view as a recursive patch (objects by key, lists of more than four
  items as runs of the previous list plus new items); the legal actions as runs of the previous list (``[start,
  count]``) plus new entries;
- **columns**: the legal actions grouped by type, each group's keys once and its rows as arrays (texts kept);
- **no text**: the legal actions without their text (a client that needs the words would ask for them).

Printed per engine: mean bytes of each form, its share of the full answer, and the CPU per move to build and
serialise it (``time.process_time``). Each delta is applied to the previous answer and checked against the full
one, so a figure is never that of a lossy encoding.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engines.registry import all_games  # the checkout's engines, not an installed copy


def runs(old: list, new: list) -> list:
    """``new`` as runs of ``old`` (``[start, count]``) and batches of new items (``{"+": [...]}``)."""
    index: dict[str, int] = {}
    for position, item in enumerate(old):
        index.setdefault(json.dumps(item, sort_keys=True), position)
    out: list[Any] = []
    previous = None
    for item in new:
        found = index.get(json.dumps(item, sort_keys=True))
        if found is not None and previous is not None and isinstance(out[-1], list) and found == previous + 1:
            out[-1][1] += 1
        elif found is not None:
            out.append([found, 1])
        elif out and isinstance(out[-1], dict):
            out[-1]["+"].append(item)
        else:
            out.append({"+": [item]})
        previous = found
    return out


def apply_runs(old: list, encoded: list) -> list:
    out: list = []
    for run in encoded:
        out.extend(old[run[0] : run[0] + run[1]] if isinstance(run, list) else run["+"])
    return out


def diff(old: Any, new: Any) -> dict | None:
    """A patch from ``old`` to ``new``: ``{"=": value}``, ``{"[]": runs}`` or ``{"{}": {key: patch}, "-": [gone]}``."""
    if old == new:
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        patch = {}
        for key, value in new.items():
            change = diff(old[key], value) if key in old else {"=": value}
            if change is not None:
                patch[key] = change
        gone = [key for key in old if key not in new]
        return {"{}": patch, **({"-": gone} if gone else {})}
    if isinstance(old, list) and isinstance(new, list) and len(new) > 4:
        return {"[]": runs(old, new)}
    return {"=": new}


def apply(old: Any, patch: dict | None) -> Any:
    if patch is None:
        return old
    if "=" in patch:
        return patch["="]
    if "[]" in patch:
        return apply_runs(old, patch["[]"])
    out = {key: value for key, value in old.items() if key not in patch.get("-", ())}
    for key, change in patch["{}"].items():
        out[key] = apply(old.get(key), change)
    return out


def columns(legal: list[dict]) -> list[dict]:
    groups: dict[tuple, dict] = {}
    for entry in legal:
        action = entry["action"]
        keys = tuple(action)
        group = groups.setdefault(keys, {"keys": list(keys), "rows": [], "texts": []})
        group["rows"].append([action[key] for key in keys])
        group["texts"].append(entry["text"])
    return list(groups.values())


def answer(game, state, version: int) -> dict:
    return {
        "version": version,
        "status": str(state.status),
        "score": game.score(state),
        "view": game.player_view(state),
        "legal_actions": [
            {"action": action, "text": game.describe_action(state, action)}
            for action in game.legal_actions(state)
        ],
    }


def timed(build) -> tuple[int, float]:
    started = time.process_time()
    size = len(json.dumps(build()))
    return size, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(
        f"# bench/compact_answer.py games={args.games} moves={args.moves}, load average {Path('/proc/loadavg').read_text().split()[:3]}"
    )
    print(f"{'game':9} {'moves':>5}  {'full':>14}  {'delta':>22}  {'columns':>22}  {'no text':>22}")
    for game in all_games():
        figures: dict[str, list[tuple[int, float]]] = {"full": [], "delta": [], "columns": [], "no text": []}
        for number in range(args.games):
            state = game.new_game(f"compact-{number}", preset=None)
            previous = answer(game, state, 0)
            version = 0
            while not state.is_over and version < args.moves:
                state = game.apply(state, rng.choice(game.legal_actions(state)))
                version += 1
                current = answer(game, state, version)
                delta: dict = {}

                def build_delta(previous=previous, current=current, delta=delta) -> dict:
                    delta.update(
                        base_version=previous["version"],
                        version=current["version"],
                        set={
                            key: current[key] for key in ("status", "score") if current[key] != previous[key]
                        },
                        view=diff(previous["view"], current["view"]),
                        legal_actions=runs(previous["legal_actions"], current["legal_actions"]),
                    )
                    return delta

                figures["full"].append(timed(lambda current=current: current))
                figures["delta"].append(timed(build_delta))
                rebuilt = {
                    **previous,
                    **delta["set"],
                    "version": delta["version"],
                    "view": apply(previous["view"], delta["view"]),
                    "legal_actions": apply_runs(previous["legal_actions"], delta["legal_actions"]),
                }
                assert rebuilt == current, f"{game.slug}: the delta does not rebuild the answer"
                figures["columns"].append(
                    timed(
                        lambda current=current: {
                            **current,
                            "legal_actions": columns(current["legal_actions"]),
                        }
                    )
                )
                figures["no text"].append(
                    timed(
                        lambda current=current: {
                            **current,
                            "legal_actions": [entry["action"] for entry in current["legal_actions"]],
                        }
                    )
                )
                previous = current
        full = statistics.mean(size for size, _ in figures["full"])
        cells = []
        for name, values in figures.items():
            size = statistics.mean(s for s, _ in values)
            cpu = statistics.mean(c for _, c in values) * 1000
            share = "" if name == "full" else f" {size / full:4.0%}"
            cells.append(f"{size:6,.0f} B{share} {cpu:5.2f} ms".rjust(22 if name != "full" else 14))
        print(f"{game.slug:9} {len(figures['full']):5}  " + "  ".join(cells))


if __name__ == "__main__":
    main()
