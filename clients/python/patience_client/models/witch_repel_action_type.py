from enum import StrEnum

class WitchRepelActionType(StrEnum):
    REPEL = "repel"

    def __str__(self) -> str:
        return str(self.value)
