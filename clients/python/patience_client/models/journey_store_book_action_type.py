from enum import StrEnum

class JourneyStoreBookActionType(StrEnum):
    STORE_BOOK = "store_book"

    def __str__(self) -> str:
        return str(self.value)
