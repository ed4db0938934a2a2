"""One client flooding hints against another player's moves: the move latency without and with the flood.

    .venv/bin/python bench/hint_flood.py --server http://127.0.0.1:8000 --seconds 15

The victim plays Match-3 at a steady pace (``--moves-per-second``, within the action throttle), first alone,
then while one guest asks hints on its own Witch practice game from ``--flooders`` concurrent loops as fast
as the server lets it (``--separate-guests``: one guest per loop, many clients). Prints the victim's move p50/p99 in both phases and the flood's answers by status.
Issue 23's goal: the p99 with the flood under twice the p99 without.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import time

import httpx


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))] if ordered else float("nan")


async def guest_headers(client: httpx.AsyncClient) -> dict:
    response = await client.post("/api/v1/auth/guest")
    response.raise_for_status()
    return {"Authorization": f"Bearer {response.json()['token']}"}


async def victim(client: httpx.AsyncClient, seconds: float, pace: float) -> tuple[list[float], int]:
    headers = await guest_headers(client)
    play = (await client.post("/api/v1/plays", json={"game": "match3"}, headers=headers)).json()
    latencies, errors = [], 0
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        tick = time.perf_counter()
        if play["status"] != "playing":
            play = (await client.post("/api/v1/plays", json={"game": "match3"}, headers=headers)).json()
            continue
        started = time.perf_counter()
        response = await client.post(
            f"/api/v1/plays/{play['id']}/actions",
            json={"action": play["legal_actions"][0]["action"], "expected_version": play["version"]},
            headers=headers,
        )
        latencies.append(time.perf_counter() - started)
        if response.status_code == 200:
            play = response.json()
        else:
            errors += 1
            play = (await client.get(f"/api/v1/plays/{play['id']}", headers=headers)).json()
        await asyncio.sleep(max(0.0, 1 / pace - (time.perf_counter() - tick)))
    return latencies, errors


async def flooder(
    client: httpx.AsyncClient, headers: dict, play_id: str, until: float, codes: collections.Counter
):
    while time.perf_counter() < until:
        response = await client.post(f"/api/v1/plays/{play_id}/hint", headers=headers)
        codes[response.status_code] += 1
        if response.status_code != 200:
            # A refused flood would retry at once; a short pause keeps the client from measuring only 429s.
            await asyncio.sleep(0.05)


async def main(args) -> None:
    limits = httpx.Limits(max_connections=100)
    async with httpx.AsyncClient(base_url=args.server, timeout=60, limits=limits) as client:
        alone, alone_errors = await victim(client, args.seconds, args.moves_per_second)
        codes: collections.Counter = collections.Counter()
        until = time.perf_counter() + args.seconds + 2
        floods = []
        for n in range(args.flooders):
            if n == 0 or args.separate_guests:
                headers = await guest_headers(client)
                play = (await client.post("/api/v1/plays", json={"game": "witch"}, headers=headers)).json()
            floods.append(asyncio.create_task(flooder(client, headers, play["id"], until, codes)))
        await asyncio.sleep(2)  # the flood is running before the victim starts
        flooded, flooded_errors = await victim(client, args.seconds, args.moves_per_second)
        await asyncio.gather(*floods)
    print("| phase | moves | errors | p50 ms | p99 ms |")
    print("|---|---|---|---|---|")
    for name, values, errors in (
        ("alone", alone, alone_errors),
        ("with the hint flood", flooded, flooded_errors),
    ):
        p50, p99 = percentile(values, 50) * 1000, percentile(values, 99) * 1000
        print(f"| {name} | {len(values)} | {errors} | {p50:.1f} | {p99:.1f} |")
    ratio = percentile(flooded, 99) / percentile(alone, 99)
    print(f"\np99 with the flood / p99 alone: {ratio:.2f}")
    print(f"hint answers by status during the flood: {dict(sorted(codes.items()))}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--server", default="http://127.0.0.1:8000")
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--moves-per-second", type=float, default=4)
    parser.add_argument("--flooders", type=int, default=4)
    parser.add_argument(
        "--separate-guests",
        action="store_true",
        help="each flooding loop is a guest of its own (many clients)",
    )
    asyncio.run(main(parser.parse_args()))
