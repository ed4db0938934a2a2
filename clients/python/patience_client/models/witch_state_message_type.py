from enum import StrEnum

class WitchStateMessageType(StrEnum):
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
