from enum import StrEnum

class JourneyStoreTreasureActionType(StrEnum):
    STORE_TREASURE = "store_treasure"

    def __str__(self) -> str:
        return str(self.value)
