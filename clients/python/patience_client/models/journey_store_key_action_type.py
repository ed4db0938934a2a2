from enum import StrEnum

class JourneyStoreKeyActionType(StrEnum):
    STORE_KEY = "store_key"

    def __str__(self) -> str:
        return str(self.value)
