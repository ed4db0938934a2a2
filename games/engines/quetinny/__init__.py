"""Quetinny (Decktet): the game (:mod:`.engine`), its rules (:mod:`.rules`) and its planning bot (:mod:`.bot`)."""

from games.engines.quetinny.bot import QuetinnyBot
from games.engines.quetinny.engine import GAME, QuetinnyGame
from games.engines.quetinny.rules import QuetinnyState

STRONG_BOT = QuetinnyBot

__all__ = ["GAME", "STRONG_BOT", "QuetinnyBot", "QuetinnyGame", "QuetinnyState"]
