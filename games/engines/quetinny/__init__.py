"""Quetinny (Decktet): the engine (``rules``) and its planning bot (``bot``)."""

from games.engines.quetinny.bot import QuetinnyBot
from games.engines.quetinny.rules import GAME, Quetinny, QuetinnyState

STRONG_BOT = QuetinnyBot

__all__ = ["GAME", "STRONG_BOT", "Quetinny", "QuetinnyBot", "QuetinnyState"]
