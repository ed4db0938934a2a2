"""Sign in, play today's daily challenge of one game to its end over the live channel, print the board.

    .venv/bin/python examples/play_daily.py                       # as a new one-click account, Weaver
    .venv/bin/python examples/play_daily.py --game match3 --username me --password ...

Today's daily is for accounts, not guests (a guest is free to make, so its game would be a free look at the
deal): without a username the example makes a one-click account (its attempt is provisional on the day it is
made, see docs/fair-play.md). The strategy uses no hint (a daily game has none): it plays the first legal action, in the server's stable
order, with the version it has seen. It uses only the SDK (``pip install ./clients/python``; ``make install``
installs it): the generated REST client for the catalogue and the daily, ``patience_sdk`` for the rest.
Checked by ``mypy --strict`` (tests/contract/test_sdk.py)."""

from __future__ import annotations

import argparse
import asyncio

from patience_client import AuthenticatedClient
from patience_client.api.daily import daily_start, daily_today
from patience_client.models import (
    BoardEntry,
    ChallengeOutput,
    StatusEnum,
)
from patience_sdk import LivePlay, PlayState, ok, sign_in, sign_up_quick, watch_board


async def play_to_the_end(client: AuthenticatedClient, play_id: str) -> PlayState:
    async with LivePlay(client, play_id) as live:
        state = await live.state()  # the snapshot the socket sends on connect
        while state.status == StatusEnum.PLAYING and state.legal_actions:
            # The game's own action model, sent as the socket's typed action frame.
            state = await live.act(state.legal_actions[0].action, expected_version=state.version)
        return state


async def first_board(base_url: str, board_id: str) -> list[BoardEntry]:
    async for top in watch_board(base_url, board_id):
        return top
    return []


def todays_challenge(client: AuthenticatedClient, game: str) -> ChallengeOutput:
    today: list[ChallengeOutput] = ok(daily_today.sync(client=client))  # one shape: no isinstance needed
    for challenge in today:
        if challenge.game == game:
            found: ChallengeOutput = challenge
            return found
    raise SystemExit(f"No daily challenge of {game} today: {', '.join(c.game for c in today) or 'none'}.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", default="http://127.0.0.1:8000")
    parser.add_argument("--game", default="weaver")
    parser.add_argument("--username")
    parser.add_argument("--password")
    args = parser.parse_args()

    if args.username:
        client = sign_in(args.base_url, args.username, args.password or "")
    else:
        client, username, password = sign_up_quick(args.base_url)
        print(f"made account {username} (password {password}, shown once)")
    challenge = todays_challenge(client, args.game)
    start: PlayState = ok(daily_start.sync(challenge.date, challenge.game, client=client))
    ranked = "ranked" if start.ranked else f"casual: {start.unranked_reason}"
    print(
        f"{challenge.date} {challenge.game} ({challenge.preset}, {challenge.tier}): play {start.id}, {ranked}"
    )

    final = asyncio.run(play_to_the_end(client, str(start.id)))
    print(f"{final.status.value} after {final.actions_count} actions: score {final.score}")
    board_id = challenge.board  # the challenge names its board
    print(f"board {board_id}:")
    for entry in asyncio.run(first_board(args.base_url, board_id)):
        print(f"  {entry.rank:>4}  {entry.player:<24} {entry.score!s:>6}{'  won' if entry.won else ''}")


if __name__ == "__main__":
    main()
