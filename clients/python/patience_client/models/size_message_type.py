from enum import StrEnum

class SizeMessageType(StrEnum):
    SIZE = "size"

    def __str__(self) -> str:
        return str(self.value)
