from enum import StrEnum

class QuetinnyPlayStartRequestOptionsCaravanCubes(StrEnum):
    ALL = "all"
    ONE = "one"

    def __str__(self) -> str:
        return str(self.value)
