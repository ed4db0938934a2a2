from enum import StrEnum

class JourneyPlayStartRequestGame(StrEnum):
    JOURNEY = "journey"

    def __str__(self) -> str:
        return str(self.value)
