"""The committed Python SDK (clients/python): not stale against the schema, typed (``mypy --strict`` on the
example program, which checks the SDK it imports), and working against a live server: the generated REST
calls, the hand-written pagination and live channel, and examples/play_daily.py from start to end."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from games.daily.challenges import today
from games.daily.generation import challenge_generate
from tests.live import LiveServer

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "clients" / "python"
sys.path.insert(0, str(SDK))  # the SDK as committed, whether or not it is installed

from patience_client.api.games import games_list  # noqa: E402
from patience_client.api.leaderboards import boards_histogram, boards_list  # noqa: E402
from patience_client.api.plays import plays_start  # noqa: E402
from patience_client.models import (  # noqa: E402
    BoardsListGame,
    BoardsListKind,
    WeaverPlayState,
)
from patience_sdk import ApiError, LivePlay, all_plays, ok, sign_in_as_guest, start_request  # noqa: E402


def run(*command: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(c) for c in command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )


def test_the_committed_sdk_is_generated_from_the_current_schema():
    done = run(sys.executable, SDK / "regenerate.py", "--check")
    assert done.returncode == 0, (
        "clients/python/patience_client is stale: run .venv/bin/python clients/python/regenerate.py\n"
        + done.stdout
    )


# A reader of the SDK's answers, right but for one field no answer has: ok() keeps the call's type (issue 44:
# it returned Any, and mypy --strict let play.no_such_field through).
WRONG_FIELD = """\
from uuid import UUID

from patience_client.api.plays import plays_get
from patience_client.api.races import races_list
from patience_sdk import ok, sign_in_as_guest

client = sign_in_as_guest("http://127.0.0.1:8000")
play = ok(plays_get.sync(UUID(int=1), client=client))
print(play.version, play.view, [race.status for race in ok(races_list.sync(client=client))])
print(play.no_such_field)
"""


def test_the_examples_and_the_sdk_pass_mypy_strict_and_a_wrong_field_fails_it(tmp_path):
    wrong = tmp_path / "wrong_field.py"
    wrong.write_text(WRONG_FIELD)
    env = {**os.environ, "MYPYPATH": str(SDK)}
    # A cache of its own (strict options; `make lint`'s cache is kept for the project's): cold, the SDK and its
    # dependencies cost about 13 s of CPU, the test's largest share; warm, a second run costs a few.
    cache = ROOT / ".mypy_cache" / "sdk-strict"
    done = run(
        *(sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(cache), "--no-error-summary"),
        *("examples/play_daily.py", "examples/race_bot.py", wrong),
        env=env,
    )
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    # Every game's snapshot is told it has no such field; the right reads above it, and the examples, pass.
    assert errors and all(
        # By name: a warm cache reports a file it has seen with the same content under the path it had then.
        f"{wrong.name}:10: error:" in line and '"no_such_field"' in line
        for line in errors
    ), done.stdout + done.stderr
    assert done.returncode == 1


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def test_the_sdk_plays_pages_and_reads_against_a_live_server(live):
    client = sign_in_as_guest(live.url)
    catalogue = ok(games_list.sync(client=client))
    assert {game.slug for game in catalogue} >= {"weaver", "match3"}
    assert all(game.options_schema.presets for game in catalogue)

    body = start_request("weaver", seed="sdk")
    play = ok(plays_start.sync(client=client, body=body))
    assert isinstance(play, WeaverPlayState)  # the discriminator picked the game's own shape
    for n in range(2):
        ok(plays_start.sync(client=client, body=start_request("match3", seed=f"sdk-{n}")))
    assert len(list(all_plays(client, page_size=2))) == 3  # two pages followed

    async def live_moves() -> None:
        async with LivePlay(client, str(play.id)) as channel:
            state = await channel.state()
            assert isinstance(state, WeaverPlayState) and state.version == 0
            moved = await channel.act(state.legal_actions[0].action.to_dict(), expected_version=0)
            assert moved.version == 1
            with pytest.raises(ApiError) as refused:
                await channel.act(state.legal_actions[0].action.to_dict(), expected_version=0)
            assert refused.value.code == "stale_version"

    asyncio.run(live_moves())
    catalogue_page = ok(
        boards_list.sync(client=client, kind=BoardsListKind.PRACTICE, game=BoardsListGame.WEAVER)
    )
    board_id = catalogue_page.results[0].board
    assert board_id.startswith("practice-weaver-")
    histogram = ok(boards_histogram.sync(board_id, client=client))
    assert histogram.board == board_id


def test_the_example_plays_todays_daily_and_prints_the_board(live):
    challenge_generate(date=today(), game_slug="match3")  # the hourly task generates the days ahead
    # A registered account: a guest's daily is casual and never on the board.
    credentials = {"username": "example-player", "password": "a long example password"}
    registered = httpx.post(f"{live.url}/api/v1/auth/register", json=credentials, timeout=20)
    assert registered.status_code == 201, registered.text
    env = {**os.environ, "PYTHONPATH": str(SDK)}
    done = run(
        sys.executable,
        "examples/play_daily.py",
        "--base-url",
        live.url,
        "--game",
        "match3",
        "--username",
        credentials["username"],
        "--password",
        credentials["password"],
        env=env,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert "match3" in lines[0] and lines[0].endswith(", ranked")
    assert "score" in lines[1]
    assert lines[2].startswith("board daily-")
    assert lines[3].split()[0] == "1", "the guest's verified score is on the board"
