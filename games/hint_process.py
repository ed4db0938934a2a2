"""What the hint process runs. Only the standard library here: the process is spawned afresh and must not need
Django (unpickling the bot imports its engine, which is pure Python)."""

from __future__ import annotations

import os
import pickle
import threading
import time
from typing import Any


def exit_with_parent() -> None:
    """The pool's initializer: leave when the web process that started this one is gone.

    A web process that is killed (or stopped by a server that skips the interpreter's exit handlers) never
    tells its pool to stop, and the hint process, waiting on a queue it holds both ends of, would live on,
    one orphan per restart (found with uvicorn stopped by SIGTERM)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def choose_pickled(payload: bytes) -> tuple[Any, Any]:
    """(the choice, the bot after it): what a bot learns while choosing (its plan, the positions it proved
    lost) must come back to be kept for the player's next hint."""
    bot, observation = pickle.loads(payload)
    return bot.choose(observation), bot
