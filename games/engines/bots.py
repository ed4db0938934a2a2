"""Bots choose an action from what a player may know.

A bot is handed an :class:`Observation`: the player's view, the legal actions, and a way to *sample* a full
state consistent with that view (the unseen cards dealt at random among the hidden zones). It never reads the
real hidden zones: the observation keeps the true state private and exposes only what a player could know.

**Every bot is built the same way**: ``Bot(seed=..., budget=..., time_limit_ms=None)``.

- ``seed`` seeds the bot's private generator (its samples of the unseen cards, its tie-breaks).
- ``budget`` is the work the bot may do **per decision**, counted in the unit its search counts
  (:attr:`Bot.budget_unit`: solver nodes for Weaver, sampled deals for Witch, Journey and Match-3, positions
  valued for Quetinny). ``None`` means the bot's :attr:`Bot.default_budget`, the one hints and benchmarks use.
  Given the same deal, budget and seed, a bot plays the same moves on any machine: nothing it decides depends
  on the clock. :attr:`Bot.work` counts the units spent since the bot was built, so tests assert work, not
  time.
- ``time_limit_ms`` is an optional wall-clock cap per decision, for hints on a busy server only: whichever of
  the budget and the cap runs out first ends the search, so a capped bot is no longer reproducible.

The daily screening ladder (``games/daily/ladder.py``) adds the weak players every game shares:
:class:`FirstLegalBot`, :class:`RandomBot` and :class:`GreedyBot`.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from games.engines.base import Action, AnyGame, Status


@dataclass(frozen=True)
class Choice:
    action: Action
    reason: str


class Observation:
    """What a player may know at a decision point."""

    __slots__ = ("_state", "game", "legal_actions", "view")

    def __init__(self, game: AnyGame, state: Any) -> None:
        self.game = game
        self._state = state
        self.view: dict[str, Any] = game.view(state)
        self.legal_actions: list[Action] = game.legal_actions(state)

    def sample_state(self, rng: random.Random) -> Any:
        """A full state that agrees with everything visible; hidden cards are a random deal of the unseen
        ones. Each call draws a new sample. For games without hidden cards this is simply the position."""
        return self.game.sample_hidden(self._state, rng)


class Allowance:
    """The work one decision may still do: ``units`` of the bot's budget and, if the bot has a wall-clock cap,
    a deadline. Each unit spent is added to the bot's :attr:`Bot.work`."""

    __slots__ = ("_bot", "deadline", "spent", "units")

    def __init__(self, bot: Bot, units: int, deadline: float | None) -> None:
        self._bot = bot
        self.units = units
        self.deadline = deadline
        self.spent = 0

    @property
    def left(self) -> int:
        return self.units - self.spent

    def spend(self, units: int = 1) -> None:
        self.spent += units
        self._bot.work += units

    def exhausted(self) -> bool:
        """No unit left, or past the wall-clock cap (only a capped bot ever reads the clock)."""
        if self.spent >= self.units:
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() > self.deadline


class Bot(ABC):
    """A player. Subclasses implement :meth:`choose` and spend their work through :meth:`allowance`."""

    name: ClassVar[str] = "bot"
    budget_unit: ClassVar[str] = "units"  # what one unit of ``budget`` buys, in words
    default_budget: ClassVar[int] = 0  # per decision: what hints and benchmarks use
    low_budget: ClassVar[int] = 0  # per decision: the daily ladder's weaker strong-bot rung

    def __init__(self, *, seed: int = 0, budget: int | None = None, time_limit_ms: int | None = None) -> None:
        if budget is not None and budget < 0:
            raise ValueError(f"a bot's budget is a number of {self.budget_unit} >= 0, not {budget!r}")
        if time_limit_ms is not None and time_limit_ms < 0:
            raise ValueError(f"a time limit is a number of milliseconds >= 0, not {time_limit_ms!r}")
        self.seed = seed
        self.rng = random.Random(seed)  # a private generator: never the random module's global state
        self.budget = self.default_budget if budget is None else budget
        self.time_limit_ms = time_limit_ms
        self.work = 0  # units of budget spent over every decision since the bot was built

    @abstractmethod
    def choose(self, observation: Observation) -> Choice: ...

    def allowance(self) -> Allowance:
        """The work the decision starting now may do."""
        deadline = None if self.time_limit_ms is None else time.perf_counter() + self.time_limit_ms / 1000
        return Allowance(self, self.budget, deadline)


class FirstLegalBot(Bot):
    """Always the first legal action listed: the player who does not think (the ladder's bottom rung)."""

    name = "first-legal"
    budget_unit = "nothing (it does not search)"

    def choose(self, observation: Observation) -> Choice:
        if not observation.legal_actions:
            raise ValueError("no legal action to choose from")
        return Choice(observation.legal_actions[0], "the first legal action listed")


class RandomBot(Bot):
    """Uniform over the legal actions, from its seed; the baseline every strong bot must beat."""

    name = "random"
    budget_unit = "nothing (it does not search)"

    def choose(self, observation: Observation) -> Choice:
        if not observation.legal_actions:
            raise ValueError("no legal action to choose from")
        return Choice(self.rng.choice(observation.legal_actions), "a random legal action")


class GreedyBot(Bot):
    """One ply by the engine's own score: each legal action is applied to one sampled position (the unseen
    cards dealt from the bot's seed, the same sample for every action), and the best result is kept: a win
    first, then not a loss, then the highest :meth:`GameDefinition.score`; among equals it draws one with its
    seeded generator (a first-listed tie-break would copy the first-legal player wherever most moves score
    alike). It knows the scoring rule and nothing of the game's strategy. One unit of work is one action
    valued."""

    name = "greedy"
    budget_unit = "actions valued"

    def choose(self, observation: Observation) -> Choice:
        legal = observation.legal_actions
        if not legal:
            raise ValueError("no legal action to choose from")
        game = observation.game
        sample = observation.sample_state(self.rng)
        best: list[Action] = []
        best_key: tuple[bool, bool, int] | None = None
        for action in legal:
            after = game.apply(sample, action)
            self.work += 1
            key = (after.status is Status.WON, after.status is not Status.LOST, game.score(after))
            if best_key is None or key > best_key:
                best, best_key = [action], key
            elif key == best_key:
                best.append(action)
        return Choice(self.rng.choice(best), "an action that scores the most points at once")


def play_out(game: AnyGame, state: Any, bot: Bot, max_actions: int | None = None) -> tuple[Any, list[Action]]:
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
