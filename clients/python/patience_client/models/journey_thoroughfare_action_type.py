from enum import StrEnum

class JourneyThoroughfareActionType(StrEnum):
    THOROUGHFARE = "thoroughfare"

    def __str__(self) -> str:
        return str(self.value)
