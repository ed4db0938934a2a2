from enum import StrEnum

class GameSlug(StrEnum):
    JOURNEY = "journey"
    MATCH3 = "match3"
    QUETINNY = "quetinny"
    WEAVER = "weaver"
    WITCH = "witch"

    def __str__(self) -> str:
        return str(self.value)
