from enum import StrEnum

class BoardMessageType(StrEnum):
    BOARD = "board"

    def __str__(self) -> str:
        return str(self.value)
