"""One screening per distinct day for the whole test run.

Screening a day's candidates (``games.daily.ladder.choose``: the ladder's bots play every candidate) is a pure
function of its arguments, and it was 95 % of the CPU of the daily tests: the suite screened the same few days
for dozens of tests, each of which needs its own rows (its own database) but not its own screening. The
generation the tests run (``games.daily.generation``) asks this module instead: the first process of the run to
screen a day writes the record to a folder every pytest-xdist worker shares, and the others read it. Every test
still stores its own challenge through the same service. The verifier (``games.daily.verify``) reaches the
ladder directly and screens again for real, so a test of determinism still compares two real screenings.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from games.daily import ladder


class SharedScreenings:
    """``games.daily.ladder`` as the generation sees it, with ``choose`` kept per distinct call in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    def choose(self, **arguments: Any) -> dict[str, Any]:
        # The whole call names the record: every argument, the rule's every field (a test's own rule included).
        key = json.dumps({**arguments, "rule": repr(arguments["rule"])}, sort_keys=True, default=repr)
        path = self.folder / f"{hashlib.sha256(key.encode()).hexdigest()}.json"
        try:
            return json.loads(path.read_text())
        except FileNotFoundError:
            pass
        record = ladder.choose(**arguments)
        partial = path.with_name(f"{path.name}.{os.getpid()}")
        partial.write_text(json.dumps(record))
        os.replace(partial, path)  # whole or absent: a worker never reads half a record
        return json.loads(path.read_text())  # the same JSON values as a record read back from the database

    def __getattr__(self, name: str) -> Any:
        return getattr(ladder, name)
