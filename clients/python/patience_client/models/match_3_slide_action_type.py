from enum import StrEnum

class Match3SlideActionType(StrEnum):
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
