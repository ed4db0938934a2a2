"""The API examples of the docs run as printed, against a live server (only the address is changed): docs/api.md's
three quick starts (curl, the Python SDK, JavaScript), docs/daily.md's verification of a revealed day and the
SDK's README. The README's own two are tests/test_readme.py. The other blocks of the docs are commands to run
a server or a bench (make run, bench/*.py), layouts and outputs, not examples of the API."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import time_machine

from games.daily.challenges import today
from games.daily.generation import challenge_generate, month_commitment_ensure
from games.models import Play
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

ROOT = Path(__file__).resolve().parents[1]
API_MD = (ROOT / "docs" / "api.md").read_text()
SDK_README = (ROOT / "clients" / "python" / "README.md").read_text()


def block_after(text: str, heading: str, language: str) -> str:
    block = re.search(rf"```{language}\n(.*?)```", text[text.index(heading) :], re.S)
    assert block, f"no {language} block after {heading!r}"
    return block.group(1)


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, capture_output=True, text=True, timeout=EVENT_TIMEOUT * 3, **kwargs)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def test_the_curl_quick_start_makes_a_move(live, tmp_path):
    script = block_after(API_MD, "## Quick start: curl", "sh").replace("http://127.0.0.1:8000", live.url)
    text, decoder, answers = (
        run(["bash", "-e", "-c", script], cwd=tmp_path).stdout.strip(),
        json.JSONDecoder(),
        [],
    )
    while text:  # curl prints each answer without a newline: the JSON values follow one another
        answer, end = decoder.raw_decode(text)
        answers.append(answer)
        text = text[end:].lstrip()
    catalogue, moved, challenges = answers[0], answers[1], answers[2]
    assert {game["slug"] for game in catalogue} >= {"weaver"}
    assert moved["version"] == 1 and moved["actions_count"] == 1
    assert Play.objects.get(pk=moved["id"]).version == 1
    assert isinstance(challenges, (list, dict)) and len(answers) == 4  # today's challenges, the commitment


def test_the_python_quick_start_plays_todays_daily_as_an_account(live):
    challenge_generate(date=today(), game_slug="weaver")  # the hourly task generates the days ahead
    program = block_after(API_MD, "## Quick start: Python SDK", "python").replace(
        "http://127.0.0.1:8000", live.url
    )
    out = run([sys.executable, "-c", program]).stdout
    assert out.strip().startswith("[") and "weaver" in out  # every page of my plays: the daily's
    daily = Play.objects.get(mode="daily", daily_challenge__date=today())
    assert daily.version == 2 and daily.player.is_guest is False  # one move over REST, one over the socket


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_the_javascript_quick_start_plays_a_game_to_its_end_and_hears_the_socket(live):
    program = block_after(API_MD, "## Quick start: JavaScript", "js")
    program = program.replace("http://127.0.0.1:8000", live.url).replace("ws://127.0.0.1:8000", live.ws_url)
    # Node 22 has WebSocket; Node 20 has it behind a flag. The example keeps listening: stop it once heard.
    major = int(
        subprocess.run(["node", "--version"], capture_output=True, text=True).stdout[1:].split(".")[0]
    )
    flags = [] if major >= 22 else ["--experimental-websocket"]
    node = subprocess.Popen(
        ["node", *flags, "--input-type=module", "-e", program],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert node.stdout is not None
        finished = node.stdout.readline().split()  # "won 123" or "lost 45": the game played to its end
        heard = node.stdout.readline().strip()
    finally:
        node.kill()
        errors = node.communicate(timeout=10)[1]
    assert finished and finished[0] in ("won", "lost") and re.fullmatch(r"-?\d+", finished[1]), errors
    assert heard == "state", errors


def test_the_sdk_readme_example_lists_the_catalogue(live):
    program = block_after(SDK_README, "pip install", "python").replace("http://127.0.0.1:8000", live.url)
    out = run([sys.executable, "-c", program]).stdout.splitlines()
    assert {line.split()[0] for line in out} == {"journey", "match3", "quetinny", "weaver", "witch"}


def test_the_daily_verification_example_verifies_a_revealed_day_against_its_months_root(
    transactional_db, tmp_path
):
    """docs/daily.md: keep the month's root before it starts, then verify a revealed day's export against it,
    as printed (its dates are in November 2026: the clock is moved there, and the live server reads the same
    clock)."""
    daily_md = (ROOT / "docs" / "daily.md").read_text()
    script = re.search(r"```sh\n(# Before the month starts.*?)```", daily_md, re.S).group(1)
    with time_machine.travel(dt.datetime(2026, 10, 31, 12, tzinfo=dt.UTC)):
        month_commitment_ensure(month=dt.date(2026, 11, 1))
        challenge_generate(date=dt.date(2026, 11, 20), game_slug="match3")
    with time_machine.travel(dt.datetime(2026, 11, 21, 12, tzinfo=dt.UTC)):
        server = LiveServer().start()
        try:
            script = script.replace("localhost:8000", f"127.0.0.1:{server.port}")
            # `python` is this interpreter, and `games` importable from the scratch folder the files go to.
            env = {
                **os.environ,
                "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
                "PYTHONPATH": str(ROOT),
            }
            out = run(["bash", "-e", "-c", script], cwd=tmp_path, env=env).stdout
        finally:
            server.stop()
    assert json.loads((tmp_path / "month-2026-11.json").read_text())["month"] == "2026-11"
    assert json.loads((tmp_path / "export.json").read_text())["game"] == "match3"
    assert out.strip().endswith("2026-11-20 match3: 0 plays, 0 mismatches"), out  # exit 0: the seed, the root
