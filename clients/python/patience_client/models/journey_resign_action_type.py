from enum import StrEnum

class JourneyResignActionType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
