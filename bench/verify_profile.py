"""Where a verification's CPU goes against the replay it performs: cProfile on the CPU clock, in one process,
for ``score_verify`` (one score at a time) and for the task's service (``scores_verify_queued``) as the task sent
for a burst of submissions runs it: batches of the oldest pending scores until none is left. Not in CI; the Celery worker's
own cost is ``bench/leaderboards.py --verifications N`` (the worker's CPU against these).

    DATABASE_URL=postgres://... REDIS_URL=redis://... .venv/bin/python bench/verify_profile.py [--scores 300]

Ranked Match-3 scores of whole random games (``bench/leaderboards.py``'s), distinct players, on one practice
board. Each line is the share of the profiled CPU spent under a function (inclusive, so layers nest; the profiler
inflates many small calls, such as the engine's, more than a few large ones); the CPU
per score is measured without the profiler, the Python process only (``bench/leaderboards.py`` adds the
PostgreSQL backend's).
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import importlib.util
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# (label, file fragment, function name): inclusive CPU under the first match of each.
LAYERS = [
    ("  replay and review (_judge)", "leaderboards/verification.py", "_judge"),
    ("    the replay (game.replay)", "games/engines/base.py", "replay"),
    ("  the batch's UPDATEs (_record)", "leaderboards/verification.py", "_record"),
    (
        "  rank in Redis: one pipeline, deals counted (index_scores)",
        "leaderboards/ranking.py",
        "index_scores",
    ),
    ("    the deals count (one COUNT per board)", "leaderboards/ranking.py", "deals_played"),
    ("  tell the boards' watchers (boards_changed)", "leaderboards/realtime.py", "boards_changed"),
    ("every SQL statement sent (driver + wait)", "django/db/backends/utils.py", "_execute_with_wrappers"),
    ("the ORM compiling SQL", "django/db/models/sql/compiler.py", "as_sql"),
    ("model instances built from rows", "django/db/models/base.py", "from_db"),
]


@contextlib.contextmanager
def timed_writes(spent: list[float]):
    """Add to ``spent[0]`` the CPU seconds a verification spends in its writes: the batch's UPDATEs and the Redis
    pipeline that ranks it (wrapped where ``leaderboards.verification`` calls them), less the database count of
    deals that pipeline carries (a read)."""
    from leaderboards import ranking, verification

    wrapped = [
        (verification, "_record", 1),
        (verification, "index_scores", 1),
        (ranking, "deals_played", -1),
    ]
    originals = [(module, name, getattr(module, name)) for module, name, _ in wrapped]

    def timing(function, sign: int):
        def timed(*args, **kwargs):
            started = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                spent[0] += sign * (time.process_time() - started)

        return timed

    for (module, name, sign), (_, _, function) in zip(wrapped, originals, strict=True):
        setattr(module, name, timing(function, sign))
    try:
        yield
    finally:
        for module, name, function in originals:
            setattr(module, name, function)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--scores", type=int, default=300)
    args = parser.parse_args()
    from soak import PRODUCTION_LIKE  # DEBUG off (DEBUG records every query), as production runs

    os.environ.update(PRODUCTION_LIKE)
    import django

    django.setup()
    from django.core.management import call_command

    from games.engines.registry import get_game
    from leaderboards.models import Score
    from leaderboards.verification import VERIFY_BATCH, score_verify, scores_verify_queued

    # bench/leaderboards.py by its path: its name is the app's.
    spec = importlib.util.spec_from_file_location("bench_leaderboards", ROOT / "bench" / "leaderboards.py")
    assert spec and spec.loader
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)

    call_command("migrate", verbosity=0)
    count = args.scores
    logs = bench.honest_logs(count)
    game = get_game(bench.VERIFY_GAME)
    options = game.resolve_options(preset=game.options_schema.default_preset)
    started = time.process_time()
    for seed, log, _ in logs:
        game.replay(seed, options, log)
    replay = (time.process_time() - started) / count * 1000

    def pending(label: str) -> list[int]:
        rows = bench.ranked_score_rows(bench.verification_players(f"profile-{label}", count), logs)
        return [score.pk for score in Score.objects.bulk_create(rows)]

    print(f"# bench/verify_profile.py scores={count} load average {os.getloadavg()}")
    print(f"the replay alone: {replay:.3f} ms of CPU per score")

    def one_at_a_time(ids: list[int]) -> None:
        for score_id in ids:
            score_verify(score_id=score_id)

    def burst(ids: list[int]) -> None:
        while scores_verify_queued(score_id=None):
            pass

    ways = [
        ("score_verify, one score at a time", one_at_a_time),
        (f"the task's service for a burst (batches of {VERIFY_BATCH})", burst),
    ]
    for label, verify in ways:
        verify(pending(f"warm-{label[:5]}")[:20])  # warm: imports, connections, scripts loaded in Redis
        ids = pending(f"plain-{label[:5]}")
        writing = [0.0]
        with timed_writes(writing):
            started = time.process_time()
            verify(ids)
            plain = (time.process_time() - started) / count * 1000
        writes = writing[0] / count * 1000
        ids = pending(f"profiled-{label[:5]}")
        profiler = cProfile.Profile(time.process_time)
        profiler.enable()
        verify(ids)
        profiler.disable()
        stats = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
        total = max(cumulative for (_, _, _, cumulative, _) in stats.values())
        print(
            f"{label}: {plain:.3f} ms of CPU per score without the profiler = {plain / replay:.1f}x the replay; "
            f"its writes (the UPDATEs, the Redis pipeline) {writes:.3f} ms, the rest {plain - writes:.3f} ms = "
            f"{(plain - writes) / replay:.1f}x the replay (goal <= 3)"
        )
        for layer, fragment, name in LAYERS:
            matches = [
                value[3]
                for (path, _, function), value in stats.items()
                if fragment in path and function == name
            ]
            share = max(matches) / total if matches else 0.0
            print(f"  {layer:<62} {share:6.1%}")


if __name__ == "__main__":
    main()
