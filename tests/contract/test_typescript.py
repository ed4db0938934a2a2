"""A TypeScript client against the schema: openapi-typescript turns the OpenAPI document into types, and
``tsc --strict`` must accept tests/contract/typescript/check.ts (the shapes: catalogue, per-game snapshots,
challenges, errors) and play.ts (a client on openapi-fetch that plays every game to its end and reads the
boards), with no ``any`` and no cast; play.ts is then compiled and run against a live server (issue 34).

The npm packages are pinned in package-lock.json and installed with ``npm ci`` on first use (into the
git-ignored node_modules/). Skipped only where Node.js is absent, as the issue allows."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from api.throttles import UserThrottle
from games.apis import ActionThrottle
from games.daily import challenges, generation
from games.engines.registry import slugs
from tests.contract.openapi import openapi_document
from tests.live import LiveServer

HERE = Path(__file__).resolve().parent / "typescript"


def npm(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["npm", *args], cwd=HERE, capture_output=True, text=True, timeout=600)


needs_node = pytest.mark.skipif(
    shutil.which("node") is None or shutil.which("npm") is None, reason="Node.js is absent"
)
CAST = re.compile(r"\bas\s+[A-Z(]|<any>|:\s*any\b|\w!\.")


def compile_against_the_schema(tmp_path, project: str = "tsconfig.json") -> subprocess.CompletedProcess[str]:
    lock = json.loads((HERE / "package-lock.json").read_text())
    installed = HERE / "node_modules" / ".package-lock.json"
    if not installed.exists() or json.loads(installed.read_text())["packages"] != {
        name: entry for name, entry in lock["packages"].items() if name
    }:
        done = npm("ci", "--no-audit", "--no-fund")
        assert done.returncode == 0, done.stdout + done.stderr
    schema = tmp_path / "openapi.json"
    schema.write_text(json.dumps(openapi_document()))
    bin_dir = HERE / "node_modules" / ".bin"
    generated = subprocess.run(
        [bin_dir / "openapi-typescript", schema, "-o", HERE / "api.d.ts"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert generated.returncode == 0, generated.stderr
    return subprocess.run(
        [bin_dir / "tsc", "-p", HERE / project], capture_output=True, text=True, timeout=300
    )


@needs_node
def test_tsc_strict_accepts_a_client_written_against_the_generated_types(tmp_path):
    checked = compile_against_the_schema(tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    for program in ("check.ts", "play.ts"):
        code = "\n".join(
            line for line in (HERE / program).read_text().splitlines() if not line.lstrip().startswith("//")
        )
        assert not CAST.search(code), f"{program} casts: {CAST.search(code)}"


@needs_node
def test_the_typescript_client_plays_every_game_to_its_end_and_reads_the_boards(tmp_path, live, monkeypatch):
    for throttle in (UserThrottle, ActionThrottle):  # thousands of moves in a minute, from one client
        monkeypatch.setattr(throttle, "rate", "100000/min", raising=False)
    generation.challenge_generate(date=challenges.today(), game_slug="match3")
    built = compile_against_the_schema(tmp_path, "tsconfig.run.json")
    assert built.returncode == 0, built.stdout + built.stderr
    script = "import('./out/play.js').then((m) => m.main(process.argv[1])).then((l) => console.log(JSON.stringify(l)))"
    ran = subprocess.run(
        ["node", "--input-type=module", "-e", script, live.url],
        cwd=HERE,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    lines = json.loads(ran.stdout)
    played = {line.split(" ")[0]: line for line in lines[:5]}
    assert sorted(played) == sorted(slugs())
    assert all(": playing with" not in line for line in played.values()), played  # every game ended
    assert any(line.startswith("match3 ") and "ranked" in line for line in lines[5:])  # today's board read
    assert any(line.startswith("daily-match3-") for line in lines)  # the catalogue, page by page


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()
