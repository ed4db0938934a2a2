from enum import StrEnum

class Match3PlayStartRequestOptionsFillOrder(StrEnum):
    ROW_MAJOR = "row_major"
    SNAKE = "snake"
    SPIRAL = "spiral"

    def __str__(self) -> str:
        return str(self.value)
