from enum import StrEnum

class QuetinnyResignActionType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
