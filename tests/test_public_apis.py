"""Only the public APIs of Django, Channels and asgiref (issue 33): the move path once built its SQL through
Django's private SQL compiler and found the event loop in asgiref's private thread-local state, which a minor
release of either may change; and a second request path beside Django's handler (the move's lane, issue 43)
subclassed the handler and built its requests and answers with the handler's undocumented names. Found
statically (AST) in every module of the project."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support import parse_python

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {".venv", "node_modules", ".git", "build", "dist"}
# The one module of the apps with hand-written SQL, tested on both databases (tests/games/test_play_sql.py).
ALLOWED = frozenset({"games/play_sql.py"})
APPS = ("accounts", "api", "games", "leaderboards", "web")

# Django's query internals, whatever the spelling: the package, and the entry points to its compilers.
DJANGO_PRIVATE_MODULE = "django.db.models.sql"
DJANGO_PRIVATE_ATTRIBUTES = {"compiler", "get_compiler", "get_converters"}
# Django's request handlers: only ``django.core.asgi.get_asgi_application`` / ``django.core.wsgi.
# get_wsgi_application`` are documented. The classes and hooks below are the handler's own, and serving a request
# with them (a subclass, a request built from a scope, an answer sent by hand) is a second request path.
DJANGO_HANDLER_MODULES = ("django.core.handlers",)
DJANGO_HANDLER_NAMES = {
    "ASGIHandler",
    "ASGIRequest",
    "WSGIHandler",
    "WSGIRequest",
    "BaseHandler",
    "convert_exception_to_response",
    "response_for_exception",
    "send_response",
    "run_get_response",
    "get_response_async",
    "_get_response",
    "_get_response_async",
    "load_middleware",
    "adapt_method_mode",
}
# asgiref's state behind sync_to_async / async_to_sync: no part of its documented API.
ASGIREF_PRIVATE_ATTRIBUTES = {
    "threadlocal",
    "main_event_loop",
    "main_event_loop_pid",
    "executors",
    "loop_thread_executors",
    "single_thread_executor",
    "thread_sensitive_context",
    "deadlock_context",
    "context_to_thread_executor",
    "launch_map",
}


def private_uses(source: str) -> list[str]:
    """Each private use in ``source``, as 'line: what'."""
    tree = parse_python(source)
    found: list[str] = []
    from_asgiref: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == DJANGO_PRIVATE_MODULE or alias.name.startswith(f"{DJANGO_PRIVATE_MODULE}."):
                    found.append(f"{node.lineno}: import {alias.name}")
                if alias.name.startswith(f"{DJANGO_HANDLER_MODULES[0]}."):
                    found.append(f"{node.lineno}: import {alias.name}")
                if alias.name.split(".")[0] == "asgiref":
                    if any(part.startswith("_") for part in alias.name.split(".")):
                        found.append(f"{node.lineno}: import {alias.name}")
                    from_asgiref.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            module = node.module
            names = [alias.name for alias in node.names]
            if module == DJANGO_PRIVATE_MODULE or module.startswith(f"{DJANGO_PRIVATE_MODULE}."):
                found.append(f"{node.lineno}: from {module} import {', '.join(names)}")
            elif module == "django.db.models" and "sql" in names:
                found.append(f"{node.lineno}: from django.db.models import sql")
            if module == DJANGO_HANDLER_MODULES[0] or module.startswith(f"{DJANGO_HANDLER_MODULES[0]}."):
                found.append(f"{node.lineno}: from {module} import {', '.join(names)}")
            if module.split(".")[0] == "asgiref":
                private = [name for name in names if name.startswith("_")]
                if private or any(part.startswith("_") for part in module.split(".")):
                    found.append(f"{node.lineno}: from {module} import {', '.join(private or names)}")
                from_asgiref.update(alias.asname or alias.name for alias in node.names)
    for node in ast.walk(tree):
        # A handler's name however it is reached: an attribute (``handlers.asgi.ASGIRequest``, ``self.send_response``)
        # or a method defined under that name (an override of the handler's hook).
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name in DJANGO_HANDLER_NAMES:
            found.append(f"{node.lineno}: def {node.name}")
        if isinstance(node, ast.Name) and node.id in DJANGO_HANDLER_NAMES:
            found.append(f"{node.lineno}: {node.id}")
        if not isinstance(node, ast.Attribute):
            continue
        if node.attr in DJANGO_HANDLER_NAMES:
            found.append(f"{node.lineno}: .{node.attr}")
        if node.attr in DJANGO_PRIVATE_ATTRIBUTES:
            found.append(f"{node.lineno}: .{node.attr}")
        base = node.value
        while isinstance(base, ast.Attribute):
            base = base.value
        is_private = node.attr.startswith("_") or node.attr in ASGIREF_PRIVATE_ATTRIBUTES
        if is_private and isinstance(base, ast.Name) and base.id in from_asgiref:
            found.append(f"{node.lineno}: {base.id}….{node.attr}")
    return found


def project_modules() -> list[Path]:
    return [
        path
        for path in sorted(ROOT.rglob("*.py"))
        if not SKIPPED & set(path.relative_to(ROOT).parts) and path.relative_to(ROOT).parts[0] != "tests"
    ]


def test_no_module_uses_djangos_sql_internals_its_handlers_internals_or_asgirefs_private_state():
    offenders = {
        str(path.relative_to(ROOT)): uses
        for path in project_modules()
        if str(path.relative_to(ROOT)) not in ALLOWED and (uses := private_uses(path.read_text()))
    }
    assert offenders == {}


def hand_written_sql(source: str) -> list[str]:
    """Each call that sends SQL written by hand: ``.raw(…)``, ``.cursor()``, ``.extra(…)``, ``RawSQL(…)``."""
    found = []
    for node in ast.walk(parse_python(source)):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in {"raw", "cursor", "extra", "RawSQL"}:
                found.append(f"{node.lineno}: {name}()")
    return found


def test_hand_written_sql_in_the_apps_lives_in_one_module():
    offenders = {
        str(path.relative_to(ROOT)): uses
        for path in project_modules()
        if path.relative_to(ROOT).parts[0] in APPS
        and "migrations" not in path.parts
        and str(path.relative_to(ROOT)) not in ALLOWED
        and (uses := hand_written_sql(path.read_text()))
    }
    assert offenders == {}
    assert hand_written_sql((ROOT / "games/play_sql.py").read_text())  # the check sees the one it allows


def test_the_check_finds_what_the_move_path_used_to_do():
    """The lines removed from games/services.py, as they were: each is found."""
    old = """
