from enum import StrEnum

class JourneyFlyActionType(StrEnum):
    FLY = "fly"

    def __str__(self) -> str:
        return str(self.value)
