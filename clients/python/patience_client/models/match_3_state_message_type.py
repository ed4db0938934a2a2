from enum import StrEnum

class Match3StateMessageType(StrEnum):
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
