"""The release minute (issue 36): N players arrive within a few seconds of each other, open Today, start today's
daily and play it to the end, against the full stack this script starts: two uvicorn workers, a Celery worker,
PostgreSQL and Redis (not in CI).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/patience_spike REDIS_URL=redis://127.0.0.1:6379/3 \\
        .venv/bin/python bench/spike.py --players 300 [--window 10] [--read-s 1 5] [--herd] [--think-ms 2000] \\
        [--max-moves 40]

Each player is a registered account made before the clock starts (today's daily is for accounts, not guests), signed
in with a login token, and plays as the web client does. **Arrivals** (the default, issue 43's "300 players in 10
s"): each player arrives at a random moment of the first ``--window`` seconds (uniform), opens Today (``GET
/daily/today/``) on a connection of its own, reads it for ``--read-s`` seconds (uniform between the two bounds, as a
person would before pressing Start), then ``POST /daily/<today>/<game>/start`` (a game drawn in turn), ``GET
/plays/<id>`` (the play screen), its play socket opened, then random legal moves over the socket, a person's pause
(``--think-ms``, exponential) between them, until the game ends or ``--max-moves``, where it resigns over REST (an
end that ranks like any other). **``--herd``**: the harder shape, every player opens Today at the same instant
(t=0), then starts at a random moment of the window; every Today is then a token's first request on a brand-new
connection, all at once. The database is emptied first and today's dailies generated (the quick screening rule: the
spike measures the API, not the screening). Printed: per route p50/p99 and errors (any answer but the expected one,
or a dropped connection), the servers', the worker's and PostgreSQL's CPU over the spike, the load average
beside it, and how long the last score waited for its verification.

The load client speaks raw HTTP/1.1 on one keep-alive connection per player (bench/api.py's ``Connection``):
httpx would cost the client more CPU than the server spends on a move. A move's time is from its frame sent to
its answer's frame read.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import psycopg
import websockets

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
_spec = importlib.util.spec_from_file_location("bench_api", ROOT / "bench" / "api.py")
assert _spec and _spec.loader
bench_api = importlib.util.module_from_spec(_spec)
sys.modules["bench_api"] = bench_api  # its dataclasses look their module up
_spec.loader.exec_module(bench_api)
Connection, percentile, process_cpu_seconds, worker_processes = (
    bench_api.Connection,
    bench_api.percentile,
    bench_api.process_cpu_seconds,
    bench_api.worker_processes,
)
from soak import KEEP_ALIVE, PRODUCTION_LIKE, free_port  # noqa: E402  # bench/ is on the path above

GAMES = ["match3", "weaver", "witch", "journey", "quetinny"]
TODAY = "/api/v1/daily/today/"  # what the web client's Today page reads (static/web/js/views/home.js)


class Stats:
    def __init__(self) -> None:
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        self.tokens: list[str] = []
        self.finished = self.resigned = self.moves = 0
        self.todays = 0
        self.todays_done: tuple[float, list[float]] | None = None  # when the last Today was answered, its CPU
        self.workers: list[int] = []

    def today_answered(self, t0: float) -> None:
        """Count a Today; at the last one, note the time and each server process's CPU (the burst's share)."""
        self.todays += 1
        if self.todays == len(self.tokens):
            self.todays_done = (time.perf_counter() - t0, [process_cpu_seconds(pid) for pid in self.workers])

    async def call(self, route: str, connection, method: str, path: str, body=None, token=None, ok=(200,)):
        started = time.perf_counter()
        try:
            status, data = await connection.call(method, path, body, token)
        except Exception as error:  # a dropped connection is an error like a 5xx
            self.errors[route][type(error).__name__] += 1
            connection.writer = None
            return None, None
        self.latency[route].append(time.perf_counter() - started)
        if status not in ok:
            self.errors[route][str(status)] += 1
        return status, data


async def player(
    n: int, url: str, token: str, today: str, args, stats: Stats, rng: random.Random, t0: float
) -> None:
    connection = Connection(url)
    # Drawn before any wait, so that both shapes give each player the same moments whatever the others do.
    arrives, reads = rng.uniform(0, args.window), rng.uniform(*args.read_s)
    try:
        if not args.herd:
            await asyncio.sleep(arrives)
        await stats.call("daily (Today)", connection, "GET", TODAY, token=token)
        stats.today_answered(t0)
        # The herd starts at its arrival moment (Today was read at t=0); an arrival starts once it has read Today.
        await asyncio.sleep(max(0.0, arrives - (time.perf_counter() - t0)) if args.herd else reads)
        game = GAMES[n % len(GAMES)]
        _, play = await stats.call(
            "daily start", connection, "POST", f"/api/v1/daily/{today}/{game}/start", {}, token, ok=(200, 201)
        )
        if not play or "legal_actions" not in play:
            return
        path = f"/api/v1/plays/{play['id']}"
        _, play = await stats.call("play (screen)", connection, "GET", path, token=token)
        if not play:
            return
        ws_url = url.replace("http", "ws", 1) + f"/ws/plays/{play['id']}/"
        started = time.perf_counter()
        try:
            socket = await websockets.connect(ws_url, subprotocols=["bearer", token])  # type: ignore[list-item]
            play = json.loads(await socket.recv())  # the state on connect
        except Exception as error:
            stats.errors["socket open"][type(error).__name__] += 1
            return
        stats.latency["socket open"].append(time.perf_counter() - started)
        try:
            moves = 0
            while play["status"] == "playing":
                if args.think_ms:
                    await asyncio.sleep(rng.expovariate(1000 / args.think_ms))
                if moves >= args.max_moves or not play["legal_actions"]:
                    await stats.call(
                        "resign",
                        connection,
                        "POST",
                        f"{path}/resign",
                        {"expected_version": play["version"]},
                        token,
                    )
                    stats.resigned += 1
                    return
                move = {
                    "type": "action",
                    "action": rng.choice(play["legal_actions"])["action"],
                    "expected_version": play["version"],
                }
                started = time.perf_counter()
                try:
                    await socket.send(json.dumps(move))
                    answer = json.loads(await socket.recv())
                except Exception as error:  # a dropped socket is an error like a 5xx
                    stats.errors["move (socket)"][type(error).__name__] += 1
                    return
                stats.latency["move (socket)"].append(time.perf_counter() - started)
                moves += 1
                stats.moves += 1
                if answer["type"] == "state":
                    play = answer
                else:
                    stats.errors["move (socket)"][str(answer.get("status"))] += 1
                    _, play = await stats.call("play (reread)", connection, "GET", path, token=token)
                    if not play:
                        return
            stats.finished += 1
        finally:
            await socket.close()
    finally:
        connection.close()


# Registered accounts, each with a login token, made in one process before the clock starts (guests cannot play
# today's daily; signing 300 up through the API would measure password hashing, not the release minute).
_ACCOUNTS = """
import json, sys
from accounts.models import AccessToken, User
from accounts.services import token_issue
users = [User(username=f"spike{n}") for n in range(int(sys.argv[1]))]
for user in users:
    user.set_unusable_password()
