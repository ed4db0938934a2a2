from enum import StrEnum

class ProgressMessageType(StrEnum):
    PROGRESS = "progress"

    def __str__(self) -> str:
        return str(self.value)
