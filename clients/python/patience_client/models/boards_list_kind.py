from enum import StrEnum

class BoardsListKind(StrEnum):
    DAILY = "daily"
    PRACTICE = "practice"
    RATING = "rating"
    SEASON = "season"

    def __str__(self) -> str:
        return str(self.value)