User.objects.bulk_create(users)
users = User.objects.filter(username__startswith="spike").order_by("id")
print(json.dumps([token_issue(user=user, kind=AccessToken.Kind.LOGIN).key for user in users]))
"""


def cpu_of(pids: list[int]) -> float:
    return sum(process_cpu_seconds(pid) for pid in pids)


def database_cpu(url: str) -> float:
    with psycopg.connect(url, autocommit=True) as db:
        pids = [
            row[0] for row in db.execute("SELECT pid FROM pg_stat_activity WHERE application_name = 'spike'")
        ]
    return cpu_of(pids)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--window", type=float, default=10, help="seconds over which the players arrive")
    parser.add_argument(
        "--read-s",
        type=float,
        nargs=2,
        default=[1.0, 5.0],
        metavar=("MIN", "MAX"),
        help="seconds a player reads Today before starting (uniform between the two)",
    )
    parser.add_argument(
        "--port-per-process",
        action="store_true",
        help="two uvicorn processes on a port each, the players in turn (as behind a proxy), not two workers on one",
    )
    parser.add_argument(
        "--herd", action="store_true", help="every player opens Today at t=0 (then starts within the window)"
    )
    parser.add_argument("--think-ms", type=float, default=2000, help="mean pause between two moves")
    parser.add_argument("--max-moves", type=int, default=40, help="moves before a player resigns")
    parser.add_argument("--seed", type=int, default=36)
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith("postgres") or not os.environ.get("REDIS_URL"):
        sys.exit("DATABASE_URL (PostgreSQL) and REDIS_URL are required: the spike runs the full stack")
    base_url = os.environ["DATABASE_URL"]
    database_url = f"{base_url}{'&' if '?' in base_url else '?'}application_name=spike"
    metrics_dir = tempfile.mkdtemp(prefix="patience-spike-metrics-")
    env = {
        **os.environ,
        **PRODUCTION_LIKE,
        "DATABASE_URL": database_url,
        "CELERY_TASK_ALWAYS_EAGER": "0",
        "DAILY_SCREENING_RULE": "quick",
        "DAILY_GENERATE_ON_START": "0",  # generated below, before the clock starts
        "PROMETHEUS_MULTIPROC_DIR": metrics_dir,
    }
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "flush", "--noinput"], cwd=ROOT, env=env, check=False, capture_output=True)
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    subprocess.run([*manage, "collectstatic", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    subprocess.run(
        [*manage, "daily", "generate", "--days", "1"], cwd=ROOT, env=env, check=True, capture_output=True
    )
    made = subprocess.run(
        [sys.executable, "-c", f"import django, sys; django.setup(); sys.argv = ['', '{args.players}']; exec({_ACCOUNTS!r})"],
        cwd=ROOT, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"}, check=True, capture_output=True, text=True,
    )  # fmt: skip
    tokens = json.loads(made.stdout.strip().splitlines()[-1])
    subprocess.run(["redis-cli", "-u", os.environ["REDIS_URL"], "flushdb"], check=False, capture_output=True)
    # Two server processes: uvicorn's two workers on one listening socket (as `make run` serves), or with
    # --port-per-process one process per port, the players taking them in turn, as a proxy spreads them
    # (docs/operations.md): a burst of new connections on one shared socket mostly lands on the process that
    # wakes first.
    ports = [free_port() for _ in range(2 if args.port_per_process else 1)]
    urls = [f"http://127.0.0.1:{port}" for port in ports]
    workers_flag = [] if args.port_per_process else ["--workers", "2"]
    uvicorn = [
        sys.executable,
        "-m",
        "uvicorn",
        "config.asgi:application",
        "--log-level",
        "warning",
        *KEEP_ALIVE,
    ]
    servers = [
        subprocess.Popen([*uvicorn, "--port", str(port), *workers_flag], cwd=ROOT, env=env) for port in ports
    ]
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "--loglevel=warning"],
        cwd=ROOT, env=env)  # fmt: skip
    try:
        import urllib.request

        for url in urls:
            for _ in range(300):
                try:
                    if urllib.request.urlopen(f"{url}/readyz", timeout=1).status == 200:
                        break
                except OSError:
                    time.sleep(0.2)
        today = time.strftime("%Y-%m-%d", time.gmtime())
        stats, rng = Stats(), random.Random(args.seed)
        stats.tokens = tokens
        server_pids = [server.pid for server in servers]
        stats.workers = server_pids if args.port_per_process else worker_processes(servers[0].pid)
        workers_before = [process_cpu_seconds(pid) for pid in stats.workers]
        before = (cpu_of(server_pids), cpu_of([worker.pid]), database_cpu(base_url), os.getloadavg()[0])
        started = time.perf_counter()

        async def everyone() -> None:
            t0 = time.perf_counter()
            await asyncio.gather(
                *(
                    player(n, urls[n % len(urls)], tokens[n], today, args, stats, rng, t0)
                    for n in range(args.players)
                )
            )

        asyncio.run(everyone())
        wall = time.perf_counter() - started
        after = (cpu_of(server_pids), cpu_of([worker.pid]), database_cpu(base_url), os.getloadavg()[0])
        workers_after = [process_cpu_seconds(pid) for pid in stats.workers]
        with psycopg.connect(base_url, autocommit=True) as db:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                (pending,) = db.execute(
                    "SELECT count(*) FROM leaderboards_score WHERE status = 'pending'"
                ).fetchone()
                if not pending:
                    break
                time.sleep(1)
            lag = time.monotonic() - (deadline - 120)
            counts = dict(
                db.execute("SELECT status, count(*) FROM leaderboards_score GROUP BY status").fetchall()
            )
    finally:
        for process in [*servers, worker]:
            process.terminate()
        for process in [*servers, worker]:
            process.wait(20)
    shape = (
        "herd: every Today at t=0"
        if args.herd
        else f"arrivals, Today read {args.read_s[0]:g}-{args.read_s[1]:g} s"
    ) + ("; a port per process" if args.port_per_process else "; two workers on one port")
    print(f"\n{args.players} players, window {args.window:.0f} s ({shape}), think {args.think_ms:.0f} ms, "
          f"max {args.max_moves} moves; {wall:.1f} s wall; load average {before[3]:.1f} before, {after[3]:.1f} after")  # fmt: skip
    print(f"{'route':<16} {'requests':>8} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}  errors")
    for route, values in stats.latency.items():
        errors = dict(stats.errors.get(route, {}))
        print(f"{route:<16} {len(values):>8} {percentile(values, 50) * 1000:>8.1f} {percentile(values, 99) * 1000:>8.1f} "
              f"{max(values) * 1000:>8.1f}  {errors or 0}")  # fmt: skip
    for route, errors in stats.errors.items():
        if route not in stats.latency:
            print(f"{route:<16} no answer: {dict(errors)}")
    total_errors = sum(sum(e.values()) for e in stats.errors.values())
    print(f"errors: {total_errors}; games ended {stats.finished}, resigned at the move cap {stats.resigned}; "
          f"moves {stats.moves} ({stats.moves / wall:.0f}/s)")  # fmt: skip
    server_cpu, worker_cpu, db_cpu = (after[i] - before[i] for i in range(3))
    print(f"CPU over the spike: servers {server_cpu:.1f} s, worker {worker_cpu:.1f} s, PostgreSQL {db_cpu:.1f} s "
          f"({(server_cpu + worker_cpu + db_cpu) / wall:.2f} cores of 2)")  # fmt: skip
    per_process = " / ".join(f"{b - a:.1f}" for a, b in zip(workers_before, workers_after, strict=True))
    print(f"server processes' CPU over the spike: {per_process} s", end="")
    if stats.todays_done is not None:
        at, cpu = stats.todays_done
        burst = " / ".join(f"{b - a:.2f}" for a, b in zip(workers_before, cpu, strict=True))
        print(f"; until the last Today was answered ({at:.2f} s after the start): {burst} s", end="")
    print()
    print(f"scores: {counts}; the last pending one verified {lag:.1f} s after the players stopped")


if __name__ == "__main__":
    main()
