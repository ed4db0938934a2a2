from enum import StrEnum

class InSyncMessageType(StrEnum):
    IN_SYNC = "in_sync"

    def __str__(self) -> str:
        return str(self.value)
