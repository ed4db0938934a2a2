from enum import StrEnum

class WitchAttackActionType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
