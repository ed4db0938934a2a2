"""The ladder's players, behind one constructor: ``make_player(game_slug, kind, seed=..., budget=...)``.

This is the one place that knows how today's bots are built, so that the switch to the deterministic bots of
issue 18 item 1 (``Bot(seed=..., budget=...)``, a work count, with first-legal, random, greedy and strong
players) is a change to this module only.

Until then the strong bots only know a wall-clock budget (``budget_ms``). To make them play the same moves on
any machine, the engine modules' ``time`` is swapped for :data:`WORK_CLOCK`: inside :func:`counting_work` every
``time.perf_counter()`` read advances a per-thread counter by one thousandth, so ``budget_ms=B`` buys exactly
``B`` clock reads. Every bot reads the clock once per unit of work (a sample, a rollout, a solver node), so the
reads are a work count. Outside :func:`counting_work` (hints on the server) the real clock answers. Pure
Python: no Django (``games.verify`` runs this without a server).
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time as real_time
from collections.abc import Iterator
from typing import Any

from games.engines.base import Action, GameDefinition
from games.engines.bots import Bot, Choice, Observation, RandomBot
from games.engines.registry import all_games, strong_bot_class

PLAYER_KINDS = ("first_legal", "random", "greedy", "strong")


class _WorkClock:
    """``time`` for the engine modules: the real clock, or a work counter inside :func:`counting_work`."""

    def __init__(self) -> None:
        self._local = threading.local()

    def perf_counter(self) -> float:
        ticks = getattr(self._local, "ticks", None)
        if ticks is None:
            return real_time.perf_counter()
        self._local.ticks = ticks + 1
        return ticks / 1000

    @property
    def reads(self) -> int:
        return getattr(self._local, "ticks", 0) or 0

    def __getattr__(self, name: str) -> Any:
        return getattr(real_time, name)


WORK_CLOCK = _WorkClock()


def _install_work_clock() -> None:
    all_games()  # imports every engine and bot module
    for name, module in list(sys.modules.items()):
        if name.startswith("games.engines.") and getattr(module, "time", None) is real_time:
            module.time = WORK_CLOCK


_install_work_clock()


@contextlib.contextmanager
def counting_work() -> Iterator[None]:
    previous = getattr(WORK_CLOCK._local, "ticks", None)
    WORK_CLOCK._local.ticks = 0
    try:
        yield
    finally:
        WORK_CLOCK._local.ticks = previous


class FirstLegalBot(Bot):
    """Always the first action in the engine's list: a player who does not think."""

    name = "first-legal"

    def choose(self, observation: Observation) -> Choice:
        return Choice(observation.legal_actions[0], "the first legal action")


def make_player(game_slug: str, kind: str, *, seed: int = 0, budget: int = 0) -> Bot:
    """``greedy`` is the strong bot with no budget: its heuristic's first choice, no look-ahead."""
    if kind == "first_legal":
        return FirstLegalBot(seed=seed)
    if kind == "random":
        return RandomBot(seed=seed)
    if kind == "greedy":
        return strong_bot_class(game_slug)(seed=seed, budget_ms=0)
    if kind == "strong":
        return strong_bot_class(game_slug)(seed=seed, budget_ms=budget)
    raise ValueError(f"unknown player kind {kind!r}; known: {', '.join(PLAYER_KINDS)}")


def play_deal(game: GameDefinition, seed: str, options: dict, player: Bot) -> tuple[Any, list[Action], int]:
    """Play one deal to its end on the work clock: (final state, actions, clock reads spent)."""
    state = game.new_game(seed, options)
    log: list[Action] = []
    with counting_work():
        while not state.is_over:
            if len(log) >= game.max_actions:
                raise RuntimeError(f"{game.slug}: no end after {game.max_actions} actions")
            action = player.choose(Observation(game, state)).action
            state = game.apply(state, action)
            log.append(action)
        work = WORK_CLOCK.reads
    return state, log, work
