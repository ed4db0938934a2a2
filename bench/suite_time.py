"""Where the test suite's time goes: by folder and by kind of test, from pytest's own durations.

    .venv/bin/pytest -n 3 --durations=0 -q > durations.txt   # the whole suite, every phase of every test
    .venv/bin/python bench/suite_time.py durations.txt

Prints the seconds of setup, call and teardown summed per folder and per kind (engines, API over HTTP,
sockets, browsers, terminal, schemathesis, processes, packaging), their share, and the tests that cost most.
The sums are time inside tests across all xdist workers, so they add up to about workers x wall time;
docs/architecture.md ("Tests") keeps the table.
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from pathlib import Path

LINE = re.compile(r"^\s*([\d.]+)s (setup|call|teardown)\s+(\S+)")

# The first kind whose pattern matches a test's file names it (order matters: a browser test also starts a
# server). Patterns are matched against the file's path.
KINDS = (
    ("packaging", re.compile(r"^tests/packaging/")),
    (
        "browsers",
        re.compile(r"^tests/clients/(test_.*browser.*|test_accessibility|test_api_docs_offline)\.py$"),
    ),
    ("terminal", re.compile(r"^tests/clients/test_terminal")),
    ("schemathesis", re.compile(r"^tests/reliability/test_fuzz_api\.py$")),
    ("engines", re.compile(r"^(tests/engines/|games/engines/)")),
    (
        "processes (workers, servers, faults)",
        re.compile(
            r"^tests/(reliability/test_(faults|scale|embedded)|leaderboards/test_worker|ops/test_first)"
        ),
    ),
    ("sockets", re.compile(r"(socket|live_play|sdk_frames|asyncapi|realtime)")),
    ("clients' contracts (SDK, TypeScript)", re.compile(r"^tests/contract/")),
    ("dailies (screening, generation)", re.compile(r"^tests/games/test_daily")),
    ("API and services over HTTP", re.compile(r".")),
)


def kind_of(path: str) -> str:
    return next(name for name, pattern in KINDS if pattern.search(path))


def most_first(seconds: dict[str, float]) -> list[tuple[str, float]]:
    return sorted(seconds.items(), key=lambda item: -item[1])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("durations", type=Path, help="pytest's output with --durations=0")
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()

    by_folder: defaultdict[str, float] = defaultdict(float)
    by_kind: defaultdict[str, float] = defaultdict(float)
    by_test: defaultdict[str, float] = defaultdict(float)
    tests: dict[str, set[str]] = {}
    for line in args.durations.read_text().splitlines():
        match = LINE.match(line)
        if not match:
            continue
        seconds, node = float(match.group(1)), match.group(3)
        path = node.split("::")[0]
        folder = "/".join(path.split("/")[:2]) if path.count("/") > 1 else path
        by_folder[folder] += seconds
        by_kind[kind_of(path)] += seconds
        by_test[node] += seconds
        tests.setdefault(kind_of(path), set()).add(node)
    total = sum(by_test.values())
    print(f"time inside tests, all workers: {total:.0f} s over {len(by_test)} tests")
    for title, counter in (("kind", by_kind), ("folder", by_folder)):
        print(f"\n| {title} | s | share |" + (" tests timed |" if title == "kind" else ""))
        print("|---|---|---|" + ("---|" if title == "kind" else ""))
        for name, seconds in most_first(counter):
            count = f" {len(tests[name])} |" if title == "kind" else ""
            print(f"| {name} | {seconds:.0f} | {seconds / total:.0%} |{count}")
    print(f"\nthe {args.top} dearest tests (setup + call + teardown):")
    for node, seconds in most_first(by_test)[: args.top]:
        print(f"{seconds:8.1f}  {node}")


if __name__ == "__main__":
    main()
