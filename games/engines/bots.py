"""Bots choose an action from what a player may know.

A bot is handed an :class:`Observation`: the player's view, the legal actions, and a way to *sample* a full
state consistent with that view (the unseen cards dealt at random among the hidden zones). It never reads the
real hidden zones: the observation keeps the true state private and exposes only what a player could know.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from games.engines.base import Action, GameDefinition

DEFAULT_BUDGET_MS = 200


@dataclass(frozen=True)
class Choice:
    action: Action
    reason: str


class Observation:
    """What a player may know at a decision point."""

    __slots__ = ("_state", "game", "legal_actions", "view")

    def __init__(self, game: GameDefinition, state: Any) -> None:
        self.game = game
        self._state = state
        self.view: dict[str, Any] = game.view(state)
        self.legal_actions: list[Action] = game.legal_actions(state)

    def sample_state(self, rng: random.Random) -> Any:
        """A full state that agrees with everything visible; hidden cards are a random deal of the unseen
        ones. Each call draws a new sample. For games without hidden cards this is simply the position."""
        return self.game.sample_hidden(self._state, rng)


class Bot(ABC):
    name: str = "bot"

    def __init__(self, *, seed: int = 0, budget_ms: int = DEFAULT_BUDGET_MS) -> None:
        self.rng = random.Random(seed)  # a private generator: never the random module's global state
        self.budget_ms = budget_ms

    @abstractmethod
    def choose(self, observation: Observation) -> Choice: ...

    def deadline(self) -> float:
        return time.perf_counter() + self.budget_ms / 1000


class RandomBot(Bot):
    """Uniform over the legal actions; the baseline every strong bot must beat."""

    name = "random"

    def choose(self, observation: Observation) -> Choice:
        if not observation.legal_actions:
            raise ValueError("no legal action to choose from")
        return Choice(self.rng.choice(observation.legal_actions), "a random legal action")


def play_out(
    game: GameDefinition, state: Any, bot: Bot, max_actions: int | None = None
) -> tuple[Any, list[Action]]:
    """Let ``bot`` play ``state`` to its end; returns the final state and the actions taken."""
    limit = max_actions if max_actions is not None else game.max_actions
    log: list[Action] = []
    while not state.is_over:
        if len(log) >= limit:
            raise RuntimeError(f"{game.slug}: no end after {limit} actions")
        choice = bot.choose(Observation(game, state))
        state = game.apply(state, choice.action)
        log.append(choice.action)
    return state, log
