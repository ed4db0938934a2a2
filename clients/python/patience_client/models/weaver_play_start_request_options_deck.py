from enum import StrEnum

class WeaverPlayStartRequestOptionsDeck(StrEnum):
    TRADITIONAL = "traditional"

    def __str__(self) -> str:
        return str(self.value)
