from enum import StrEnum

class QuetinnyPlayStartRequestPreset(StrEnum):
    BASIC = "basic"
    EXTENDED = "extended"

    def __str__(self) -> str:
        return str(self.value)
