from enum import StrEnum

class Match3PlayStartRequestPreset(StrEnum):
    CLASSIC = "classic"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
