from enum import StrEnum

class WeaverStateMessageType(StrEnum):
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
