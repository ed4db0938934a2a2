from enum import StrEnum

class QuetinnyHarvestActionType(StrEnum):
    HARVEST = "harvest"

    def __str__(self) -> str:
        return str(self.value)
