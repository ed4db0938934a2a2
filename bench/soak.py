"""Soak test of the full stack (not in CI): N simulated players play whole games for a while against two
uvicorn processes and a Celery worker that this script starts, on PostgreSQL and Redis.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/patience_bench REDIS_URL=redis://127.0.0.1:6379/3 \\
        .venv/bin/python bench/soak.py --players 200 --minutes 10 [--think-ms 2000]

Reports errors (target 0), action latency p50/p99 and each process's memory minute by minute, how the
scores of finished plays were verified (every one verified, none pending), and the number of plays whose
stored state differs from the replay of their log (target 0).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
GAMES = ["match3", "weaver", "witch", "journey", "quetinny"]
# As deployed: DEBUG off (so the production variables must be set; these values are for the benchmark only),
# plain HTTP on loopback, and rate limits out of the way of 200 players sharing one address.
PRODUCTION_LIKE = {
    "DEBUG": "0",
    "SECRET_KEY": "soak-secret-key-for-benchmarks-only-0123456789abcdef",
    "DAILY_SECRET": "soak-daily-secret-for-benchmarks-only",
    "ALLOWED_HOSTS": "127.0.0.1,localhost",
    "SECURE_SSL_REDIRECT": "0",
    **{
        f"THROTTLE_{scope}": "1000000/min"
        for scope in ("USER", "ACTIONS", "ANON", "AUTH", "SUBMISSIONS", "HINTS")
    },
    # With DEBUG off, start-up requires the collected static files (ops.deployment): collected here first.
    "STATIC_ROOT": str(Path(tempfile.gettempdir()) / "patience-soak-static"),
}


# As docs/operations.md advises: keep idle connections open longer than clients pause, or a client's request
# can cross the server's close of the same connection (uvicorn's default is 5 s).
KEEP_ALIVE = ["--timeout-keep-alive", "75"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def start_stack(servers: int) -> tuple[list[subprocess.Popen], list[str]]:
    env = {**os.environ, **PRODUCTION_LIKE, "CELERY_TASK_ALWAYS_EAGER": "0"}
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    processes, urls = [], []
    for _ in range(servers):
        port = free_port()
        processes.append(subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "config.asgi:application", "--port", str(port), "--log-level", "warning",
             *KEEP_ALIVE],
            cwd=ROOT, env=env))  # fmt: skip
        urls.append(f"http://127.0.0.1:{port}")
    processes.append(subprocess.Popen([sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo",
                                       "--loglevel=warning"], cwd=ROOT, env=env))  # fmt: skip
    for url in urls:
        for _ in range(100):
            try:
                if httpx.get(f"{url}/api/v1/ping", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
    return processes, urls


async def player(
    url: str, until: float, samples: list, errors: list, play_ids: set, rng: random.Random, think: float
) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        token = (await client.post("/api/v1/auth/guest")).json()["token"]
        client.headers["Authorization"] = f"Bearer {token}"
        while time.perf_counter() < until:
            play = (await client.post("/api/v1/plays", json={"game": rng.choice(GAMES)})).json()
            play_ids.add(play["id"])
            while play["status"] == "playing" and time.perf_counter() < until:
                if think:  # a person looks at the board before moving
                    await asyncio.sleep(rng.expovariate(1 / think))
                action = rng.choice(play["legal_actions"])["action"]
                started = time.perf_counter()
                try:
                    response = await client.post(f"/api/v1/plays/{play['id']}/actions",
                                                 json={"action": action, "expected_version": play["version"]})  # fmt: skip
                except httpx.TransportError as error:  # counted; the retry is safe thanks to expected_version
                    errors.append(("transport", repr(error)))
                    play = (await client.get(f"/api/v1/plays/{play['id']}")).json()
                    continue
                samples.append((started, time.perf_counter() - started))
                if response.status_code != 200:
                    errors.append((response.status_code, response.text[:200]))
                    play = (await client.get(f"/api/v1/plays/{play['id']}")).json()
                else:
                    play = response.json()


def score_statuses(play_ids: set, wait_seconds: float = 120) -> dict[str, int]:
    """How the scores of the finished plays ended, once the worker has drained its queue (or the wait is up)."""
    from django.db.models import Count

    from leaderboards.models import Score, ScoreStatus

    scores = Score.objects.filter(play_id__in=play_ids)
    deadline = time.monotonic() + wait_seconds
    while scores.filter(status=ScoreStatus.PENDING).exists() and time.monotonic() < deadline:
        time.sleep(1)
    return {row["status"]: row["n"] for row in scores.values("status").annotate(n=Count("id"))}


def mismatched_plays(play_ids: set) -> int:
    from games.engines.registry import get_game
    from games.models import Play
    from games.selectors import play_log

    bad = 0
    for play in Play.objects.filter(pk__in=play_ids).iterator():
        game = get_game(play.game)
        if game.serialize(game.replay(play.seed, play.options, play_log(play))) != play.state:
            bad += 1
    return bad


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--servers", type=int, default=2)
    parser.add_argument(
        "--think-ms", type=float, default=0, help="mean pause before each move (0: players never pause)"
    )
    args = parser.parse_args()
    if not (os.environ.get("DATABASE_URL") and os.environ.get("REDIS_URL")):
        sys.exit("bench/soak.py runs the full stack: set DATABASE_URL and REDIS_URL")
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput"], cwd=ROOT, check=True, capture_output=True
    )
    import django

    django.setup()
    # Django's logging configuration would let httpx log every one of the soak's requests.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    processes, urls = start_stack(args.servers)
    try:
        time.sleep(2)
        memory = [[rss_mb(p.pid) for p in processes]]  # at the start, then at the end of every minute
        samples, errors, play_ids = [], [], set()
        started = time.perf_counter()
        until = started + args.minutes * 60
        rng = random.Random(5)
        think = args.think_ms / 1000

        async def sample_memory() -> None:
            for minute in range(1, int(args.minutes + 0.999) + 1):
                await asyncio.sleep(
                    max(0.0, started + min(minute * 60, args.minutes * 60) - time.perf_counter())
                )
                memory.append([rss_mb(p.pid) for p in processes])

        async def run() -> None:
            await asyncio.gather(sample_memory(), *(
                player(urls[n % len(urls)], until, samples, errors, play_ids, random.Random(rng.random()), think)
                for n in range(args.players)))  # fmt: skip

        asyncio.run(run())
        kinds = ["worker" if "celery" in " ".join(p.args) else "web" for p in processes]
        print(
            f"# bench/soak.py players={args.players} minutes={args.minutes} servers={args.servers} "
            f"think_ms={args.think_ms:g} cpus={os.cpu_count()}"
        )
        print(f"actions: {len(samples)}  errors: {len(errors)}  plays: {len(play_ids)}")
        print("  minute  actions/s      p50 ms      p99 ms   RSS MB (" + ", ".join(kinds) + ")")
        print("   start" + " " * 36 + "  ".join(f"{mb:6.1f}" for mb in memory[0]))
        for minute in range(int(args.minutes + 0.999)):
            window = sorted(d for t, d in samples if minute * 60 <= t - started < (minute + 1) * 60)
            if window:
                p50, p99 = window[len(window) // 2], window[min(len(window) - 1, int(len(window) * 0.99))]
                rss = "  ".join(f"{mb:6.1f}" for mb in memory[minute + 1]) if minute + 1 < len(memory) else ""
                seconds = min(60.0, args.minutes * 60 - minute * 60)  # the last minute may be partial
                print(
                    f"  {minute + 1:>6}  {len(window) / seconds:9.1f}  {p50 * 1000:10.1f}  {p99 * 1000:10.1f}   {rss}"
                )
        for status, text in errors[:5]:
            print(f"  error {status}: {text}")
        print(f"scores of the finished plays, after the worker drained its queue: {score_statuses(play_ids)}")
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(20)
    print(f"plays whose stored state differs from the replay of their log: {mismatched_plays(play_ids)}")


if __name__ == "__main__":
    main()
