"""Leaderboard figures on the full stack (PostgreSQL + Redis), not in CI:

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/patience_bench REDIS_URL=redis://127.0.0.1:6379/3 \\
        .venv/bin/python bench/leaderboards.py --entries 1000000 --submissions 1000 --rate 100

1. fills one board with N verified scores of N players (bulk insert), rebuilds the Redis mirror and times it;
2. times, server side, what the two board endpoints read: the top-100 page, and my rank with five entries
   above and below, p50/p95/p99: from Redis with the top page cached, from Redis with the board changing before
   every read (no cache hit), and (fewer samples) from the database alone;
3. the same for the rating board (one Rating per player, from its Redis mirror and, fewer samples, from the
   database) and for the catalogue of every board;
4. starts one real Celery worker and submits offline games at a steady rate; reports submission -> verified
   (offline games are casual: verified and kept, never ranked, but the replay is the same work).

The database named in DATABASE_URL is migrated and its benchmark rows are replaced on each run.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

BOARD_GAME, BOARD_PRESET = "match3", "bench"


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)

    def at(p: float) -> float:
        return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))] * 1000

    return f"p50 {at(50):7.2f} ms  p95 {at(95):7.2f} ms  p99 {at(99):7.2f} ms  (n={len(ordered)})"


def fill(entries: int) -> list[int]:
    import datetime as dt

    from django.db import connection
    from django.utils import timezone

    from accounts.models import User
    from leaderboards.models import Score, ScoreStatus

    Score.objects.filter(game=BOARD_GAME, preset=BOARD_PRESET).delete()
    User.objects.filter(username__startswith="bench-").delete()
    rng = random.Random(1)
    started = time.perf_counter()
    batch = 20_000
    base = timezone.now() - dt.timedelta(days=1)
    for start in range(0, entries, batch):
        users = User.objects.bulk_create(
            [User(username=f"bench-{n}", password="!") for n in range(start, min(entries, start + batch))]
        )
        rows = []
        for user in users:
            sets = rng.randint(0, 10)
            turns = rng.randint(8, 36)
            rows.append(
                Score(user=user, game=BOARD_GAME, preset=BOARD_PRESET, options={}, engine_version="1", seed="b",
                      actions=[], log_digest=f"bench-{user.pk}", score=sets * 100, won=sets >= 9,
                      rank_key=[sets, 0, -turns], rank_1=sets, rank_3=-turns, ranked=True, status=ScoreStatus.VERIFIED,
                      verified_at=base + dt.timedelta(microseconds=rng.randint(0, 10**10)), iso_week="2026-W47")
            )  # fmt: skip
        Score.objects.bulk_create(rows)
        print(f"\r  inserted {min(entries, start + batch):>9,} / {entries:,}", end="", flush=True)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE leaderboards_score")
    print(f"\n  fill: {time.perf_counter() - started:.1f} s")
    return list(User.objects.filter(username__startswith="bench-").values_list("pk", flat=True))


def rebuild_redis() -> float:
    from leaderboards.ranking import rebuild

    started = time.perf_counter()
    written = rebuild()
    seconds = time.perf_counter() - started
    print(f"rebuild: {written:,} board entries in {seconds:.1f} s")
    return seconds


def time_reads(user_ids: list[int], samples: int, backend: str, board_changing: bool = False) -> None:
    """With ``board_changing``, the board's version moves before every sample, as if a score arrived between
    any two reads: the cached top page never serves and every read builds it from the database."""
    from leaderboards import selectors
    from leaderboards.boards import Board
    from leaderboards.ranking import RedisRanking

    board = Board.practice(game=BOARD_GAME, preset=BOARD_PRESET)
    rng = random.Random(2)
    timings = []
    for _ in range(samples):
        user_id = rng.choice(user_ids)
        if board_changing:
            ranking = RedisRanking(board)
            ranking.client.incr(ranking.version_key)
        started = time.perf_counter()
        # What the two board endpoints read: the top page, and my entry with five above and below.
        selectors.board_top(board, limit=100, backend=backend)
        selectors.board_size(board, backend=backend)
        selectors.board_around(board, user_id, 5, backend=backend)
        selectors.board_size(board, backend=backend)
        timings.append(time.perf_counter() - started)
    label = backend
    if backend == "redis":
        label += ", board changing before every read" if board_changing else ", top page cached"
    print(f"reads ({label}) top-100 + my rank and around-me: {percentiles(timings)}")


def fill_ratings(user_ids: list[int]) -> None:
    from leaderboards.models import Rating

    Rating.objects.filter(game=BOARD_GAME, user__username__startswith="bench-").delete()
    rng = random.Random(3)
    started = time.perf_counter()
    for start in range(0, len(user_ids), 20_000):
        rows = []
        for user_id in user_ids[start : start + 20_000]:
            mu, sigma = rng.gauss(25, 4), rng.uniform(1, 8.33)
            rows.append(
                Rating(
                    user_id=user_id, game=BOARD_GAME, mu=mu, sigma=sigma, ordinal=mu - 3 * sigma, dailies=1
                )
            )
        Rating.objects.bulk_create(rows)
    print(f"  ratings fill: {time.perf_counter() - started:.1f} s")


def time_rating_reads(user_ids: list[int], samples: int, backend: str) -> None:
    from leaderboards import selectors
    from leaderboards.boards import Board

    board = Board.rating(game=BOARD_GAME)
    rng = random.Random(4)
    timings = []
    for _ in range(samples):
        user_id = rng.choice(user_ids)
        started = time.perf_counter()
        selectors.board_top(board, limit=100, backend=backend)
        selectors.board_size(board, backend=backend)
        selectors.board_around(board, user_id, 5, backend=backend)
        selectors.board_size(board, backend=backend)
        timings.append(time.perf_counter() - started)
    print(f"reads (rating board, {backend}) top-100 + my rank and around-me: {percentiles(timings)}")


def time_catalogue(samples: int) -> None:
    from leaderboards import selectors

    timings = []
    for _ in range(samples):
        started = time.perf_counter()
        selectors.catalogue_page(selectors.board_catalogue(), cursor=None, limit=50)
        timings.append(time.perf_counter() - started)
    print(f"catalogue (every board with its size, first page): {percentiles(timings)}")


def time_verification(submissions: int, rate: float) -> None:
    from django.db import connection

    from accounts.models import User
    from games.engines.bots import RandomBot, play_out
    from games.engines.registry import get_game
    from leaderboards.models import Score, ScoreStatus
    from leaderboards.services import score_submit_offline

    game = get_game("match3")
    logs = []
    for n in range(submissions):
        final, log = play_out(game, game.new_game(f"bench-verify-{n}"), RandomBot(seed=n))
        logs.append((f"bench-verify-{n}", log, game.score(final)))
    user, _ = User.objects.get_or_create(username="bench-submitter")
    Score.objects.filter(user=user).delete()
    # A development run on PostgreSQL: start-up refuses DEBUG there unless it is forced (ops.deployment).
    env = {**os.environ, "CELERY_TASK_ALWAYS_EAGER": "0", "ALLOW_DEBUG_ON_SERVER": "1"}
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--concurrency=2", "--loglevel=warning"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        time.sleep(4)
        started = time.perf_counter()
        for n, (seed, log, claimed) in enumerate(logs):
            score_submit_offline(user=user, game="match3", seed=seed, actions=log, claimed_score=claimed)
            delay = started + (n + 1) / rate - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
        deadline = time.monotonic() + 120
        while (
            Score.objects.filter(user=user, status=ScoreStatus.PENDING).exists()
            and time.monotonic() < deadline
        ):
            time.sleep(0.2)
        connection.close()
        done = Score.objects.filter(user=user).exclude(verified_at=None)
        delays = [(s.verified_at - s.submitted_at).total_seconds() for s in done]
        print(f"submission -> verified at {rate:.0f}/s with one worker: {percentiles(delays)}; "
              f"{done.count()}/{submissions} verified")  # fmt: skip
    finally:
        worker.terminate()
        worker.wait(20)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--samples", type=int, default=2000, help="read samples from Redis")
    parser.add_argument("--db-samples", type=int, default=20, help="read samples from the database alone")
    parser.add_argument("--rating-samples", type=int, default=200, help="read samples of the rating board")
    parser.add_argument("--submissions", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=100.0, help="submissions per second")
    parser.add_argument("--skip-fill", action="store_true", help="reuse the rows of the previous run")
    parser.add_argument(
        "--skip-rebuild", action="store_true", help="reuse the Redis boards of the previous run"
    )
    args = parser.parse_args()
    if not (os.environ.get("DATABASE_URL") and os.environ.get("REDIS_URL")):
        sys.exit("bench/leaderboards.py measures the full stack: set DATABASE_URL and REDIS_URL")

    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    print(f"# bench/leaderboards.py entries={args.entries:,} cpus={os.cpu_count()}")
    if args.skip_fill:
        from accounts.models import User

        user_ids = list(User.objects.filter(username__startswith="bench-").values_list("pk", flat=True))
    else:
        user_ids = fill(args.entries)
        fill_ratings(user_ids)
    if not args.skip_rebuild:
        rebuild_redis()
    if args.samples:
        time_reads(user_ids, args.samples, "redis")
        time_reads(user_ids, args.samples, "redis", board_changing=True)
    if args.db_samples:
        time_reads(user_ids, args.db_samples, "database")
    if args.rating_samples:
        time_rating_reads(user_ids, args.rating_samples, "redis")
        time_rating_reads(user_ids, max(3, args.rating_samples // 10), "database")
        time_catalogue(max(5, args.rating_samples // 10))
    if args.submissions:
        time_verification(args.submissions, args.rate)


if __name__ == "__main__":
    main()
