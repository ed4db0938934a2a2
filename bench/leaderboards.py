"""Leaderboard figures on the full stack (PostgreSQL + Redis), not in CI:

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/patience_bench REDIS_URL=redis://127.0.0.1:6379/3 \\
        .venv/bin/python bench/leaderboards.py --entries 1000000 --submissions 1000 --rate 100

1. fills one board with N verified scores of N players (bulk insert), rebuilds the Redis mirror and times it,
   and reports the board's Redis memory per entry;
2. times, server side, what the two board endpoints read: the top-100 page, and my rank with five entries
   above and below, p50/p95/p99: Redis alone (bare commands, before and after), then the selectors with the
   board unchanged, with a player's entry improving before every read, and (fewer samples) from the database
   alone;
3. the same for the rating board (one Rating per player, from its Redis mirror and, fewer samples, from the
   database) and for the catalogue of every board;
4. verifies the same ranked Match-3 scores (distinct players) with the replay alone, with ``score_verify`` in
   this process and with the Celery task on one real prefork worker, and prints the rates side by side;
5. submits ranked scores at a steady rate to that worker; reports submission -> ranked (on the Redis board).

The database named in DATABASE_URL is migrated and its benchmark rows are replaced on each run.
"""

from __future__ import annotations

import argparse
import datetime as dt
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
    """With ``board_changing``, a player's entry improves before every sample (a score ranked between any two
    reads, through ``index_score`` as a verification does): a cache of the board could never serve."""
    from leaderboards import selectors
    from leaderboards.boards import Board
    from leaderboards.models import Score
    from leaderboards.ranking import RedisRanking, index_score

    board = Board.practice(game=BOARD_GAME, preset=BOARD_PRESET)
    rng = random.Random(2)
    improving = []
    if board_changing:
        chosen = rng.sample(user_ids, min(samples, len(user_ids)))
        improving = list(Score.objects.filter(user_id__in=chosen, game=BOARD_GAME, preset=BOARD_PRESET)
                         .select_related("user").defer("actions"))  # fmt: skip
    timings, cpu = [], 0.0
    for n in range(samples):
        user_id = rng.choice(user_ids)
        if board_changing:
            score = improving[n % len(improving)]
            score.verified_at -= dt.timedelta(
                microseconds=2
            )  # the same result, verified earlier: it moves up
            index_score(score)
            ranking = RedisRanking(board)
            ranking.client.incr(ranking.version_key)  # the previous code's cached page: retired too
        started, cpu_started = time.perf_counter(), time.process_time()
        # What the two board endpoints read: the top page, and my entry with five above and below.
        selectors.board_top(board, limit=100, backend=backend)
        selectors.board_size(board, backend=backend)
        selectors.board_around(board, user_id, 5, backend=backend)
        selectors.board_size(board, backend=backend)
        timings.append(time.perf_counter() - started)
        cpu += time.process_time() - cpu_started
    label = backend
    if backend == "redis":
        label += ", board changing before every read" if board_changing else ", board unchanged"
    print(f"reads ({label}) top-100 + my rank and around-me: {percentiles(timings)}; "
          f"this process's CPU {cpu / samples * 1000:.2f} ms a read")  # fmt: skip


def time_redis_alone(user_ids: list[int], samples: int) -> None:
    """The floor under a read: the same ranks from Redis with bare commands (the top 100 members, my rank and
    the members around it, the size twice), no rows, no parsing, no Django."""
    from leaderboards.boards import Board
    from ops.redis_pool import redis_client

    keys = Board.practice(game=BOARD_GAME, preset=BOARD_PRESET).keys
    client = redis_client()
    rng = random.Random(2)
    timings, cpu = [], 0.0
    for _ in range(samples):
        user_id = rng.choice(user_ids)
        started, cpu_started = time.perf_counter(), time.process_time()
        client.zrange(keys[0], 0, 99)
        client.zcard(keys[0])
        rank = client.zrank(keys[0], client.hget(keys[1], user_id))
        client.zrange(keys[0], max(0, rank - 5), rank + 5)
        client.zcard(keys[0])
        timings.append(time.perf_counter() - started)
        cpu += time.process_time() - cpu_started
    print(f"reads (Redis alone: bare ZRANGE, ZCARD, HGET, ZRANK, ZRANGE, ZCARD): {percentiles(timings)}; "
          f"this process's CPU {cpu / samples * 1000:.2f} ms a read")  # fmt: skip


