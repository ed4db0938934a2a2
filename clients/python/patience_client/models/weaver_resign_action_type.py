from enum import StrEnum

class WeaverResignActionType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
