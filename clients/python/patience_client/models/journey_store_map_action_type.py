from enum import StrEnum

class JourneyStoreMapActionType(StrEnum):
    STORE_MAP = "store_map"

    def __str__(self) -> str:
        return str(self.value)
