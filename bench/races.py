"""Races under load (issue 37): N concurrent races of 4 bot players on the PostgreSQL + Redis stack with two
uvicorn workers, beside the same number of solo players making moves at the same pace.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/patience_bench REDIS_URL=redis://127.0.0.1:6379/3 \\
        .venv/bin/python bench/races.py [--races 100] [--seconds 120] [--pause 0.2 0.5] [--game weaver]

Each bot sits on its race's socket (``/ws/races/<id>/``) and moves there every ``--pause`` seconds (uniform);
the connections spread over the two workers as the kernel hands them out, so most pushes cross processes
through Redis. A race whose plays have all ended is followed by a new race of the same four. Printed, with
``uptime`` beside them:

- **push delay**: for each move, the time from its acknowledgement (the mover's own ``state`` frame) to each
  rival's ``progress`` frame of that move: p50 / p99 / max (one clock: every bot is in this process);
- **errors**: error frames, refused requests and sockets closed by the server;
- **memory per socket**: the workers' RSS with every race socket open, minus before, over the sockets;
- **server CPU per move**: the workers' user + system CPU over the phase (from /proc) over the moves made, for
  the race phase and for a solo phase (as many bots, each on its own play's socket, same pace), and the ratio.
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
import time
from pathlib import Path

import websockets
from soak import rss_mb

ROOT = Path(__file__).resolve().parent.parent
# bench/api.py by its path: the installed project's own ``api`` package takes the name first.
_spec = importlib.util.spec_from_file_location("bench_api", ROOT / "bench" / "api.py")
assert _spec is not None and _spec.loader is not None
bench_api = importlib.util.module_from_spec(_spec)
sys.modules["bench_api"] = bench_api  # its dataclasses look their module up
_spec.loader.exec_module(bench_api)
Connection, percentile, project_server = bench_api.Connection, bench_api.percentile, bench_api.project_server
RACE_ENV = {"THROTTLE_RACES": "1000000/min", "RACE_COUNTDOWN_SECONDS": "0", "WS_MESSAGE_BUDGET": "100000000"}


def make_players(count: int, env: dict) -> list[str]:
    """Registered players with a sign-in token each, made in one process (registering through the API would
    measure the password hasher)."""
    script = (
        "import json,sys\n"
        "from accounts.models import User, AccessToken\n"
        "from accounts.services import token_issue\n"
        f"users = User.objects.bulk_create([User(username=f'racebot-{{n}}-{os.getpid()}') for n in range({count})])\n"
        "print(json.dumps([token_issue(user=u, kind=AccessToken.Kind.LOGIN).key for u in users]))\n"
    )
    out = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", script],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def workers_of(pid: int) -> list[int]:
    children = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        children += [int(c) for c in (task / "children").read_text().split()]
    return children


class Stats:
    def __init__(self) -> None:
        self.delays: list[float] = []
        self.acks: dict[tuple[str, int, int], float] = {}
        self.moves = 0
        self.errors = 0
        self.closed = 0
        self.races = 0
        self.early = 0
        self.error_codes: dict[str, int] = {}


async def bot(
    url: str,
    token: str,
    race_id: str,
    stats: Stats,
    until: float,
    pause: tuple[float, float],
    rng: random.Random,
    ready: asyncio.Event,
    opened: list,
) -> None:
    """One racer: moves on its race socket, one move in flight at a time, the next ``pause`` after the last."""
    ws = url.replace("http", "ws", 1)
    try:
        async with websockets.connect(
            f"{ws}/ws/races/{race_id}/", subprotocols=["bearer", token], max_size=2**22
        ) as socket:
            opened.append(socket)
            state: dict | None = None
            seat = None
            waiting = False  # a move sent, its answer not in yet
            next_move = 0.0
            await ready.wait()
            while True:
                idle = state is not None and not waiting
                timeout = max(0.01, next_move - time.perf_counter()) if idle else 10
                try:
                    frame = json.loads(await asyncio.wait_for(socket.recv(), timeout))
                except TimeoutError:
                    frame = None
                now = time.perf_counter()
                if frame is not None:
                    kind = frame["type"]
                    if kind == "race":
                        seat = frame["my_seat"]
                        if frame["status"] in ("finished", "rated", "cancelled"):
                            return
                    elif kind == "state":
                        if state is not None and frame["version"] > state["version"] and seat is not None:
                            stats.acks[(race_id, seat, frame["actions_count"])] = now
                            stats.moves += 1
                            waiting = False
                            next_move = now + rng.uniform(*pause)
                        state = frame
                        if state["status"] != "playing":
                            return
                    elif kind == "progress":
                        acked = stats.acks.get((race_id, frame["seat"], frame["moves"]))
                        if acked is not None:
                            stats.delays.append(max(0.0, now - acked))
                        else:
                            stats.early += 1  # the rival's progress came before the mover's own answer
                    elif kind == "error":
                        stats.errors += 1
                        stats.error_codes[frame["error"]["code"]] = (
                            stats.error_codes.get(frame["error"]["code"], 0) + 1
                        )
                        waiting = False
                        await socket.send(json.dumps({"type": "sync"}))
                if state is not None and state["status"] == "playing" and not waiting and now >= next_move:
                    if now >= until:
                        return
                    move = {
                        "type": "action",
                        "action": rng.choice(state["legal_actions"])["action"],
                        "expected_version": state["version"],
                    }
                    await socket.send(json.dumps(move))
                    waiting = True
    except websockets.ConnectionClosed:
        stats.closed += 1


async def race_group(
    url: str,
    tokens: list[str],
    game: str,
    stats: Stats,
    until: float,
    pause,
    rng,
    opened: list,
    all_open: asyncio.Event,
) -> None:
    connection = Connection(url)
    first = True
    while time.perf_counter() < until:
        status, race = await connection.call(
            "POST",
            "/api/v1/races",
            {"game": game, "capacity": len(tokens), "time_limit_seconds": 3600},
            tokens[0],
        )
        if status != 201:
            stats.errors += 1
            return
        for token in tokens[1:]:
            status, _ = await connection.call("POST", f"/api/v1/races/{race['id']}/join", token=token)
            stats.errors += status != 200
        ready = asyncio.Event()
        bots = [
            asyncio.create_task(bot(url, t, race["id"], stats, until, pause, rng, ready, opened))
            for t in tokens
        ]
        if first:
            await all_open.wait()  # the memory per socket is read with every socket open, before any move
            first = False
        status, _ = await connection.call("POST", f"/api/v1/races/{race['id']}/start", token=tokens[0])
        stats.errors += status != 200
        ready.set()
        stats.races += 1
        await asyncio.gather(*bots)
        # Plays still going when the bench stops leave the race: it ends (and resigns them).
        for token in tokens:
            await connection.call("POST", f"/api/v1/races/{race['id']}/leave", token=token)
    connection.close()


async def solo(url: str, token: str, game: str, stats: Stats, until: float, pause, rng) -> None:
    connection = Connection(url)
    ws = url.replace("http", "ws", 1)
    while time.perf_counter() < until:
        status, play = await connection.call("POST", "/api/v1/plays", {"game": game}, token)
        if status != 201:
            stats.errors += 1
            return
        async with websockets.connect(
            f"{ws}/ws/plays/{play['id']}/", subprotocols=["bearer", token]
        ) as socket:
            state = json.loads(await socket.recv())
            while state["status"] == "playing" and time.perf_counter() < until:
                await asyncio.sleep(rng.uniform(*pause))
                move = {
                    "type": "action",
                    "action": rng.choice(state["legal_actions"])["action"],
                    "expected_version": state["version"],
                }
                await socket.send(json.dumps(move))
                answer = json.loads(await socket.recv())
                if answer["type"] == "state":
                    state = answer
                    stats.moves += 1
                else:
                    stats.errors += 1
                    return
    connection.close()


async def drain(socket) -> None:
    async for _ in socket:
        pass


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


async def main_async(args) -> None:
    server = project_server("races", ROOT)
    server.env.update(RACE_ENV)
    players = args.races * args.players
    tokens = make_players(players * 2, server.env)
    race_tokens, solo_tokens = tokens[:players], tokens[players:]
    server.start()
    server.wait_ready()
    rng = random.Random(args.seed)
    try:
        await asyncio.sleep(2)
        workers = workers_of(server.process.pid)
        rss_before = sum(rss_mb(pid) for pid in workers)
        print(f"before: {uptime()}")
        stats = Stats()
        opened: list = []
        all_open = asyncio.Event()
        cpu = server.cpu_seconds()
        started = time.perf_counter()
        until = started + args.seconds
        groups = [race_tokens[i : i + args.players] for i in range(0, players, args.players)]
        tasks = [
            asyncio.create_task(
                race_group(server.url, g, args.game, stats, until, args.pause, rng, opened, all_open)
            )
            for g in groups
        ]
        while len(opened) < players and time.perf_counter() < started + 60:
            await asyncio.sleep(0.05)
        await asyncio.sleep(1)
        # Memory per socket: the workers' RSS before and after as many more sockets again (spectators of the
        # same races, joined to the same groups), once the first ones have warmed the workers up.
        rss_open = sum(rss_mb(pid) for pid in workers)
        race_ids = sorted({s.request.path.split("/")[3] for s in opened}) if opened else []
        spectators = [
            await websockets.connect(
                f"{server.url.replace('http', 'ws', 1)}/ws/races/{race_ids[i % len(race_ids)]}/"
            )
            for i in range(len(opened))
        ]
        drains = [
            asyncio.create_task(drain(spectator)) for spectator in spectators
        ]  # a watcher reads its frames
        await asyncio.sleep(1)
        rss_spectators = sum(rss_mb(pid) for pid in workers)
        all_open.set()
        await asyncio.gather(*tasks)
        for spectator in spectators:
            await spectator.close()
        await asyncio.gather(*drains, return_exceptions=True)
        race_cpu = server.cpu_seconds() - cpu
        race_seconds = time.perf_counter() - started
        print(f"races:  {uptime()}")

        solo_stats = Stats()
        cpu = server.cpu_seconds()
        until = time.perf_counter() + args.seconds
        await asyncio.gather(
            *(solo(server.url, t, args.game, solo_stats, until, args.pause, rng) for t in solo_tokens)
        )
        solo_cpu = server.cpu_seconds() - cpu
        print(f"solo:   {uptime()}")

        per_move = race_cpu / max(1, stats.moves) * 1000
        solo_per_move = solo_cpu / max(1, solo_stats.moves) * 1000
        print(
            f"\n{args.races} races x {args.players} bots ({args.game}), {race_seconds:.0f} s, a move every {args.pause[0]}-{args.pause[1]} s; two uvicorn workers"
        )
        print(f"races started {stats.races}, moves {stats.moves}, progress frames timed {len(stats.delays)}")
        print(
            f"push delay after the ack: p50 {percentile(stats.delays, 50) * 1000:.1f} ms, p99 {percentile(stats.delays, 99) * 1000:.1f} ms, max {max(stats.delays or [0]) * 1000:.1f} ms"
        )
        print(
            f"errors: race phase {stats.errors} error frames/refusals {stats.error_codes}, {stats.closed} sockets closed;"
            f" solo phase {solo_stats.errors}"
        )
        print(f"progress frames before the mover's own answer (not timed): {stats.early}")
        print(
            f"memory: workers' RSS {rss_before:.0f} MB idle, {rss_open:.0f} MB with {len(spectators)} race sockets,"
            f" {rss_spectators:.0f} MB with {len(spectators)} spectators more:"
            f" {(rss_spectators - rss_open) * 1024 / max(1, len(spectators)):.0f} KB per socket"
        )
        print(
            f"server CPU per move: race {per_move:.2f} ms ({stats.moves} moves), solo {solo_per_move:.2f} ms ({solo_stats.moves} moves): {per_move / solo_per_move:.2f}x"
        )
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--races", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--pause", type=float, nargs=2, default=(0.2, 0.5))
    parser.add_argument("--game", default="weaver")
    parser.add_argument("--seed", type=int, default=37)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
