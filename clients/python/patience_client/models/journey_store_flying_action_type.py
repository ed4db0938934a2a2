from enum import StrEnum

class JourneyStoreFlyingActionType(StrEnum):
    STORE_FLYING = "store_flying"

    def __str__(self) -> str:
        return str(self.value)
