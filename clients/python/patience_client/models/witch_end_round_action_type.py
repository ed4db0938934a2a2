from enum import StrEnum

class WitchEndRoundActionType(StrEnum):
    END_ROUND = "end_round"

    def __str__(self) -> str:
        return str(self.value)