def redis_memory(entries: int) -> None:
    """What the board's keys take in Redis, per entry."""
    from leaderboards.boards import Board
    from ops.redis_pool import redis_client

    client = redis_client()
    keys = Board.practice(game=BOARD_GAME, preset=BOARD_PRESET).keys
    names = ("sorted set", "best", "version", "entries")  # main's boards have the first three
    sizes = {
        name: client.memory_usage(key, samples=10_000) or 0 for name, key in zip(names, keys, strict=False)
    }
    total = sum(sizes.values())
    parts = ", ".join(f"{name} {size / entries:,.0f} B" for name, size in sizes.items() if size)
    print(
        f"Redis memory of the board: {total / 2**20:,.0f} MiB, {total / entries:,.0f} B per entry ({parts})"
    )


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


VERIFY_GAME = "match3"


def honest_logs(count: int) -> list[tuple[str, list, int]]:
    """(seed, log, score) of ``count`` whole Match-3 games played by the random bot on the default preset."""
    from games.engines.bots import RandomBot, play_out
    from games.engines.registry import get_game

    game = get_game(VERIFY_GAME)
    options = game.resolve_options(preset=game.options_schema.default_preset)
    logs = []
    for n in range(count):
        final, log = play_out(game, game.new_game(f"bench-verify-{n}", options), RandomBot(seed=n))
        logs.append((f"bench-verify-{n}", log, game.score(final)))
    return logs


def ranked_score_rows(users, logs) -> list:
    """Pending ranked scores of whole server-dealt practice games, one per player, as the end of a ranked play
    makes them (``leaderboards.services.score_submit_for_play``): each ranks once verified."""
    from games.engines.registry import get_game
    from leaderboards.models import Score
    from leaderboards.services import log_digest

    game = get_game(VERIFY_GAME)
    preset = game.options_schema.default_preset
    options = game.resolve_options(preset=preset)
    return [
        Score(user=user, game=VERIFY_GAME, preset=preset, options=options, engine_version=game.engine_version,
              seed=seed, actions=log, claimed_score=claimed, ranked=True, actions_count=len(log),
              duration_seconds=60, log_digest=log_digest(game=VERIFY_GAME, options=options, seed=seed, actions=log))
        for user, (seed, log, claimed) in zip(users, logs, strict=True)
    ]  # fmt: skip


def verification_players(label: str, count: int) -> list:
    from accounts.models import User

    User.objects.filter(username__startswith=f"bench-{label}-").delete()
    return User.objects.bulk_create([User(username=f"bench-{label}-{n}", password="!") for n in range(count)])


def start_worker(concurrency: int) -> subprocess.Popen:
    """A real prefork worker, started and warmed up: it has verified one score before the clock starts."""
    from leaderboards.models import Score, ScoreStatus
    from leaderboards.tasks import verify_score

    # A development run on PostgreSQL: start-up refuses DEBUG there unless it is forced (ops.deployment).
    env = {**os.environ, "CELERY_TASK_ALWAYS_EAGER": "0", "ALLOW_DEBUG_ON_SERVER": "1"}
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=prefork",
         f"--concurrency={concurrency}", "--loglevel=warning", "--without-heartbeat", "--without-gossip",
         "--without-mingle"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    (warm_up,) = Score.objects.bulk_create(
        ranked_score_rows(verification_players("warmup", 1), honest_logs(1))
    )
    verify_score.delay(warm_up.pk)
    deadline = time.monotonic() + 60
    while Score.objects.filter(pk=warm_up.pk, status=ScoreStatus.PENDING).exists():
        if time.monotonic() > deadline:
            worker.terminate()
            sys.exit("the Celery worker did not verify its first score within 60 s")
        time.sleep(0.05)
    return worker


def wait_verified(ids: list[int], seconds: float = 300) -> None:
    from leaderboards.models import Score, ScoreStatus

    deadline = time.monotonic() + seconds
    while Score.objects.filter(pk__in=ids, status=ScoreStatus.PENDING).exists():
        if time.monotonic() > deadline:
            sys.exit(f"scores still pending after {seconds:.0f} s")
        time.sleep(0.01)


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU the processes have used so far (Linux /proc); a process that has exited counts 0."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def process_tree(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as children:
        return [pid, *(int(child) for child in children.read().split())]


def database_backends(*, mine: bool) -> list[int]:
    """This process's PostgreSQL backend, or every other one on the benchmark's database (the worker's)."""
    from django.db import connection

    with connection.cursor() as cursor:
        if mine:
            cursor.execute("SELECT pg_backend_pid()")
        else:
            cursor.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        return [row[0] for row in cursor.fetchall()]


