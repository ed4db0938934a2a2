from enum import StrEnum

class QuetinnyPlayStartRequestGame(StrEnum):
    QUETINNY = "quetinny"

    def __str__(self) -> str:
        return str(self.value)
