"""A periodic job in a daemon thread of the server process: what the embedded default runs instead of beat."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from django.db import close_old_connections

logger = logging.getLogger(__name__)


class PeriodicThread:
    """Runs ``job`` at once, then every ``every()`` seconds, in one daemon thread per process, until stopped.
    A failed run is logged and the next one tries again: the server keeps serving either way."""

    def __init__(self, name: str, job: Callable[[], object], every: Callable[[], float]) -> None:
        self.name, self.job, self.every = name, job, every
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    def start(self) -> bool:
        """True when started; False when it is already running in this process."""
        if self._thread is not None and self._thread.is_alive():
            return False
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
        self._thread.start()
        return True

    def stop(self, timeout: float = 60) -> None:
        """For tests: a running server's thread ends with the process."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.job()
            except Exception:
                logger.exception("%s failed", self.name)
            finally:
                close_old_connections()
            self._stop.wait(self.every())
