from enum import StrEnum

class QuetinnyPlayStartRequestOptionsExtendedRouteRank(StrEnum):
    DECKTET = "decktet"
    NEUTRAL = "neutral"

    def __str__(self) -> str:
        return str(self.value)
