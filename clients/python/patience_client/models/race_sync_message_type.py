from enum import StrEnum

class RaceSyncMessageType(StrEnum):
    SYNC = "sync"

    def __str__(self) -> str:
        return str(self.value)
