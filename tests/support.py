"""Small helpers every test that starts a process or a server shares: a spare port, waiting for a condition,
and the test database's URL for child processes."""

from __future__ import annotations

import ast
import socket
import time
from collections.abc import Callable

from django.db import connection

# How long a test waits for an event that must come (a frame, a close, a line of output). Long on purpose: a
# wait ends the moment its event arrives, so only a failing test waits it out, and on a loaded machine (load 30,
# beside another suite) a server or a client process took over 20 s to answer where it takes 1 s when quiet.
EVENT_TIMEOUT = 90.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(predicate: Callable[[], object], seconds: float = 30, interval: float = 0.1) -> bool:
    """True as soon as ``predicate()`` is truthy; an exception counts as not yet (a server still starting)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if predicate():
                return True
        except Exception:
            pass
        time.sleep(interval)
    return False


def database_url_for_children() -> str:
    """The test database (``test_<name>``), for a worker or server process that must share it."""
    settings = connection.settings_dict
    return f"postgres://{settings['USER'] or 'postgres'}@{settings['HOST'] or '127.0.0.1'}:{settings['PORT'] or 5432}/{settings['NAME']}"


def parse_python(source: str) -> ast.Module:
    """``ast.parse`` that tries again on CPython 3.11's spurious "AST constructor recursion depth mismatch"
    ``SystemError``: the constructor keeps its depth in interpreter-wide state, which a parse in another thread of
    the process (a live server's) or an earlier error can leave off (python/cpython#106905, fixed in 3.12). The
    next parse starts from a fresh count; a real syntax error is raised as it is."""
    for attempt in range(3):
        try:
            return ast.parse(source)
        except SystemError:
            if attempt == 2:
                raise
    raise AssertionError("unreachable")
