from enum import StrEnum

class QuetinnyPlayStateGame(StrEnum):
    QUETINNY = "quetinny"

    def __str__(self) -> str:
        return str(self.value)
