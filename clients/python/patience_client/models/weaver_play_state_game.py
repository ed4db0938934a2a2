from enum import StrEnum

class WeaverPlayStateGame(StrEnum):
    WEAVER = "weaver"

    def __str__(self) -> str:
        return str(self.value)
