from enum import StrEnum

class JourneyPlayStateGame(StrEnum):
    JOURNEY = "journey"

    def __str__(self) -> str:
        return str(self.value)
