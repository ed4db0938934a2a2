"""Issue 43, item 4 (a smaller move answer): how small, and at what CPU, compact encodings of a move's answer
are, measured on the engines alone (no server, no Django).

    .venv/bin/python bench/compact_answer.py [--games 4] [--moves 60] [--seed 7] [--sockets 10] [--built-only]

**The built form** (games/compact.py, the play socket's ``?answer=compact``), first: per engine, ``--sockets``
games side by side, one move each in turn for ``--moves`` rounds (a new game where one ends), and after each
move the frame its socket sends, whole (``state``, as every socket sent it before) against compact (``patch``),
in the snapshot's full shape; each form measured twice, in turns. Printed: mean bytes of its JSON, the CPU per
move to build and encode it as the consumer does (``time.process_time``; each snapshot built afresh by the
engine, so that the previous move's objects are as far from the cache as on a server: timing frames of
snapshots kept in a list made the comparisons look four times cheaper than they are); then the same frames
through permessage-deflate as uvicorn (``--ws auto``: its websockets-sansio protocol) serves them to every client
that offers it (browsers and the ``websockets`` client do): a 4 KB window (``server_max_window_bits=12``),
``memLevel`` 5, kept from frame to frame, each frame flushed; bytes on the wire and the CPU to compress; and the
two CPUs together. Every compact frame is applied with the SDK's ``CompactPlay`` and checked against the whole
snapshot.

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


def socket_frames(
    game, *, compact: bool, sockets: int, moves: int, seed: int
) -> list[tuple[int, float, int, float]]:
    """``sockets`` games played side by side, one random move each in turn (as a server's sockets take turns),
    ``moves`` rounds; after each move the frame its socket sends: (bytes, CPU to build and encode it, bytes
    deflated, CPU to deflate it). Each snapshot is built afresh by the engine, as the server builds it, so the
    previous move's objects are as far from the cache as on a server. Every compact frame is applied with the
    SDK's ``CompactPlay`` and checked against the whole snapshot (untimed)."""
    rng = random.Random(seed)
    table = []
    for number in range(sockets):
        table.append([game.new_game(f"compact-{seed}-{number}", preset=None), 0, None, None, None])
    rows = []
    for _ in range(moves):
        for entry in table:
            state, version, answers, deflate, client = entry
            if answers is None or state.is_over:  # a new play, a new socket: its first frame is whole
                state, version = game.new_game(f"compact-{rng.random()}", preset=None), 0
                answers, client = CompactAnswers(), CompactPlay()
                deflate = zlib.compressobj(wbits=-12, memLevel=5)
            else:
                state, version = game.apply(state, rng.choice(game.legal_actions(state))), version + 1
            snapshot = snapshot_of(game, state, version)
            started = time.process_time()
            if compact:
                encoded = orjson.dumps(answers.frame(snapshot), option=orjson.OPT_NON_STR_KEYS)
            else:
                encoded = orjson.dumps({"type": "state", **snapshot}, option=orjson.OPT_NON_STR_KEYS)
            built = time.process_time()
            wire = deflate.compress(encoded) + deflate.flush(zlib.Z_SYNC_FLUSH)
            deflated = time.process_time()
            if version:  # a socket's first frame is whole either way
                rows.append((len(encoded), built - started, len(wire), deflated - built))
            if compact:
                rebuilt = client.receive(orjson.loads(encoded))
                assert rebuilt == orjson.loads(orjson.dumps(snapshot)), f"{game.slug}: a patch lost something"
            entry[:] = [state, version, answers, deflate, client]
    return rows


def built_form(args) -> None:
    """The built compact answer against the whole state frame, per engine: each measured twice, in turns."""
    print(
        f"{'game':9} {'moves':>5}  {'state B':>8} {'ms':>6}  {'patch B':>8} {'share':>5} {'ms':>6}"
        f"  {'deflated: state B':>17} {'ms':>6}  {'patch B':>8} {'ms':>6}  {'total ms: state':>15} {'patch':>6}"
    )
    for game in all_games():
        whole: list[tuple[int, float, int, float]] = []
        compact: list[tuple[int, float, int, float]] = []
        for turn in range(2):
            for is_compact in (False, True) if turn == 0 else (True, False):
                rows = socket_frames(
                    game, compact=is_compact, sockets=args.sockets, moves=args.moves, seed=args.seed
                )
                (compact if is_compact else whole).extend(rows)
        w = [statistics.mean(row[column] for row in whole) for column in range(4)]
        c = [statistics.mean(row[column] for row in compact) for column in range(4)]
        print(
            f"{game.slug:9} {len(whole):5}  {w[0]:8,.0f} {w[1] * 1000:6.3f}  {c[0]:8,.0f} {c[0] / w[0]:5.0%} "
            f"{c[1] * 1000:6.3f}  {w[2]:17,.0f} {w[3] * 1000:6.3f}  {c[2]:8,.0f} {c[3] * 1000:6.3f}  "
            f"{(w[1] + w[3]) * 1000:15.3f} {(c[1] + c[3]) * 1000:6.3f}"
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
    parser.add_argument("--sockets", type=int, default=10, help="games side by side in the built form")
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
