from enum import StrEnum

class WeaverEnticeActionType(StrEnum):
    ENTICE = "entice"

    def __str__(self) -> str:
        return str(self.value)
