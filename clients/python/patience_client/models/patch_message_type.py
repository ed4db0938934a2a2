from enum import StrEnum

class PatchMessageType(StrEnum):
    PATCH = "patch"

    def __str__(self) -> str:
        return str(self.value)
