from enum import StrEnum

class JourneyPlayStartRequestPreset(StrEnum):
    EASIER = "easier"
    HARDER = "harder"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
