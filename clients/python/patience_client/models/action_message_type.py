from enum import StrEnum

class ActionMessageType(StrEnum):
    ACTION = "action"

    def __str__(self) -> str:
        return str(self.value)
