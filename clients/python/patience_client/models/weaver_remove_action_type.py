from enum import StrEnum

class WeaverRemoveActionType(StrEnum):
    REMOVE = "remove"

    def __str__(self) -> str:
        return str(self.value)
