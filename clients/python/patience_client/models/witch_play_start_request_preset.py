from enum import StrEnum

class WitchPlayStartRequestPreset(StrEnum):
    ADVANCED = "advanced"
    ADVANCED_MAGIC = "advanced_magic"
    BASE = "base"
    MAGIC = "magic"

    def __str__(self) -> str:
        return str(self.value)
