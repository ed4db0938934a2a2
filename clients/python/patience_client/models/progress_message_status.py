from enum import StrEnum

class ProgressMessageStatus(StrEnum):
    LOST = "lost"
    PLAYING = "playing"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
