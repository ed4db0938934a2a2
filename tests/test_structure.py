"""The floors of the house (docs/architecture.md), kept true by walking the imports (AST, as
tests/engines/test_purity.py does for the engines).

- ``config/`` is the wiring on top: no app imports it (apps read settings through ``django.conf.settings``),
  and within it only the root URLconf, the ASGI/WSGI entry points, Celery and the socket routing import apps.
- Nothing imports a floor above its own, the apps import each other without a circle (``games`` never
  imports ``leaderboards``: a finished play is announced through ``games.hooks``), and no circle runs
  between the modules of an app.
- An import inside a function hides an edge of this graph: only an app's ``ready`` hook imports first-party
  code there (Django loads models once every app is registered), and every such import says why.

An app is every top-level package with an ``apps.py`` except ``config``; the engines (``games/engines``) are
the ground floor, checked by tests/engines/test_purity.py.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from tests.support import parse_python

ROOT = Path(__file__).resolve().parents[1]
WIRING = "config"
ENGINES = "games.engines"
APPS = sorted(p.name for p in ROOT.iterdir() if (p / "apps.py").is_file() and p.name != WIRING)
# The floors from the top, as docs/architecture.md draws them: a module imports its own floor or those below.
FLOORS = (
    {WIRING},
    {"leagues", "races"},
    {"web", "leaderboards", "games", "accounts"},
    {"api", "ops"},
    {ENGINES},
)
# The modules of config that mount the apps; settings and the rest import none.
CONFIG_WIRING = {"config.urls", "config.asgi", "config.wsgi", "config.celery", "config.routing"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room_of(module: str) -> str:
    """The floor plan's room a module lives in: an app, config, or the engines."""
    return ENGINES if module == ENGINES or module.startswith(f"{ENGINES}.") else module.split(".")[0]


@cache
def modules() -> dict[str, Path]:
    """Every module of config and the apps (migrations and the engines aside)."""
    return {
        module_name(path): path
        for package in (WIRING, *APPS)
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts and room_of(module_name(path)) != ENGINES
    }


Function = ast.FunctionDef | ast.AsyncFunctionDef


class Import:
    """One module an import statement names; ``binds`` when it is a name the statement binds (not the
    ``a`` of ``from a import b``)."""

    def __init__(self, line: int, target: str, function: Function | None, *, binds: bool = True) -> None:
        self.line, self.target, self.function, self.binds = line, target, function, binds

    @property
    def local(self) -> bool:
        return self.function is not None


@cache
def imports_of(path: Path) -> tuple[Import, ...]:
    """Each module an import statement names (``from a import b`` names ``a`` and ``a.b``), with the
    function it sits in, if any."""
    tree = parse_python(path.read_text())
    enclosing: dict[int, Function] = {}  # statement -> the outermost function around it
    for outer in ast.walk(tree):
        if isinstance(outer, ast.FunctionDef | ast.AsyncFunctionDef):
            for node in ast.walk(outer):
                enclosing.setdefault(id(node), outer)
    found: list[Import] = []
    for node in ast.walk(tree):
        function = enclosing.get(id(node))
        if isinstance(node, ast.Import):
            found += [Import(node.lineno, alias.name, function) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(Import(node.lineno, node.module, function, binds=False))
            found += [Import(node.lineno, f"{node.module}.{alias.name}", function) for alias in node.names]
    return tuple(found)


def first_party(target: str) -> bool:
    return target.split(".")[0] in (WIRING, *APPS)


def floor_of(room: str) -> int:
    return next(i for i, rooms in enumerate(FLOORS) if room in rooms)


def module_edges() -> dict[str, set[str]]:
    """Module -> the modules of this project it imports (a submodule's own package aside: Python loads the
    package first anyway, and ``from package import submodule`` names it)."""
    known = modules()
    return {
        name: {
            i.target
            for i in imports_of(path)
            if i.target in known and i.target != name and not name.startswith(f"{i.target}.")
        }
        for name, path in known.items()
    }


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan), each sorted: every import circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while (member := stack.pop()) != node:
                group.append(member)
            if group:
                found.append(sorted([*group, node]))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_apps_are_found_and_each_sits_on_a_floor():
    assert {"accounts", "games", "leaderboards"} <= set(APPS)
    unplaced = [app for app in APPS if not any(app in rooms for rooms in FLOORS)]
    assert unplaced == [], "draw the new app in docs/architecture.md and add it to FLOORS"


