from enum import StrEnum

class PlaysListMode(StrEnum):
    DAILY = "daily"
    PRACTICE = "practice"
    RACE = "race"

    def __str__(self) -> str:
        return str(self.value)
