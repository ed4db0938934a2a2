"""Engines by slug. A game registers itself by defining ``GAME`` (its definition) in a module of this
package, and optionally ``STRONG_BOT`` (a :class:`~games.engines.bots.Bot` subclass): adding a game is adding
one module."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

import games.engines as package
from games.engines.base import AnyGame, GameDefinition
from games.engines.bots import Bot, RandomBot

_INFRASTRUCTURE = {"base", "bots", "cards", "registry", "rng", "solver"}


class UnknownGameError(KeyError):
    pass


@cache
def _discover() -> tuple[dict[str, AnyGame], dict[str, type[Bot]]]:
    games: dict[str, AnyGame] = {}
    bots: dict[str, type[Bot]] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if info.name in _INFRASTRUCTURE or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, GameDefinition):
            if game.slug in games:
                raise RuntimeError(f"two engines claim the slug {game.slug!r}")
            games[game.slug] = game
            bots[game.slug] = getattr(module, "STRONG_BOT", None) or RandomBot
    return games, bots


def all_games() -> list[AnyGame]:
    return list(_discover()[0].values())


def slugs() -> list[str]:
    return list(_discover()[0])


def get_game(slug: str) -> AnyGame:
    try:
        return _discover()[0][slug]
    except KeyError:
        raise UnknownGameError(slug) from None


def strong_bot_class(slug: str) -> type[Bot]:
    get_game(slug)
    return _discover()[1][slug]