def time_verification_rates(count: int, concurrency: int) -> None:
    """The same work, ``count`` ranked Match-3 scores of distinct players: the replay alone, ``score_verify``
    called in this process one score at a time, the task's service (``scores_verify_queued``) in this process
    as the task sent for a burst runs it (batches of the oldest pending scores until none is left), then the
    Celery task on a real worker, each score enqueued as a submission enqueues it
    (``leaderboards.tasks.enqueue_verification``: a burst sends few messages; all enqueued at once, clock
    from the first to the last score verified). On a shared machine the rates move with the load;
    the CPU that each way spends per verification (the Python processes and their PostgreSQL backends, from
    /proc) much less."""
    from games.engines.registry import get_game
    from leaderboards.models import Score, ScoreStatus
    from leaderboards.tasks import enqueue_verification
    from leaderboards.verification import VERIFY_BATCH, score_verify, scores_verify_queued

    logs = honest_logs(count)
    game = get_game(VERIFY_GAME)
    options = game.resolve_options(preset=game.options_schema.default_preset)
    started, replay_cpu = time.perf_counter(), time.process_time()
    for seed, log, _ in logs:
        game.replay(seed, options, log)
    replay_rate = count / (time.perf_counter() - started)
    replay_cpu = time.process_time() - replay_cpu
    backend = database_backends(mine=True)

    def in_process(label: str, verify) -> tuple[float, float, float]:
        """(rate, Python CPU, its backend's CPU) of ``verify(ids)``."""
        ids = [
            s.pk
            for s in Score.objects.bulk_create(ranked_score_rows(verification_players(label, count), logs))
        ]
        started, cpu, database_cpu = time.perf_counter(), time.process_time(), cpu_seconds(backend)
        verify(ids)
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu
        database_cpu = cpu_seconds(backend) - database_cpu
        assert Score.objects.filter(pk__in=ids, status=ScoreStatus.VERIFIED).count() == count
        return count / wall, cpu, database_cpu

    def one_at_a_time(ids: list[int]) -> None:
        for score_id in ids:
            score_verify(score_id=score_id)

    def burst(ids: list[int]) -> None:
        while scores_verify_queued(score_id=None):
            pass

    one_rate, one_cpu, one_db = in_process("inproc", one_at_a_time)
    queued_rate, queued_cpu, queued_db = in_process("queued", burst)

    ids = [
        s.pk
        for s in Score.objects.bulk_create(ranked_score_rows(verification_players("celery", count), logs))
    ]
    worker = start_worker(concurrency)
    try:
        workers, backends = process_tree(worker.pid), database_backends(mine=False)
        worker_cpu, worker_database_cpu = cpu_seconds(workers), cpu_seconds(backends)
        started = time.perf_counter()
        for score_id in ids:
            enqueue_verification(score_id)
        wait_verified(ids)
        celery = count / (time.perf_counter() - started)
        time.sleep(1)  # a task that finds nothing left may still be on its way
        worker_cpu = cpu_seconds(workers) - worker_cpu
        worker_database_cpu = cpu_seconds(backends) - worker_database_cpu
    finally:
        worker.terminate()
        try:
            worker.wait(20)
        except subprocess.TimeoutExpired:  # a warm shutdown waits for a task such as a daily's screening
            worker.kill()
            worker.wait()
    assert Score.objects.filter(pk__in=ids, status=ScoreStatus.VERIFIED).count() == count

    def per(seconds: float) -> str:
        return f"{seconds / count * 1000:.2f} ms"

    def line(label: str, rate: float, cpu: float, database_cpu: float, python: str) -> str:
        return (f"  {label:<58} {rate:7,.0f}/s  CPU per score {per(cpu + database_cpu)} ({python} {per(cpu)}, "
                f"PostgreSQL {per(database_cpu)}) = {(cpu + database_cpu) / replay_cpu:5.1f}x the replay")  # fmt: skip

    print(f"verification of {count} ranked Match-3 scores, load average {os.getloadavg()[0]:.1f}:")
    print(f"  {'the replay alone (games replay from seed and log)':<58} {replay_rate:7,.0f}/s  CPU per score "
          f"{per(replay_cpu)}")  # fmt: skip
    print(line("score_verify in process, one score at a time", one_rate, one_cpu, one_db, "Python"))
    print(line(f"the task's service in process, a burst (batches of {VERIFY_BATCH})", queued_rate,
               queued_cpu, queued_db, "Python"))  # fmt: skip
    print(line(f"Celery, enqueued as submissions are, prefork worker x{concurrency}", celery, worker_cpu,
               worker_database_cpu, "worker"))  # fmt: skip
    print(f"  Celery rate / score_verify's in process = {celery / one_rate:.2f} (goal >= 0.5); / the task's "
          f"service in process = {celery / queued_rate:.2f}")  # fmt: skip


