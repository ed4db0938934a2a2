"""Solitary Journey: the rules engine (:mod:`.rules`) and its strong bot (:mod:`.bot`)."""

from games.engines.journey.bot import JourneyBot
from games.engines.journey.rules import GAME, JourneyGame, JourneyState, Phase

STRONG_BOT = JourneyBot

__all__ = ["GAME", "STRONG_BOT", "JourneyBot", "JourneyGame", "JourneyState", "Phase"]
