"""The ladder's players, behind one constructor: ``make_player(game_slug, kind, seed=..., budget=...)``.

They are the engines' deterministic bots (``games/engines/bots.py``): every bot counts its work in its own unit
(solver nodes, sampled deals, actions valued: ``Bot.budget_unit``), so a budget plays the same moves on any
machine, and ``Bot.work`` is what a game cost. Pure Python: no Django (``games.daily.verify`` runs this without a
server).
"""

from __future__ import annotations

from typing import Any

from games.engines.base import Action, GameDefinition
from games.engines.bots import Bot, FirstLegalBot, GreedyBot, Observation, RandomBot
from games.engines.registry import strong_bot_class

PLAYER_KINDS = ("first_legal", "random", "greedy", "strong")


def make_player(game_slug: str, kind: str, *, seed: int = 0, budget: int = 0) -> Bot:
    """``greedy`` is one ply by the engine's score (:class:`~games.engines.bots.GreedyBot`)."""
    if kind == "first_legal":
        return FirstLegalBot(seed=seed)
    if kind == "random":
        return RandomBot(seed=seed)
    if kind == "greedy":
        return GreedyBot(seed=seed)
    if kind == "strong":
        return strong_bot_class(game_slug)(seed=seed, budget=budget)
    raise ValueError(f"unknown player kind {kind!r}; known: {', '.join(PLAYER_KINDS)}")


def play_deal(game: GameDefinition, seed: str, options: dict, player: Bot) -> tuple[Any, list[Action], int]:
    """Play one deal to its end: (final state, actions, the player's work in its bot's unit)."""
    state = game.new_game(seed, options)
    log: list[Action] = []
    while not state.is_over:
        if len(log) >= game.max_actions:
            raise RuntimeError(f"{game.slug}: no end after {game.max_actions} actions")
        action = player.choose(Observation(game, state)).action
        state = game.apply(state, action)
        log.append(action)
    return state, log, player.work
