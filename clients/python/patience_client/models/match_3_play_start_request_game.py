from enum import StrEnum

class Match3PlayStartRequestGame(StrEnum):
    MATCH3 = "match3"

    def __str__(self) -> str:
        return str(self.value)
