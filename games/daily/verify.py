"""Verify a daily challenge from its public export alone, with no database and no server:

    python -m games.verify EXPORT.json        (or python -m games.daily.verify: the same module)

It checks the seed against the commitment, replays every play's log from the seed with the engines, and
compares each recomputed score with the claimed one. When the export carries the screening record (every
daily since the ladder), it also recomputes the day's schedule, re-runs the whole screening from the revealed
candidate seeds (every player's figures, the chosen candidate, its tier and par) and checks the candidates
against the month commitment; ``--root HEX`` compares that commitment with the root you saw published before
the month, and that the published medals follow from the re-run (rule ladder-3's gold on a solver-par day:
the honest games re-played). Exit status 0 when everything matches, 1 otherwise. Only the pure engines are
used (nothing from Django), so this runs from a plain checkout.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import sys
from pathlib import Path

from games.daily import ladder
from games.daily.commitments import month_problems
from games.daily.schedule import slot_for
from games.engines.base import EngineError, Status
from games.engines.registry import get_game


def commitment_of(*, seed: str, engine_version: str, options: dict) -> str:
    canonical = json.dumps(
        {"engine_version": engine_version, "options": options, "seed": seed},
        sort_keys=True,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def line_problems(export: dict) -> list[str]:
    """A certified day's winning line (``screening.line``) must replay from the day's seed to a win scoring par."""
    line = export["screening"].get("line")
    if not line or not line.get("actions"):
        return ["The screening record has no winning line: a certified day must carry one."]
    game = get_game(export["game"])
    try:
        final = game.replay(
            export["seed"], export["options"], line["actions"], version=export["engine_version"]
        )
    except EngineError as exc:
        return [
            f"The winning line is refused at action {exc.details.get('index')} on this seed: {exc.message}"
        ]
    if final.status is not Status.WON:
        return [f"The winning line does not win this deal: it ends {final.status.value}."]
    if game.score(final) != export["screening"]["par"]:
        return [f"The winning line scores {game.score(final)}, par is {export['screening']['par']}."]
    return []


def screening_problems(export: dict) -> list[str]:
    """Re-run the day's screening from the revealed candidates; check the schedule and the month commitment."""
    problems = []
    screening = export["screening"]
    if screening["rule"] not in ladder.RULES:
        return [f"Unknown screening rule {screening['rule']!r}."]
    rule = ladder.RULES[screening["rule"]]
    slot = slot_for(
        date=dt.date.fromisoformat(export["date"]), game_slug=export["game"], schedule=rule.schedule
    )
    if (slot.preset, slot.target_tier) != (export["preset"], screening["target_tier"]):
        problems.append(
            f"The schedule gives {slot.preset} with target tier {slot.target_tier}, the export says "
            f"{export['preset']} and {screening['target_tier']}."
        )
    seeds = export["candidate_seeds"]
    if export["seed"] != seeds[screening["chosen"]]:
        problems.append("The challenge's seed is not the chosen candidate's.")
    if export.get("month") is None:
        problems.append("The export has no month commitment to check the candidates against.")
    else:
        problems += month_problems(
            day={
                "date": export["date"],
                "game": export["game"],
                "preset": export["preset"],
                "rule": screening["rule"],
                "candidate_seeds": seeds,
            },
            month=export["month"],
        )
    if rule.certified:
        problems += line_problems(export)
    try:
        rerun = ladder.choose(
            game_slug=export["game"],
            seeds=seeds,
            options=export["options"],
            rule=rule,
            target_tier=screening["target_tier"],
            preset=export["preset"],
        )
    except ladder.NoCertifiedDeal:
        return [*problems, "Re-run, no candidate has a found winning line: this day should not exist."]
    for candidate, again in zip(screening["candidates"], rerun["candidates"], strict=False):
        if candidate != again:
            problems.append(
                f"Candidate {candidate['attempt']}: the recorded ladder figures differ from a re-run."
            )
    if len(screening["candidates"]) != len(rerun["candidates"]):
        problems.append(
            f"The record screens {len(screening['candidates'])} candidates, the rule {len(rerun['candidates'])}."
        )
    checked = (
        "chosen",
        "tier",
        "par",
        *(("line",) if rule.certified else ()),
        *(("honest",) if rule.honest_seeds else ()),
    )
    for field in checked:
        if screening.get(field) != rerun.get(field):
            problems.append(
                f"The screening's {field} is {screening.get(field)!r}; re-run, it is {rerun.get(field)!r}."
            )
    if (export.get("tier"), export.get("par")) != (rerun["tier"], rerun["par"]):
        problems.append("The published tier or par differs from the re-run screening.")
    ladder_rerun = ladder.medal_ladder(rerun)
    if "medals" in export:
        # Rule ladder-3: on a solver-par day gold comes from the honest games re-run above.
        expected = ladder.medals(rerun["par"], ladder_rerun["gold"])
        if export["medals"] != expected:
            problems.append(f"The published medals are {export['medals']}; re-run, they are {expected}.")
    for field in ("par_by", "gold_by"):
        if field in export and export[field] != ladder_rerun[field]:
            problems.append(
                f"The published {field} is {export[field]!r}; re-run, it is {ladder_rerun[field]!r}."
            )
    return problems


def verify_export(export: dict, *, month_root: str | None = None) -> list[str]:
    """Every mismatch found, as sentences; empty when the export verifies."""
    problems = []
    if month_root is not None and (export.get("month") or {}).get("root") != month_root:
        problems.append("The export's month commitment is not the root you gave (--root).")
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
    if "screening" in export and "rule" in export["screening"]:
        problems += screening_problems(export)
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
    parser.add_argument("--root", help="the month commitment's root as published before the month (hex)")
    args = parser.parse_args(argv)
    try:
        export = json.loads(args.export.read_text())
        problems = verify_export(export, month_root=args.root)
    except OSError as exc:
        print(f"FAILED: cannot read {args.export}: {exc.strerror}")
        return 1
    except json.JSONDecodeError as exc:
        print(f"FAILED: {args.export} is not JSON ({exc.msg}, line {exc.lineno})")
        return 1
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, EngineError) as exc:
        # A field missing or of the wrong shape: one line that says so, never a traceback.
        print(f"FAILED: the export is malformed ({type(exc).__name__}: {exc})")
        return 1
    for problem in problems:
        print(f"MISMATCH: {problem}")
    screening = export.get("screening") or {}
    if "rule" in screening:
        print(
            f"{export['date']} {export['game']} ({export['preset']}): candidate {screening['chosen']} of "
            f"{len(screening['candidates'])} screened, tier {screening['tier']}, par {screening['par']}"
        )
    print(f"{export['date']} {export['game']}: {len(export['plays'])} plays, {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
