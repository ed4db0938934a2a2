from enum import StrEnum

class ModeEnum(StrEnum):
    DAILY = "daily"
    PRACTICE = "practice"

    def __str__(self) -> str:
        return str(self.value)
