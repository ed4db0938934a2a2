"""Weaver in the Forest of Wyr: the engine (:mod:`.engine`), its rules (:mod:`.rules`) and its solver bot
(:mod:`.bot`)."""

from games.engines.weaver.bot import WeaverBot, analyse
from games.engines.weaver.engine import GAME, WeaverGame
from games.engines.weaver.rules import WeaverState

STRONG_BOT = WeaverBot

__all__ = ["GAME", "STRONG_BOT", "WeaverBot", "WeaverGame", "WeaverState", "analyse"]
