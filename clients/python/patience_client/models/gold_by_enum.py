from enum import StrEnum

class GoldByEnum(StrEnum):
    PLAYER = "player"
    RULE = "rule"
    SOLVER = "solver"

    def __str__(self) -> str:
        return str(self.value)
