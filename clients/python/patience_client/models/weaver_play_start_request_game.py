from enum import StrEnum

class WeaverPlayStartRequestGame(StrEnum):
    WEAVER = "weaver"

    def __str__(self) -> str:
        return str(self.value)
