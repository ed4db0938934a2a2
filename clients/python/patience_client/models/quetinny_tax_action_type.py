from enum import StrEnum

class QuetinnyTaxActionType(StrEnum):
    TAX = "tax"

    def __str__(self) -> str:
        return str(self.value)
