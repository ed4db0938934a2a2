from enum import StrEnum

class QuetinnySetupChipActionType(StrEnum):
    SETUP_CHIP = "setup_chip"

    def __str__(self) -> str:
        return str(self.value)
