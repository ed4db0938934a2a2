"""Regenerate the SDK's generated half, ``clients/python/patience_client/``, from the server's OpenAPI
document with openapi-python-client; ``--check`` only says whether the committed one is stale.

    .venv/bin/python clients/python/regenerate.py          # after changing an API: commit the result
    .venv/bin/python clients/python/regenerate.py --check  # exit 1 and list the files that differ

The hand-written half (``patience_sdk/``: the live channel, pagination, sign-in) is never touched."""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PACKAGE = "patience_client"
CONFIG = "project_name_override: patience-client\npackage_name_override: patience_client\npost_hooks: []\n"


def generate(into: Path) -> Path:
    """The freshly generated package, under ``into``."""
    bin_dir = Path(sys.executable).parent
    schema = into / "openapi.json"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings"}
    for name in ("DATABASE_URL", "REDIS_URL"):
        env.pop(name, None)  # the schema does not depend on them; generating needs no service
    subprocess.run(
        [sys.executable, "manage.py", "spectacular", "--format", "openapi-json", "--file", str(schema)],
        cwd=ROOT,
        env=env,
        check=True,
    )
    schema.write_text(
        json.dumps(optional_credentials_unrequired(without_not_modified(json.loads(schema.read_text()))))
    )
    (into / "config.yml").write_text(CONFIG)
    subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(schema),
            "--output-path",
            str(into / "out"),
            "--config",
            str(into / "config.yml"),
            "--meta",
            "none",
        ],
        check=True,
        capture_output=True,
    )
    (into / "out" / "py.typed").write_text("")  # PEP 561: the package ships its type hints (mypy --strict)
    return into / "out"


def without_not_modified(document: dict) -> dict:
    """The document without its conditional GETs (``If-None-Match`` and the bodiless 304): openapi-python-client
    types a response with no body as ``Any``, and ``Any | WeaverPlayState | ...`` is ``Any`` to a type checker,
    which would untype every read of the catalogue, the boards, the dailies and the plays. The SDK keeps no
    answers between calls, so it has no tag to send; a client that does speaks HTTP to the served document."""
    for methods in document["paths"].values():
        for operation in methods.values():
            if not isinstance(operation, dict):
                continue
            operation.get("responses", {}).pop("304", None)
            if "parameters" in operation:
                operation["parameters"] = [
                    p for p in operation["parameters"] if p.get("name") != "If-None-Match"
                ]
    return document


def optional_credentials_unrequired(document: dict) -> dict:
    """The document without the security of the operations whose credentials are optional (``{}`` among their
    requirements: the public ones that read a token when one is sent). openapi-python-client asks an
    ``AuthenticatedClient`` of any operation that lists a requirement, which would refuse a guest's plain
    ``Client`` for today's dailies; without one, either client is taken, and an authenticated one sends its token."""
    for methods in document["paths"].values():
        for operation in methods.values():
            if isinstance(operation, dict) and {} in operation.get("security", []):
                del operation["security"]
    return document


def differences(fresh: Path, committed: Path) -> list[str]:
    fresh_files = {
        p.relative_to(fresh) for p in fresh.rglob("*") if p.is_file() and "__pycache__" not in p.parts
    }
    committed_files = {
        p.relative_to(committed) for p in committed.rglob("*") if p.is_file() and "__pycache__" not in p.parts
    }
    changed = [
        str(path)
        for path in sorted(fresh_files & committed_files)
        if not filecmp.cmp(fresh / path, committed / path, shallow=False)
    ]
    return (
        [f"new: {p}" for p in sorted(map(str, fresh_files - committed_files))]
        + [f"gone: {p}" for p in sorted(map(str, committed_files - fresh_files))]
        + [f"changed: {p}" for p in changed]
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 when stale")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(Path(tmp))
        committed = HERE / PACKAGE
        stale = differences(fresh, committed) if committed.exists() else ["missing"]
        if args.check:
            for line in stale:
                print(line)
            return 1 if stale else 0
        if committed.exists():
            shutil.rmtree(committed)
        shutil.copytree(fresh, committed)
        print(f"{PACKAGE}: {len(stale)} files changed" if stale else f"{PACKAGE}: up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