from asgiref.sync import SyncToAsync
from django.db import connection
from django.db.models.sql.compiler import SQLCompiler
from django.db.models import sql

def converters():
    compiler = connection.ops.compiler("SQLCompiler")(query, connection, connection.alias)
    return compiler.get_converters(columns)

def loop():
    if getattr(SyncToAsync.threadlocal, "main_event_loop_pid", None) != 1:
        return SyncToAsync.threadlocal.main_event_loop
"""
    found = private_uses(old)
    assert sorted(int(line.split(":")[0]) for line in found) == [4, 5, 8, 9, 12, 13, 13], found
    assert private_uses("from asgiref.sync import async_to_sync, sync_to_async\nasync_to_sync(f)()\n") == []


def test_the_check_finds_the_handler_internals_the_moves_lane_used():
    """The lines of the removed ops/asgi_handler.py and games/move_lane.py that leaned on Django's handler."""
    old = """
from django.core.handlers.asgi import ASGIHandler, ASGIRequest
from django.core.handlers.exception import convert_exception_to_response
import django.core.handlers.base

class OneThreadASGIHandler(ASGIHandler):
    async def run_get_response(self, request):
        await self.send_response(response, send)
        return await self._get_response_async(request)

answered = convert_exception_to_response(move)
"""
    found = private_uses(old)
    lines = sorted({int(line.split(":")[0]) for line in found})
    assert lines == [2, 3, 4, 6, 7, 8, 9, 11], found
    # The documented entry points, and names that only look alike, are not found.
    assert (
        private_uses("from django.core.asgi import get_asgi_application\napp = get_asgi_application()\n")
        == []
    )
    assert (
        private_uses("from django.core.wsgi import get_wsgi_application\nresponse = client.send(x)\n") == []
    )
