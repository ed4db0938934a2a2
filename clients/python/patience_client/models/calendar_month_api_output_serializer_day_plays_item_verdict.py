from enum import StrEnum

class CalendarMonthApiOutputSerializerDayPlaysItemVerdict(StrEnum):
    LOST = "lost"
    RESIGNED = "resigned"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
