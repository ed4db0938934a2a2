from enum import StrEnum

class WitchPlayStartRequestOptionsRecoverMode(StrEnum):
    CHOOSE = "choose"
    TOP4 = "top4"

    def __str__(self) -> str:
        return str(self.value)
