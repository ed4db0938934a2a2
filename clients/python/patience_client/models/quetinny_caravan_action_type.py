from enum import StrEnum

class QuetinnyCaravanActionType(StrEnum):
    CARAVAN = "caravan"

    def __str__(self) -> str:
        return str(self.value)
