"""Verify a daily challenge from its public export alone, with no database and no server:

    python -m games.verify EXPORT.json

It checks the seed against the commitment, replays every play's log from the seed with the engines, and
compares each recomputed score with the claimed one. Exit status 0 when everything matches, 1 otherwise.
Only the pure engines are used (nothing from Django).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from games.engines.base import EngineError
from games.engines.registry import get_game


def commitment_of(*, seed: str, engine_version: str, options: dict) -> str:
    canonical = json.dumps(
        {"engine_version": engine_version, "options": options, "seed": seed},
        sort_keys=True,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def verify_export(export: dict) -> list[str]:
    """Every mismatch found, as sentences; empty when the export verifies."""
    problems = []
    expected = commitment_of(
        seed=export["seed"], engine_version=export["engine_version"], options=export["options"]
    )
    if expected != export["commitment"]:
        problems.append("The seed, engine version and options do not match the published commitment.")
    game = get_game(export["game"])
    version = export["engine_version"]
    if version not in game.engine_versions:
        problems.append(
            f"This checkout replays {game.slug} engine {', '.join(game.engine_versions)}, the export needs {version}."
        )
        return problems
    for number, play in enumerate(export["plays"]):
        try:
            final = game.replay(export["seed"], export["options"], play["actions"], version=version)
        except EngineError as exc:
            problems.append(
                f"Play {number} ({play['player']}): action {exc.details.get('index')} is refused: {exc.message}"
            )
            continue
        if game.score(final) != play["claimed_score"]:
            problems.append(
                f"Play {number} ({play['player']}): claimed {play['claimed_score']}, the replay scores {game.score(final)}."
            )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("export", type=Path)
    args = parser.parse_args(argv)
    export = json.loads(args.export.read_text())
    problems = verify_export(export)
    for problem in problems:
        print(f"MISMATCH: {problem}")
    print(f"{export['date']} {export['game']}: {len(export['plays'])} plays, {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
