"""The Witch of Pendle Hill: the engine (``rules``) and its strong bot (``bot``)."""

from games.engines.witch.bot import WitchBot
from games.engines.witch.rules import WitchGame, WitchState

GAME = WitchGame()
STRONG_BOT = WitchBot

__all__ = ["GAME", "STRONG_BOT", "WitchBot", "WitchGame", "WitchState"]
