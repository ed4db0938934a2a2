"""The structure the boards rest on: a board id is built and parsed in one module, leaderboards/boards.py, and
the finished-play hook is where games and leaderboards meet (that leaderboards depend on games and never the
reverse, with no circle hidden in a function, is tests/test_structure.py's walk of every app)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.support import parse_python
from tests.test_structure import APPS, ROOT, module_name

BOARD_MODULE = "leaderboards.boards"


_BOARD_ID_TEXT = re.compile(
    r"^(daily|season|practice|rating|all|week)-(\{|$)|(daily|season|practice|rating|all|week)-\(\?P<"
)


def board_id_literals(path: Path) -> list[str]:
    """String pieces that build or match a board id: "daily-" before a value, or a regex group after it."""
    found = []
    for node in ast.walk(parse_python(path.read_text())):
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
    sources = [p for package in (*APPS, "config", "clients", "bench")
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
