from enum import StrEnum

class SyncMessageType(StrEnum):
    SYNC = "sync"

    def __str__(self) -> str:
        return str(self.value)
