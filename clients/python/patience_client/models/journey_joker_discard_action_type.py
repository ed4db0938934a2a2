from enum import StrEnum

class JourneyJokerDiscardActionType(StrEnum):
    JOKER_DISCARD = "joker_discard"

    def __str__(self) -> str:
        return str(self.value)
