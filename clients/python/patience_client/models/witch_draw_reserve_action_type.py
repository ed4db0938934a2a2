from enum import StrEnum

class WitchDrawReserveActionType(StrEnum):
    DRAW_RESERVE = "draw_reserve"

    def __str__(self) -> str:
        return str(self.value)
