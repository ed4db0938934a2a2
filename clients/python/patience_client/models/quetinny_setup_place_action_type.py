from enum import StrEnum

class QuetinnySetupPlaceActionType(StrEnum):
    SETUP_PLACE = "setup_place"

    def __str__(self) -> str:
        return str(self.value)
