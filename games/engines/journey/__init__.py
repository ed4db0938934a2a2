"""Solitary Journey: the game (:mod:`.engine`), its rules (:mod:`.rules`) and its strong bot (:mod:`.bot`)."""

from games.engines.journey.bot import JourneyBot
from games.engines.journey.engine import GAME, JourneyGame
from games.engines.journey.rules import JourneyState, Phase

STRONG_BOT = JourneyBot

__all__ = ["GAME", "STRONG_BOT", "JourneyBot", "JourneyGame", "JourneyState", "Phase"]
