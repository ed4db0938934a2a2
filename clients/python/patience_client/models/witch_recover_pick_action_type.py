from enum import StrEnum

class WitchRecoverPickActionType(StrEnum):
    RECOVER_PICK = "recover_pick"

    def __str__(self) -> str:
        return str(self.value)
