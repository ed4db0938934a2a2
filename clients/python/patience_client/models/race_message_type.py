from enum import StrEnum

class RaceMessageType(StrEnum):
    RACE = "race"

    def __str__(self) -> str:
        return str(self.value)
