from enum import StrEnum

class ErrorMessageType(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
