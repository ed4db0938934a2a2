"""Issue 43, item 4 (a smaller move answer): how small, and at what CPU, compact encodings of a move's answer
are, measured on the engines alone (no server, no Django).

    .venv/bin/python bench/compact_answer.py [--games 4] [--moves 60] [--seed 7] [--built-only]

**The built form** (games/compact.py, the play socket's ``?answer=compact``), first: per engine, the frame a
socket sends after each move, whole (``state``, as every socket sent it before) against compact (``patch``),
each in the snapshot's full shape: mean bytes of its JSON, and the server's CPU per move to build the frame and
encode it with orjson as the consumer does (``time.process_time``, the median of ``--repeat`` timings of each
move, each with its own ``CompactAnswers`` state). Then the same frames through permessage-deflate as uvicorn
(``--ws auto``: its websockets-sansio protocol) serves them to every client that offers it (browsers and the
``websockets`` client do): a 4 KB window (``server_max_window_bits=12``), ``memLevel`` 5, kept from frame to
frame, each frame flushed; bytes on the wire and the CPU to compress. Every compact frame is applied with the SDK's ``CompactPlay`` and checked against the whole snapshot.

**The candidates** measured before the choice (``--built-only`` leaves them out):

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
import zlib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson

from games.compact import CompactAnswers
from games.engines.registry import all_games  # the checkout's engines, not an installed copy

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "clients" / "python"))
from patience_sdk.compact import CompactPlay


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


def snapshot_of(game, state, version: int) -> dict:
    """A snapshot in play_snapshot's full shape: the engine's parts, and the play's own fields as a practice
    play's read (the same few hundred bytes on every move)."""
    return {
        "id": "5f0c8a52-3b1e-4d8e-9a57-0c2b3e1d4f6a",
        "game": game.slug,
        "mode": "practice",
        **answer(game, state, version),
        "end_reason": getattr(state, "end_reason", None) and str(state.end_reason),
        "rank_key": [0, version],
        "actions_count": version,
        "undo_count": 0,
        "hint_count": 0,
        "can_undo": version > 0,
        "ranked": False,
        "unranked_reason": None,
        "started_at": "2026-11-28T23:50:00+00:00",
        "finished_at": None,
    }


def game_snapshots(game, number: int, moves: int, rng: random.Random) -> list[dict]:
    state = game.new_game(f"compact-{number}", preset=None)
    found = [snapshot_of(game, state, 0)]
    while not state.is_over and len(found) <= moves:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        found.append(snapshot_of(game, state, len(found)))
    return found


def built_form(args) -> None:
    """The built compact answer against the whole state frame, per engine."""
    rng = random.Random(args.seed)
    print(
        f"{'game':9} {'moves':>5}  {'state B':>8} {'ms':>6}  {'patch B':>8} {'share':>5} {'ms':>6}"
        f"  {'deflated: state B':>17} {'ms':>6}  {'patch B':>8} {'ms':>6}"
    )
    for game in all_games():
        rows: list[tuple[int, float, int, float, int, float, int, float]] = []
        for number in range(args.games):
            sequence = game_snapshots(game, number, args.moves, rng)
            client = CompactPlay()
            whole_stream, patch_stream = (zlib.compressobj(wbits=-12, memLevel=5) for _ in range(2))
            answers = [CompactAnswers() for _ in range(args.repeat)]
            first = [encoder.frame(sequence[0]) for encoder in answers].pop()
            client.receive(first)
            whole_stream.compress(orjson.dumps(first))
            patch_stream.compress(orjson.dumps(first))
            for snapshot in sequence[1:]:
                whole_cpu, compact_cpu = [], []
                for encoder in answers:  # each timing with the state a socket would have
                    started = time.process_time()
                    whole = orjson.dumps({"type": "state", **snapshot})
                    whole_cpu.append(time.process_time() - started)
                    started = time.process_time()
                    frame = encoder.frame(snapshot)
                    compact = orjson.dumps(frame)
                    compact_cpu.append(time.process_time() - started)
                assert client.receive(orjson.loads(compact)) == snapshot, (
                    f"{game.slug}: a patch lost something"
                )
                started = time.process_time()
                whole_wire = whole_stream.compress(whole) + whole_stream.flush(zlib.Z_SYNC_FLUSH)
                whole_deflate = time.process_time() - started
                started = time.process_time()
                compact_wire = patch_stream.compress(compact) + patch_stream.flush(zlib.Z_SYNC_FLUSH)
                compact_deflate = time.process_time() - started
                rows.append(
                    (
                        len(whole),
                        statistics.median(whole_cpu),
                        len(compact),
                        statistics.median(compact_cpu),
                        len(whole_wire),
                        whole_deflate,
                        len(compact_wire),
                        compact_deflate,
                    )
                )
        mean = [statistics.mean(row[column] for row in rows) for column in range(8)]
        print(
            f"{game.slug:9} {len(rows):5}  {mean[0]:8,.0f} {mean[1] * 1000:6.3f}  {mean[2]:8,.0f} "
            f"{mean[2] / mean[0]:5.0%} {mean[3] * 1000:6.3f}  {mean[4]:17,.0f} {mean[5] * 1000:6.3f}  "
            f"{mean[6]:8,.0f} {mean[7] * 1000:6.3f}"
        )


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
    parser.add_argument("--repeat", type=int, default=5, help="timings of each move's frames (the median)")
    parser.add_argument("--built-only", action="store_true", help="leave out the candidates measured before")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"# bench/compact_answer.py games={args.games} moves={args.moves}, load average {load}")
    print("## the built form: a state frame after each move, against the patch (games/compact.py)")
    built_form(args)
    if args.built_only:
        return
    print("## the candidates (the answer's moving parts only)")
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
