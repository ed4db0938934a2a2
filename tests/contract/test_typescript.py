"""A TypeScript client against the schema: openapi-typescript turns the OpenAPI document into types, and
``tsc --strict`` must accept tests/contract/typescript/check.ts, a small client that reads the catalogue,
the per-game snapshots, the daily challenges and the errors with no ``any`` and no cast of a field.

The two npm packages are pinned in package-lock.json and installed with ``npm ci`` on first use (into the
git-ignored node_modules/). Skipped only where Node.js is absent, as the issue allows."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.contract.openapi import openapi_document

HERE = Path(__file__).resolve().parent / "typescript"


def npm(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["npm", *args], cwd=HERE, capture_output=True, text=True, timeout=600)


@pytest.mark.skipif(shutil.which("node") is None or shutil.which("npm") is None, reason="Node.js is absent")
def test_tsc_strict_accepts_a_client_written_against_the_generated_types(tmp_path):
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
    checked = subprocess.run(
        [bin_dir / "tsc", "-p", HERE / "tsconfig.json"], capture_output=True, text=True, timeout=300
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
