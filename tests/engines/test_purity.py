"""games/engines is the ground floor: pure Python, importing nothing from the web stack."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from tests.support import parse_python

ENGINES = Path(__file__).resolve().parents[2] / "games" / "engines"
FORBIDDEN = ("django", "rest_framework", "channels", "channels_redis", "celery", "redis", "psycopg")


def imported_roots(path: Path) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(parse_python(path.read_text())):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_no_engine_module_imports_the_web_stack():
    offenders = {
        str(path.relative_to(ENGINES)): sorted(imported_roots(path) & set(FORBIDDEN))
        for path in ENGINES.rglob("*.py")
        if imported_roots(path) & set(FORBIDDEN)
    }
    assert offenders == {}


def test_importing_every_engine_loads_no_web_module():
    code = (
        "import sys; from games.engines.registry import all_games; all_games();"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=ENGINES.parents[1])  # fmt: skip
    assert out.stdout.strip() == "[]"
