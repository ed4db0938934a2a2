from enum import StrEnum

class ScopesEnum(StrEnum):
    PLAY = "play"
    READ = "read"
    SUBMIT = "submit"

    def __str__(self) -> str:
        return str(self.value)
