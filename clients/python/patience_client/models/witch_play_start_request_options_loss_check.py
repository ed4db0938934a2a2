from enum import StrEnum

class WitchPlayStartRequestOptionsLossCheck(StrEnum):
    CIRCULATION6 = "circulation6"
    STRICT6 = "strict6"

    def __str__(self) -> str:
        return str(self.value)