def time_submission_to_ranked(submissions: int, rate: float, concurrency: int) -> None:
    """Ranked scores submitted at a steady rate, each enqueued on commit as the end of a play does; a score
    counts as ranked when its player's entry is on the board in Redis (polled every 2 ms)."""
    import threading

    from django.db import transaction

    from leaderboards.boards import Board
    from leaderboards.tasks import enqueue_verification
    from ops.redis_pool import redis_client

    logs = honest_logs(submissions)
    rows = ranked_score_rows(verification_players("latency", submissions), logs)
    best_key = Board.practice(game=VERIFY_GAME, preset=rows[0].preset).keys[1]  # user id -> member
    client = redis_client()
    submitted: dict[int, float] = {}
    ranked: dict[int, float] = {}
    done = threading.Event()

    def watch() -> None:
        while not done.is_set() or len(ranked) < len(submitted):
            waiting = [user_id for user_id in list(submitted) if user_id not in ranked]
            if waiting:
                now = time.perf_counter()
                for user_id, member in zip(waiting, client.hmget(best_key, waiting), strict=True):
                    if member is not None:
                        ranked[user_id] = now
            if done.is_set() and time.perf_counter() > deadline:
                return
            time.sleep(0.002)

    worker = start_worker(concurrency)
    deadline = float("inf")
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        started = time.perf_counter()
        for n, row in enumerate(rows):
            with transaction.atomic():
                row.save()
                transaction.on_commit(lambda pk=row.pk: enqueue_verification(pk))
            submitted[row.user_id] = time.perf_counter()
            delay = started + (n + 1) / rate - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
        deadline = time.perf_counter() + 120
        done.set()
        watcher.join()
    finally:
        worker.terminate()
        worker.wait(20)
    delays = [ranked[u] - submitted[u] for u in ranked]
    print(f"submission -> ranked (on the Redis board) at {rate:.0f}/s, one prefork worker x{concurrency}: "
          f"{percentiles(delays)}; {len(ranked)}/{submissions} ranked")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--samples", type=int, default=2000, help="read samples from Redis")
    parser.add_argument("--db-samples", type=int, default=20, help="read samples from the database alone")
    parser.add_argument("--rating-samples", type=int, default=200, help="read samples of the rating board")
    parser.add_argument(
        "--verifications", type=int, default=1000, help="ranked scores verified in process, then by Celery"
    )
    parser.add_argument("--submissions", type=int, default=1000, help="ranked scores submitted at --rate")
    parser.add_argument("--rate", type=float, default=100.0, help="submissions per second")
    parser.add_argument("--worker-concurrency", type=int, default=2, help="prefork processes of the worker")
    parser.add_argument("--skip-fill", action="store_true", help="reuse the rows of the previous run")
    parser.add_argument(
        "--skip-rebuild", action="store_true", help="reuse the Redis boards of the previous run"
    )
    args = parser.parse_args()
    if not (os.environ.get("DATABASE_URL") and os.environ.get("REDIS_URL")):
        sys.exit("bench/leaderboards.py measures the full stack: set DATABASE_URL and REDIS_URL")

    from soak import PRODUCTION_LIKE

    # DEBUG off, as production runs (DEBUG records every query), here and in the worker this starts.
    os.environ.update({**PRODUCTION_LIKE, "ALLOW_DEBUG_ON_SERVER": "0"})
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    print(f"# bench/leaderboards.py entries={args.entries:,} cpus={os.cpu_count()}")
    if args.skip_fill:
        from leaderboards.models import Score

        user_ids = list(
            Score.objects.filter(game=BOARD_GAME, preset=BOARD_PRESET).values_list("user_id", flat=True)
        )
    else:
        user_ids = fill(args.entries)
        fill_ratings(user_ids)
    if not args.skip_rebuild:
        rebuild_redis()
    if args.samples:
        redis_memory(len(user_ids))
        time_redis_alone(user_ids, args.samples)
        time_reads(user_ids, args.samples, "redis")
        time_reads(user_ids, args.samples, "redis", board_changing=True)
        time_redis_alone(user_ids, args.samples)
    if args.db_samples:
        time_reads(user_ids, args.db_samples, "database")
    if args.rating_samples:
        time_rating_reads(user_ids, args.rating_samples, "redis")
        time_rating_reads(user_ids, max(3, args.rating_samples // 10), "database")
        time_catalogue(max(5, args.rating_samples // 10))
    if args.verifications:
        time_verification_rates(args.verifications, args.worker_concurrency)
    if args.submissions:
        time_submission_to_ranked(args.submissions, args.rate, args.worker_concurrency)


if __name__ == "__main__":
    main()
