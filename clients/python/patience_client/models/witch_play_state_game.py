from enum import StrEnum

class WitchPlayStateGame(StrEnum):
    WITCH = "witch"

    def __str__(self) -> str:
        return str(self.value)
