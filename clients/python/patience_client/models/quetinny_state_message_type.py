from enum import StrEnum

class QuetinnyStateMessageType(StrEnum):
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
