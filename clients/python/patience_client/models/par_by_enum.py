from enum import StrEnum

class ParByEnum(StrEnum):
    PLAYER = "player"
    SOLVER = "solver"

    def __str__(self) -> str:
        return str(self.value)
