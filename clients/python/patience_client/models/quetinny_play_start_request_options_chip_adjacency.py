from enum import StrEnum

class QuetinnyPlayStartRequestOptionsChipAdjacency(StrEnum):
    KING = "king"
    ORTH = "orth"

    def __str__(self) -> str:
        return str(self.value)
