"""The Witch of Pendle Hill: the game (:mod:`.engine`), its rules (:mod:`.rules`) and its strong bot
(:mod:`.bot`)."""

from games.engines.witch.bot import WitchBot
from games.engines.witch.engine import GAME, WitchGame
from games.engines.witch.rules import WitchState

STRONG_BOT = WitchBot

__all__ = ["GAME", "STRONG_BOT", "WitchBot", "WitchGame", "WitchState"]
