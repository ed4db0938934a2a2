from enum import StrEnum

class WitchPlayStartRequestGame(StrEnum):
    WITCH = "witch"

    def __str__(self) -> str:
        return str(self.value)
