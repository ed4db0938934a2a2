"""The settings tests run with: the project's own, plus a Redis database of its own for each pytest-xdist worker.

pytest-django gives each xdist worker a database of its own (``test_<name>_gw<n>``). Redis needs the same:
tests clear the cache and the boards, and the servers and workers they start share the broker, so two xdist
workers on one Redis database would wipe each other's state. Each worker takes the configured index + 1 + its
number. Processes a test starts inherit this module and the rewritten URL (or are given a Redis of their
own); the marker variable keeps them from moving it again.
"""

from __future__ import annotations

import os
import re

_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
_url = os.environ.get("REDIS_URL", "")
if _worker.startswith("gw") and _url and not os.environ.get("TEST_REDIS_DB_ASSIGNED"):
    _match = re.fullmatch(r"(rediss?://[^/]+)(?:/(\d+))?", _url)
    if _match:
        os.environ["REDIS_URL"] = f"{_match.group(1)}/{int(_match.group(2) or 0) + 1 + int(_worker[2:])}"
    os.environ["TEST_REDIS_DB_ASSIGNED"] = "1"

from config.settings import *  # noqa: E402, F403

# Every replay of a lost public game asks for its analysis, computed eagerly inside the request here: a sliver of
# the budget keeps each under a few tenths of a second. The tests that need a turning point get it from the day's
# certified line, which costs no solver call; bench/analysis.py measures the real budgets.
ANALYSIS_BUDGET_PERCENT = 1

# Without DATABASE_URL the suite runs on SQLite, as the embedded default does, and on a file as it does: the
# in-memory database Django would make shares one cache between the test and its live servers' threads, which
# locks whole tables ("database table is locked") where the file in WAL mode with a busy timeout waits. Each
# xdist worker gets a file of its own (pytest-django adds the worker's suffix).
if not os.environ.get("DATABASE_URL"):
    import tempfile

    DATABASES["default"]["TEST"] = {  # noqa: F405
        # The run's own: an xdist worker's parent is the run's controller, so two runs at once never share a file.
        "NAME": os.path.join(
            tempfile.gettempdir(), f"patience-test-{os.getppid() if _worker else os.getpid()}.sqlite3"
        )
    }

# WhiteNoise finds static files per request, as in development, instead of listing every file of every app when
# its middleware is built: pytest-django turns DEBUG off, and the test client builds the middleware anew for
# each client, so every test's first request listed ~200 files (0.2 s of CPU; 48,000 files listed in one test of
# 244 clients, 47 s of its 70).
WHITENOISE_AUTOREFRESH = True
