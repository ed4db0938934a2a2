"""The README's examples run as written, against a live server: the curl session and the Python SDK example
each make a move."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from games.models import Play
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def block_after(heading: str, language: str) -> str:
    section = README[README.index(heading) :]
    block = re.search(rf"```{language}\n(.*?)```", section, re.S)
    assert block, f"no {language} block after {heading!r}"
    return block.group(1)


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def test_the_curl_session_makes_a_move(live):
    script = block_after("## Playing through the API in one minute", "sh")
    script = script.replace("localhost:8000", f"127.0.0.1:{live.port}")
    done = subprocess.run(["bash", "-e", "-c", script], capture_output=True, text=True, timeout=EVENT_TIMEOUT)
    assert done.returncode == 0, done.stderr
    answers, text, decoder = [], done.stdout.strip(), json.JSONDecoder()
    while text:  # curl prints each answer without a newline: the objects follow one another
        answer, end = decoder.raw_decode(text)
        answers.append(answer)
        text = text[end:].lstrip()
    moved = answers[-1]  # the last command's answer: the move
    assert moved["version"] == 1 and moved["actions_count"] == 1
    assert Play.objects.get(pk=moved["id"]).version == 1


def test_the_python_example_makes_a_move_over_the_socket(live):
    program = block_after("The same from Python", "python").replace("http://127.0.0.1:8000", live.url)
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=EVENT_TIMEOUT
    )
    assert done.returncode == 0, done.stderr
    play_id, version = re.fullmatch(r"play (\S+) is at version (\d+)\n", done.stdout).groups()
    assert version == "1" and Play.objects.get(pk=play_id).version == 1
