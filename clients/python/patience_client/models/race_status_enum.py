from enum import StrEnum

class RaceStatusEnum(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    LOBBY = "lobby"
    RATED = "rated"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
