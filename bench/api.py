"""Load against a running server: actions per second and latency beside a no-op endpoint, and WebSocket
push latency with many idle sockets connected.

    # the full stack (PostgreSQL + Redis), then:
    .venv/bin/python bench/api.py --server http://127.0.0.1:8000 --players 20 --seconds 20 --idle-sockets 1000

Figures are printed as a table; the no-op endpoint is measured in the same run, under the same load.
``--rates 50 100 200`` adds latency at those offered loads (open loop), the form of the p99 target.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time

import httpx
import websockets


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


async def guest(client: httpx.AsyncClient) -> str:
    response = await client.post("/api/v1/auth/guest")
    response.raise_for_status()
    return response.json()["token"]


async def player_loop(
    client: httpx.AsyncClient, token: str, game: str, until: float, latencies: list, errors: list, rng
):
    headers = {"Authorization": f"Bearer {token}"}
    play = (await client.post("/api/v1/plays", json={"game": game}, headers=headers)).json()
    while time.perf_counter() < until:
        if play["status"] != "playing":
            play = (await client.post("/api/v1/plays", json={"game": game}, headers=headers)).json()
            continue
        play = await move(client, headers, play, rng, latencies, errors)


async def move(
    client: httpx.AsyncClient, headers: dict, play: dict, rng, latencies: list, errors: list
) -> dict:
    """One random legal move, timed; returns the play as it now stands (fetched again after a refusal)."""
    started = time.perf_counter()
    response = await client.post(
        f"/api/v1/plays/{play['id']}/actions",
        json={"action": rng.choice(play["legal_actions"])["action"], "expected_version": play["version"]},
        headers=headers,
    )
    latencies.append(time.perf_counter() - started)
    if response.status_code == 200:
        return response.json()
    errors.append(response.status_code)
    return (await client.get(f"/api/v1/plays/{play['id']}", headers=headers)).json()


async def noop_loop(client: httpx.AsyncClient, until: float, latencies: list):
    while time.perf_counter() < until:
        started = time.perf_counter()
        await client.get("/api/v1/ping")
        latencies.append(time.perf_counter() - started)


async def measure_actions(args) -> None:
    limits = httpx.Limits(max_connections=args.players * 2)
    async with httpx.AsyncClient(base_url=args.server, timeout=30, limits=limits) as client:
        tokens = [await guest(client) for _ in range(args.players)]
        for label, with_noop in (("actions", False), ("no-op", True)):
            latencies, errors = [], []
            until = time.perf_counter() + args.seconds
            started = time.perf_counter()
            if with_noop:
                await asyncio.gather(*(noop_loop(client, until, latencies) for _ in range(args.players)))
            else:
                rng = random.Random(1)
                await asyncio.gather(
                    *(
                        player_loop(client, t, args.games[i % len(args.games)], until, latencies, errors, rng)
                        for i, t in enumerate(tokens)
                    )
                )
            elapsed = time.perf_counter() - started
            print(
                f"{label:<8} {len(latencies) / elapsed:>9.1f}/s  p50 {percentile(latencies, 50) * 1000:7.1f} ms  "
                f"p95 {percentile(latencies, 95) * 1000:7.1f} ms  p99 {percentile(latencies, 99) * 1000:7.1f} ms  errors {len(errors)}",
                flush=True,
            )


async def measure_offered_rate(args) -> None:
    """Open loop: one action every 1/rate seconds, each given to a player that is not waiting for an answer,
    so latency is measured at a fixed load instead of at whatever rate the server sustains. A tick that
    finds every player waiting is counted as missed (the server is not keeping up)."""
    limits = httpx.Limits(max_connections=args.rate_players * 2)
    async with httpx.AsyncClient(base_url=args.server, timeout=30, limits=limits) as client:
        rng = random.Random(3)
        idle: asyncio.Queue = asyncio.Queue()
        for i in range(args.rate_players):
            headers = {"Authorization": f"Bearer {await guest(client)}"}
            game = args.games[i % len(args.games)]
            play = (await client.post("/api/v1/plays", json={"game": game}, headers=headers)).json()
            idle.put_nowait({"headers": headers, "game": game, "play": play})
        latencies, errors, missed = [], [], 0

        async def act(player: dict) -> None:
            play = await move(client, player["headers"], player["play"], rng, latencies, errors)
            if play["status"] != "playing":  # a new game, outside the measured requests
                play = (
                    await client.post(
                        "/api/v1/plays", json={"game": player["game"]}, headers=player["headers"]
                    )
                ).json()
            player["play"] = play
            idle.put_nowait(player)

        in_flight = set()
        started = time.perf_counter()
        for tick in range(int(args.rate * args.seconds)):
            await asyncio.sleep(max(0.0, started + tick / args.rate - time.perf_counter()))
            if idle.empty():
                missed += 1
                continue
            task = asyncio.create_task(act(idle.get_nowait()))
            in_flight.add(task)
            task.add_done_callback(in_flight.discard)
        await asyncio.gather(*in_flight)
        elapsed = time.perf_counter() - started
        print(
            f"offered  {args.rate:>7.0f}/s  achieved {len(latencies) / elapsed:7.1f}/s  "
            f"p50 {percentile(latencies, 50) * 1000:7.1f} ms  p95 {percentile(latencies, 95) * 1000:7.1f} ms  "
            f"p99 {percentile(latencies, 99) * 1000:7.1f} ms  errors {len(errors)}  missed ticks {missed}",
            flush=True,
        )


async def measure_push(args) -> None:
    ws_base = args.server.replace("http", "ws", 1)
    async with httpx.AsyncClient(base_url=args.server, timeout=30) as client:
        token = await guest(client)
        headers = {"Authorization": f"Bearer {token}"}
        play = (await client.post("/api/v1/plays", json={"game": "weaver"}, headers=headers)).json()
        idle = []
        idle_play = (await client.post("/api/v1/plays", json={"game": "match3"}, headers=headers)).json()
        for _ in range(args.idle_sockets):
            socket = await websockets.connect(
                f"{ws_base}/ws/plays/{idle_play['id']}/", subprotocols=["bearer", token]
            )
            await socket.recv()
            idle.append(socket)
        delays = []
        async with websockets.connect(
            f"{ws_base}/ws/plays/{play['id']}/", subprotocols=["bearer", token]
        ) as listener:
            await listener.recv()
            for _ in range(args.pushes):
                if play["status"] != "playing":
                    play = (
                        await client.post("/api/v1/plays", json={"game": "weaver"}, headers=headers)
                    ).json()
                    await listener.close()
                    listener = await websockets.connect(
                        f"{ws_base}/ws/plays/{play['id']}/", subprotocols=["bearer", token]
                    )
                    await listener.recv()
                response = await client.post(
                    f"/api/v1/plays/{play['id']}/actions",
                    json={"action": play["legal_actions"][0]["action"], "expected_version": play["version"]},
                    headers=headers,
                )
                acknowledged = time.perf_counter()
                play = response.json()
                while True:
                    message = json.loads(await listener.recv())
                    if message.get("version") == play["version"]:
                        break
                delays.append(time.perf_counter() - acknowledged)
        for socket in idle:
            await socket.close()
        print(
            f"push     {args.idle_sockets} idle sockets  p50 {percentile(delays, 50) * 1000:7.1f} ms  "
            f"p95 {percentile(delays, 95) * 1000:7.1f} ms  p99 {percentile(delays, 99) * 1000:7.1f} ms  "
            f"mean {statistics.mean(delays) * 1000:.1f} ms over {len(delays)} pushes"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--server", default="http://127.0.0.1:8000")
    parser.add_argument("--players", type=int, default=20, help="concurrent simulated players")
    parser.add_argument("--seconds", type=float, default=15, help="duration of each phase")
    parser.add_argument("--games", nargs="*", default=["match3", "weaver", "witch", "journey", "quetinny"])
    parser.add_argument("--idle-sockets", type=int, default=200)
    parser.add_argument("--pushes", type=int, default=200)
    parser.add_argument(
        "--rates", type=float, nargs="*", default=[], help="also measure latency at these offered actions/s"
    )
    parser.add_argument("--rate-players", type=int, default=100, help="players sharing the offered load")
    args = parser.parse_args()
    print(
        f"# bench/api.py server={args.server} players={args.players} seconds={args.seconds} idle_sockets={args.idle_sockets}"
    )
    asyncio.run(measure_actions(args))
    for rate in args.rates:
        args.rate = rate
        asyncio.run(measure_offered_rate(args))
    asyncio.run(measure_push(args))


if __name__ == "__main__":
    main()
