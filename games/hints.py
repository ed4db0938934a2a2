"""Bot work for hints, shared fairly: a process of its own, one hint at a time per player, a bounded queue.

A hint runs the game's bot for up to 200 ms of CPU. On the request threads, one guest asking hints as fast as
the action throttle allowed moved another player's move from p50 16.8 ms to 300 ms (issue 23;
``bench/hint_flood.py``). Now:

- the bot runs in ``HINT_WORKERS`` processes of a pool of its own (per web process). A thread pool was not
  enough: a single bot thread still holds the interpreter lock against the request threads (one player's
  back-to-back hints: the other's move p99 x4.3, bench/hint_flood.py); in a process it only takes its share of
  the cores. A bot that cannot be pickled (a future bot holding a lock, say) runs in a one-thread pool instead;
- a player has at most one hint in flight (``hint_slot``): a second one is a 429 while the first runs;
- no more than ``HINT_QUEUE`` hints wait for the pool: beyond that a 503 to retry, instead of a queue that
  grows without end;
- hints have a throttle of their own (``THROTTLE_HINTS``, see ``games.apis.HintThrottle``).
"""

from __future__ import annotations

import multiprocessing
import pickle
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any

from django.conf import settings

from api.error_codes import ErrorCode
from api.errors import ApiError
from games.hint_process import choose_pickled, exit_with_parent
from ops.metrics import HINTS_WAITING

_lock = threading.Lock()
_in_flight: Counter[int] = Counter()
_waiting = 0
_processes: ProcessPoolExecutor | None = None
_threads: ThreadPoolExecutor | None = None


def _process_pool() -> ProcessPoolExecutor:
    global _processes
    with _lock:
        if _processes is None:
            # Spawned, not forked: forking a server that runs threads can copy a lock another thread holds.
            _processes = ProcessPoolExecutor(
                max_workers=settings.HINT_WORKERS,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=exit_with_parent,
            )
        return _processes


def _thread_pool() -> ThreadPoolExecutor:
    global _threads
    with _lock:
        if _threads is None:
            _threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint-bot")
        return _threads


@contextmanager
def hint_slot(*, user_id: int) -> Iterator[None]:
    """Held for the whole hint request, taken before anything is counted on the play."""
    global _waiting
    with _lock:
        if _in_flight[user_id] >= settings.HINT_PER_USER:
            raise ApiError(
                ErrorCode.HINT_IN_PROGRESS,
            )
        if _waiting >= settings.HINT_QUEUE:
            raise ApiError(
                ErrorCode.HINTS_BUSY, "Hints are busy right now; try again in a few seconds.", retry_after=2
            )
        _in_flight[user_id] += 1
        _waiting += 1
        HINTS_WAITING.inc()
    try:
        yield
    finally:
        with _lock:
            _waiting -= 1
            HINTS_WAITING.dec()
            _in_flight[user_id] -= 1
            if not _in_flight[user_id]:
                del _in_flight[user_id]


def choose_off_thread(bot: Any, observation: Any) -> tuple[Any, Any]:
    """``bot.choose(observation)`` in the hint pool, and the bot as the choice left it (a copy, when it ran in
    the hint process); the request thread waits without using the CPU."""
    global _processes
    try:
        payload = pickle.dumps((bot, observation))
    except (pickle.PicklingError, TypeError, AttributeError):
        return _thread_pool().submit(bot.choose, observation).result(), bot
    try:
        return _process_pool().submit(choose_pickled, payload).result()
    except BrokenProcessPool:  # the hint process died (killed, out of memory): start afresh next time
        with _lock:
            _processes = None
        raise ApiError(
            ErrorCode.HINTS_BUSY, "The hint could not be worked out; try again.", retry_after=2
        ) from None
