from enum import StrEnum

class Match3ResignActionType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
