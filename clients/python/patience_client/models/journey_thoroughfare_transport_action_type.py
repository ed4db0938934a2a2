from enum import StrEnum

class JourneyThoroughfareTransportActionType(StrEnum):
    THOROUGHFARE_TRANSPORT = "thoroughfare_transport"

    def __str__(self) -> str:
        return str(self.value)
