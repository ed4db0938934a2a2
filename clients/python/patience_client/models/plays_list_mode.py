from enum import StrEnum

class PlaysListMode(StrEnum):
    DAILY = "daily"
    PRACTICE = "practice"

    def __str__(self) -> str:
        return str(self.value)
