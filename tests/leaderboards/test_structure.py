"""The structure the boards rest on: leaderboards depend on games and never the reverse, with no circle
hidden in function-local imports; a board id is built and parsed in one module, leaderboards/boards.py."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("games", "leaderboards")
BOARD_MODULE = "leaderboards.boards"
# The apps' start-up: Django requires the registry to be ready before models are imported there.
READY_HOOKS = {"leaderboards.apps"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def first_party_modules() -> dict[str, Path]:
    return {
        module_name(path): path
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts and "engines" not in path.parts
    }


def imports_of(path: Path) -> list[tuple[str, bool]]:
    """(module imported, whether the import sits inside a function) for every import statement."""
    tree = ast.parse(path.read_text())
    local = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
             for n in ast.walk(f) if isinstance(n, ast.Import | ast.ImportFrom)}  # fmt: skip
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, id(node) in local) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, id(node) in local))
            found += [(f"{node.module}.{alias.name}", id(node) in local) for alias in node.names]
    return found


def graph() -> dict[str, set[str]]:
    modules = first_party_modules()
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target, _ in imports_of(path):
            if target in modules and target != name:
                edges[name].add(target)
    return edges


def cycles_through(edges: dict[str, set[str]], start: str) -> list[list[str]]:
    found, stack = [], [(start, [start])]
    while stack:
        node, path = stack.pop()
        for nxt in edges.get(node, ()):
            if nxt == start:
                found.append([*path, start])
            elif nxt not in path and len(path) < 12:
                stack.append((nxt, [*path, nxt]))
    return found


def test_games_never_import_leaderboards():
    offenders = {
        name: sorted(t for t, _ in imports_of(path) if t.split(".")[0] == "leaderboards")
        for name, path in first_party_modules().items()
        if name.startswith("games")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_no_import_circle_runs_through_leaderboards():
    edges = graph()
    circles = [c for name in edges if name.startswith("leaderboards") for c in cycles_through(edges, name)]
    assert circles == []


def test_leaderboards_hide_no_import_in_a_function():
    local = {
        name: sorted(
            t for t, is_local in imports_of(path) if is_local and t.split(".")[0] in (*PACKAGES, "accounts")
        )
        for name, path in first_party_modules().items()
        if name.startswith("leaderboards") and name not in READY_HOOKS
    }
    assert {k: v for k, v in local.items() if v} == {}


_BOARD_ID_TEXT = re.compile(
    r"^(daily|season|practice|rating|all|week)-(\{|$)|(daily|season|practice|rating|all|week)-\(\?P<"
)


def board_id_literals(path: Path) -> list[str]:
    """String pieces that build or match a board id: "daily-" before a value, or a regex group after it."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            if _BOARD_ID_TEXT.search(str(node.values[0].value)):
                found.append(ast.unparse(node))
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and _BOARD_ID_TEXT.search(node.value)
        ):
            found.append(node.value)
    return found


def test_board_ids_are_built_and_parsed_only_in_the_board_module():
    sources = [p for package in ("games", "leaderboards", "accounts", "config", "clients", "bench")
               for p in (ROOT / package).rglob("*.py") if "migrations" not in p.parts]  # fmt: skip
    where = {module_name(p): board_id_literals(p) for p in sources}
    assert where[BOARD_MODULE], "the board module itself should hold the id patterns"
    assert {name: found for name, found in where.items() if found and name != BOARD_MODULE} == {}


def test_the_finished_play_hook_is_named_where_the_play_ends_and_connected_at_start_up():
    services = (ROOT / "games" / "services.py").read_text()
    assert "play_finished.send(" in services
    from games.hooks import play_finished
    from leaderboards.services import play_finished_receiver

    uid = "leaderboards.score_submit_for_play"
    assert play_finished.disconnect(dispatch_uid=uid), "LeaderboardsConfig.ready connects the receiver"
    play_finished.connect(play_finished_receiver, dispatch_uid=uid)
