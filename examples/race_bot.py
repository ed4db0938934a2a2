"""Race a bot: join the quick-match queue of a game, wait for the start, play the first legal action on a random
pause while the others' progress scrolls by, and print the finish order once the server has verified it.

    .venv/bin/python examples/race_bot.py --username me --password ... [--game match3]

Run two of them (two accounts) and they race each other. Races are for registered players. The bot moves on
the race socket (``/ws/races/<id>/``, docs/races.md); the REST calls go through the generated client."""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import random
from typing import Any, cast
from urllib.parse import urlsplit

import websockets
from patience_client import AuthenticatedClient
from patience_client.api.races import races_detail, races_quick_match
from patience_client.models import Race, RaceQuickMatchApiInputRequest
from patience_sdk import ok, sign_in


def race_socket_url(client: AuthenticatedClient, race_id: str) -> str:
    parts = urlsplit(client._base_url)
    return f"{'wss' if parts.scheme == 'https' else 'ws'}://{parts.netloc}/ws/races/{race_id}/"


async def race(client: AuthenticatedClient, race_id: str, pause: tuple[float, float]) -> None:
    subprotocols = cast(Any, ["bearer", client.token])
    async with websockets.connect(race_socket_url(client, race_id), subprotocols=subprotocols) as socket:
        state: dict[str, Any] | None = None
        starts_at: dt.datetime | None = None
        while True:
            frame = json.loads(await socket.recv())
            if frame["type"] == "race":
                print(f"race {frame['status']}: " + ", ".join(r["player"] for r in frame["racers"]))
                if frame["starts_at"]:
                    starts_at = dt.datetime.fromisoformat(frame["starts_at"])
                if frame["status"] == "rated":
                    for racer in sorted(frame["racers"], key=lambda r: r["placement"] or 99):
                        print(
                            f"  #{racer['placement']} {racer['player']}: {racer['score']} (rating {racer['rating']})"
                        )
                    return
            elif frame["type"] == "progress":
                print(
                    f"  seat {frame['seat']}: {frame['moves']} moves, score {frame['score']}, {frame['progress']}"
                )
            elif frame["type"] == "error":
                print("refused:", frame["error"]["message"])
            elif frame["type"] == "state":
                state = frame
            if (
                state is None
                or state["status"] != "playing"
                or not state["legal_actions"]
                or starts_at is None
            ):
                continue
            wait = (starts_at - dt.datetime.now(tz=dt.UTC)).total_seconds()
            await asyncio.sleep(max(wait, 0) + random.uniform(*pause))
            move = {
                "type": "action",
                "action": state["legal_actions"][0]["action"],
                "expected_version": state["version"],
            }
            await socket.send(json.dumps(move))
            state = None  # the answer is the next state frame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", default="http://127.0.0.1:8000")
    parser.add_argument("--game", default="match3")
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--pause", type=float, nargs=2, default=(0.2, 0.5), help="seconds between moves")
    args = parser.parse_args()
    client = sign_in(args.base_url, args.username, args.password)
    lobby: Race = ok(
        races_quick_match.sync(client=client, body=RaceQuickMatchApiInputRequest(game=args.game))
    )
    print(f"in race {lobby.id} ({lobby.status}); waiting for a rival...")
    asyncio.run(race(client, str(lobby.id), tuple(args.pause)))
    final: Race = ok(races_detail.sync(client=client, race_id=lobby.id))
    print(f"seed, public now: {final.seed}")


if __name__ == "__main__":
    main()
