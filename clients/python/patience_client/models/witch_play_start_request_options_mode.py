from enum import StrEnum

class WitchPlayStartRequestOptionsMode(StrEnum):
    ADVANCED = "advanced"
    BASE = "base"

    def __str__(self) -> str:
        return str(self.value)
