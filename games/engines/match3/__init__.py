"""Match-3 Solitaire (hanafuda): the engine (:mod:`.engine`), its geometry (:mod:`.rules`) and its bot
(:mod:`.bot`)."""

from games.engines.match3.bot import Match3Bot
from games.engines.match3.engine import GAME, Match3Game
from games.engines.match3.rules import Match3State

STRONG_BOT = Match3Bot

__all__ = ["GAME", "STRONG_BOT", "Match3Bot", "Match3Game", "Match3State"]
