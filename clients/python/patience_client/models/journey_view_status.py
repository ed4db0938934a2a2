from enum import StrEnum

class JourneyViewStatus(StrEnum):
    LOST = "lost"
    PLAYING = "playing"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
