from enum import StrEnum

class JourneyStateMessageType(StrEnum):
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
