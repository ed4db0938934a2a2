from enum import StrEnum

class WitchResignActionType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
