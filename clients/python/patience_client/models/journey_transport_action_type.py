from enum import StrEnum

class JourneyTransportActionType(StrEnum):
    TRANSPORT = "transport"

    def __str__(self) -> str:
        return str(self.value)
