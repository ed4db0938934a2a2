"""What the hint process runs. Only the standard library here: the process is spawned afresh and must not need
Django (unpickling the bot imports its engine, which is pure Python)."""

from __future__ import annotations

import pickle
from typing import Any


def choose_pickled(payload: bytes) -> Any:
    bot, observation = pickle.loads(payload)
    return bot.choose(observation)
