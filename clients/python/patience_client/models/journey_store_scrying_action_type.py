from enum import StrEnum

class JourneyStoreScryingActionType(StrEnum):
    STORE_SCRYING = "store_scrying"

    def __str__(self) -> str:
        return str(self.value)
