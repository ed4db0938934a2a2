from enum import StrEnum

class JourneyHomeActionType(StrEnum):
    HOME = "home"

    def __str__(self) -> str:
        return str(self.value)
