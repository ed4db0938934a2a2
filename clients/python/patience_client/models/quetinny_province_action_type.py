from enum import StrEnum

class QuetinnyProvinceActionType(StrEnum):
    PROVINCE = "province"

    def __str__(self) -> str:
        return str(self.value)