def test_no_app_imports_config():
    offenders = {
        name: sorted({i.target for i in imports_of(path) if room_of(i.target) == WIRING})
        for name, path in modules().items()
        if room_of(name) != WIRING
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_only_the_wiring_of_config_imports_the_apps():
    offenders = {
        name: sorted(
            {i.target for i in imports_of(path) if first_party(i.target) and room_of(i.target) != WIRING}
        )
        for name, path in modules().items()
        if room_of(name) == WIRING and name not in CONFIG_WIRING
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_nothing_imports_a_floor_above_its_own():
    upward = {
        name: sorted(
            {
                i.target
                for i in imports_of(path)
                if first_party(i.target) and floor_of(room_of(i.target)) < floor_of(room_of(name))
            }
        )
        for name, path in modules().items()
    }
    assert {name: found for name, found in upward.items() if found} == {}


def test_the_apps_import_each_other_without_a_circle():
    edges: dict[str, set[str]] = {}
    for name, targets in module_edges().items():
        edges.setdefault(room_of(name), set()).update(
            room_of(t) for t in targets if room_of(t) != room_of(name)
        )
    assert circles(edges) == []


def test_games_never_import_leaderboards():
    offenders = {
        name: sorted({i.target for i in imports_of(path) if room_of(i.target) == "leaderboards"})
        for name, path in modules().items()
        if room_of(name) == "games"
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_no_import_circle_runs_between_the_modules_of_games_leaderboards_or_any_app():
    assert circles(module_edges()) == []


def test_no_import_circle_runs_between_the_engines_modules():
    # games.engines.solver and games.engines.weaver.solver imported each other (issue 44), one inside a function.
    engines = {module_name(path): path for path in (ROOT / "games" / "engines").rglob("*.py")}
    edges = {
        name: {
            i.target
            for i in imports_of(path)
            if i.target in engines and i.target != name and not name.startswith(f"{i.target}.")
        }
        for name, path in engines.items()
    }
    assert edges["games.engines.solver"] and circles(edges) == []


def test_only_an_apps_ready_hook_imports_first_party_code_inside_a_function():
    hidden = {
        f"{name}:{i.line}": i.target
        for name, path in modules().items()
        for i in imports_of(path)
        if i.local and first_party(i.target) and not (name.endswith(".apps") and i.function.name == "ready")
    }
    assert hidden == {}


_REASON = re.compile(r"#(?!\s*(noqa|type:|fmt:)\b)\s*\w")  # a comment in words, not only a linter's marker


def test_every_import_inside_a_function_says_why():
    """A comment on the import's line or in the lines just above it (imports and comments up to the code
    before them): a framework's need (the app registry, a development-only dependency) or a cycle's reason."""
    silent = []
    for name, path in modules().items():
        lines = path.read_text().splitlines()
        for i in imports_of(path):
            if not i.local:
                continue
            above = i.line - 1
            while above > 0 and lines[above - 1].strip().startswith(("#", "from ", "import ")):
                above -= 1
            if not any(_REASON.search(line) for line in lines[above : i.line]):
                silent.append(f"{name}:{i.line}")
    assert silent == []


def test_no_function_imports_again_what_its_module_imports_at_the_top():
    again = {
        f"{name}:{i.line}": i.target
        for name, path in modules().items()
        for i in imports_of(path)
        if i.local
        and i.binds
        and i.target in {top.target for top in imports_of(path) if top.binds and not top.local}
    }
    assert again == {}


def test_the_walk_sees_an_import_hidden_in_a_function(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\n\ndef f():\n    # needed late\n    from leaderboards import models\n")
    (local,) = [i for i in imports_of(sample) if i.local and i.target == "leaderboards"]
    assert local.function.name == "f" and local.line == 6
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
