from enum import StrEnum

class StateEnum(StrEnum):
    FINISHED = "finished"
    NOT_PLAYED = "not_played"
    PLAYING = "playing"
    VERIFYING = "verifying"

    def __str__(self) -> str:
        return str(self.value)
