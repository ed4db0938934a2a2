from enum import StrEnum

class QuetinnyPlayStartRequestOptionsSetupArrangement(StrEnum):
    AUTO = "auto"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
