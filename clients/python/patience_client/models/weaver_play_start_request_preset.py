from enum import StrEnum

class WeaverPlayStartRequestPreset(StrEnum):
    ALL_KEIJU = "all-keiju"
    MEMORY = "memory"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
